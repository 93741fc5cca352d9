import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export const PASSWORD = "green-pitch-42";

let counter = 0;
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${counter++}@example.com`;
}

/** Opens the newest mail to an address in the demo mailbox and returns its first link. */
export async function linkFromMailbox(page: Page, email: string, subject?: RegExp): Promise<string> {
  await page.goto("/mailbox");
  const mail = page.getByTestId("mail").filter({ hasText: email }).filter({ hasText: subject ?? /./ }).first();
  await expect(mail).toBeVisible();
  return (await mail.locator("a").first().getAttribute("href"))!;
}

export async function acceptCookies(page: Page) {
  const notice = page.getByTestId("cookie-notice");
  if (await notice.isVisible()) await notice.getByRole("button").click();
}

/** Signs up through the form and confirms the address from the mailbox: a signed-in player. */
export async function signUp(page: Page, email: string, name = "Ana") {
  await page.goto("/account");
  await page.getByRole("button", { name: /Create an account/ }).click();
  await page.getByLabel(/^Display name/).fill(name);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/terms of use/).check();
  await page.getByLabel(/privacy policy/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status")).toContainText(email);
  const link = await linkFromMailbox(page, email, /Confirm your e-mail/);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${name}`);
  await hydrated(page);
}

/** Server-rendered pages show before their buttons work: wait until React has hydrated the page. */
export async function hydrated(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Then let pending requests (a refresh after signing out, lazy chunks) settle. A live page keeps
  // its event stream open and never goes idle: for those, two seconds of waiting is enough.
  await page.waitForLoadState("networkidle", { timeout: 2000 }).catch(() => undefined);
}

export async function signOut(page: Page) {
  await hydrated(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  await hydrated(page);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/account");
  await hydrated(page);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}
