import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "@/db/client";
import { account, newsletterSubscriptions, session, user } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { sendNewsletter } from "@/server/accounts/newsletter";
import { TestClient, json } from "../support/client";
import { createHeadToHead } from "../factories/tournaments";
import { createGroupAs } from "../support/groups";
import { createTestDb, truncateAll } from "../support/db";
import { lastMailTo, linkIn, mailsTo } from "../support/mailbox";

let handle: DbHandle;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "callit-account-settings-"));
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => truncateAll(handle));
// The tests that move the clock (the newsletter's hourly limit) give it back.
afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = "green-pitch-42";

interface SessionBody {
  user: {
    id: string;
    email: string;
    image: string | null;
    newsletter: boolean;
  };
  session: { id: string };
}
interface Agreements {
  terms: { accepted: boolean; at: string | null };
  privacy: { accepted: boolean; at: string | null };
  marketing: { accepted: boolean; at: string | null };
}

/** A player who signed up and followed the verification link: that browser is signed in. */
async function verifiedUser(email: string, extra: Record<string, unknown> = {}) {
  const client = new TestClient();
  const response = await client.post("/api/auth/sign-up/email", {
    email,
    password: PASSWORD,
    name: "Ana",
    acceptTerms: true,
    acceptPrivacy: true,
    ...extra,
  });
  expect(response.status).toBe(200);
  const mail = await lastMailTo(handle, email, "verifyEmail");
  expect((await client.follow(linkIn(mail.text))).status).toBe(302);
  expect(await currentSession(client)).not.toBeNull();
  return client;
}

async function currentSession(client: TestClient): Promise<SessionBody | null> {
  return json<SessionBody | null>(await client.get("/api/auth/get-session")) as Promise<SessionBody | null>;
}

async function userRow(email: string) {
  const [row] = await handle.db.select().from(user).where(eq(user.email, email));
  return row;
}

function upload(data: Buffer | Uint8Array, type: string, name: string): FormData {
  const form = new FormData();
  form.append("avatar", new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

const png = (width = 600, height = 400) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 20, g: 120, b: 200 },
    },
  })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({
    create: {
      width: 300,
      height: 500,
      channels: 3,
      background: { r: 220, g: 40, b: 40 },
    },
  })
    .jpeg()
    .toBuffer();

/** Where the storage keeps an avatar served at `image`. */
const storedFile = (image: string) => path.join(dataDir, "storage", "avatars", image.split("/").pop()!);

describe("guards", () => {
  it("answers 401 error.auth.required when signed out", async () => {
    const client = new TestClient();
    const calls: [string, Promise<Response>][] = [
      ["POST agreements", client.post("/api/settings/agreements", { marketing: true })],
      ["GET agreements", client.get("/api/settings/agreements")],
      ["POST subscribe-newsletter", client.post("/api/settings/subscribe-newsletter", { subscribe: true })],
      ["POST delete-account", client.post("/api/settings/delete-account", { password: PASSWORD })],
      ["POST avatar", png().then((data) => client.post("/api/account/avatar", upload(data, "image/png", "me.png")))],
      ["DELETE avatar", client.request("DELETE", "/api/account/avatar")],
    ];
    for (const [name, call] of calls) {
      const response = await call;
      expect(response.status, name).toBe(401);
      expect(await json(response), name).toMatchObject({
        code: "error.auth.required",
      });
    }
  });

  it("answers 401 to a signed-out session cookie", async () => {
    const client = await verifiedUser("old@example.com");
    const cookies = new Map(client.cookies);
    await client.post("/api/auth/sign-out");
    for (const [k, v] of cookies) client.cookies.set(k, v); // a stale cookie kept by the browser
    const response = await client.post("/api/settings/agreements", {
      marketing: true,
    });
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ code: "error.auth.required" });
  });
});

describe("language", () => {
  it("the menu's language becomes the profile's when signed in; signed out nothing is stored", async () => {
    const client = await verifiedUser("lang@example.com");
    const stored = async () =>
      (await handle.db.select({ locale: user.locale }).from(user).where(eq(user.email, "lang@example.com")))[0]!.locale;
    expect(await stored()).toBe("en");
    const chosen = await client.post("/api/settings/language", { locale: "de" });
    expect(chosen.status).toBe(200);
    expect(await json(chosen)).toEqual({ saved: true });
    expect(await stored()).toBe("de");
    // The URL's `ua` is Ukrainian's `uk` everywhere else.
    expect(await json(await client.post("/api/settings/language", { locale: "ua" }))).toEqual({ saved: true });
    expect(await stored()).toBe("uk");

    const visitor = new TestClient();
    expect(await json(await visitor.post("/api/settings/language", { locale: "fr" }))).toEqual({ saved: false });
    expect(await stored()).toBe("uk");
    for (const body of [{ locale: "xx" }, { locale: "de", userId: "someone" }, {}]) {
      const refused = await client.post("/api/settings/language", body);
      expect(refused.status).toBe(400);
      expect(await json(refused)).toMatchObject({ code: "error.validation.invalid" });
    }
    // Another site may not change it for the player (the same-site rule of every state change).
    const forged = await client.post("/api/settings/language", { locale: "pl" }, { origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect(await stored()).toBe("uk");
  });
});

describe("agreements", () => {
  it("records marketing consent with its first time, and its withdrawal", async () => {
    const client = await verifiedUser("amy@example.com");
    const initial = await json<Agreements>(await client.get("/api/settings/agreements"));
    expect(initial.terms.accepted).toBe(true);
    expect(initial.privacy.accepted).toBe(true);
    expect(initial.marketing).toEqual({ accepted: false, at: null });

    const given = await client.post("/api/settings/agreements", {
      marketing: true,
    });
    expect(given.status).toBe(200);
    const first = await json<Agreements>(given);
    expect(first.marketing.accepted).toBe(true);
    expect(Number.isNaN(Date.parse(first.marketing.at!))).toBe(false);
    expect(Math.abs(Date.parse(first.marketing.at!) - Date.now())).toBeLessThan(60_000);

    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await json<Agreements>(await client.post("/api/settings/agreements", { marketing: true }));
    expect(again.marketing.at).toBe(first.marketing.at);
    expect((await json<Agreements>(await client.get("/api/settings/agreements"))).marketing.at).toBe(
      first.marketing.at,
    );

    const withdrawn = await json<Agreements>(await client.post("/api/settings/agreements", { marketing: false }));
    expect(withdrawn.marketing).toEqual({ accepted: false, at: null });
    expect((await userRow("amy@example.com"))!.marketingAcceptedAt).toBeNull();
    // The others are untouched.
    expect(withdrawn.terms).toEqual(initial.terms);
    expect(withdrawn.privacy).toEqual(initial.privacy);
  });

  it("refuses an unknown key or a value that is not a boolean", async () => {
    const client = await verifiedUser("bob@example.com");
    const unknown = await client.post("/api/settings/agreements", {
      spam: true,
    });
    expect(unknown.status).toBe(400);
    expect((await json<{ code: string }>(unknown)).code).toMatch(/^error\.validation\./);
    const notBoolean = await client.post("/api/settings/agreements", {
      marketing: "yes",
    });
    expect(notBoolean.status).toBe(400);
    expect((await userRow("bob@example.com"))!.marketingAcceptedAt).toBeNull();
  });

  it("gives and withdraws marketing together with the newsletter, from the settings or the mail's link", async () => {
    const client = await verifiedUser("ivy@example.com");
    const userId = (await userRow("ivy@example.com"))!.id;
    const newsletterOf = async () =>
      (await handle.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.userId, userId)))[0]
        ?.status;
    // Agreeing to news and offers in the settings starts the double opt-in, as at sign-up.
    await client.post("/api/settings/agreements", { marketing: true });
    const confirm = linkIn((await lastMailTo(handle, "ivy@example.com", "newsletterConfirm")).text);
    await new TestClient().follow(confirm);
    expect(await sendNewsletter(handle.db, { subject: "One", text: "Hello." })).toBe(1);
    // Withdrawing the agreement unsubscribes: no more news.
    const withdrawn = await json<Agreements>(await client.post("/api/settings/agreements", { marketing: false }));
    expect(withdrawn.marketing).toEqual({ accepted: false, at: null });
    expect(await newsletterOf()).toBe("unsubscribed");
    expect((await currentSession(client))!.user.newsletter).toBe(false);
    expect(await sendNewsletter(handle.db, { subject: "Two", text: "Nobody gets this." })).toBe(0);

    // Subscribing to the newsletter and confirming records the agreement; the mail's unsubscribe
    // link withdraws it.
    await client.post("/api/settings/subscribe-newsletter", { subscribe: true });
    expect((await json<Agreements>(await client.get("/api/settings/agreements"))).marketing.accepted).toBe(false);
    await new TestClient().follow(linkIn((await lastMailTo(handle, "ivy@example.com", "newsletterConfirm")).text));
    expect((await json<Agreements>(await client.get("/api/settings/agreements"))).marketing.accepted).toBe(true);
    await sendNewsletter(handle.db, { subject: "Three", text: "Hello again." });
    await new TestClient().follow(linkIn((await lastMailTo(handle, "ivy@example.com", "newsletter")).text));
    expect((await json<Agreements>(await client.get("/api/settings/agreements"))).marketing).toEqual({
      accepted: false,
      at: null,
    });
    // Turning the newsletter off in the settings withdraws it too.
    await client.post("/api/settings/agreements", { marketing: true });
    await client.post("/api/settings/subscribe-newsletter", { subscribe: false });
    expect((await userRow("ivy@example.com"))!.marketingAcceptedAt).toBeNull();
  });

  it("counts agreements to news and offers sent at once as one: one time, one confirmation mail", async () => {
    const client = await verifiedUser("raced@example.com");
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => client.post("/api/settings/agreements", { marketing: true })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const given = await Promise.all(answers.map((a) => json<Agreements>(a)));
    expect(given[0]!.marketing.at).not.toBeNull();
    expect(new Set(given.map((g) => g.marketing.at)).size).toBe(1);
    const confirmations = (await mailsTo(handle, "raced@example.com")).filter((m) => m.kind === "newsletterConfirm");
    expect(confirmations).toHaveLength(1);
  });

  it("changes only the caller's agreements", async () => {
    const amy = await verifiedUser("amy2@example.com");
    await verifiedUser("cat@example.com", { acceptMarketing: true });
    await amy.post("/api/settings/agreements", { marketing: true });
    await amy.post("/api/settings/agreements", { marketing: false });
    expect((await userRow("cat@example.com"))!.marketingAcceptedAt).toBeInstanceOf(Date);
  });
});

describe("newsletter", () => {
  async function subscribeAndConfirm(client: TestClient, email: string) {
    const subscribed = await client.post("/api/settings/subscribe-newsletter", {
      subscribe: true,
    });
    expect(subscribed.status).toBe(200);
    expect(await json(subscribed)).toEqual({
      subscribed: false,
      status: "pending",
    });
    const mail = await lastMailTo(handle, email, "newsletterConfirm");
    return linkIn(mail.text);
  }

  it("ticking news and offers at sign-up sends the confirmation mail, and its link subscribes", async () => {
    const client = await verifiedUser("eve@example.com", { acceptMarketing: true });
    // Nothing is sent before the player confirms (double opt-in), then the newsletter is.
    expect((await currentSession(client))!.user.newsletter).toBe(false);
    expect(await sendNewsletter(handle.db, { subject: "Kick-off", text: "Welcome." })).toBe(0);
    const mail = await lastMailTo(handle, "eve@example.com", "newsletterConfirm");
    const confirmed = await new TestClient().follow(linkIn(mail.text));
    expect(new URL(confirmed.headers.get("location")!).searchParams.get("status")).toBe("confirmed");
    expect((await currentSession(client))!.user.newsletter).toBe(true);
    expect(await sendNewsletter(handle.db, { subject: "Kick-off", text: "Welcome." })).toBe(1);
  });

  it("without news and offers at sign-up, no newsletter mail is sent", async () => {
    await verifiedUser("fay@example.com", { acceptMarketing: false });
    await verifiedUser("gus@example.com");
    const kinds = [...(await mailsTo(handle, "fay@example.com")), ...(await mailsTo(handle, "gus@example.com"))].map(
      (m) => m.kind,
    );
    expect(kinds).not.toContain("newsletterConfirm");
    expect(kinds).toContain("verifyEmail");
    expect(await handle.db.select().from(newsletterSubscriptions)).toHaveLength(0);
  });

  it("sends at most five confirmation mails an hour, however often the newsletter is turned off and on", async () => {
    const client = await verifiedUser("toggler@example.com");
    // The limit counts by the hour (NEWSLETTER_CONFIRM_RATE_LIMIT): the clock is set ten minutes
    // into the next one, so that the test sees where the window ends.
    const HOUR = 3_600_000;
    const nextHour = Math.ceil(Date.now() / HOUR) * HOUR;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(nextHour + 10 * 60_000);
    const confirmations = async () =>
      (await mailsTo(handle, "toggler@example.com")).filter((m) => m.kind === "newsletterConfirm").length;
    for (let i = 0; i < 3; i++) {
      expect((await client.post("/api/settings/subscribe-newsletter", { subscribe: true })).status).toBe(200);
      expect((await client.post("/api/settings/subscribe-newsletter", { subscribe: false })).status).toBe(200);
    }
    // Agreeing to news and offers asks for a confirmation too, and counts the same.
    expect((await client.post("/api/settings/agreements", { marketing: true })).status).toBe(200);
    expect((await client.post("/api/settings/agreements", { marketing: false })).status).toBe(200);
    expect((await client.post("/api/settings/subscribe-newsletter", { subscribe: true })).status).toBe(200);
    expect((await client.post("/api/settings/subscribe-newsletter", { subscribe: false })).status).toBe(200);
    expect(await confirmations()).toBe(5);

    const refused = await client.post("/api/settings/subscribe-newsletter", { subscribe: true });
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ code: "error.rateLimited", params: { minutes: 60 } });
    const agreement = await client.post("/api/settings/agreements", { marketing: true });
    expect(agreement.status).toBe(429);
    // Nothing sent and nothing changed: still unsubscribed, and no agreement recorded without its mail.
    expect(await confirmations()).toBe(5);
    const [row] = await handle.db
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .innerJoin(user, eq(user.id, newsletterSubscriptions.userId))
      .where(eq(user.email, "toggler@example.com"));
    expect(row!.status).toBe("unsubscribed");
    expect((await userRow("toggler@example.com"))!.marketingAcceptedAt).toBeNull();
    // Turning it off is never limited.
    expect((await client.post("/api/settings/subscribe-newsletter", { subscribe: false })).status).toBe(200);

    // Still refused in the hour's last millisecond; the next hour sends again.
    vi.setSystemTime(nextHour + HOUR - 1);
    expect((await client.post("/api/settings/subscribe-newsletter", { subscribe: true })).status).toBe(429);
    vi.setSystemTime(nextHour + HOUR);
    expect((await client.post("/api/settings/subscribe-newsletter", { subscribe: true })).status).toBe(200);
    expect(await confirmations()).toBe(6);
  });

  it("confirms by link, sends with an unsubscribe link, and unsubscribes by it", async () => {
    const client = await verifiedUser("dot@example.com");
    const confirmLink = await subscribeAndConfirm(client, "dot@example.com");
    expect(new URL(confirmLink).pathname).toBe("/api/newsletter/confirm");

    // Pending: not subscribed yet, nothing is sent.
    expect((await currentSession(client))!.user.newsletter).toBe(false);
    expect(
      await sendNewsletter(handle.db, {
        subject: "Round 1",
        text: "The first round starts Friday.",
      }),
    ).toBe(0);

    // The link works from any browser (the mail app), signed in or not.
    const confirmed = await new TestClient().follow(confirmLink);
    expect(confirmed.status).toBe(302);
    const location = new URL(confirmed.headers.get("location")!);
    expect(location.pathname).toBe("/account/newsletter");
    expect(location.searchParams.get("status")).toBe("confirmed");
    expect((await currentSession(client))!.user.newsletter).toBe(true);
    expect((await userRow("dot@example.com"))!.newsletter).toBe(true);

    // The confirmation link is spent.
    const reused = await new TestClient().follow(confirmLink);
    expect(new URL(reused.headers.get("location")!).searchParams.get("status")).toBe("invalid");

    expect(
      await sendNewsletter(handle.db, {
        subject: "Round 2",
        text: "The second round starts Friday.",
      }),
    ).toBe(1);
    const letter = await lastMailTo(handle, "dot@example.com", "newsletter");
    expect(letter.subject).toBe("Round 2");
    expect(letter.text).toContain("The second round starts Friday.");
    const unsubscribeLink = linkIn(letter.text);
    expect(new URL(unsubscribeLink).pathname).toBe("/api/newsletter/unsubscribe");

    const unsubscribed = await new TestClient().follow(unsubscribeLink);
    expect(unsubscribed.status).toBe(302);
    const after = new URL(unsubscribed.headers.get("location")!);
    expect(after.pathname).toBe("/account/newsletter");
    expect(after.searchParams.get("status")).toBe("unsubscribed");
    expect((await currentSession(client))!.user.newsletter).toBe(false);
    expect(
      await sendNewsletter(handle.db, {
        subject: "Round 3",
        text: "Nobody gets this.",
      }),
    ).toBe(0);
    expect((await mailsTo(handle, "dot@example.com")).filter((m) => m.kind === "newsletter")).toHaveLength(1);
  });

  it("unsubscribes with a one-click POST from the mail client", async () => {
    const client = await verifiedUser("eva@example.com");
    await new TestClient().follow(await subscribeAndConfirm(client, "eva@example.com"));
    await sendNewsletter(handle.db, { subject: "News", text: "Hello." });
    const url = new URL(linkIn((await lastMailTo(handle, "eva@example.com", "newsletter")).text));
    const response = await new TestClient().post(`${url.pathname}${url.search}`);
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location")!).searchParams.get("status")).toBe("unsubscribed");
    expect((await userRow("eva@example.com"))!.newsletter).toBe(false);
  });

  it("redirects an unknown or missing token with status=invalid", async () => {
    for (const link of [
      "/api/newsletter/confirm?token=made-up",
      "/api/newsletter/confirm",
      "/api/newsletter/unsubscribe?token=made-up",
      "/api/newsletter/unsubscribe",
    ]) {
      const response = await new TestClient().get(link);
      expect(response.status, link).toBe(302);
      const location = new URL(response.headers.get("location")!);
      expect(location.pathname, link).toBe("/account/newsletter");
      expect(location.searchParams.get("status"), link).toBe("invalid");
    }
  });

  it("unsubscribes from the settings, and no newsletter is sent after that", async () => {
    const client = await verifiedUser("fay@example.com");
    await new TestClient().follow(await subscribeAndConfirm(client, "fay@example.com"));
    const again = await client.post("/api/settings/subscribe-newsletter", {
      subscribe: true,
    });
    expect(await json(again)).toEqual({
      subscribed: true,
      status: "confirmed",
    });
    expect(await sendNewsletter(handle.db, { subject: "One", text: "First." })).toBe(1);

    const off = await client.post("/api/settings/subscribe-newsletter", {
      subscribe: false,
    });
    expect(off.status).toBe(200);
    expect(await json(off)).toEqual({
      subscribed: false,
      status: "unsubscribed",
    });
    expect((await currentSession(client))!.user.newsletter).toBe(false);
    expect(await sendNewsletter(handle.db, { subject: "Three", text: "Third." })).toBe(0);
  });

  it("refuses a body that is not { subscribe: boolean }", async () => {
    const client = await verifiedUser("gia@example.com");
    expect(
      (
        await client.post("/api/settings/subscribe-newsletter", {
          subscribe: "yes",
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await client.post("/api/settings/subscribe-newsletter", {
          subscribe: true,
          email: "x@example.com",
        })
      ).status,
    ).toBe(400);
    expect(await mailsTo(handle, "x@example.com")).toHaveLength(0);
  });
});

describe("avatar", () => {
  async function uploadAvatar(client: TestClient, data: Buffer, type: string, name: string) {
    return client.post("/api/account/avatar", upload(data, type, name));
  }

  it("stores a 200×200 webp, serves it, replaces it, and deletes it", async () => {
    const client = await verifiedUser("hana@example.com");
    const first = await uploadAvatar(client, await png(), "image/png", "me.png");
    expect(first.status).toBe(200);
    const { image } = await json<{ image: string }>(first);
    expect(image).toMatch(/^\/api\/storage\/avatars\/[A-Za-z0-9._-]+$/);
    expect((await currentSession(client))!.user.image).toBe(image);

    const served = await new TestClient().get(image);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toMatch(/max-age=3600\b/);
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 200, height: 200 });
    expect(fs.existsSync(storedFile(image))).toBe(true);

    const second = await uploadAvatar(client, await jpeg(), "image/jpeg", "me.jpg");
    expect(second.status).toBe(200);
    const { image: replaced } = await json<{ image: string }>(second);
    expect(replaced).not.toBe(image);
    expect((await currentSession(client))!.user.image).toBe(replaced);
    const old = await new TestClient().get(image);
    expect(old.status).toBe(404);
    expect(await json(old)).toMatchObject({ code: "error.notFound" });
    expect(fs.existsSync(storedFile(image))).toBe(false);
    const newer = await new TestClient().get(replaced);
    expect(newer.status).toBe(200);
    expect(await sharp(Buffer.from(await newer.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 200,
      height: 200,
    });

    const removed = await client.request("DELETE", "/api/account/avatar");
    expect(removed.status).toBe(200);
    expect(await json(removed)).toEqual({ image: null });
    expect((await currentSession(client))!.user.image).toBeNull();
    expect((await new TestClient().get(replaced)).status).toBe(404);
    expect(fs.existsSync(storedFile(replaced))).toBe(false);
  });

  it("shows in my groups beside my name, to every member, and goes from there when removed", async () => {
    const { slug } = await createHeadToHead(handle.db);
    const owner = await verifiedUser("ines@example.com");
    const group = await createGroupAs(owner, slug, { nickname: "Ines" });
    const member = await verifiedUser("jon@example.com");
    expect(
      (
        await member.post(`/api/groups/${group.groupId}/join`, {
          invitationCode: group.invitationCode,
          nickname: "Jon",
        })
      ).status,
    ).toBe(200);
    const { image } = await json<{ image: string }>(await uploadAvatar(member, await png(), "image/png", "me.png"));
    type Listed = { members: { nickname: string; image: string | null }[] };
    const listed = async (client: TestClient) =>
      (await json<Listed>(await client.get(`/api/groups/${group.groupId}`))).members.map((m) => [m.nickname, m.image]);

    for (const client of [owner, member])
      expect(await listed(client)).toEqual([
        ["Ines", null],
        ["Jon", image],
      ]);
    expect((await member.request("DELETE", "/api/account/avatar")).status).toBe(200);
    expect(await listed(owner)).toEqual([
      ["Ines", null],
      ["Jon", null],
    ]);
  });

  it("a sign-up naming a picture is refused: a player's picture is their upload alone", async () => {
    const victim = await verifiedUser("kim@example.com");
    const { image } = await json<{ image: string }>(await uploadAvatar(victim, await png(), "image/png", "me.png"));
    for (const named of [image, "https://tracker.example/pixel.gif"]) {
      const response = await new TestClient().post("/api/auth/sign-up/email", {
        email: "mallory@example.com",
        password: PASSWORD,
        name: "Mallory",
        acceptTerms: true,
        acceptPrivacy: true,
        image: named,
      });
      expect(response.status, named).toBe(400);
      expect(await json(response)).toMatchObject({ code: "error.validation.invalid" });
    }
    expect(await userRow("mallory@example.com")).toBeUndefined();
  });

  it("a profile naming a file that is not the player's own upload never deletes it", async () => {
    const victim = await verifiedUser("lea@example.com");
    const { image } = await json<{ image: string }>(await uploadAvatar(victim, await png(), "image/png", "me.png"));
    const other = await verifiedUser("max@example.com");
    // As a profile written before sign-up refused pictures could name it, or a path out of the folder.
    for (const named of [image, "/api/storage/avatars/../../x"]) {
      await handle.db.update(user).set({ image: named }).where(eq(user.email, "max@example.com"));
      const removed = await other.request("DELETE", "/api/account/avatar");
      expect(removed.status, named).toBe(200);
      expect(await json(removed)).toEqual({ image: null });
    }
    await handle.db.update(user).set({ image }).where(eq(user.email, "max@example.com"));
    expect((await uploadAvatar(other, await jpeg(), "image/jpeg", "me.jpg")).status).toBe(200);
    expect((await new TestClient().get(image)).status).toBe(200);
    expect(fs.existsSync(storedFile(image))).toBe(true);
  });

  it("refuses a text file with 415 error.avatar.type and keeps the current picture", async () => {
    const client = await verifiedUser("ivo@example.com");
    const { image } = await json<{ image: string }>(await uploadAvatar(client, await png(), "image/png", "me.png"));

    const text = await uploadAvatar(client, Buffer.from("hello, this is not a picture\n"), "text/plain", "notes.txt");
    expect(text.status).toBe(415);
    expect(await json(text)).toMatchObject({
      code: "error.avatar.type",
      formField: "avatar",
    });
    expect((await currentSession(client))!.user.image).toBe(image);
    expect((await new TestClient().get(image)).status).toBe(200);
  });

  it("refuses a picture format it does not take (SVG) with 415 error.avatar.type", async () => {
    const client = await verifiedUser("jon@example.com");
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>',
    );
    const response = await uploadAvatar(client, svg, "image/svg+xml", "me.svg");
    expect(response.status).toBe(415);
    expect(await json(response)).toMatchObject({
      code: "error.avatar.type",
      formField: "avatar",
    });
    expect((await userRow("jon@example.com"))!.image).toBeNull();
  });

  it("refuses a broken picture with 400 error.avatar.unreadable", async () => {
    const client = await verifiedUser("lia@example.com");
    const whole = await png();
    const response = await uploadAvatar(
      client,
      whole.subarray(0, Math.floor(whole.length / 2)),
      "image/png",
      "broken.png",
    );
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      code: "error.avatar.unreadable",
      formField: "avatar",
    });
    expect((await userRow("lia@example.com"))!.image).toBeNull();
  });

  it("refuses more than 5 MB with 413 error.avatar.tooLarge", async () => {
    const client = await verifiedUser("kai@example.com");
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    (await png()).copy(big); // a real picture at the start, padded past the limit
    const response = await uploadAvatar(client, big, "image/png", "huge.png");
    expect(response.status).toBe(413);
    expect(await json(response)).toMatchObject({
      code: "error.avatar.tooLarge",
      formField: "avatar",
    });
    expect((await userRow("kai@example.com"))!.image).toBeNull();
  });

  it("needs a file in the field `avatar`", async () => {
    const client = await verifiedUser("lou@example.com");
    const form = new FormData();
    form.append("picture", new Blob([new Uint8Array(await png())], { type: "image/png" }), "me.png");
    const response = await client.post("/api/account/avatar", form);
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ formField: "avatar" });
  });

  it("answers 404 for an unknown or unsafe key", async () => {
    for (const key of ["nothing-here.webp", ".hidden", "..%2F..%2Fetc%2Fpasswd"]) {
      const response = await new TestClient().get(`/api/storage/avatars/${key}`);
      expect(response.status, key).toBe(404);
    }
  });
});

describe("delete account", () => {
  it("refuses a wrong password and keeps everything", async () => {
    const client = await verifiedUser("max@example.com");
    const response = await client.post("/api/settings/delete-account", {
      password: "not-my-password",
    });
    expect(response.status).toBe(400);
    // Named as the form's field, so the dialog shows it under the password it asked for.
    expect(await json(response)).toMatchObject({
      code: "error.auth.passwordWrong",
      formField: "password",
    });
    expect(await userRow("max@example.com")).toBeDefined();
    expect((await currentSession(client))?.user.email).toBe("max@example.com");
  });

  it("does not delete an account that has a password without that password", async () => {
    const client = await verifiedUser("nia@example.com");
    const response = await client.post("/api/settings/delete-account", {});
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await userRow("nia@example.com")).toBeDefined();
    expect((await currentSession(client))?.user.email).toBe("nia@example.com");
  });

  it("deletes the user, sessions, sign-in methods, avatar and subscription; the address can sign up again", async () => {
    const client = await verifiedUser("oli@example.com");
    const other = new TestClient();
    expect(
      (
        await other.post("/api/auth/sign-in/email", {
          email: "oli@example.com",
          password: PASSWORD,
        })
      ).status,
    ).toBe(200);
    const { image } = await json<{ image: string }>(
      await client.post("/api/account/avatar", upload(await png(), "image/png", "me.png")),
    );
    await client.post("/api/settings/subscribe-newsletter", {
      subscribe: true,
    });
    const userId = (await userRow("oli@example.com"))!.id;
    expect(fs.existsSync(storedFile(image))).toBe(true);

    const response = await client.post("/api/settings/delete-account", {
      password: PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ deleted: true });

    expect(await userRow("oli@example.com")).toBeUndefined();
    expect(await handle.db.select().from(session).where(eq(session.userId, userId))).toHaveLength(0);
    expect(await handle.db.select().from(account).where(eq(account.userId, userId))).toHaveLength(0);
    expect(
      await handle.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.userId, userId)),
    ).toHaveLength(0);
    expect(fs.existsSync(storedFile(image))).toBe(false);
    expect((await new TestClient().get(image)).status).toBe(404);
    expect(await currentSession(client)).toBeNull();
    expect(await currentSession(other)).toBeNull();
    expect(
      (
        await new TestClient().post("/api/auth/sign-in/email", {
          email: "oli@example.com",
          password: PASSWORD,
        })
      ).status,
    ).toBe(401);

    // The same address signs up as a new player (a verification mail, not "you already have an account").
    const again = new TestClient();
    const signUp = await again.post("/api/auth/sign-up/email", {
      email: "oli@example.com",
      password: "fresh-start-2024",
      name: "Oli",
      acceptTerms: true,
      acceptPrivacy: true,
    });
    expect(signUp.status).toBe(200);
    await expect(lastMailTo(handle, "oli@example.com", "existingAccount")).rejects.toThrow();
    const verification = await lastMailTo(handle, "oli@example.com", "verifyEmail");
    expect((await again.follow(linkIn(verification.text))).status).toBe(302);
    const fresh = await currentSession(again);
    expect(fresh?.user).toMatchObject({
      email: "oli@example.com",
      image: null,
      newsletter: false,
    });
    expect(fresh!.user.id).not.toBe(userId);
  });

  it("deletes a password-less account after a recent sign-in", async () => {
    // A player who only ever signed in with a magic link has no password to give.
    const client = new TestClient();
    expect(
      (
        await client.post("/api/auth/sign-in/magic-link", {
          email: "pia@example.com",
          callbackURL: "/account",
        })
      ).status,
    ).toBe(200);
    await client.follow(linkIn((await lastMailTo(handle, "pia@example.com", "magicLink")).text));
    expect((await currentSession(client))?.user.email).toBe("pia@example.com");

    const response = await client.post("/api/settings/delete-account", {});
    expect(response.status).toBe(200);
    expect(await userRow("pia@example.com")).toBeUndefined();
    expect(await currentSession(client)).toBeNull();
  });

  it("asks a password-less account with an hour-old session to sign in again, then deletes it", async () => {
    const client = new TestClient();
    await client.post("/api/auth/sign-in/magic-link", { email: "ria@example.com", callbackURL: "/account" });
    await client.follow(linkIn((await lastMailTo(handle, "ria@example.com", "magicLink")).text));
    await handle.db.update(session).set({ createdAt: new Date(Date.now() - 3600_000) });

    const refused = await client.post("/api/settings/delete-account", {});
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ code: "error.auth.freshSessionRequired" });
    expect(await userRow("ria@example.com")).toBeDefined();

    // The confirmation in place: a sign-in with an e-mailed code from the same browser.
    await client.post("/api/auth/email-otp/send-verification-otp", { email: "ria@example.com", type: "sign-in" });
    const otp = /\b(\d{6})\b/.exec((await lastMailTo(handle, "ria@example.com", "otp")).text)![1]!;
    expect((await client.post("/api/auth/sign-in/email-otp", { email: "ria@example.com", otp })).status).toBe(200);
    expect((await client.post("/api/settings/delete-account", {})).status).toBe(200);
    expect(await userRow("ria@example.com")).toBeUndefined();
  });
});
