import { describe, expect, it } from "vitest";
import { isAddressOfDomains, ssoDomainsOf } from "./sso";

describe("the addresses an organisation's provider may sign in", () => {
  const domains = ssoDomainsOf("acme.example, Acme-Group.example");

  it("reads the registered domains, lower-cased", () => {
    expect(domains).toEqual(["acme.example", "acme-group.example"]);
    expect(ssoDomainsOf("")).toEqual([]);
  });

  it("takes an address of a registered domain, whatever its case, with a plus in the local part", () => {
    expect(isAddressOfDomains("ana@acme.example", domains)).toBe(true);
    expect(isAddressOfDomains("Ana@ACME.Example", domains)).toBe(true);
    expect(isAddressOfDomains("ana+games@acme-group.example", domains)).toBe(true);
  });

  it("refuses another domain, a subdomain, a parent domain or a domain that merely ends the same", () => {
    expect(isAddressOfDomains("victim@other.example", domains)).toBe(false);
    expect(isAddressOfDomains("victim+ana@other.example", domains)).toBe(false);
    expect(isAddressOfDomains("ana@eu.acme.example", domains)).toBe(false);
    expect(isAddressOfDomains("ana@example", domains)).toBe(false);
    expect(isAddressOfDomains("ana@notacme.example", domains)).toBe(false);
  });

  it("refuses anything that is not a plain address", () => {
    for (const email of [
      "ana@acme.example.", // trailing dot
      "Victim <victim@other.example>",
      "victim@other.example <ana@acme.example>",
      "Ana <ana@acme.example>",
      '"victim@other.example"@acme.example',
      "victim@other.example@acme.example",
      "victim%other.example@acme.example",
      "ana@\u0430cme.example", // a Cyrillic а
      "ana@acme.example\u200b",
      " ana@acme.example",
      "",
      `${"a".repeat(250)}@acme.example`,
      null,
      42,
    ])
      expect(isAddressOfDomains(email, domains), String(email)).toBe(false);
  });
});
