/**
 * Plus: a purchase from checkout to webhook on the sandbox provider and on Stripe (a local
 * stand-in for its API), idempotent signed webhooks, and what Plus unlocks in groups.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { billingEvents, subscriptions } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { sandboxWebhookSecret } from "@/server/billing/providers";
import { signPayload } from "@/server/billing/signature";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { expectError, signedInPlayer } from "../support/players";
import { buyPlus } from "../support/plus";
import { createTournament } from "../factories/tournaments";

let handle: DbHandle;
let kim: TestClient;
let lou: TestClient;

beforeAll(async () => {
  handle = await createTestDb();
  kim = await signedInPlayer(handle, "kim@example.com", "Kim");
  lou = await signedInPlayer(handle, "lou@example.com", "Lou");
});
afterAll(async () => handle?.close());

type Started = { subscriptionId: string; redirectUrl: string };
type Subscription = { subscriptionId: string; tournament: string; plan: string; amount: number; currency: string; status: string; testMode: boolean };

async function start(client: TestClient, tournament: string): Promise<Started> {
  const response = await client.post("/api/billing/init-payment", { tournament, plan: "plus" });
  expect(response.status).toBe(200);
  return json<Started>(response);
}

async function subscription(client: TestClient, id: string): Promise<Subscription> {
  const response = await client.get(`/api/billing/subscriptions/${id}`);
  expect(response.status).toBe(200);
  return json<Subscription>(response);
}

const rowOf = async (id: string) => (await handle.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

/** A webhook as the sandbox provider sends it, signed (or not) over the exact body. */
function sandboxEvent(subscriptionId: string, type: string, id = `evt_${Math.random().toString(36).slice(2)}`) {
  const body = JSON.stringify({ id, type, data: { subscriptionId } });
  return { body, headers: { "x-callit-signature": signPayload(sandboxWebhookSecret(), body), "content-type": "application/json" } };
}

async function deliver(path: string, event: { body: string; headers: Record<string, string> }) {
  return new TestClient().request("POST", path, event.body, event.headers);
}

describe("buying Plus in test mode (sandbox provider)", () => {
  it("starts a checkout, shows it pending to its buyer only, and activates it when the payment succeeds", async () => {
    const { slug } = await createTournament(handle.db, { sport: "football" });
    const started = await start(kim, slug);
    expect(started.redirectUrl).toBe(`/billing/sandbox/${started.subscriptionId}`);
    expect(await subscription(kim, started.subscriptionId)).toMatchObject({ tournament: slug, plan: "plus", amount: 499, currency: "EUR", status: "pending", testMode: true });
    await expectError(await lou.get(`/api/billing/subscriptions/${started.subscriptionId}`), 404, "error.notFound");
    await expectError(await lou.post(`/api/billing/sandbox/${started.subscriptionId}`, { outcome: "succeeded" }), 404, "error.notFound");

    const paid = await kim.post(`/api/billing/sandbox/${started.subscriptionId}`, { outcome: "succeeded" });
    expect(await json(paid)).toMatchObject({ received: true, duplicate: false, status: "active" });
    expect(await subscription(kim, started.subscriptionId)).toMatchObject({ status: "active" });
    expect((await rowOf(started.subscriptionId)).activatedAt).not.toBeNull();

    await expectError(await kim.post(`/api/billing/sandbox/${started.subscriptionId}`, { outcome: "failed" }), 409, "error.plus.notPending");
    await expectError(await kim.post("/api/billing/init-payment", { tournament: slug, plan: "plus" }), 409, "error.plus.alreadyActive");
  });

  it("sends the buyer back into their language, and records a failed or canceled payment", async () => {
    const { slug } = await createTournament(handle.db, { sport: "hockey" });
    lou.locale = "de";
    const started = await start(lou, slug);
    lou.locale = undefined;
    expect(started.redirectUrl).toBe(`/de/billing/sandbox/${started.subscriptionId}`);
    expect(await json(await lou.post(`/api/billing/sandbox/${started.subscriptionId}`, { outcome: "failed" }))).toMatchObject({ status: "failed" });
    const again = await start(lou, slug);
    expect(again.subscriptionId).not.toBe(started.subscriptionId);
    expect(await json(await lou.post(`/api/billing/sandbox/${again.subscriptionId}`, { outcome: "canceled" }))).toMatchObject({ status: "canceled" });
  });

  it("refuses bad input: no session, an unknown plan or tournament, a finished tournament", async () => {
    const { slug } = await createTournament(handle.db, { sport: "basketball" });
    await expectError(await new TestClient().post("/api/billing/init-payment", { tournament: slug, plan: "plus" }), 401, "error.auth.required");
    await expectError(await kim.post("/api/billing/init-payment", { tournament: slug, plan: "gold" }), 400, "error.validation.invalid");
    await expectError(await kim.post("/api/billing/init-payment", { tournament: "no-such-cup", plan: "plus" }), 404, "error.notFound");
    await expectError(await kim.post("/api/billing/sandbox/not-an-id", { outcome: "succeeded" }), 404, "error.notFound");
    const over = await createTournament(handle.db, { sport: "football" });
    await handle.db.execute(`update tournaments set status = 'finished' where slug = '${over.slug}'`);
    await expectError(await kim.post("/api/billing/init-payment", { tournament: over.slug, plan: "plus" }), 409, "error.plus.tournamentFinished");
  });
});

describe("the status webhook (POST /api/billing/update-status/{subscriptionId})", () => {
  it("takes only signed events, applies each event once, and ignores moves that cannot happen", async () => {
    const { slug } = await createTournament(handle.db, { sport: "football" });
    const { subscriptionId } = await start(kim, slug);
    const path = `/api/billing/update-status/${subscriptionId}`;

    const unsigned = sandboxEvent(subscriptionId, "payment.succeeded");
    await expectError(await deliver(path, { body: unsigned.body, headers: { "content-type": "application/json" } }), 400, "error.billing.signature");
    const forged = sandboxEvent(subscriptionId, "payment.succeeded");
    await expectError(await deliver(path, { body: forged.body.replace("succeeded", "refunded"), headers: forged.headers }), 400, "error.billing.signature");
    await expectError(await deliver(path, { body: "not json", headers: { "x-callit-signature": signPayload(sandboxWebhookSecret(), "not json") } }), 400, "error.billing.signature");
    // Signed for another purchase than the path names.
    const { subscriptionId: other } = await start(lou, slug);
    await expectError(await deliver(path, sandboxEvent(other, "payment.succeeded")), 400, "error.billing.signature");
    expect((await rowOf(subscriptionId)).status).toBe("pending");
    expect((await rowOf(other)).status).toBe("pending");

    const succeeded = sandboxEvent(subscriptionId, "payment.succeeded", "evt_paid_1");
    expect(await json(await deliver(path, succeeded))).toEqual({ received: true, duplicate: false, status: "active" });
    expect(await json(await deliver(path, succeeded))).toEqual({ received: true, duplicate: true, status: "active" });
    expect(await handle.db.select().from(billingEvents).where(eq(billingEvents.eventId, "evt_paid_1"))).toHaveLength(1);

    // A late "failed" for a paid purchase is recorded, not applied; a refund is.
    expect(await json(await deliver(path, sandboxEvent(subscriptionId, "payment.failed")))).toMatchObject({ duplicate: false, status: "active" });
    expect(await json(await deliver(path, sandboxEvent(subscriptionId, "payment.refunded")))).toMatchObject({ status: "refunded" });
    expect(await subscription(kim, subscriptionId)).toMatchObject({ status: "refunded" });
    await expectError(await deliver("/api/billing/update-status/stripe", succeeded), 404, "error.notFound");
  });
});

describe("what Plus unlocks", () => {
  it("custom scoring, jokers, a sixth group and a group past 50 members, for the tournament it was bought for", async () => {
    const { slug } = await createTournament(handle.db, { sport: "football" });
    const other = await createTournament(handle.db, { sport: "football" });
    const create = (client: TestClient, tournament: string, extra: Record<string, unknown> = {}) => client.post("/api/groups", { tournament, name: "Club", mode: "expert", ...extra });

    // Without Plus: the default rules only (sending them explicitly is fine), five groups.
    expect((await create(kim, slug, { scoring: { exact: 4, goalDifference: 3, outcome: 2 } })).status).toBe(201);
    const custom = await expectError(await create(kim, slug, { scoring: { exact: 6 } }), 403, "error.plus.required");
    expect(custom.formField).toBe("scoring");
    expect((await expectError(await create(kim, slug, { jokers: true }), 403, "error.plus.required")).formField).toBe("jokers");
    for (let i = 0; i < 4; i++) expect((await create(kim, slug)).status).toBe(201);
    await expectError(await create(kim, slug), 409, "error.group.limit");

    await buyPlus(kim, slug);
    expect((await create(kim, slug, { scoring: { exact: 6 }, jokers: true })).status).toBe(201);
    // Plus is per tournament.
    await expectError(await create(kim, other.slug, { jokers: true }), 403, "error.plus.required");

    // A group of a Plus owner grows past 50 members.
    const group = await json<{ groupId: string; invitationCode: string }>(await create(kim, slug));
    await handle.db.execute(
      `insert into "user" (id, name, email, email_verified, created_at, updated_at) select 'bulk-' || n, 'Bulk ' || n, 'bulk' || n || '@example.com', true, now(), now() from generate_series(1, 49) n`,
    );
    await handle.db.execute(`insert into group_users (group_id, user_id, nickname) select '${group.groupId}', 'bulk-' || n, 'Bulk ' || n from generate_series(1, 49) n`);
    expect((await lou.post(`/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode })).status).toBe(200);
  });
});

describe("buying Plus through Stripe (a local stand-in for its API)", () => {
  const WEBHOOK_SECRET = "whsec_callit_test";
  let stripe: Server;
  let received: { path: string; authorization: string | undefined; form: URLSearchParams }[] = [];
  let failNext = false;

  beforeAll(async () => {
    stripe = createServer((request, response) => {
      let raw = "";
      request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      request.on("end", () => {
        const form = new URLSearchParams(raw);
        received.push({ path: request.url ?? "", authorization: request.headers.authorization, form });
        if (failNext) {
          failNext = false;
          response.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"boom"}}');
          return;
        }
        const id = `cs_test_${received.length}`;
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id, url: `https://checkout.stripe.test/c/pay/${id}` }));
      });
    });
    await new Promise<void>((resolve) => stripe.listen(0, "127.0.0.1", resolve));
    process.env.STRIPE_SECRET_KEY = "sk_test_callit";
    process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
    process.env.STRIPE_API_BASE = `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`;
    resetEnvForTests();
  });
  afterAll(async () => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    delete process.env.STRIPE_API_BASE;
    resetEnvForTests();
    await new Promise<void>((resolve) => stripe.close(() => resolve()));
  });

  function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`) {
    const body = JSON.stringify({ id, type, data: { object } });
    return { body, headers: { "stripe-signature": signPayload(WEBHOOK_SECRET, body), "content-type": "application/json" } };
  }

  it("opens a Checkout Session at the plan's price and activates Plus from Stripe's signed webhook", async () => {
    received = [];
    const { slug, name } = await createTournament(handle.db, { sport: "football" });
    const started = await start(lou, slug);
    expect(started.redirectUrl).toBe("https://checkout.stripe.test/c/pay/cs_test_1");
    expect(received).toHaveLength(1);
    const call = received[0]!;
    expect(call.path).toBe("/v1/checkout/sessions");
    expect(call.authorization).toBe("Bearer sk_test_callit");
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: "payment",
      client_reference_id: started.subscriptionId,
      "metadata[subscriptionId]": started.subscriptionId,
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "499",
      "line_items[0][price_data][product_data][name]": `Callit Plus · ${name}`,
      customer_email: "lou@example.com",
      success_url: `http://localhost:3000/${slug}/plus/status?subscriptionId=${started.subscriptionId}`,
    });
    expect(await subscription(lou, started.subscriptionId)).toMatchObject({ status: "pending", testMode: false });
    // The sandbox's buttons do not exist with a real provider.
    await expectError(await lou.post(`/api/billing/sandbox/${started.subscriptionId}`, { outcome: "succeeded" }), 404, "error.notFound");

    // An unpaid completion (a delayed payment method) changes nothing; the paid one activates.
    const session = { id: "cs_test_1", client_reference_id: started.subscriptionId, metadata: { subscriptionId: started.subscriptionId } };
    expect(await json(await deliver("/api/billing/update-status/stripe", stripeEvent("checkout.session.completed", { ...session, payment_status: "unpaid" })))).toMatchObject({ status: "pending" });
    const paid = stripeEvent("checkout.session.completed", { ...session, payment_status: "paid" });
    await expectError(await deliver("/api/billing/update-status/stripe", { body: paid.body, headers: { "stripe-signature": signPayload("whsec_wrong", paid.body) } }), 400, "error.billing.signature");
    expect(await json(await deliver("/api/billing/update-status/stripe", paid))).toMatchObject({ duplicate: false, status: "active" });
    expect(await json(await deliver("/api/billing/update-status/stripe", paid))).toMatchObject({ duplicate: true, status: "active" });
    expect((await rowOf(started.subscriptionId)).providerRef).toBe("cs_test_1");
  });

  it("answers 502 and marks the purchase failed when Stripe cannot open a checkout", async () => {
    const { slug } = await createTournament(handle.db, { sport: "football" });
    failNext = true;
    await expectError(await kim.post("/api/billing/init-payment", { tournament: slug, plan: "plus" }), 502, "error.billing.providerUnavailable");
    const rows = await handle.db.select().from(subscriptions).where(eq(subscriptions.status, "failed"));
    expect(rows.some((r) => r.provider === "stripe")).toBe(true);
  });
});
