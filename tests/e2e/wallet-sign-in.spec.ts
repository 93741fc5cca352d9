import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { expect, test } from "./fixtures";
import { axe, hydrated, signOut, signUp, uniqueEmail } from "./support";
import { injectWallet, short } from "./wallet";

test("without a wallet in the browser, the sign-in form offers none", async ({ page }) => {
  await page.goto("/account");
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a wallet" })).toHaveCount(0);
});

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`a wallet signs in on a ${viewport.name}, and its account has no e-mail`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    const account = privateKeyToAccount(generatePrivateKey());
    const signed = await injectWallet(context, account);
    await page.goto("/account");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Sign in with a wallet" });
    await expect(button).toBeVisible();
    const violations = (await axe(page).analyze()).violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(violations.map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: `test-results/wallet-sign-in-${viewport.name}.png`, fullPage: true });

    await button.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${short(account.address)}`, {
      ignoreCase: true,
    });
    // The message the wallet signed: this site, the server's nonce, an expiry.
    const port = new URL(page.url()).port;
    expect(signed).toHaveLength(1);
    expect(signed[0]).toContain(`localhost:${port} wants you to sign in with your Ethereum account:`);
    expect(signed[0]).toContain(account.address);
    expect(signed[0]).toMatch(/\nNonce: [a-f0-9]{32}\n/);
    expect(signed[0]).toMatch(/\nExpiration Time: \d{4}-\d\d-\d\dT/);
    await expect(page.getByText(`Wallet ${short(account.address)}`, { exact: false })).toBeVisible();
    await expect(page.getByText("Your account has no e-mail address")).toBeVisible();
    await expect(page.getByText("placeholder.invalid")).toHaveCount(0);
    // No password to change: the account has none.
    await expect(page.getByRole("link", { name: "Change password" })).toHaveCount(0);
    await page.screenshot({ path: `test-results/wallet-account-${viewport.name}.png`, fullPage: true });
  });
}

test("a wallet that does not sign leaves the player signed out, told why", async ({ page, context }) => {
  const account = privateKeyToAccount(generatePrivateKey());
  await injectWallet(context, account, { refuse: true });
  await page.goto("/account");
  await hydrated(page);
  await page.getByRole("button", { name: "Sign in with a wallet" }).click();
  await expect(page.getByText("The wallet did not sign. Try again or use another way to sign in.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
});

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`on a ${viewport.name}: a player links a wallet in the settings, signs in with it, and removes it`, async ({
    page,
    context,
  }) => {
    test.slow(); // a sign-up and three sign-ins: room for a busy machine
    await page.setViewportSize(viewport);
    const account = privateKeyToAccount(generatePrivateKey());
    const signed = await injectWallet(context, account);
    await signUp(page, uniqueEmail(`wallet-link-${viewport.name}`), "Wren");

    await page.goto("/account/settings/security");
    await hydrated(page);
    const section = page.getByRole("region", { name: "Wallets" });
    await expect(section.getByText("No wallet linked yet.")).toBeVisible();
    await section.getByRole("button", { name: "Link a wallet" }).click();
    await expect(page.getByText("Wallet linked. You can now sign in with it.")).toBeVisible();
    const shown = `${account.address.slice(0, 6)}…${account.address.slice(-4)}`;
    await expect(section.getByText(shown)).toBeVisible();
    // The message the wallet signed: this site, a nonce of the server, an expiry, what it is for.
    expect(signed).toHaveLength(1);
    expect(signed[0]).toContain("Link this wallet to my Callit account.");
    expect(signed[0]).toMatch(/\nNonce: [a-f0-9]{32}\n/);
    expect(signed[0]).toMatch(/\nExpiration Time: \d{4}-\d\d-\d\dT/);
    const violations = (await axe(page).include("main").analyze()).violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(violations.map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`wallet-linked-${viewport.name}.png`), fullPage: false });

    // The wallet now signs in to this account: its name, not a wallet's own new account.
    await page.goto("/account");
    await signOut(page);
    await page.getByRole("button", { name: "Sign in with a wallet" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Wren");

    // Just signed in, so removing it needs no confirmation; the address stays a way in.
    await page.goto("/account/settings/security");
    await hydrated(page);
    await section.getByRole("button", { name: `Remove wallet ${shown}` }).click();
    await expect(page.getByText("Wallet removed.")).toBeVisible();
    await expect(section.getByText("No wallet linked yet.")).toBeVisible();
  });
}
