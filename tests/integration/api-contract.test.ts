/**
 * The API contract (decision 0021): state changes come only from our own pages and say what they
 * send (issue 9 point 5), and bodies are bounded before they are read (issue 9 point 9).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { groups, user } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { expectError, createPlayer } from "../support/players";
import { createTournament } from "../factories/tournaments";

const EVIL = "https://evil.example";
const MB = 1024 * 1024;

let handle: DbHandle;
let ada: TestClient;
let admin: TestClient;
let slug: string;

beforeAll(async () => {
  process.env.ADMIN_EMAILS = "boss@example.com";
  resetEnvForTests();
  handle = await createTestDb();
  ada = await createPlayer(handle, "ada@example.com", "Ada");
  admin = await createPlayer(handle, "boss@example.com", "Boss");
  slug = (await createTournament(handle.db)).slug;
});
afterAll(async () => {
  delete process.env.ADMIN_EMAILS;
  delete process.env.PUBLIC_URL;
  resetEnvForTests();
  await handle?.close();
});

async function groupNames(): Promise<string[]> {
  return (await handle.db.select({ name: groups.name }).from(groups)).map((g) => g.name);
}

/** A body that counts what the server pulled from it: `size` bytes in 64 KB chunks. */
function countedStream(size: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = Math.min(64 * 1024, size - pulled);
      if (chunk <= 0) return controller.close();
      pulled += chunk;
      controller.enqueue(new Uint8Array(chunk).fill(65));
    },
  });
  return { stream, pulled: () => pulled };
}

describe("cross-site requests are refused", () => {
  it("refuses a text/plain POST with the session cookie, from another site or from ours", async () => {
    const body = JSON.stringify({ tournament: slug, name: "Forged", mode: "simple" });
    // What a hidden form or a no-cors fetch on another site sends: text/plain, the cookie comes along.
    await expectError(
      await ada.request("POST", "/api/groups", body, { "content-type": "text/plain", origin: EVIL }),
      403,
      "error.forbidden",
    );
    await expectError(
      await ada.request("POST", "/api/groups", body, { "content-type": "text/plain" }),
      403,
      "error.forbidden",
    );
    await expectError(
      await ada.request("POST", "/api/groups", body, { "content-type": "application/x-www-form-urlencoded" }),
      403,
      "error.forbidden",
    );
    await expectError(await ada.request("POST", "/api/groups", body, { "content-type": "" }), 403, "error.forbidden");
    expect(await groupNames()).not.toContain("Forged");
  });

  it("refuses JSON from another origin, without an origin, or marked cross-site", async () => {
    const body = { tournament: slug, name: "Forged too", mode: "simple" };
    await expectError(await ada.post("/api/groups", body, { origin: EVIL }), 403, "error.forbidden");
    await expectError(await ada.post("/api/groups", body, { origin: "null" }), 403, "error.forbidden");
    await expectError(await ada.post("/api/groups", body, { origin: "" }), 403, "error.forbidden");
    await expectError(
      await ada.post("/api/groups", body, { origin: "", "sec-fetch-site": "cross-site" }),
      403,
      "error.forbidden",
    );
    await expectError(
      await ada.post("/api/groups", body, { origin: "", "sec-fetch-site": "same-site" }),
      403,
      "error.forbidden",
    );
    await expectError(
      await ada.request("DELETE", "/api/account/avatar", undefined, { origin: EVIL }),
      403,
      "error.forbidden",
    );
    expect(await groupNames()).not.toContain("Forged too");
  });

  it("accepts our own pages: our Origin, or Sec-Fetch-Site same-origin or none", async () => {
    expect((await ada.post("/api/groups", { tournament: slug, name: "Ours", mode: "simple" })).status).toBe(201);
    expect(
      (
        await ada.post(
          "/api/groups",
          { tournament: slug, name: "Ours 2", mode: "simple" },
          { origin: "", "sec-fetch-site": "same-origin" },
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await ada.post(
          "/api/groups",
          { tournament: slug, name: "Ours 3", mode: "simple" },
          { origin: "", "sec-fetch-site": "none" },
        )
      ).status,
    ).toBe(201);
    // A bodyless call of our own client sends no Content-Type.
    expect((await ada.request("DELETE", "/api/account/avatar")).status).toBe(200);
    // Reads stay open to links from anywhere.
    expect((await ada.get("/api/tournaments", { origin: EVIL, "sec-fetch-site": "cross-site" })).status).toBe(200);
  });

  it("takes the allowed origin from PUBLIC_URL", async () => {
    process.env.PUBLIC_URL = "https://callit.example";
    resetEnvForTests();
    try {
      const body = { tournament: slug, name: "Public", mode: "simple" };
      expect((await ada.post("/api/groups", body, { origin: "https://callit.example" })).status).toBe(201);
      await expectError(
        await ada.post("/api/groups", body, { origin: "https://other.callit.example" }),
        403,
        "error.forbidden",
      );
    } finally {
      delete process.env.PUBLIC_URL;
      resetEnvForTests();
    }
  });

  it("takes the hosts of the configured sites as our own", async () => {
    const site = await json<{ id: string }>(
      await admin.post("/api/admin/sites", {
        host: "tippspiel.example.de",
        name: "Tippspiel",
        locales: ["de", "en"],
        defaultLocale: "de",
      }),
    );
    const change = (origin: string) => ada.post("/api/settings/agreements", { marketing: false }, { origin });
    expect((await change("https://tippspiel.example.de")).status).toBe(200);
    // Not another host, and not once the site is gone.
    await expectError(await change("https://evil.example.de"), 403, "error.forbidden");
    await expectError(await change("https://tippspiel.example.de.evil.example"), 403, "error.forbidden");
    expect((await admin.request("DELETE", `/api/admin/sites/${site.id}`)).status).toBe(200);
    await expectError(await change("https://tippspiel.example.de"), 403, "error.forbidden");
  });

  it("guards Better Auth's routes the same way, with or without the cookie", async () => {
    // Changing the account from another site (Better Auth itself only checks when a cookie comes along).
    await expectError(
      await ada.post("/api/auth/update-user", { name: "Mallory" }, { origin: EVIL }),
      403,
      "error.forbidden",
    );
    await expectError(
      await ada.request("POST", "/api/auth/update-user", JSON.stringify({ name: "Mallory" }), {
        "content-type": "text/plain",
      }),
      403,
      "error.forbidden",
    );
    const [row] = await handle.db.select({ name: user.name }).from(user).where(eq(user.email, "ada@example.com"));
    expect(row!.name).toBe("Ada");
    // Signing out from another site does nothing.
    await expectError(await ada.post("/api/auth/sign-out", {}, { origin: EVIL }), 403, "error.forbidden");
    expect((await ada.get("/api/auth/get-session")).status).toBe(200);
    expect(await json(await ada.get("/api/auth/get-session"))).toMatchObject({ user: { email: "ada@example.com" } });
    // A sign-up form on another site (no cookie yet) is refused too.
    const stranger = new TestClient();
    const signUp = {
      email: "eve@example.com",
      password: "green-pitch-42",
      name: "Eve",
      acceptTerms: true,
      acceptPrivacy: true,
    };
    await expectError(await stranger.post("/api/auth/sign-up/email", signUp, { origin: EVIL }), 403, "error.forbidden");
    await expectError(
      await stranger.request("POST", "/api/auth/sign-up/email", JSON.stringify(signUp), {
        "content-type": "text/plain",
      }),
      403,
      "error.forbidden",
    );
    expect(await handle.db.select().from(user).where(eq(user.email, "eve@example.com"))).toHaveLength(0);
    // Our own sign-out still works (no body, no Content-Type, as the auth client may send it).
    const leaving = await createPlayer(handle, "leaving@example.com", "Leaving");
    expect((await leaving.request("POST", "/api/auth/sign-out", undefined)).status).toBe(200);
  });

  it("lets signed webhooks and one-click unsubscribes through from servers (their named exception)", async () => {
    const webhook = await ada.request("POST", `/api/billing/update-status/${crypto.randomUUID()}`, "{}", {
      origin: "",
      cookie: "",
      "content-type": "text/plain",
    });
    // Not refused as cross-site: the provider's signature is what is checked.
    await expectError(webhook, 400, "error.billing.signature");
    const unsubscribe = await new TestClient().request(
      "POST",
      "/api/newsletter/unsubscribe?token=nothing",
      "List-Unsubscribe=One-Click",
      {
        origin: "",
        "content-type": "application/x-www-form-urlencoded",
      },
    );
    expect(unsubscribe.status).toBe(302);
  });
});

describe("uploads and bodies are bounded before they are read", () => {
  function avatarForm(bytes: number): FormData {
    const form = new FormData();
    form.set("avatar", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "me.png");
    return form;
  }

  it("refuses an avatar by its Content-Length before reading it", async () => {
    const { stream, pulled } = countedStream(2 * MB);
    const response = await ada.request("POST", "/api/account/avatar", stream, {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(400 * MB),
    });
    await expectError(response, 413, "error.avatar.tooLarge");
    expect(pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it("stops reading a streamed avatar without a length at the limit", async () => {
    const { stream, pulled } = countedStream(60 * MB);
    const response = await ada.request("POST", "/api/account/avatar", stream, {
      "content-type": "multipart/form-data; boundary=x",
    });
    const body = await expectError(response, 413, "error.avatar.tooLarge");
    expect(body).toMatchObject({ formField: "avatar", params: { max: 5 } });
    // Five megabytes and the form around it, plus what was already in flight: never the whole body.
    expect(pulled()).toBeLessThan(6 * MB);
  });

  it("stops reading a body that is longer than its declared length", async () => {
    const { stream, pulled } = countedStream(60 * MB);
    const response = await ada.request("POST", "/api/account/avatar", stream, {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": "1000",
    });
    expect([400, 413]).toContain(response.status);
    await expectError(
      response,
      response.status,
      response.status === 413 ? "error.avatar.tooLarge" : "error.validation.body",
    );
    expect(pulled()).toBeLessThan(6 * MB);
  });

  it("still takes an avatar within the limit and refuses a file just over it", async () => {
    await expectError(await ada.post("/api/account/avatar", avatarForm(5 * MB + 1)), 413, "error.avatar.tooLarge");
    // Within the limit the picture itself is checked (these bytes are not one).
    await expectError(await ada.post("/api/account/avatar", avatarForm(1024)), 415, "error.avatar.type");
  });

  it("bounds the admin import upload", async () => {
    const { stream, pulled } = countedStream(60 * MB);
    const response = await admin.request("POST", `/api/admin/tournaments/${slug}/import`, stream, {
      "content-type": "multipart/form-data; boundary=x",
    });
    const body = await expectError(response, 413, "error.tooLarge");
    expect(body).toMatchObject({ formField: "file", params: { max: 20 } });
    expect(pulled()).toBeLessThan(21 * MB);
  });

  it("bounds JSON bodies of our routes and of Better Auth's", async () => {
    const huge = { name: "x".repeat(2 * MB), email: "big@example.com", message: "hello there", subject: "s" };
    const contact = await expectError(await new TestClient().post("/api/contact", huge), 413, "error.tooLarge");
    expect(contact.params).toEqual({ max: 1 });
    const { stream, pulled } = countedStream(60 * MB);
    await expectError(await new TestClient().request("POST", "/api/auth/sign-in/email", stream), 413, "error.tooLarge");
    expect(pulled()).toBeLessThan(2 * MB);
    await expectError(
      await new TestClient().post("/api/auth/sign-in/email", {}, { "content-length": String(400 * MB) }),
      413,
      "error.tooLarge",
    );
  });
});

describe("bad input is a 4xx in the error shape, never a 5xx", () => {
  it("answers the inputs that broke handlers before", async () => {
    await expectError(await ada.get(`/api/tournaments/${encodeURIComponent("a\u0000b")}`), 404, "error.notFound");
    await expectError(await ada.get("/api/tournaments/%ff/games"), 404, "error.notFound");
    await expectError(
      await ada.get(`/api/tournaments/${slug}/games?matchday=99999999999`),
      400,
      "error.validation.invalid",
    );
    await expectError(await ada.get(`/api/tournaments/${slug}/games?matchday=%00`), 400, "error.validation.invalid");
    await expectError(await ada.get("/api/predictions?tournament=a%00b"), 400, "error.validation.invalid");
    const nul = await expectError(
      await ada.post("/api/groups", { tournament: slug, name: "Null\u0000Byte", mode: "simple" }),
      400,
      "error.validation.invalid",
    );
    expect(nul.formField).toBe("name");
    // Better Auth's routes too: PostgreSQL refused the name with a 500 (found by the API fuzz test).
    const nulName = await expectError(
      await ada.post("/api/auth/update-user", { name: "Null\u0000Byte" }),
      400,
      "error.validation.invalid",
    );
    expect(nulName.formField).toBe("name");
    // A JSON body that is not an object (a number, a string, a list) is refused, not a 500 in our
    // own checks before Better Auth's (found by the API fuzz test: `0` to update-user).
    for (const path of ["/api/auth/update-user", "/api/auth/sign-up/email", "/api/auth/sign-in/social"]) {
      for (const raw of ["0", '"name"', "[]", "true"]) {
        const response = await ada.request("POST", path, raw, { "content-type": "application/json" });
        expect(response.status, `${path} ${raw}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${path} ${raw}`).toBeLessThan(500);
        expect(((await json(response)) as { code: string }).code, `${path} ${raw}`).toMatch(/^error\./);
      }
    }
    await expectError(
      await admin.request("PATCH", `/api/admin/tournaments/${slug}/matchdays/2147483648`, { name: "x" }),
      404,
      "error.notFound",
    );
  });

  it("takes an update with nothing to change as a no-op", async () => {
    const tournament = await admin.request("PATCH", `/api/admin/tournaments/${slug}`, {});
    expect(tournament.status).toBe(200);
    expect(await json(tournament)).toMatchObject({ slug });
    expect((await admin.post(`/api/admin/tournaments/${slug}/matchdays`, { ordinal: 7 })).status).toBe(201);
    expect(await json(await admin.request("PATCH", `/api/admin/tournaments/${slug}/matchdays/7`, {}))).toMatchObject({
      ordinal: 7,
    });
    const site = await json<{ id: string }>(
      await admin.post("/api/admin/sites", {
        host: "noop.example",
        name: "No-op",
        locales: ["en"],
        defaultLocale: "en",
      }),
    );
    expect(await json(await admin.request("PATCH", `/api/admin/sites/${site.id}`, {}))).toMatchObject({
      host: "noop.example",
    });
  });
});
