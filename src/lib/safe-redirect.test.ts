import { describe, expect, it } from "vitest";
import { safeRedirectPath, signedInTarget } from "./safe-redirect";

/** Where a browser on our site goes when it is sent to `location`. */
const destination = (location: string) => new URL(location, "https://callit.example/en/account");

describe("safeRedirectPath", () => {
  it("keeps a same-site path with its query and fragment", () => {
    expect(safeRedirectPath("/de/demo-cup/abc/picks?matchday=2#g5")).toBe("/de/demo-cup/abc/picks?matchday=2#g5");
    expect(safeRedirectPath("/")).toBe("/");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/phish",
    "/\\evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/%0d%0aSet-Cookie:x=1".replace("%0d%0a", "\r\n"),
    "",
    undefined,
    42,
  ])("sends %j home", (target) => {
    expect(safeRedirectPath(target)).toBe("/");
  });

  it("sends a path longer than 2,048 characters home", () => {
    expect(safeRedirectPath(`/${"a".repeat(2048)}`)).toBe("/");
  });

  // Dot segments normalise away: `/./` and `/x/../` in front of `//host` leave `//host`.
  it.each([
    "/.//evil.example/phish",
    "/./%2F/evil.example",
    "/x/..//evil.example",
    "/%2e//evil.example",
    "/.%2F%2Fevil.example",
  ])("never hands back a path a browser reads as another host: %j", (target) => {
    const path = safeRedirectPath(target);
    expect(destination(path).host).toBe("callit.example");
    expect(path.startsWith("//")).toBe(false);
  });
});

describe("signedInTarget", () => {
  // The proxy then answers the path in the language the sign-in put in the locale cookie.
  it.each([
    ["/de/demo-cup/world?mode=expert", "/demo-cup/world?mode=expert"],
    ["/ua/account", "/account"],
    ["/pt", "/"],
    ["/fr", "/"],
    ["/demo-cup", "/demo-cup"],
    ["/account#top", "/account#top"],
    ["/deutsch/x", "/deutsch/x"],
  ])("takes the language segment off %j", (target, expected) => {
    expect(signedInTarget(target)).toBe(expected);
  });

  it.each([
    "/de//evil.example",
    "/ua//evil.example/phish",
    "/de/\\evil.example",
    "https://evil.example/de/x",
    undefined,
  ])("stays on the site: %j", (target) => {
    const path = signedInTarget(target);
    expect(destination(path).host).toBe("callit.example");
    expect(path.startsWith("//")).toBe(false);
  });
});
