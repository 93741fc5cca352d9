/**
 * Security headers on every answer and a Content-Security-Policy that no page breaks (decision
 * 0020): each main page is walked with a listener for policy violations, signed in as an admin.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { acceptCookies, settled, signOut, signUp, uniqueEmail } from "./support";

// With our service worker (the suite runs without it, decision 0101): the worker registers under the pages' policy.
test.use({ serviceWorkers: "allow" });

const COMMON = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

function expectSecurityHeaders(headers: Record<string, string>, what: string, kind: "document" | "data" = "document") {
  for (const [name, value] of Object.entries(COMMON)) expect(headers[name], `${what}: ${name}`).toBe(value);
  const policy = headers["content-security-policy"] ?? "";
  expect(policy, what).toContain("frame-ancestors 'none'");
  if (kind === "data") {
    // Data under /api: nothing in it may load or run, and there is no nonce to guess.
    expect(policy, what).toMatch(/^default-src 'none'/);
    expect(policy, what).not.toContain("nonce-");
  } else {
    expect(policy, what).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
  }
  expect(headers["permissions-policy"], what).toContain("camera=()");
  // Served over plain http here: no HSTS (it would pin a local name to https).
  expect(headers["strict-transport-security"], what).toBeUndefined();
}

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

test("pages, API answers and static files carry the security headers; each answer has its own nonce", async ({
  page,
  request,
}) => {
  const first = await page.goto("/");
  expectSecurityHeaders(first!.headers(), "page");
  const second = await request.get("/");
  const nonce = (h: Record<string, string>) => /'nonce-([^']+)'/.exec(h["content-security-policy"] ?? "")?.[1];
  expect(nonce(second.headers())).not.toBe(nonce(first!.headers()));
  // Next's own scripts carry the nonce.
  expect(await page.locator("script[nonce]").count()).toBeGreaterThan(0);

  expectSecurityHeaders((await request.get("/api/health")).headers(), "API", "data");
  expectSecurityHeaders((await request.get("/api/no-such-route")).headers(), "API 404", "data");
  expectSecurityHeaders((await request.get("/api/docs")).headers(), "API reference page");
  expectSecurityHeaders((await request.get("/icons/favicon-32.png")).headers(), "public file");
  expectSecurityHeaders((await request.get("/sw.js")).headers(), "service worker");
  const chunk = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
  expectSecurityHeaders((await request.get(chunk!)).headers(), "Next static file");
  expectSecurityHeaders((await request.get("/no-such-page")).headers(), "404 page");
});

test("analytics hosts are allowed only once the visitor consented", async ({ page }) => {
  const before = (await page.goto("/"))!.headers()["content-security-policy"]!;
  expect(before).not.toContain("googletagmanager.com");
  await acceptCookies(page);
  const after = (await page.goto("/contact"))!.headers()["content-security-policy"]!;
  expect(after).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
  expect(after).toMatch(/connect-src [^;]*google-analytics\.com/);
});

test("no main page reports a Content-Security-Policy violation", async ({ page }) => {
  test.setTimeout(240_000); // a dozen pages and two sign-ups on a busy machine
  const violations = await watchViolations(page);
  const visit = async (path: string) => {
    await page.goto(path);
    await settled(page);
    expect(await violations(), path).toEqual([]);
  };
  await visit("/");
  await visit("/offline");
  await visit("/demo-cup");
  await visit("/demo-cup/schedule");
  await visit("/docs/privacy");
  await visit("/contact");
  await acceptCookies(page);
  await signUp(page, uniqueEmail("csp"), "Cy");
  expect(await violations()).toEqual([]);
  await visit("/account/settings");
  await visit("/demo-cup/plus");
  await visit("/demo-cup/predictions");
  const created = await page.request.post("/api/groups", {
    data: { tournament: "demo-cup", name: "Headers", mode: "expert" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const group = `/demo-cup/${((await created.json()) as { groupId: string }).groupId}`;
  expect(await violations()).toEqual([]);
  await visit(`${group}/picks`);
  await visit(group);
  await page.goto("/account");
  await signOut(page);
  await signUp(page, "admin5@example.com", "Ada");
  await visit("/admin");
  // The service worker registers and caches the offline page under the same policy.
  await page.waitForFunction(async () => Boolean(await navigator.serviceWorker?.getRegistration()), undefined, {
    timeout: 30_000,
  });
  expect(await violations()).toEqual([]);
});
