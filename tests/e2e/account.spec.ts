import { expect, newPlayerContext, test } from "./fixtures";
import {
  createGroup,
  hydrated,
  linkFromMailbox,
  PASSWORD,
  signIn,
  signOut,
  signUp,
  signUpWithForm,
  uniqueEmail,
} from "./support";

test("sign up, confirm from the mail, sign out and in again", async ({ page }) => {
  const email = uniqueEmail("ana");
  // The form itself (the other specs sign up through the API, `signUp`).
  await signUpWithForm(page, email);
  await signOut(page);
  await signIn(page, email);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Ana");
});

test("signing in from a fresh browser brings the profile's language back, and it stays", async ({ page, browser }) => {
  const email = uniqueEmail("dora");
  await signUp(page, email, "Dora");
  // Deutsch in the profile, as the settings save it.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const saved = await page.request.post("/api/auth/update-user", { data: { locale: "de" }, headers: { origin } });
  expect(saved.status()).toBe(200);

  // Another browser, in English: a page that needs an account sends it to the sign-in first.
  const fresh = await newPlayerContext(browser, "198.19.7.7");
  const other = await fresh.newPage();
  await other.goto("/demo-cup/world");
  await expect(other).toHaveURL(/\/account\?redirectTo=%2Fdemo-cup%2Fworld$/);
  await hydrated(other);
  await other.getByLabel(/^E-mail/).fill(email);
  await other.getByLabel(/^Password/).fill(PASSWORD);
  await other.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(other).toHaveURL(/\/de\/demo-cup\/world$/);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Die Tabelle der ganzen Welt");
  // A later visit without a language in the address stays in German.
  await other.goto("/account");
  await expect(other).toHaveURL(/\/de\/account$/);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Hallo, Dora");
  await fresh.close();
});

test("the sign-in page, where every new player lands, is drawn without MUI", async ({ page }) => {
  await page.goto("/account");
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  // Neither MUI's styles nor its components (decision 0078), in the sign-in form or another mode.
  await expect(page.locator("style[data-emotion]")).toHaveCount(0);
  await expect(page.locator("[class*='Mui']")).toHaveCount(0);
  await page.getByRole("button", { name: "New to Callit? Create an account" }).click();
  await expect(page.getByLabel(/^Display name/)).toBeVisible();
  await expect(page.locator("style[data-emotion]")).toHaveCount(0);
  await expect(page.locator("[class*='Mui']")).toHaveCount(0);
});

test("a wrong password says so on the form", async ({ page }) => {
  await signIn(page, uniqueEmail("nobody"), "wrong-password-99");
  await expect(page.getByText("The e-mail address or password is not right.")).toBeVisible();
});

test("a weak password gets its reason in place", async ({ page }) => {
  await page.goto("/account?mode=signUp");
  await page.getByLabel(/^Display name/).fill("Bo");
  await page.getByLabel(/^E-mail/).fill(uniqueEmail("bo"));
  await page.getByLabel(/^Password/).fill("password123");
  await page.getByLabel(/terms of use/).check();
  await page.getByLabel(/privacy policy/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("This password is too common: anyone could guess it.")).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute("aria-invalid", "true");
});

test("reset a forgotten password from the mail", async ({ page }) => {
  test.setTimeout(60_000); // an admin reads the link in a browser of their own (decision 0015)
  const email = uniqueEmail("cy");
  await signUp(page, email, "Cy");
  await signOut(page);
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByRole("button", { name: "Send the reset link" }).click();
  await expect(page.getByRole("status")).toContainText(email);
  await page.goto(await linkFromMailbox(page, email, /Reset your Callit password/));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  await page.getByLabel(/^New password/).fill("blue-river-77-stones");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been changed");
  await signIn(page, email, PASSWORD);
  await expect(page.getByText("The e-mail address or password is not right.")).toBeVisible();
  await signIn(page, email, "blue-river-77-stones");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Cy");
});

test("pages that need an account send the visitor to sign in and back", async ({ page, context }) => {
  await page.goto("/de/account/settings");
  await expect(page).toHaveURL(/\/de\/account\?redirectTo=%2Fde%2Faccount%2Fsettings$/);
  // The visit made German this browser's language; the rest of the test speaks English again.
  await context.clearCookies();
  const email = uniqueEmail("dee");
  await signUp(page, email, "Dee");
  await signOut(page);
  await page.goto("/account?redirectTo=%2Fde%2Faccount%2Fsettings");
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // Back to the page, in the language of Dee's profile (English), not the address's German.
  await expect(page).toHaveURL(/localhost:\d+\/account\/settings$/);
  // Anything but a same-site path goes home, in this browser's language; a dot segment that
  // normalises into `//evil.example` is no way out either.
  for (const target of ["https%3A%2F%2Fevil.example%2F", "%2F.%2F%2Fevil.example%2Fphish"]) {
    await page.goto(`/redirect?redirectTo=${target}`);
    await expect(page).toHaveURL(/localhost:\d+\/(de)?$/);
  }
});

test("signing out in one tab signs the other tab out too", async ({ page, context }) => {
  const email = uniqueEmail("eve");
  await signUp(page, email, "Eve");
  const other = await context.newPage();
  await other.goto("/account");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Hello, Eve");
  await signOut(page);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Sign in");
});

test("change the password: a wrong current one is refused on its field, the new one signs in, the old one no more", async ({
  page,
}) => {
  const email = uniqueEmail("fay");
  await signUp(page, email, "Fay");
  await page.goto("/account/change-password");
  await hydrated(page);
  const current = page.getByLabel(/^Current password/);
  const next = page.getByLabel(/^New password/);
  // The new password's rules are said as it is typed, as on sign-up.
  await next.fill("abc");
  await expect(next).toHaveAccessibleDescription("Use at least 10 characters.");
  await current.fill("not-my-password-9");
  await next.fill("blue-keeper-77");
  await expect(next).not.toHaveAccessibleDescription("Use at least 10 characters.");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toHaveAccessibleDescription("The current password is not right.");
  await expect(page.getByLabel(/^New password/)).toHaveValue("blue-keeper-77");

  await current.fill(PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Your password has been changed. Other devices have been signed out.",
  );
  await page.goto("/account");
  await signOut(page);
  await signIn(page, email);
  await expect(page.getByText("The e-mail address or password is not right.")).toBeVisible();
  await signIn(page, email, "blue-keeper-77");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Fay");
});

test("signing out forgets the picks typed and not saved in this tab: the next player of the browser finds none", async ({
  page,
}) => {
  const email = uniqueEmail("gil");
  await signUp(page, email, "Gil");
  const { groupId } = await createGroup(page, { name: "Gil's Group" });
  await page.goto(`/demo-cup/${groupId}/picks?matchday=3`);
  await hydrated(page);
  const boxes = page.getByTestId("pick-game").first().getByRole("spinbutton");
  await boxes.first().fill("4");
  await boxes.last().fill("0");
  await expect(page.getByTestId("save-bar")).toContainText("1 change not saved");
  // Kept in the tab for a reload…
  await page.reload();
  await hydrated(page);
  await expect(boxes.first()).toHaveValue("4");
  // …but not past a sign-out, in the same tab.
  await page.goto("/account");
  await signOut(page);
  await signIn(page, email);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Gil");
  await page.goto(`/demo-cup/${groupId}/picks?matchday=3`);
  await hydrated(page);
  await expect(boxes.first()).toHaveValue("");
  await expect(page.getByTestId("save-bar")).toContainText("No picks here yet");
});

test("news and offers in the settings are the newsletter: agreeing starts it, withdrawing ends it", async ({
  page,
}) => {
  await signUp(page, uniqueEmail("news"), "Nia");
  await page.goto("/account/settings");
  await hydrated(page);
  const agreement = page.getByRole("region", { name: "Agreements" }).getByLabel("News and offers by e-mail");
  const newsletter = page.getByRole("region", { name: "Newsletter" }).getByRole("switch");
  await expect(newsletter).not.toBeChecked();
  // The click shows at once, while the answer is still on its way (held here, as a slow network).
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/settings/agreements", async (route) => {
    await held;
    await route.continue();
  });
  await agreement.click();
  await expect(agreement).toBeChecked();
  await expect(agreement).toBeDisabled();
  answer();
  await page.unrouteAll({ behavior: "wait" });
  await expect(agreement).toBeEnabled();
  await expect(agreement).toBeChecked();
  // The newsletter waits for the link of a mail, which this server (no SMTP) cannot send: it says so,
  // rather than asking for a link that never comes.
  await expect(newsletter).toBeChecked();
  await expect(
    page.getByText("This server sends no e-mail, so the newsletter cannot be confirmed here."),
  ).toBeVisible();
  await agreement.click();
  await expect(newsletter).not.toBeChecked();
  await expect(agreement).not.toBeChecked();
});
