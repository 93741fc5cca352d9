/**
 * The API's description and the operator's endpoints through our real server (issue 12 points 6
 * and 8, decision 0032): the OpenAPI document, its reference page under the strict CSP, readiness,
 * closed metrics and a request id on every answer.
 */
import { expect, test } from "./fixtures";
import { axe } from "./support";

test("the reference page lists the API, loads nothing from elsewhere and breaks no policy", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      ((window as unknown as { __v: string[] }).__v ??= []).push(e.violatedDirective),
    );
  });
  const response = await page.goto("/api/docs");
  expect(response!.status()).toBe(200);
  expect(response!.headers()["content-security-policy"]).toContain("script-src 'self' 'nonce-");
  await expect(page.getByRole("heading", { level: 1, name: "Callit API" })).toBeVisible();
  const savePicks = page.locator("details#savePicks");
  await expect(savePicks).not.toHaveAttribute("open");
  await savePicks.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(savePicks).toHaveAttribute("open");
  await expect(savePicks.getByRole("cell", { name: "groupId" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __v?: string[] }).__v ?? [])).toEqual([]);
  // Only the page itself and our own icon.
  expect(requests.filter((u) => !u.endsWith("/api/docs") && !u.endsWith("/icons/favicon-32.png"))).toEqual([]);
  const serious = (await axe(page).analyze()).violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(serious.map((v) => v.id)).toEqual([]);
});

test("the OpenAPI document, readiness, closed metrics and a request id on every answer", async ({ request }) => {
  const document = await request.get("/api/openapi.json");
  expect(document.status()).toBe(200);
  const body = (await document.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(body.openapi).toMatch(/^3\.1\./);
  expect(Object.keys(body.paths)).toEqual(
    expect.arrayContaining(["/api/groups/{groupId}/picks", "/api/health/ready", "/api/metrics"]),
  );

  const ready = await request.get("/api/health/ready");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ready", checks: { database: "ok" } });

  const metrics = await request.get("/api/metrics");
  expect(metrics.status()).toBe(401);
  expect(await metrics.json()).toMatchObject({ code: "error.auth.required" });

  // Our server gives each request its own id, pages included.
  const ids = new Set<string>();
  for (const path of ["/", "/api/health", "/api/no-such-route"]) {
    const id = (await request.get(path)).headers()["x-request-id"];
    expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
    ids.add(id!);
  }
  expect(ids.size).toBe(3);
  // These tests play a trusted proxy (TRUST_PROXY_HOPS=1): its id is kept when it looks like one.
  expect(
    (await request.get("/api/health", { headers: { "x-request-id": "lb-7f3a9c" } })).headers()["x-request-id"],
  ).toBe("lb-7f3a9c");
  expect((await request.get("/", { headers: { "x-request-id": "<script>" } })).headers()["x-request-id"]).toMatch(
    /^[0-9a-f-]{36}$/,
  );
});
