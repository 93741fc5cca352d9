/**
 * A site's languages and default language decide what its visitors get (issue 10, bug 10): a German
 * site offering German and English, visited by a browser that speaks French.
 */
import { expect, test } from "./fixtures";
import { hydrated, signUp } from "./support";

// With our service worker (the suite runs without it, decision 0101): switching languages keeps the one worker (a page could hang while a new one took over).
test.use({ serviceWorkers: "allow" });

const HOST = "tippspiel.example.de";

test("a German-default site serves German at /, never a language it does not offer, and names only its languages", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUp(page, "languages-admin@example.com", "Lina");
  await page.goto("/admin");
  await hydrated(page);
  const created = await page.evaluate(async (host) => {
    const response = await fetch("/api/admin/sites", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ host, name: "Tippspiel", locales: ["de", "en"], defaultLocale: "de" }),
    });
    return { status: response.status, id: ((await response.json()) as { id: string }).id };
  }, HOST);
  expect(created.status).toBe(201);

  // The site's visitors: their proxy names the host; their browser prefers French.
  const context = await browser.newContext({
    baseURL,
    locale: "fr-FR",
    extraHTTPHeaders: { "x-forwarded-host": HOST, "x-forwarded-for": "198.18.77.7", origin: new URL(baseURL!).origin },
  });
  const visitor = await context.newPage();
  try {
    await visitor.goto("/");
    await expect(visitor).toHaveURL(/\/de$/);
    await expect(visitor.locator("html")).toHaveAttribute("lang", "de");
    // hreflang names the site's two languages, and its default for everyone else.
    const alternates = visitor.locator('head link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(3);
    expect(
      await alternates.evaluateAll((links) =>
        links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname]),
      ),
    ).toEqual([
      ["de", "/de"],
      ["en", "/"],
      ["x-default", "/de"],
    ]);

    // A language the site does not offer is not served: the same page in German.
    await visitor.goto("/fr/demo-cup");
    await expect(visitor).toHaveURL(/\/de\/demo-cup$/);
    await expect(visitor.locator("html")).toHaveAttribute("lang", "de");

    // The language menu lists the site's languages; choosing English is kept at /.
    await hydrated(visitor);
    await visitor.getByRole("button", { name: /Sprache: Deutsch/ }).click();
    await expect(visitor.getByRole("menuitem")).toHaveText(["Deutsch", "English"]);
    await visitor.getByRole("menuitem", { name: "English" }).click();
    await expect(visitor).toHaveURL(/\/demo-cup$/);
    await expect(visitor.locator("html")).toHaveAttribute("lang", "en");
    await visitor.goto("/");
    await expect(visitor).toHaveURL(/\/$/);
    await expect(visitor.locator("html")).toHaveAttribute("lang", "en");
  } finally {
    await context.close();
    const deleted = await page.evaluate(
      async (id) => (await fetch(`/api/admin/sites/${id}`, { method: "DELETE" })).status,
      created.id,
    );
    expect(deleted).toBe(200);
  }
});
