/**
 * Actions that need a recent sign-in (decision 0016), by a session made an hour ago: the server's
 * clock is set back while it signs in (clock.ts), so this spec runs alone (playwright.config.ts's
 * EXCLUSIVE) and the rest of the account's security (account-security.spec.ts) runs beside others.
 */
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { expect, test } from "./fixtures";
import { setServerClock } from "./clock";
import { addVirtualAuthenticator, hydrated, PASSWORD, signUp, uniqueEmail } from "./support";
import { injectWallet, short } from "./wallet";

test("an hour-old session opens the settings, saves the profile, and confirms in place for a passkey on sign-in and security", async ({
  page,
  context,
}) => {
  test.slow(); // several sign-ins and a mailbox reader: room for a busy machine
  await addVirtualAuthenticator(context, page);
  // Signed up an hour ago (the server's clock is set back while the session is made).
  setServerClock(-3600_000);
  try {
    await signUp(page, uniqueEmail("old"), "Olga");
  } finally {
    setServerClock(0);
  }

  await page.goto("/account/settings");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
  await hydrated(page);
  const profile = page.getByRole("region", { name: "Profile" });
  await profile.getByLabel(/^Display name/).fill("Olga B");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();

  await page.getByRole("link", { name: "Manage sign-in and security" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign-in and security");
  await hydrated(page);
  await expect(page.getByRole("region", { name: "Active sessions" }).getByText("This device")).toBeVisible();

  // Adding a passkey needs a recent sign-in: asked in place, then the passkey is added.
  const section = page.getByRole("region", { name: "Two-step verification" });
  await section.getByLabel("Passkey name").fill("Phone");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel(/^Password/);
  await password.fill("not-my-password");
  await dialog.getByRole("button", { name: "Confirm", exact: true }).click();
  // Said on the field that held it, which gets the focus back: the address is the account's own.
  await expect(password).toHaveAccessibleDescription("The current password is not right.");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toBeFocused();
  await password.fill(PASSWORD);
  await dialog.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText("Phone", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign-in and security");
});

test("a player who signs in only with a wallet confirms with it, and deletes the account", async ({
  page,
  context,
}) => {
  test.slow(); // two wallet sign-ins and a deletion on a busy machine
  await page.setViewportSize({ width: 390, height: 844 }); // a phone: where wallets live
  const account = privateKeyToAccount(generatePrivateKey());
  const signed = await injectWallet(context, account);
  // Signed in an hour ago: too long for deleting the account without confirming first.
  setServerClock(-3600_000);
  try {
    await page.goto("/account");
    await hydrated(page);
    await page.getByRole("button", { name: "Sign in with a wallet" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${short(account.address)}`, {
      ignoreCase: true,
    });
  } finally {
    setServerClock(0);
  }

  await page.goto("/account/settings/security");
  await hydrated(page);
  // The wallet is its way in, listed with the others.
  const methods = page.getByRole("region", { name: "Sign-in methods" });
  await expect(methods.getByText(new RegExp(`^Wallet ${short(account.address)}$`, "i"))).toBeVisible();
  // Back to the settings, where the account is deleted.
  await page.getByRole("main").getByRole("link", { name: "Settings", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
  await hydrated(page);
  await page.getByRole("button", { name: "Delete account" }).click();
  const deletion = page.getByRole("dialog", { name: "Delete account" });
  // No password to ask for: the dialog says what is deleted and that confirming comes next.
  await expect(deletion).toContainText("deleted for good");
  await expect(deletion).toContainText("you will be asked to confirm it's you");
  await expect(deletion).not.toContainText("password");
  await page.screenshot({ path: "test-results/delete-account-phone.png", animations: "disabled" });
  await deletion.getByRole("button", { name: "Delete my account" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(confirm).toBeVisible();
  // It takes the deletion dialog's place rather than opening over it.
  await expect(deletion).toHaveCount(0);
  // The account has no e-mail address: no code is offered to its stand-in.
  await expect(confirm.getByRole("button", { name: "E-mail me a code instead" })).toHaveCount(0);
  const withWallet = confirm.getByRole("button", { name: "Confirm with your wallet" });
  await expect(withWallet).toBeVisible();
  // No passkey and no address: the wallet is the one way offered.
  await expect(confirm.getByRole("button", { name: "Confirm with a passkey" })).toHaveCount(0);
  await page.screenshot({ path: "test-results/confirm-with-wallet.png", animations: "disabled" });
  await withWallet.click();
  await expect(page).toHaveURL(/\/$|\/en$/);
  expect(signed).toHaveLength(2);

  // The account is gone: the same wallet now starts a new one, with nothing of the old.
  await page.goto("/account");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
});
