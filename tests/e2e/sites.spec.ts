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
