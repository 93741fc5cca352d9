import { describe, expect, it } from "vitest";
import { isNavActive, isPhoneNavActive, NAV_ITEMS, type PhoneNavKey } from "./nav-items";

const group = "0b6f3c52-3f0e-4d6a-9a57-2f1d7f3c9e11";
const place = (pathname: string) =>
  (["home", "myPicks", "groups", "account"] as PhoneNavKey[]).filter((key) => isPhoneNavActive(pathname, key));

describe("the bottom navigation's current place", () => {
  it("marks the place of each page, at most one", () => {
    expect(place("/")).toEqual(["home"]);
    expect(place("/picks")).toEqual(["myPicks"]);
    expect(place(`/demo-cup/${group}/picks`)).toEqual(["myPicks"]);
    expect(place(`/demo-cup/${group}/picks-by-game/${group}`)).toEqual(["myPicks"]);
    expect(place("/demo-cup/predictions")).toEqual(["myPicks"]);
    expect(place("/groups")).toEqual(["groups"]);
    expect(place(`/demo-cup/${group}`)).toEqual(["groups"]);
    expect(place("/account/settings")).toEqual(["account"]);
    expect(place("/account/settings/security")).toEqual(["account"]);
  });

  it("marks none on pages of no place", () => {
    for (const pathname of ["/demo-cup", "/demo-cup/schedule", "/contact", "/docs/faq", "/pickset"])
      expect(place(pathname)).toEqual([]);
  });
});

describe("the header's current place", () => {
  it("is the bottom navigation's, and help and contact besides", () => {
    expect(NAV_ITEMS.map((i) => i.key)).toEqual(["home", "myPicks", "groups", "help", "contact", "account"]);
    expect(NAV_ITEMS.filter((i) => isNavActive(`/demo-cup/${group}/picks`, i.key)).map((i) => i.key)).toEqual([
      "myPicks",
    ]);
    expect(NAV_ITEMS.filter((i) => isNavActive("/docs/faq", i.key)).map((i) => i.key)).toEqual(["help"]);
    expect(NAV_ITEMS.filter((i) => isNavActive("/demo-cup/schedule", i.key))).toEqual([]);
  });
});
