import { expect, test } from "./fixtures";
import { axe } from "./support";

const LOCALE_TAGS = ["en", "de", "es", "fr", "it", "lt", "lv", "pl", "pt-PT", "uk"];

async function hreflangs(page: import("@playwright/test").Page) {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname])),
    );
}

test("home in English: language, title, description and every hreflang", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Callit — Call every game. Beat your friends.");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /prediction game/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Callit/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
  await expect(page.locator('meta[property="og:locale:alternate"][content="uk_UA"]')).toHaveCount(1);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary");
  const links = await hreflangs(page);
  expect(Object.keys(links).sort()).toEqual([...LOCALE_TAGS, "x-default"].sort());
  expect(links).toMatchObject({ en: "/", de: "/de", uk: "/ua", "x-default": "/" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a page asks the server for no page the player has not opened; a link opens its page", async ({ page }) => {
  const pagesAsked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("_rsc=")) pagesAsked.push(r.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/demo-cup");
  await page.waitForLoadState("networkidle");
  await page.mouse.wheel(0, 4000); // every link of the page and its footer in view
  await page.waitForLoadState("networkidle");
  expect(pagesAsked).toEqual([]);
  await page.getByRole("link", { name: "Schedule" }).first().click();
  await expect(page).toHaveURL(/\/demo-cup\/schedule$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Schedule");
  expect(pagesAsked).toHaveLength(1);
});

test("every large script a page loads asks Chromium to compile it while it downloads (decision 0100)", async ({
  page,
}) => {
  const scripts: Promise<{ url: string; size: number; head: string }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && response.url().includes("/_next/static/chunks/"))
      scripts.push(
        response.text().then((text) => ({ url: response.url(), size: text.length, head: text.slice(0, 29) })),
      );
  });
  await page.goto("/demo-cup");
  await page.waitForLoadState("networkidle");
  const large = (await Promise.all(scripts)).filter((script) => script.size >= 16_000);
  // React DOM, Next's runtime, the shared app code at least.
  expect(large.length).toBeGreaterThanOrEqual(3);
  for (const { url, head } of large) expect(head, url).toBe("//# allFunctionsCalledOnLoad\n");
});

test("home in German: lang, translated title and the same hreflang set", async ({ page }) => {
  await page.goto("/de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const title = await page.title();
  expect(title).toMatch(/^Callit — /);
  expect(title).not.toContain("Call every game");
  const links = await hreflangs(page);
  expect(Object.keys(links).sort()).toEqual([...LOCALE_TAGS, "x-default"].sort());
  expect(links).toMatchObject({ de: "/de", uk: "/ua", "x-default": "/" });
});

test("Ukrainian lives under /ua with the language tag uk", async ({ page }) => {
  await page.goto("/ua");
  await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  const links = await hreflangs(page);
  expect(links).toMatchObject({ uk: "/ua", "pt-PT": "/pt", "x-default": "/" });
  await expect(page.getByRole("button", { name: /Українська/ })).toContainText("UA");
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "uk_UA");
});

test("a page with its own title keeps the site's Open Graph card: name, type and language", async ({ page }) => {
  await page.goto("/de/demo-cup/schedule");
  await expect(page.locator('meta[property="og:title"]')).not.toHaveAttribute("content", /^Callit — /);
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "Callit");
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "de_DE");
});

test.describe("in Kyiv", () => {
  test.use({ timezoneId: "Europe/Kyiv" });

  test("the schedule under /ua dates games by Ukrainian rules", async ({ page }) => {
    await page.goto("/ua/demo-cup/schedule/1");
    await expect(page.locator("html")).toHaveAttribute("lang", "uk");
    const first = page.getByTestId("game").first().locator("time").first();
    const instant = new Date((await first.getAttribute("datetime"))!);
    // With its year only when the game is not in this year (in Kyiv).
    const year = (d: Date) => new Intl.DateTimeFormat("en", { timeZone: "Europe/Kyiv", year: "numeric" }).format(d);
    const ukrainian = new Intl.DateTimeFormat("uk", {
      timeZone: "Europe/Kyiv",
      weekday: "short",
      day: "numeric",
      month: "short",
      ...(year(instant) !== year(new Date()) && { year: "numeric" }),
      hour: "2-digit",
      minute: "2-digit",
    }).format(instant);
    await expect(first).toHaveText(ukrainian);
    // Not "Mon, Nov 23, 02:00 PM": Ukrainian weekdays and months, a 24-hour clock.
    await expect(first).not.toHaveText(/[A-Za-z]/);
  });
});

test("the language switcher goes to /ua for Ukrainian, and a cookie from before (ua) still means Ukrainian", async ({
  page,
  context,
}) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: /Language: English/ }).click();
  await page.getByRole("menuitem", { name: "Українська" }).click();
  await expect(page).toHaveURL(/\/ua\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("uk");

  await context.clearCookies();
  await context.addCookies([{ name: "NEXT_LOCALE", value: "ua", domain: "localhost", path: "/" }]);
  await page.goto("/");
  await expect(page).toHaveURL(/\/ua$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("uk");
});

test("the manifest of a page installed before (?locale=ua) is Ukrainian and opens /ua", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest?locale=ua")).json();
  expect(manifest).toMatchObject({ lang: "uk", start_url: "/ua/" });
});

test("the language switcher moves to the same page in another language and remembers it", async ({ page, context }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: /Language: English/ }).click();
  await page.getByRole("menuitem", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const cookie = (await context.cookies()).find((c) => c.name === "NEXT_LOCALE");
  expect(cookie?.value).toBe("de");
});

test("signed in, the language chosen in the menu becomes the profile's: the next sign-in keeps it", async ({
  page,
  login,
}) => {
  await login("Lena");
  await page.goto("/contact");
  await page.getByRole("button", { name: /Language: English/ }).click();
  await page.getByRole("menuitem", { name: "Polski" }).click();
  await expect(page).toHaveURL(/\/pl\/contact$/);
  const profileLanguage = async () =>
    ((await (await page.request.get("/api/auth/get-session")).json()) as { user: { locale: string } }).user.locale;
  await expect.poll(profileLanguage).toBe("pl");
});

test("a docs page renders its markdown in the visitor's language", async ({ page }) => {
  await page.goto("/docs/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Privacy/i);
  await expect(page.locator("article h2").first()).toBeVisible();
  await page.goto("/de/docs/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Datenschutz/i);
  // Internal links keep the language.
  const hrefs = await page.locator("article a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/de\//);
});

test("an unknown page answers 404 with a translated page", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  const german = await page.goto("/de/gibt-es-nicht");
  expect(german?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page not found");
  expect((await page.goto("/docs/no-such-page"))?.status()).toBe(404);
});

test("the home and contact pages have no serious accessibility violations", async ({ page }) => {
  for (const path of ["/", "/contact", "/docs/faq"]) {
    await page.goto(path);
    const results = await axe(page).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});

test("the API health check answers", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", db: "ok" });
});

test("crawlers get a robots.txt and a sitemap of every public page in every language", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/demo-cup\/schedule<\/loc>/);
  expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/ua\/docs\/privacy<\/loc>/);
  expect(xml).toContain('hreflang="uk"');
  expect(xml).not.toContain("/account");
});

test("following a link shows the loading bar and dims the page until the next page renders", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Hold the next page's data back, as a slow network would, until the bar has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/_rsc=/, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole("navigation", { name: /main navigation/i })
    .getByRole("link")
    .first()
    .click();
  await expect(page.getByTestId("route-progress")).toBeVisible();
  await expect(page.locator("#main > div")).toHaveCSS("opacity", "0.55");
  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("route-progress")).toHaveCount(0);
  await expect(page.locator("#main > div")).toHaveCSS("opacity", "1");
});
