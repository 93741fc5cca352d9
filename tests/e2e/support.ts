import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import path from "node:path";
import type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { totp } from "./totp";

export const PASSWORD = "green-pitch-42";

let counter = 0;
export function uniqueEmail(prefix: string): string {
  // The worker's index too: two workers may ask in the same millisecond.
  return `${prefix}-${Date.now().toString(36)}-${process.env.TEST_WORKER_INDEX ?? 0}-${counter++}@example.com`;
}

/**
 * The server has no SMTP_URL, so its mails are kept for the mailbox page, which shows sign-in,
 * reset and verification links to admins only (decision 0015). The e2e server provisions this
 * admin at start (playwright.config.ts) and writes its password into the data directory.
 */
export const MAILBOX_READER = "mailbox@example.com";

/** The passwords the server generated for the admin addresses at its start. */
export function adminPasswords(): Map<string, string> {
  const file = path.join(process.env.E2E_DATA_DIR!, "admin-passwords.txt");
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l && !l.startsWith("#"));
  return new Map(lines.map((l) => l.split(" ") as [string, string]));
}

let reader: BrowserContext | undefined;

/** A browser of its own, signed in as the admin who reads the mailbox. */
async function mailboxReader(page: Page): Promise<BrowserContext> {
  if (reader) return reader;
  const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
  const context = await page.context().browser()!.newContext({ baseURL: origin });
  const signedIn = await context.request.post("/api/auth/sign-in/email", {
    data: { email: MAILBOX_READER, password: adminPasswords().get(MAILBOX_READER) },
    headers: { origin },
  });
  expect(signedIn.status(), "the mailbox reader signs in").toBe(200);
  reader = context;
  return context;
}

/** Signs the page's browser in as the seeded admin (MAILBOX_READER) through the API, then opens `path`, hydrated. */
export async function asAdmin(page: Page, baseURL: string, path: string) {
  const signedIn = await page.context().request.post("/api/auth/sign-in/email", {
    data: { email: MAILBOX_READER, password: adminPasswords().get(MAILBOX_READER) },
    headers: { origin: baseURL },
  });
  expect(signedIn.status()).toBe(200);
  await page.goto(path);
  await hydrated(page);
}

/**
 * Opens the newest mail to an address in the mailbox and returns its first link. The admin who
 * reads the mailbox reads it in a browser of their own; the page stays where it was.
 */
export async function linkFromMailbox(page: Page, email: string, subject?: RegExp): Promise<string> {
  return readMail(page, email, subject, async (mail) => (await mail.locator("a").first().getAttribute("href"))!);
}

/** The whole text of the newest mail to an address (a one-time code, say), read the same way. */
export async function textFromMailbox(page: Page, email: string, subject?: RegExp): Promise<string> {
  return readMail(page, email, subject, async (mail) => (await mail.textContent()) ?? "");
}

async function readMail<T>(
  page: Page,
  email: string,
  subject: RegExp | undefined,
  read: (mail: Locator) => Promise<T>,
): Promise<T> {
  const context = await mailboxReader(page);
  const mailbox = await context.newPage();
  try {
    await mailbox.goto("/mailbox");
    const mail = mailbox
      .getByTestId("mail")
      .filter({ hasText: email })
      .filter({ hasText: subject ?? /./ })
      .first();
    await expect(mail).toBeVisible();
    return await read(mail);
  } finally {
    await mailbox.close();
  }
}

/**
 * The code of the newest SMS to a number, read by the mailbox reader (an admin) in the SMS outbox
 * (`/admin/sms`): the server has no SMS gateway, so its SMS wait there (decision 0053).
 */
export async function codeFromSmsOutbox(page: Page, phone: string): Promise<string> {
  const context = await mailboxReader(page);
  const outbox = await context.newPage();
  try {
    await outbox.goto("/admin/sms");
    const sms = outbox
      .getByTestId("sms")
      .filter({ hasText: `To ${phone}` })
      .first();
    await expect(sms).toBeVisible();
    // The text after the date: "123456 is your Callit code. …"
    return /(\d{6}) is your Callit code/.exec((await sms.textContent()) ?? "")![1]!;
  } finally {
    await outbox.close();
  }
}

export async function acceptCookies(page: Page) {
  const notice = page.getByTestId("cookie-notice");
  // Accept is the notice's last button (after Decline), in every language.
  if (await notice.isVisible()) await notice.getByRole("button").last().click();
}

/**
 * A signed-in player with this name and PASSWORD. Without a mail server sign-up signs in at once.
 * The account is made through the sign-up API with what the sign-up form sends (its agreements,
 * language, time zone and mail link), so the server runs the same checks, hooks and mails; the form
 * itself has tests of its own (`signUpWithForm`, account.spec.ts). An admin address was provisioned
 * by the server at its start: that account is signed into with its generated password through the
 * API (the sign-in form has tests of its own, account.spec.ts), then given this name and PASSWORD.
 * Either way the page ends on the account page, hydrated, greeting the player.
 */
export async function signUp(page: Page, email: string, name = "Ana") {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const request = page.context().request;
  const post = async (url: string, data: unknown) => {
    const answer = await request.post(new URL(url, origin).toString(), { data, headers: { origin } });
    return { status: answer.status(), body: await answer.text() };
  };
  const adminPassword = adminPasswords().get(email);
  if (adminPassword) {
    expect(
      (await post("/api/auth/sign-in/email", { email, password: adminPassword })).status,
      "the admin signs in",
    ).toBe(200);
    expect([
      (await post("/api/auth/update-user", { name })).status,
      (await post("/api/auth/change-password", { currentPassword: adminPassword, newPassword: PASSWORD })).status,
    ]).toEqual([200, 200]);
  } else {
    const signedUp = await post("/api/auth/sign-up/email", {
      name,
      email,
      password: PASSWORD,
      acceptTerms: true,
      acceptPrivacy: true,
      acceptMarketing: false,
      locale: "en",
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      callbackURL: `/redirect?redirectTo=${encodeURIComponent("/account")}`,
    });
    expect(signedUp.status, `the player signs up: ${signedUp.body}`).toBe(200);
  }
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${name}`);
  await hydrated(page);
}

/** Signs up through the form on the account page, as a visitor does: for the tests of signing up itself. */
export async function signUpWithForm(page: Page, email: string, name = "Ana") {
  await page.goto("/account");
  await page.getByRole("button", { name: /Create an account/ }).click();
  await page.getByLabel(/^Display name/).fill(name);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/terms of use/).check();
  await page.getByLabel(/privacy policy/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${name}`);
  await hydrated(page);
}

/**
 * Server-rendered pages show before their buttons work: wait until React has hydrated the page
 * (the providers set `data-hydrated` on <html>; the app has no Suspense boundary that hydrates
 * later). After a click that leaves the page, first wait for something of the next page (its
 * heading, its URL): until then this is still the old page, hydrated.
 */
export async function hydrated(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Hydrated, then whatever the page does next (lazy chunks, its first requests) is done too: for a
 * test that then asserts that nothing went wrong (no console error, no policy violation). A live
 * page keeps its event stream open and never goes idle: for those, two seconds is enough.
 */
export async function settled(page: Page) {
  await hydrated(page);
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

/** An API call from the signed-in page, as the screens' own forms make it; fails the test on an error answer. */
/**
 * A platform authenticator for `page` through Chromium's DevTools (WebAuthn domain): it answers
 * passkey registrations and assertions at once, user verified, as Touch ID would.
 */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

export async function pageApi(page: Page, method: string, path: string, body: unknown) {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, string> };
    },
    { method, path, body },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
}

/** Turns TOTP on in sign-in and security, as a player does with an authenticator app; returns its key. */
export async function turnOnTotp(page: Page): Promise<string> {
  await page.goto("/account/settings/security");
  await hydrated(page);
  const section = page.getByRole("region", { name: "Two-step verification" });
  await section.getByLabel("Confirm with your password").fill(PASSWORD);
  await section.getByRole("button", { name: "Turn on" }).click();
  await expect(section.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(section.getByTestId("backup-codes").locator("li")).toHaveCount(10);
  const secret = (await section.getByTestId("totp-secret").textContent())!.replace(/^.*:\s*/, "").trim();
  await section.getByLabel("Code").fill(totp(secret));
  await section.getByRole("button", { name: "Verify" }).click();
  await expect(section.getByText("On: signing in asks for a code from your app.")).toBeVisible();
  return secret;
}

/**
 * Axe on the page, run where the page is (`axe.run`, axe's legacy mode): the default runs each frame
 * apart and then opens a blank page in the test's browser to merge their results, a new renderer
 * for every check. Our pages embed no frame of another origin, and a sandboxed mail preview cannot
 * run axe either way (accessibility.spec.ts leaves it out).
 */
export function axe(page: Page): AxeBuilder {
  return new AtRestAxeBuilder(page).setLegacyMode();
}

/**
 * Axe that checks the page at rest: a button's colours mid-transition (the scheme just switched to
 * dark, a section just drawn) are no colours a player reads, and axe measured one halfway (CI,
 * 2026-12-06, twice). Finite animations are awaited, two seconds at the most; loops run on.
 */
class AtRestAxeBuilder extends AxeBuilder {
  constructor(private readonly checked: Page) {
    super({ page: checked });
  }

  override async analyze() {
    await this.checked.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]),
    );
    return super.analyze();
  }
}

/**
 * Axe finds nothing on the page, or within `scope` (e.g. "main": a page's own markup, the shell has its own test).
 * Checked once the page has its title: a refresh in flight (a saved form's) replaces the streamed
 * <title>, and axe reading that moment found "document-title" on a page that has one (CI, once).
 */
export async function expectAxeClean(page: Page, scope?: string) {
  await expect.poll(() => page.title(), { message: "the page has a title" }).not.toBe("");
  const builder = axe(page);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * Opens a manager's group settings on the group page (closed until asked for: their form and MUI
 * load then, decision 0075); the name field takes the focus.
 */
export async function openGroupSettings(page: Page) {
  await page.getByRole("button", { name: "Change the settings" }).click();
  await expect(page.getByLabel(/^Group name/)).toBeFocused();
}

/** A group made by the signed-in player through the API: the demo cup, expert mode, unless `body` says otherwise. */
export async function createGroup(
  page: Page,
  body: Record<string, unknown>,
): Promise<{ groupId: string; invitationCode: string }> {
  const response = await page.request.post("/api/groups", {
    data: { tournament: "demo-cup", mode: "expert", ...body },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

/** Joins a group through the API as the page's or the browser's signed-in player (as its invitation link does). */
export async function joinGroup(
  player: { request: APIRequestContext },
  group: { groupId: string; invitationCode: string },
  nickname?: string,
): Promise<{ groupUserId: string }> {
  const response = await player.request.post(`/api/groups/${group.groupId}/join`, {
    data: { invitationCode: group.invitationCode, ...(nickname ? { nickname } : {}) },
  });
  expect(response.status(), "the player joins the group").toBe(200);
  return response.json();
}
