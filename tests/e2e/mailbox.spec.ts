import { expect, test } from "./fixtures";
import { hydrated, linkFromMailbox, signOut, signUp, uniqueEmail } from "./support";

// With our service worker (the suite runs without it, decision 0101): a sign-in link is a navigation the worker answers (once).
test.use({ serviceWorkers: "allow" });

test("the mailbox shows a player their own mail and nobody else's; signed out, none", async ({ page }) => {
  test.setTimeout(90_000); // two players and six pages in one walk
  await page.goto("/mailbox");
  await expect(page).toHaveURL(/\/account\?redirectTo=%2Fmailbox$/);
  await expect(page.getByTestId("mail")).toHaveCount(0);

  const ana = uniqueEmail("ana");
  await signUp(page, ana, "Ana");
  // Ana's own mail, which proves nothing, is hers to read.
  await page.goto("/account/settings");
  await hydrated(page);
  const newsletter = page.getByRole("switch").first();
  await newsletter.click();
  await expect(newsletter).toBeChecked();
  await page.goto("/mailbox");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mailbox");
  await expect(page.getByTestId("mail").filter({ hasText: ana })).toHaveCount(1);
  await expect(page.getByTestId("mail").filter({ hasText: /Confirm your e-mail/ })).toHaveCount(0);

  await page.goto("/account");
  await signOut(page);
  const bo = uniqueEmail("bo");
  await signUp(page, bo, "Bo");
  await page.goto("/mailbox");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mailbox");
  await expect(page.getByTestId("mail").filter({ hasText: ana })).toHaveCount(0);
});

test("a password reset link is for admins only", async ({ page }) => {
  test.setTimeout(90_000); // two players, the reset form and the admin's mailbox in one walk
  const cy = uniqueEmail("cy");
  await signUp(page, cy, "Cy");
  await signOut(page);
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await page.getByLabel(/^E-mail/).fill(cy);
  await page.getByRole("button", { name: "Send the reset link" }).click();
  await expect(page.getByRole("status")).toContainText(cy);
  // Whoever asked cannot read it: signed out they are sent to sign in, signed in they see their own mail only.
  await page.goto("/mailbox");
  await expect(page).toHaveURL(/\/account\?redirectTo=%2Fmailbox$/);
  await signUp(page, uniqueEmail("dee"), "Dee");
  await page.goto("/mailbox");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mailbox");
  await expect(page.getByText(/Reset your Callit password/)).toHaveCount(0);
  // An admin reads it.
  expect(await linkFromMailbox(page, cy, /Reset your Callit password/)).toContain("/api/auth/reset-password/");
});

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test(`the mailbox page on a ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUp(page, uniqueEmail("eve"), "Eve");
    await page.goto("/mailbox");
    await expect(page.getByRole("alert").filter({ hasText: "sign-in links" })).toBeVisible();
    await page.screenshot({ path: `test-results/mailbox-${viewport.name}.png`, fullPage: true });
  });
}

test("without a mail server, the account page says an address cannot be confirmed here, with no mail to ask for that only admins could read", async ({
  page,
}) => {
  const dee = uniqueEmail("dee");
  await signUp(page, dee, "Dee");
  await page.goto("/account");
  await hydrated(page);
  await expect(page.getByText("Your e-mail address is not confirmed yet.")).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: "This server sends no e-mail" })).toHaveText(
    "This server sends no e-mail, so your address cannot be confirmed here. You can play all the same.",
  );
  await expect(page.getByRole("button", { name: "Send the mail again" })).toHaveCount(0);
});
