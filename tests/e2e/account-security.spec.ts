import sharp from "sharp";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import {
  addVirtualAuthenticator,
  createGroup,
  expectAxeClean,
  hydrated,
  linkFromMailbox,
  pageApi,
  PASSWORD,
  signIn,
  signOut,
  signUp,
  textFromMailbox,
  turnOnTotp,
  uniqueEmail,
} from "./support";
import { totp } from "./totp";

// With our service worker (the suite runs without it, decision 0101): sign-in links and callbacks are navigations the worker answers (once).
test.use({ serviceWorkers: "allow" });

/** The 6-digit code of the newest one-time-code mail to an address. */
async function codeFromMailbox(page: Page, email: string): Promise<string> {
  return /\b(\d{6})\b/.exec(await textFromMailbox(page, email, /\b\d{6}\b/))![1]!;
}

async function answerTwoFactor(page: Page, secret: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-step verification");
  await hydrated(page);
  await page.getByLabel(/^Code/).fill(totp(secret));
  await page.getByRole("button", { name: "Verify" }).click();
}

test("turn on TOTP, then signing in asks for the code", async ({ page }) => {
  const email = uniqueEmail("totp");
  await signUp(page, email, "Tia");
  // The account page leads to sign-in and security.
  await page.getByRole("main").getByRole("link", { name: "Sign-in and security" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign-in and security");
  await hydrated(page);
  // A wrong password is said under the field that held it, which gets the focus back.
  const section = page.getByRole("region", { name: "Two-step verification" });
  const password = section.getByLabel("Confirm with your password");
  await password.fill("not-my-password-1");
  await section.getByRole("button", { name: "Turn on" }).click();
  await expect(password).toHaveAccessibleDescription("The current password is not right.");
  await expect(password).toBeFocused();
  const secret = await turnOnTotp(page);

  await page
    .getByRole("navigation", { name: "Main navigation" })
    .first()
    .getByRole("link", { name: "Account" })
    .click();
  await signOut(page);
  await signIn(page, email);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-step verification");
  await page.getByLabel(/^Code/).fill("000000" === totp(secret) ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("This code is not right or has expired.")).toBeVisible();
  await page.getByLabel(/^Code/).fill(totp(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Tia");
});

test("with TOTP on, an e-mailed code and a magic link ask for the app's code too", async ({ page, context }) => {
  test.slow(); // several sign-ins and a mailbox reader: room for a busy machine
  const email = uniqueEmail("every");
  await signUp(page, email, "Eve");
  const secret = await turnOnTotp(page);
  await page.goto("/account");
  await signOut(page);
  const otherTab = await context.newPage();

  // The e-mailed one-time code: the two-factor step comes before any session.
  await page.getByRole("button", { name: "E-mail me a one-time code" }).click();
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByRole("button", { name: "Send the code" }).click();
  await expect(page.getByRole("status")).toContainText(email);
  await page.getByLabel(/^Code/).fill(await codeFromMailbox(page, email));
  await page.getByRole("button", { name: "Sign in with the code" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-step verification");
  await otherTab.goto("/account/settings");
  await expect(otherTab).toHaveURL(/\/account\?redirectTo=/); // no session before the app's code
  await answerTwoFactor(page, secret);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Eve");
  await signOut(page);

  // The magic link leads to the two-factor step, and from there to where it was going.
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText(email);
  await page.goto(await linkFromMailbox(page, email, /sign-in link/));
  await expect(page).toHaveURL(/\/account\?mode=twoFactor/);
  await otherTab.goto("/account/settings");
  await expect(otherTab).toHaveURL(/\/account\?redirectTo=/);
  await answerTwoFactor(page, secret);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Eve");
});

test("register a passkey with a virtual authenticator and sign in with it", async ({ page, context }) => {
  await addVirtualAuthenticator(context, page);
  const email = uniqueEmail("pk");
  await signUp(page, email, "Pat");
  // The settings lead to sign-in and security, where passkeys are.
  await page.goto("/account/settings");
  await page.getByRole("link", { name: "Manage sign-in and security" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign-in and security");
  await hydrated(page);
  const section = page.getByRole("region", { name: "Two-step verification" });
  await section.getByLabel("Passkey name").fill("Laptop");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(section.getByText("Laptop", { exact: true })).toBeVisible();
  // The same device again: it holds one already, and says so in words, not "something went wrong".
  await section.getByLabel("Passkey name").fill("Laptop again");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("This device already holds a passkey for your account.")).toBeVisible();
  await expect(section.getByText("Laptop again", { exact: true })).toHaveCount(0);

  await page.goto("/account");
  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Pat");
});

test("upload an avatar and see it; a file that is not a picture is refused", async ({ page }) => {
  await signUp(page, uniqueEmail("av"), "Avi");
  await page.goto("/account/settings");
  await hydrated(page);
  const section = page.getByRole("region", { name: "Avatar" });
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 160, b: 60 } } })
    .png()
    .toBuffer();
  await section.getByLabel("Upload a picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  const preview = section.getByTestId("avatar-preview").locator("img");
  await expect(preview).toHaveAttribute("src", /^\/api\/storage\/avatars\/.+\.webp$/);
  // The picture as the browser decoded it, once it has loaded: 200 pixels wide.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);

  await section
    .getByLabel("Upload a picture")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
  await expect(page.getByText("Use a JPEG, PNG, WebP, GIF or AVIF picture.")).toBeVisible();
  await expect(preview).toHaveAttribute("src", /^\/api\/storage\/avatars\//);

  // In a group, the members list shows it beside the name.
  const src = (await preview.getAttribute("src"))!;
  const { groupId } = await createGroup(page, { name: "Avatars", nickname: "Avi" });
  await page.goto(`/demo-cup/${groupId}`);
  const me = page.getByTestId("members").getByRole("listitem").filter({ hasText: "Avi" });
  await expect(me.locator("img")).toHaveAttribute("src", src);
  await expect
    .poll(() => me.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(200);
});

test("change the language: the pages and the mails follow", async ({ page }) => {
  const email = uniqueEmail("lang");
  await signUp(page, email, "Lu");
  await page.goto("/account/settings");
  await hydrated(page);
  await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Deutsch" });
  await page.getByRole("region", { name: "Profile" }).getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/de\/account\/settings$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  expect(heading).not.toBe("Settings");

  // A mail sent now is written in German.
  await hydrated(page);
  const newsletter = page.getByRole("switch").first();
  await newsletter.click();
  await expect(newsletter).toBeChecked();
  await page.goto("/de/mailbox");
  const subject = await page.getByTestId("mail").filter({ hasText: email }).first().getByRole("heading").textContent();
  expect(subject).not.toBe("Confirm your Callit newsletter subscription");
  expect(subject).toMatch(/Newsletter/i);
});

test("delete the account: it is gone and the e-mail can sign up again", async ({ page }) => {
  const email = uniqueEmail("del");
  await signUp(page, email, "Dan");
  await page.goto("/account/settings");
  await hydrated(page);
  await page.getByRole("region", { name: "Delete account" }).getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete account" });
  const password = dialog.getByLabel("Confirm with your password");
  // The password field has the focus; the dialog brings no MUI (decision 0068) and passes axe.
  await expect(password).toBeFocused();
  await expect(page.locator("style[data-emotion]")).toHaveCount(0);
  await expect(page.locator("[class*='Mui']")).toHaveCount(0);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAxeClean(page, "dialog");
  }
  await password.fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  // Refused under the field it asked for, not in a message behind the dialog.
  await expect(password).toHaveAccessibleDescription("The current password is not right.");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await password.fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await signIn(page, email);
  await expect(page.getByText("The e-mail address or password is not right.")).toBeVisible();
  await signUp(page, email, "Dan again");
  expect(await linkFromMailbox(page, email)).toContain("http");
});

test("the settings are drawn without MUI, pass axe in light and dark, and their pickers answer the keyboard", async ({
  page,
  login,
}) => {
  test.slow(); // four axe runs and two keyboard walks of the settings: room for a busy machine
  await login("Kira");
  await page.goto("/account/settings");
  await hydrated(page);
  // Neither MUI's styles nor its components until a dialog opens (decision 0080).
  await expect(page.locator("style[data-emotion]")).toHaveCount(0);
  await expect(page.locator("[class*='Mui']")).toHaveCount(0);
  const profile = page.getByRole("region", { name: "Profile" });
  const zone = profile.getByRole("combobox", { name: "Time zone" });
  // What the zone is for (pages follow the device, decision 0006), said under the field.
  await expect(zone).toHaveAccessibleDescription(/^For the times in your e-mails and reminders\./);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAxeClean(page, "main");
    // With the time zones' list open too.
    await zone.fill("kolk");
    await expect(page.getByRole("option", { name: "Asia/Kolkata" })).toBeVisible();
    await expectAxeClean(page, "main");
    await page.keyboard.press("Escape");
    await expect(zone).toHaveAttribute("aria-expanded", "false");
    await zone.fill("");
  }

  // The language and the country are native selects: the phone's own picker, the keyboard's own keys.
  const language = profile.getByRole("combobox", { name: "Language" });
  await expect(language).toHaveValue("en");
  await language.focus();
  await page.keyboard.press("d"); // Deutsch, chosen by its first letter
  await expect(language).toHaveValue("de");
  await language.selectOption("en");
  const country = profile.getByRole("combobox", { name: "Country" });
  await expect(country).toHaveValue(""); // no country yet
  await country.selectOption({ label: "Poland" });

  // The time zone: typed, the arrow picks the first match, Enter chooses it; Escape leaves the choice.
  await zone.fill("kolk");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(zone).toHaveValue("Asia/Kolkata");
  await expect(zone).toHaveAttribute("aria-expanded", "false");
  await zone.fill("Tok");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  await expect(zone).toHaveValue("Asia/Kolkata");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("region", { name: "Profile" }).getByLabel("Time zone")).toHaveValue("Asia/Kolkata");
  await expect(country).toHaveValue("PL");
  await expect(language).toHaveValue("en");
  // "Not given" takes it away again.
  await country.selectOption({ label: "Not given" });
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Profile" }).getByRole("combobox", { name: "Country" })).toHaveValue(
    "",
  );
});

test("a player whose zone is UTC finds it in the settings, and can choose it", async ({ page, login }) => {
  // Browsers list no "UTC" among their zones; a device set to it signs up with it.
  await login("Uli");
  await page.goto("/account/settings");
  await pageApi(page, "POST", "/api/auth/update-user", { timeZone: "UTC" });
  await page.reload();
  await hydrated(page);
  const zone = page.getByRole("region", { name: "Profile" }).getByRole("combobox", { name: "Time zone" });
  await expect(zone).toHaveValue("UTC");
  await zone.fill("Tokyo");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await zone.fill("UTC");
  await expect(page.getByRole("option", { name: /^UTC( |$)/ })).toBeVisible();
});

test.describe("on a device in Lisbon", () => {
  test.use({ timezoneId: "Europe/Lisbon" });

  test("a player without a zone of their own reads that times follow the device's, named", async ({ page, login }) => {
    await login("Lina");
    await page.goto("/account/settings");
    await hydrated(page);
    // The device tells the server its zone once (TimeZoneSync), and the page is drawn in it again.
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === "callit-tz")?.value)
      .toBe(encodeURIComponent("Europe/Lisbon"));
    await page.reload();
    await hydrated(page);
    const zone = page.getByRole("region", { name: "Profile" }).getByRole("combobox", { name: "Time zone" });
    await expect(zone).toHaveValue("");
    await expect(zone).toHaveAttribute("placeholder", /^Automatic \(.*Lisbon.*\)$/);
    // Read without a focus (an empty field would look like a zone forgotten): drawn, under the label.
    await expect(zone).not.toBeFocused();
    const placeholder = await zone.evaluate((input) => getComputedStyle(input, "::placeholder").color);
    expect(placeholder, "the placeholder's colour").not.toBe("rgba(0, 0, 0, 0)");
    const label = (await page.locator('label[for="profile-time-zone"]').boundingBox())!;
    const box = (await zone.boundingBox())!;
    expect(label.y + label.height, "the label is above the placeholder").toBeLessThanOrEqual(box.y + 2);
  });
});

test.describe("on a device in Kyiv, which the browser calls Europe/Kiev", () => {
  test.use({ timezoneId: "Europe/Kiev" });
  // The server names the device's zone from its own list of zones, where the old id has the new name.
  test("the automatic zone is named Europe/Kyiv", async ({ page, login }) => {
    await login("Taras");
    await page.goto("/account/settings");
    await hydrated(page);
    const zone = page.getByRole("region", { name: "Profile" }).getByRole("combobox", { name: "Time zone" });
    await expect(zone).toHaveValue("");
    await expect(zone).toHaveAttribute("placeholder", "Automatic (Europe/Kyiv)");
  });
});
