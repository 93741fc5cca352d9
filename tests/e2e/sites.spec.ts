import { expect, test } from "./fixtures";
import { hydrated, signUp } from "./support";

test("an admin makes localhost its own site: name, slogan, languages and a featured tournament; deleting it restores the default", async ({
  page,
}) => {
  await signUp(page, "admin4@example.com", "Sol");
  await page.goto("/admin");
  await hydrated(page);
  const form = page.getByRole("form", { name: "New site" });
  await form.getByLabel(/^Host/).fill("localhost");
  await form.getByLabel(/^Site name/).fill("Kickoff Club");
  await form.getByLabel(/^Slogan/).fill("Call every game with your friends");
  for (const language of [
    "Español",
    "Français",
    "Italiano",
    "Lietuvių",
    "Latviešu",
    "Polski",
    "Português",
    "Українська",
  ])
    await form.getByLabel(language).uncheck();
  await form.getByLabel(/^Featured tournaments/).fill("demo-f1");
  await form.getByLabel("GTM", { exact: true }).fill("GTM-TEST01");
  await form.getByLabel("GA", { exact: true }).fill("G-TEST01");
  await form.getByRole("button", { name: "Save the site" }).click();
  await expect(page.getByText("Site localhost saved.")).toBeVisible();
  await expect(page.getByTestId("sites")).toContainText("Kickoff Club · localhost");

  try {
    await page.goto("/");
    // Signed in, the home page greets the player; the site's slogan is under the greeting.
    await expect(page.getByTestId("slogan")).toHaveText("Call every game with your friends");
    await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("link").first()).toHaveText(
      "Kickoff Club",
    );
    await expect(page).toHaveTitle(/Kickoff Club/);
    const first = page.getByTestId("tournament-card").first();
    await expect(first).toContainText("Demo Grand Prix Season");
    await expect(first).toContainText("Featured");
    await hydrated(page);
    await page.getByRole("button", { name: /Language: English/ }).click();
    await expect(page.getByRole("menuitem")).toHaveText(["English", "Deutsch"]);
    await page.keyboard.press("Escape");

    // The site's tag manager and analytics: nothing before consent; once, after it (the page
    // reloads under a policy that allows their host). Their host answers an empty script here.
    await page.route(/googletagmanager\.com|google-analytics\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
    );
    await expect(page.locator("script#gtm, script#gtag, script#ga")).toHaveCount(0);
    await page.getByTestId("cookie-notice").getByRole("button", { name: "Accept" }).click();
    await expect(page.locator("script#gtm")).toHaveCount(1);
    await expect(page.locator("script#gtag")).toHaveAttribute("src", /gtag\/js\?id=G-TEST01$/);
    await expect(page.locator("script#ga")).toHaveCount(1);
    // They ran: the tag manager's queue holds its start, analytics' its configuration.
    await expect
      .poll(() => page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])))
      .toMatch(/gtm\.js.*G-TEST01|G-TEST01.*gtm\.js/);
  } finally {
    await page.goto("/admin");
    await hydrated(page);
    await page.getByRole("button", { name: "Delete the site localhost" }).click();
    await expect(page.getByText("Site localhost deleted.")).toBeVisible();
  }
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("link").first()).toHaveText(
    "Callit",
  );
});
