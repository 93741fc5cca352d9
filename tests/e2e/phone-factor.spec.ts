/**
 * The phone as a second factor in the browser (issue 15 point 3, decision 0053), on a phone and on
 * a desktop: add a number and verify it with the code sent by SMS (read from the SMS outbox, as
 * the server has no gateway), sign in with an SMS code, and remove the phone after confirming who
 * you are with the password and an SMS code. Without a phone, the second step offers no SMS.
 */
import { expect, test } from "./fixtures";
import { setServerClock } from "./clock";
import {
  axe,
  codeFromSmsOutbox,
  hydrated,
  PASSWORD,
  signIn,
  signOut,
  signUp,
  turnOnTotp,
  uniqueEmail,
} from "./support";
import { totp } from "./totp";

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

for (const [index, viewport] of VIEWPORTS.entries()) {
  test(`on a ${viewport.name}: add and verify a phone, sign in with an SMS code, remove it after confirming`, async ({
    page,
  }) => {
    test.slow(); // several sign-ins and an outbox reader: room for a busy machine
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const email = uniqueEmail(`phone-${viewport.name}`);
    // A number of its own per run: the limits count per number.
    const phone = `+4915${String(Date.now()).slice(-8)}${index}`;
    const masked = `•••• ${phone.slice(-4)}`;
    await signUp(page, email, "Pia");

    await page.goto("/account/settings/security");
    await hydrated(page);
    const section = page.getByRole("region", { name: "Phone" });
    await expect(section.getByTestId("phone-state")).toHaveText("No phone number yet.");
    await section.getByLabel("Phone number").fill("12345");
    await section.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText("This is not a phone number in international form")).toBeVisible();
    await section.getByLabel("Phone number").fill(phone.replace(/^\+49(\d{3})/, "+49 $1 "));
    await section.getByLabel("Name (optional)").fill("My phone");
    await section.getByRole("button", { name: "Send code" }).click();
    await expect(section.getByTestId("phone-state")).toHaveText(
      `Not verified yet: enter the code sent to My phone · ${masked}.`,
    );
    const serious = (await axe(page).include("main").analyze()).violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(serious.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await section.getByLabel("Code").fill(await codeFromSmsOutbox(page, phone));
    await section.getByRole("button", { name: "Verify" }).click();
    await expect(section.getByTestId("phone-state")).toHaveText(`Verified: My phone · ${masked}`);
    await page.screenshot({ path: test.info().outputPath(`phone-verified-${viewport.name}.png`), fullPage: false });

    // Signing in now asks for the second step; the code comes by SMS.
    await page.goto("/account");
    await signOut(page);
    await signIn(page, email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-step verification");
    await hydrated(page);
    await page.getByRole("button", { name: "Send me a code by SMS" }).click();
    await expect(page.getByText("We sent a code by SMS to your phone. Enter it below.")).toBeVisible();
    await page.getByLabel(/^Code/).fill(await codeFromSmsOutbox(page, phone));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Pia");

    // Eleven minutes later (the server's clock moved on), removing it asks who you are, in place:
    // the password, then the SMS code.
    setServerClock(11 * 60_000);
    try {
      await page.goto("/account/settings/security");
      await hydrated(page);
      await section.getByRole("button", { name: "Remove phone" }).click();
      const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(/^Password/).fill(PASSWORD);
      await dialog.getByRole("button", { name: "Confirm", exact: true }).click();
      await dialog.getByRole("button", { name: "Send me a code by SMS" }).click();
      await expect(dialog.getByText("We sent a code by SMS to your phone. Enter it below.")).toBeVisible();
      await dialog.getByLabel(/^Code/).fill(await codeFromSmsOutbox(page, phone));
      await dialog.getByRole("button", { name: "Verify" }).click();
      await expect(dialog).toBeHidden();
      await expect(section.getByTestId("phone-state")).toHaveText("No phone number yet.");
    } finally {
      setServerClock(0);
    }

    // Without a second factor, signing in takes the password alone again.
    await page.goto("/account");
    await signOut(page);
    await signIn(page, email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Pia");
  });
}

for (const viewport of VIEWPORTS) {
  test(`on a ${viewport.name}: the second step offers a code by SMS only to an account with a phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const email = uniqueEmail(`no-phone-${viewport.name}`);
    await signUp(page, email, "Noa");
    const secret = await turnOnTotp(page);
    await page.goto("/account");
    await signOut(page);

    // The page asks the server which factors this sign-in has: the app's code only.
    const methods = page.waitForResponse((r) => r.url().includes("/api/account/two-factor/methods"));
    await signIn(page, email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-step verification");
    expect(await (await methods).json()).toEqual({ methods: ["totp"] });
    await expect(page.getByRole("button", { name: "Use a backup code instead" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send me a code by SMS" })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`two-factor-no-sms-${viewport.name}.png`), fullPage: false });
    await page.getByLabel(/^Code/).fill(totp(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Noa");
  });
}
