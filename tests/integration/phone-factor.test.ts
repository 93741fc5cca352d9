/**
 * The phone as a second factor (issue 15 point 3, decision 0053), against a real SMS sink: an HTTP
 * server on this machine that receives the gateway's requests, as a provider's gateway would.
 * Adding and verifying a number, the factor list in the seed's shape, codes that expire on the
 * database clock and allow few attempts, the limits per number, address and account, removal
 * with a fresh sign-in, and signing in with the SMS code on every way in.
 */
import { createServer, type Server } from "node:http";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { passkey, phoneFactors, session, smsOutbox, user, verification } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { CODE_ATTEMPTS, CODE_SECONDS, SMS_LIMITS } from "@/server/auth/phone-factor";
import { latestSms } from "@/server/sms/send-sms";
import { totp } from "../e2e/totp";
import { TestClient, json } from "../support/client";
import { createTestDb, truncateAll } from "../support/db";
import { lastMailTo } from "../support/mailbox";
import { TEST_PASSWORD, createPlayer, expectError } from "../support/players";

interface Received {
  authorization: string | undefined;
  path: string;
  body: { to: string; text: string };
}

let handle: DbHandle;
let sink: Server;
let gateway: string;
let received: Received[] = [];
/** While set, the sink answers 503 like a gateway that is down. */
let failing = false;

beforeAll(async () => {
  sink = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (failing) {
        response.writeHead(503).end();
        return;
      }
      received.push({
        authorization: request.headers.authorization,
        path: request.url ?? "",
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Received["body"],
      });
      response.writeHead(202, { "content-type": "application/json" }).end('{"queued":true}');
    });
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  const { port } = sink.address() as { port: number };
  gateway = `http://callit:s3cret@127.0.0.1:${port}/messages`;
  process.env.SMS_GATEWAY_URL = gateway;
  resetEnvForTests();
  handle = await createTestDb();
});
afterAll(async () => {
  delete process.env.SMS_GATEWAY_URL;
  resetEnvForTests();
  await new Promise((resolve) => sink?.close(resolve));
  await handle?.close();
});
beforeEach(async () => {
  await truncateAll(handle);
  received = [];
  failing = false;
  process.env.SMS_GATEWAY_URL = gateway;
  resetEnvForTests();
});

interface Factor {
  id: string;
  friendly_name: string | null;
  factor_type: "totp" | "phone" | "webauthn";
  status: "verified" | "unverified";
  phone?: string;
}

const factors = async (client: TestClient) => {
  const response = await client.get("/api/account/factors");
  expect(response.status).toBe(200);
  return (await json<{ factors: Factor[] }>(response)).factors;
};

/** The code in the last SMS the sink received for this number. */
function lastCodeTo(phone: string): string {
  const sms = received.filter((r) => r.body.to === phone).at(-1);
  expect(sms, `an SMS to ${phone}`).toBeDefined();
  return /\b(\d{6})\b/.exec(sms!.body.text)![1]!;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function addPhone(client: TestClient, phone: string, headers?: Record<string, string>) {
  const added = await client.post("/api/account/factors", { factor_type: "phone", phone }, headers);
  expect(added.status).toBe(200);
  const factor = await json<Factor>(added);
  return { factor, challenge: () => client.post(`/api/account/factors/${factor.id}/challenge`, {}, headers) };
}

/** A player with a verified phone, through the API as the settings page does it. */
async function playerWithPhone(email: string, phone = "+4915112345678") {
  const client = await createPlayer(handle, email);
  const { factor, challenge } = await addPhone(client, phone);
  expect((await challenge()).status).toBe(200);
  const verified = await client.post(`/api/account/factors/${factor.id}/verify`, { code: lastCodeTo(phone) });
  expect(verified.status).toBe(200);
  return { client, factor, phone };
}

async function userId(email: string): Promise<string> {
  const [row] = await handle.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

async function twoFactorOn(email: string): Promise<boolean> {
  const [row] = await handle.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.email, email));
  return row!.on === true;
}

/** Ages every session of the player past the fresh-sign-in window (10 minutes). */
async function ageSessions(email: string) {
  await handle.db
    .update(session)
    .set({ createdAt: sql`now() - interval '11 minutes'` })
    .where(eq(session.userId, await userId(email)));
}

let addressCounter = 0;
/** A request from another machine (Better Auth's own limits count per address). */
const fromElsewhere = () => ({ "x-callit-client-address": `192.0.2.${++addressCounter % 250}` });

describe("adding a phone", () => {
  it("sends a code through the gateway; the code verifies the phone and it is listed with the other factors", async () => {
    const client = await createPlayer(handle, "ada@example.com");
    client.locale = "de";
    const added = await client.post("/api/account/factors", {
      factor_type: "phone",
      phone: "+49 (151) 1234-5678",
      friendly_name: "Work phone",
    });
    expect(added.status).toBe(200);
    const factor = await json<Factor>(added);
    expect(factor).toMatchObject({
      factor_type: "phone",
      status: "unverified",
      friendly_name: "Work phone",
      phone: "•••• 5678",
    });

    const challenged = await client.post(`/api/account/factors/${factor.id}/challenge`);
    expect(challenged.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe("/messages");
    expect(received[0]!.authorization).toBe(`Basic ${Buffer.from("callit:s3cret").toString("base64")}`);
    expect(received[0]!.body.to).toBe("+4915112345678");
    expect(received[0]!.body.text).toMatch(/^\d{6} ist dein Callit-Code\. Er läuft in 5 Minuten ab\./);
    // Once the gateway took it, the outbox keeps no code.
    const [stored] = await handle.db.select().from(smsOutbox);
    expect(stored).toMatchObject({ status: "sent", text: "", to: "+4915112345678", kind: "verifyPhone" });
    expect(await twoFactorOn("ada@example.com")).toBe(false);

    const verified = await client.post(`/api/account/factors/${factor.id}/verify`, {
      code: lastCodeTo("+4915112345678"),
    });
    expect(verified.status).toBe(200);
    expect(await json(verified)).toMatchObject({ id: factor.id, status: "verified" });
    expect(await twoFactorOn("ada@example.com")).toBe(true);

    // The seed's factor list: TOTP (unverified while set up, then verified), the phone, a passkey.
    expect((await client.post("/api/auth/two-factor/enable", { password: TEST_PASSWORD })).status).toBe(200);
    await handle.db.insert(passkey).values({
      id: "pk-1",
      name: "Laptop",
      publicKey: "key",
      userId: await userId("ada@example.com"),
      credentialID: "cred-1",
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
      createdAt: new Date(),
    });
    const listed = await factors(client);
    expect(listed.map((f) => [f.factor_type, f.status, f.friendly_name])).toEqual([
      ["totp", "unverified", null],
      ["phone", "verified", "Work phone"],
      ["webauthn", "verified", "Laptop"],
    ]);
  });

  it("refuses what is not a phone number in international form, naming the field", async () => {
    const client = await createPlayer(handle, "bob@example.com");
    for (const phone of ["12345", "+0151123456", "0151 12345678", "+49 151 abc", "+1234567890123456"]) {
      const body = await expectError(
        await client.post("/api/account/factors", { factor_type: "phone", phone }),
        400,
        "error.phone.invalid",
      );
      expect(body.formField).toBe("phone");
    }
    // Left empty, the field is required, as every form says it.
    for (const phone of ["", "   "]) {
      const body = await expectError(
        await client.post("/api/account/factors", { factor_type: "phone", phone }),
        400,
        "error.validation.required",
      );
      expect(body.formField).toBe("phone");
    }
    // A leading 00 is the international prefix.
    expect((await addPhone(client, "0044 7700 900123")).factor.phone).toBe("•••• 0123");
    expect(received).toHaveLength(0);
  });

  it("a code expires on the database clock: refused just after its time, taken just before", async () => {
    const client = await createPlayer(handle, "cid@example.com");
    const { factor, challenge } = await addPhone(client, "+33612345678");
    const challenged = await challenge();
    const { rows } = (await handle.db.execute(sql`select now()::text as now`)) as unknown as {
      rows: { now: string }[];
    };
    const now = rows[0]!.now;
    const expiresIn =
      (Date.parse((await json<{ expires_at: string }>(challenged)).expires_at) - Date.parse(now)) / 1000;
    expect(expiresIn).toBeGreaterThan(CODE_SECONDS - 5);
    expect(expiresIn).toBeLessThanOrEqual(CODE_SECONDS);

    const code = lastCodeTo("+33612345678");
    await handle.db
      .update(phoneFactors)
      .set({ codeExpiresAt: sql`now() - interval '1 millisecond'` })
      .where(eq(phoneFactors.id, factor.id));
    await expectError(
      await client.post(`/api/account/factors/${factor.id}/verify`, { code }),
      400,
      "error.phone.codeExpired",
    );

    await challenge();
    await handle.db
      .update(phoneFactors)
      .set({ codeExpiresAt: sql`now() + interval '1 second'` })
      .where(eq(phoneFactors.id, factor.id));
    const verified = await client.post(`/api/account/factors/${factor.id}/verify`, {
      code: lastCodeTo("+33612345678"),
    });
    expect(verified.status).toBe(200);
  });

  it("allows a few wrong codes, then the code is spent, even the right one", async () => {
    const client = await createPlayer(handle, "dan@example.com");
    const { factor, challenge } = await addPhone(client, "+34612345678");
    await challenge();
    const code = lastCodeTo("+34612345678");
    for (let left = CODE_ATTEMPTS - 1; left > 0; left--) {
      const body = await expectError(
        await client.post(`/api/account/factors/${factor.id}/verify`, { code: otherCode(code) }),
        400,
        "error.phone.codeWrong",
      );
      expect(body).toMatchObject({ formField: "code", params: { count: left } });
    }
    await expectError(
      await client.post(`/api/account/factors/${factor.id}/verify`, { code: otherCode(code) }),
      400,
      "error.phone.codeSpent",
    );
    await expectError(
      await client.post(`/api/account/factors/${factor.id}/verify`, { code }),
      400,
      "error.phone.codeSpent",
    );
    // A new code works again.
    await challenge();
    const verified = await client.post(`/api/account/factors/${factor.id}/verify`, {
      code: lastCodeTo("+34612345678"),
    });
    expect(verified.status).toBe(200);
    await expectError(await challenge(), 409, "error.phone.exists");
    await expectError(
      await client.post("/api/account/factors", { factor_type: "phone", phone: "+34699999999" }),
      409,
      "error.phone.exists",
    );
  });

  it("a code answers only for its own account, and nobody else's factor can be challenged or removed", async () => {
    const eve = await createPlayer(handle, "eve@example.com");
    const { factor: own } = await addPhone(eve, "+393123456789");
    const { client: fay, factor } = await playerWithPhone("fay@example.com", "+393120000000");
    await expectError(await eve.post(`/api/account/factors/${factor.id}/challenge`), 404, "error.notFound");
    await expectError(await eve.request("DELETE", `/api/account/factors/${factor.id}`), 404, "error.notFound");
    await expectError(
      await eve.post(`/api/account/factors/${factor.id}/verify`, { code: "123456" }),
      404,
      "error.notFound",
    );
    await expectError(await fay.request("DELETE", `/api/account/factors/${own.id}`), 404, "error.notFound");
    await expectError(await fay.request("DELETE", "/api/account/factors/not-a-phone"), 404, "error.notFound");
    await expectError(
      await eve.post(`/api/account/factors/${own.id}/verify`, { code: "12ab56" }),
      400,
      "error.phone.codeFormat",
    );
    await expectError(await new TestClient().get("/api/account/factors"), 401, "error.auth.required");
  });

  it("without a gateway the SMS waits, sealed, in the outbox that admins read", async () => {
    delete process.env.SMS_GATEWAY_URL;
    resetEnvForTests();
    const client = await createPlayer(handle, "gus@example.com");
    const { factor, challenge } = await addPhone(client, "+48512345678");
    expect((await challenge()).status).toBe(200);
    expect(received).toHaveLength(0);
    const [stored] = await handle.db.select().from(smsOutbox);
    expect(stored).toMatchObject({ status: "logged", to: "+48512345678" });
    expect(stored!.text).toMatch(/^sealed:v1:/);
    const [shown] = await latestSms(handle.db);
    const code = /\b(\d{6})\b/.exec(shown!.text!)![1]!;
    expect((await client.post(`/api/account/factors/${factor.id}/verify`, { code })).status).toBe(200);
  });

  it("a gateway that fails is told to the player, and keeps no code", async () => {
    const client = await createPlayer(handle, "hal@example.com");
    const { challenge } = await addPhone(client, "+351912345678");
    failing = true;
    await expectError(await challenge(), 502, "error.phone.smsFailed");
    const [stored] = await handle.db.select().from(smsOutbox);
    expect(stored).toMatchObject({ status: "failed", text: "" });
  });
});

describe("limits", () => {
  it(`sends at most ${SMS_LIMITS.number} codes an hour to one number, whoever asks`, async () => {
    const players = await Promise.all(["n1", "n2"].map((n) => createPlayer(handle, `${n}@example.com`)));
    for (let i = 0; i < SMS_LIMITS.number; i++) {
      const { challenge } = await addPhone(players[i % 2]!, "+37061234567");
      expect((await challenge()).status).toBe(200);
    }
    const { challenge } = await addPhone(players[0]!, "+37061234567");
    await expectError(await challenge(), 429, "error.rateLimited");
    expect(received).toHaveLength(SMS_LIMITS.number);
  });

  it(`sends at most ${SMS_LIMITS.address} codes an hour for one client address`, async () => {
    const from = { "x-callit-client-address": "198.51.100.7" };
    for (let i = 0; i < SMS_LIMITS.address; i++) {
      const client = await createPlayer(handle, `a${i}@example.com`);
      const { challenge } = await addPhone(client, `+3712000000${i}`, from);
      expect((await challenge()).status).toBe(200);
    }
    const client = await createPlayer(handle, "a-last@example.com");
    const { challenge } = await addPhone(client, "+37129999999", from);
    await expectError(await challenge(), 429, "error.rateLimited");
  });

  it(`sends at most ${SMS_LIMITS.account} codes an hour for one account`, async () => {
    const client = await createPlayer(handle, "acc@example.com");
    for (let i = 0; i < SMS_LIMITS.account; i++) {
      const { challenge } = await addPhone(client, `+3809700000${i}`, fromElsewhere());
      expect((await challenge()).status).toBe(200);
    }
    const { challenge } = await addPhone(client, "+380979999999", fromElsewhere());
    await expectError(await challenge(), 429, "error.rateLimited");
  });
});

describe("removing the phone", () => {
  it("needs a fresh sign-in, and turns two-factor off", async () => {
    const { client, factor } = await playerWithPhone("ida@example.com");
    await ageSessions("ida@example.com");
    await expectError(
      await client.request("DELETE", `/api/account/factors/${factor.id}`),
      403,
      "error.auth.freshSessionRequired",
    );
    // Adding a number needs one too: whoever adds a factor decides who can sign in.
    await expectError(
      await client.post("/api/account/factors", { factor_type: "phone", phone: "+4915100000000" }),
      403,
      "error.auth.freshSessionRequired",
    );

    // Re-authentication from the signed-in browser: password, then the SMS code.
    const first = await client.post("/api/auth/sign-in/email", { email: "ida@example.com", password: TEST_PASSWORD });
    expect(await json(first)).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["otp"] });
    expect((await client.post("/api/auth/two-factor/send-otp", {}, fromElsewhere())).status).toBe(200);
    const answered = await client.post(
      "/api/auth/two-factor/verify-otp",
      { code: lastCodeTo("+4915112345678") },
      fromElsewhere(),
    );
    expect(answered.status).toBe(200);

    const removed = await client.request("DELETE", `/api/account/factors/${factor.id}`);
    expect(removed.status).toBe(200);
    expect(await factors(client)).toEqual([]);
    expect(await twoFactorOn("ida@example.com")).toBe(false);
  });

  it("keeps two-factor on while the authenticator app stays, and turning the app off keeps it for the phone", async () => {
    const { client, factor } = await playerWithPhone("jon@example.com");
    const enabled = await json<{ totpURI: string }>(
      await client.post("/api/auth/two-factor/enable", { password: TEST_PASSWORD }),
    );
    const secret = new URL(enabled.totpURI).searchParams.get("secret")!;
    expect((await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret) })).status).toBe(200);
    expect((await factors(client)).map((f) => [f.factor_type, f.status])).toEqual([
      ["totp", "verified"],
      ["phone", "verified"],
    ]);

    expect((await client.post("/api/auth/two-factor/disable", { password: TEST_PASSWORD })).status).toBe(200);
    expect(await twoFactorOn("jon@example.com")).toBe(true);
    expect((await factors(client)).map((f) => f.factor_type)).toEqual(["phone"]);

    expect((await client.request("DELETE", `/api/account/factors/${factor.id}`)).status).toBe(200);
    expect(await twoFactorOn("jon@example.com")).toBe(false);
  });

  it("the OTP method of the two-factor plugin cannot be turned on without a verified phone", async () => {
    const client = await createPlayer(handle, "kim@example.com");
    await expectError(
      await client.post("/api/auth/two-factor/enable", { password: TEST_PASSWORD, method: "otp" }),
      400,
      "error.validation.invalid",
    );
    expect(await twoFactorOn("kim@example.com")).toBe(false);
  });
});

describe("removing any factor of the list", () => {
  /** A passkey as the passkey plugin stores one after its registration ceremony. */
  async function addPasskey(email: string) {
    const id = `pk-${email}`;
    await handle.db.insert(passkey).values({
      id,
      name: "Laptop",
      publicKey: "pQECAyYgASFYIA",
      userId: await userId(email),
      credentialID: `cred-${email}`,
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
      createdAt: new Date(),
    });
    return id;
  }

  async function turnOnTotp(client: TestClient): Promise<string> {
    const enabled = await json<{ totpURI: string }>(
      await client.post("/api/auth/two-factor/enable", { password: TEST_PASSWORD }),
    );
    const secret = new URL(enabled.totpURI).searchParams.get("secret")!;
    expect((await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret) })).status).toBe(200);
    return secret;
  }

  it("removes the authenticator app, a passkey and the phone, each with a fresh sign-in; two-factor follows", async () => {
    const { client, factor: phone } = await playerWithPhone("rio@example.com");
    await turnOnTotp(client);
    await addPasskey("rio@example.com");
    const listed = await factors(client);
    expect(listed.map((f) => [f.factor_type, f.status])).toEqual([
      ["totp", "verified"],
      ["phone", "verified"],
      ["webauthn", "verified"],
    ]);
    const [app, , key] = listed;

    // Nobody else's factor, of any kind; nor an id that is none.
    const stranger = await createPlayer(handle, "sam@example.com");
    for (const f of listed)
      await expectError(await stranger.request("DELETE", `/api/account/factors/${f.id}`), 404, "error.notFound");
    await expectError(await client.request("DELETE", "/api/account/factors/no-such-factor"), 404, "error.notFound");

    expect((await client.request("DELETE", `/api/account/factors/${app!.id}`)).status).toBe(200);
    expect((await factors(client)).map((f) => f.factor_type)).toEqual(["phone", "webauthn"]);
    expect(await twoFactorOn("rio@example.com")).toBe(true); // the phone is still a second factor
    expect((await client.request("DELETE", `/api/account/factors/${key!.id}`)).status).toBe(200);
    expect((await factors(client)).map((f) => f.factor_type)).toEqual(["phone"]);

    await ageSessions("rio@example.com");
    await expectError(
      await client.request("DELETE", `/api/account/factors/${phone.id}`),
      403,
      "error.auth.freshSessionRequired",
    );
    expect((await factors(client)).map((f) => f.factor_type)).toEqual(["phone"]);
  });

  it("removing the only authenticator app turns two-factor off: the password alone signs in again", async () => {
    const client = await createPlayer(handle, "tom@example.com");
    await turnOnTotp(client);
    const [app] = await factors(client);
    const asked = await new TestClient().post("/api/auth/sign-in/email", {
      email: "tom@example.com",
      password: TEST_PASSWORD,
    });
    expect(await json(asked)).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });

    expect((await client.request("DELETE", `/api/account/factors/${app!.id}`)).status).toBe(200);
    expect(await factors(client)).toEqual([]);
    expect(await twoFactorOn("tom@example.com")).toBe(false);
    const signedIn = await new TestClient().post("/api/auth/sign-in/email", {
      email: "tom@example.com",
      password: TEST_PASSWORD,
    });
    expect(await json(signedIn)).toMatchObject({ user: { email: "tom@example.com" } });
  });
});

describe("signing in with the SMS code", () => {
  async function signInCode(client: TestClient, phone: string) {
    const sent = await client.post("/api/auth/two-factor/send-otp", {}, fromElsewhere());
    expect(sent.status).toBe(200);
    return lastCodeTo(phone);
  }

  async function methodsOf(client: TestClient): Promise<string[]> {
    const response = await client.get("/api/account/two-factor/methods");
    expect(response.status).toBe(200);
    return (await json<{ methods: string[] }>(response)).methods;
  }

  async function signedInAs(client: TestClient): Promise<string | null> {
    const body = await json<{ user: { email: string } } | null>(await client.get("/api/auth/get-session"));
    return body?.user.email ?? null;
  }

  it("a password sign-in offers the SMS code, and the code completes it", async () => {
    const { phone } = await playerWithPhone("lea@example.com");
    const client = new TestClient();
    const first = await client.post("/api/auth/sign-in/email", { email: "lea@example.com", password: TEST_PASSWORD });
    expect(await json(first)).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["otp"] });
    expect(await signedInAs(client)).toBeNull();
    // The two-factor step asks the server which buttons to show: the SMS one.
    expect(await methodsOf(client)).toEqual(["otp"]);
    const code = await signInCode(client, phone);
    expect(received.at(-1)!.body.text).toMatch(/^\d{6} is your Callit code\. It expires in 5 minutes\./);
    const wrong = await client.post("/api/auth/two-factor/verify-otp", { code: otherCode(code) }, fromElsewhere());
    expect(wrong.status).toBe(401);
    expect(await signedInAs(client)).toBeNull();
    expect((await client.post("/api/auth/two-factor/verify-otp", { code }, fromElsewhere())).status).toBe(200);
    expect(await signedInAs(client)).toBe("lea@example.com");
  });

  it("an e-mailed code (another way in) asks for the SMS code too", async () => {
    const { phone } = await playerWithPhone("max@example.com");
    const client = new TestClient();
    await client.post("/api/auth/email-otp/send-verification-otp", { email: "max@example.com", type: "sign-in" });
    const mailed = /\b(\d{6})\b/.exec((await lastMailTo(handle, "max@example.com", "otp")).text)![1]!;
    const first = await client.post("/api/auth/sign-in/email-otp", { email: "max@example.com", otp: mailed });
    expect(await json(first)).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["otp"] });
    expect(await signedInAs(client)).toBeNull();
    const code = await signInCode(client, phone);
    expect((await client.post("/api/auth/two-factor/verify-otp", { code }, fromElsewhere())).status).toBe(200);
    expect(await signedInAs(client)).toBe("max@example.com");
  });

  it("a sign-in code expires at its time and allows few attempts", async () => {
    const { phone } = await playerWithPhone("ned@example.com");
    const client = new TestClient();
    await client.post("/api/auth/sign-in/email", { email: "ned@example.com", password: TEST_PASSWORD });
    const expired = await signInCode(client, phone);
    await handle.db
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 millisecond'` })
      .where(like(verification.identifier, "2fa-otp-%"));
    await expectError(
      await client.post("/api/auth/two-factor/verify-otp", { code: expired }, fromElsewhere()),
      400,
      "error.auth.invalidCode",
    );

    const code = await signInCode(client, phone);
    for (let i = 0; i < CODE_ATTEMPTS; i++)
      await client.post("/api/auth/two-factor/verify-otp", { code: otherCode(code) }, fromElsewhere());
    await expectError(
      await client.post("/api/auth/two-factor/verify-otp", { code }, fromElsewhere()),
      400,
      "error.auth.tooManyAttempts",
    );
    expect(await signedInAs(client)).toBeNull();

    const fresh = await signInCode(client, phone);
    await handle.db
      .update(verification)
      .set({ expiresAt: sql`now() + interval '1 second'` })
      .where(like(verification.identifier, "2fa-otp-%"));
    expect((await client.post("/api/auth/two-factor/verify-otp", { code: fresh }, fromElsewhere())).status).toBe(200);
    expect(await signedInAs(client)).toBe("ned@example.com");
  });

  it("no code without a waiting challenge, and none for an account without a verified phone", async () => {
    await playerWithPhone("oli@example.com");
    await expectError(
      await new TestClient().post("/api/auth/two-factor/send-otp", {}, fromElsewhere()),
      401,
      "error.auth.sessionExpired",
    );

    const pat = await createPlayer(handle, "pat@example.com");
    const enabled = await json<{ totpURI: string }>(
      await pat.post("/api/auth/two-factor/enable", { password: TEST_PASSWORD }),
    );
    const secret = new URL(enabled.totpURI).searchParams.get("secret")!;
    expect((await pat.post("/api/auth/two-factor/verify-totp", { code: totp(secret) })).status).toBe(200);
    const client = new TestClient();
    const first = await client.post("/api/auth/sign-in/email", { email: "pat@example.com", password: TEST_PASSWORD });
    expect(await json(first)).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    // No SMS button for this player; nothing at all for a browser without a waiting sign-in.
    expect(await methodsOf(client)).toEqual(["totp"]);
    expect(await methodsOf(new TestClient())).toEqual([]);
    expect(await methodsOf(pat)).toEqual([]);
    const count = received.length;
    await expectError(await client.post("/api/auth/two-factor/send-otp", {}, fromElsewhere()), 400, "error.phone.none");
    expect(received).toHaveLength(count);
  });

  it("sign-in codes count against the number's limit", async () => {
    const { phone } = await playerWithPhone("quy@example.com", "+37120000001");
    const client = new TestClient();
    await client.post("/api/auth/sign-in/email", { email: "quy@example.com", password: TEST_PASSWORD });
    // One code went out to verify the number.
    for (let i = 1; i < SMS_LIMITS.number; i++) await signInCode(client, phone);
    await expectError(
      await client.post("/api/auth/two-factor/send-otp", {}, fromElsewhere()),
      429,
      "error.auth.tooManyAttempts",
    );
  });
});
