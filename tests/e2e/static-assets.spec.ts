/**
 * The build's scripts and stylesheets reach the browser from their copies compressed at build time
 * (decision 0102): Brotli for a browser that takes it, gzip for one that does not, the same bytes
 * once unpacked as the file Next would send, and the page works on them.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

/** A raw GET of the test server: the body as it came over the wire, not unpacked. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("a page's scripts and stylesheets arrive as Brotli and the page runs on them", async ({ page, login }) => {
  await login();
  const encodings = new Map<string, string | undefined>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/_next/static/") && /\.(js|css)$/.test(url.pathname))
      encodings.set(url.pathname, response.headers()["content-encoding"]);
  });
  await page.goto("/account/settings");
  // The time zone field is a client island: it lists zones only once the page's scripts ran.
  await page.getByRole("region", { name: "Profile" }).getByLabel("Time zone").fill("Berlin");
  await expect(page.getByRole("option", { name: /^Europe\/Berlin/ })).toBeVisible();

  expect(encodings.size).toBeGreaterThan(5);
  expect([...encodings].filter(([, encoding]) => encoding !== "br")).toEqual([]);
});

test("a client without Brotli gets gzip, one that takes neither the file itself: all three the same bytes", async ({
  page,
  baseURL,
}) => {
  await page.goto("/");
  const src = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
  const url = new URL(src!, baseURL).toString();

  const plain = await rawGet(url, { "accept-encoding": "identity" });
  expect(plain.status).toBe(200);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(1000);

  const gzip = await rawGet(url, { "accept-encoding": "gzip, deflate" });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

  const brotli = await rawGet(url, { "accept-encoding": "gzip, deflate, br, zstd" });
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
  expect(brotli.body.length).toBeLessThan(gzip.body.length);
  // Cacheable for a year, and the same validator whichever encoding answered.
  expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(brotli.headers.etag).toBe(plain.headers.etag);
});

test("a returning player's page asks the server for none of its flags, nor the font", async ({ page }) => {
  /** The flags, fonts and icons the page loaded, and how many of them went over the network. */
  const publicFiles = () =>
    page.evaluate(() => {
      const files = performance
        .getEntriesByType("resource")
        .filter((e) => /\/(flags|fonts|icons)\//.test(e.name)) as PerformanceResourceTiming[];
      return { files: files.length, fetched: files.filter((e) => e.transferSize > 0).length };
    });
  await page.goto("/demo-cup/schedule");
  await expect(page.locator("img[src^='/flags/']").first()).toBeVisible();
  const first = await publicFiles();
  expect(first.files).toBeGreaterThan(2);
  expect(first.fetched).toBe(first.files);

  await page.goto("/demo-cup");
  await page.goto("/demo-cup/schedule");
  await expect(page.locator("img[src^='/flags/']").first()).toBeVisible();
  // From the browser's cache, not asked again (each was a round trip before, decision 0104).
  expect(await publicFiles()).toEqual({ files: first.files, fetched: 0 });
});
