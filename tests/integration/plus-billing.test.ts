/**
 * Plus: a purchase from checkout to webhook on the sandbox provider and on Stripe (a local
 * stand-in for its API), idempotent signed webhooks, and what Plus unlocks in groups.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as updateStatusRoute from "@/app/api/billing/update-status/[subscriptionId]/route";
import type { DbHandle } from "@/db/client";
import { billingEvents, subscriptions, tournaments } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { sandboxWebhookSecret } from "@/server/billing/providers";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { expectError, createPlayer } from "../support/players";
import { buyPlus } from "../support/plus";
import { StripeStandIn, stripeEvent } from "../support/stripe-stand-in";
import { createTournament } from "../factories/tournaments";

let handle: DbHandle;
let kim: TestClient;
let lou: TestClient;

beforeAll(async () => {
  handle = await createTestDb();
  kim = await createPlayer(handle, "kim@example.com", "Kim");
  lou = await createPlayer(handle, "lou@example.com", "Lou");
});
afterAll(async () => handle?.close());

type Started = { subscriptionId: string; redirectUrl: string };
type Subscription = {
  subscriptionId: string;
  tournament: string;
  plan: string;
  amount: number;
  currency: string;
  status: string;
  testMode: boolean;
};

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

const sign = (secret: string, body: string) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret });

/** A webhook as the sandbox provider sends it (at the plan's price unless told), signed over the exact body. */
function sandboxEvent(
  subscriptionId: string,
  type: string,
  id = `evt_${Math.random().toString(36).slice(2)}`,
  money = { amount: 499, currency: "EUR" },
) {
  const body = JSON.stringify({ id, type, data: { subscriptionId, ...money } });
  return { body, headers: { "x-callit-signature": sign(sandboxWebhookSecret(), body) } };
}

/** A webhook delivery as a provider makes it: server to server, no Origin, no cookie. */
async function deliver(path: string, event: { body: string; headers: Record<string, string> }) {
  const subscriptionId = path.split("/").pop()!;
  const request = new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json; charset=utf-8",
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      ...event.headers,
    },
    body: event.body,
  });
  return updateStatusRoute.POST(request, { params: Promise.resolve({ subscriptionId }) });
}

type LogLine = { level: number; msg: string } & Record<string, unknown>;

/** What the server logs meanwhile, as the operator reads it. */
function captureLogs(): { lines: LogLine[]; restore: () => void } {
  const holder = globalThis as unknown as { __callitLog?: pino.Logger };
  const previous = holder.__callitLog;
  const lines: LogLine[] = [];
  holder.__callitLog = pino(
    { level: "info" },
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  );
  return { lines, restore: () => void (holder.__callitLog = previous) };
}

describe("buying Plus in test mode (sandbox provider)", () => {
  it("starts a checkout, shows it pending to its buyer only, and activates it when the payment succeeds", async () => {
    const { slug } = await createTournament(handle.db, { sport: "football" });
    const started = await start(kim, slug);
    expect(started.redirectUrl).toBe(`/billing/sandbox/${started.subscriptionId}`);
    expect(await subscription(kim, started.subscriptionId)).toMatchObject({
      tournament: slug,
      plan: "plus",
      amount: 499,
      currency: "EUR",
      status: "pending",
      testMode: true,
    });
    await expectError(await lou.get(`/api/billing/subscriptions/${started.subscriptionId}`), 404, "error.notFound");
    await expectError(
      await lou.post(`/api/billing/sandbox/${started.subscriptionId}`, { outcome: "succeeded" }),
      404,
      "error.notFound",
    );

    const paid = await kim.post(`/api/billing/sandbox/${started.subscriptionId}`, { outcome: "succeeded" });
    expect(await json(paid)).toMatchObject({ received: true, duplicate: false, status: "active" });
    expect(await subscription(kim, started.subscriptionId)).toMatchObject({ status: "active" });
    expect((await rowOf(started.subscriptionId)).activatedAt).not.toBeNull();

    await expectError(
      await kim.post(`/api/billing/sandbox/${started.subscriptionId}`, { outcome: "failed" }),
      409,
      "error.plus.notPending",
    );
    await expectError(
      await kim.post("/api/billing/init-payment", { tournament: slug, plan: "plus" }),
      409,
      "error.plus.alreadyActive",
    );
  });

  it("sends the buyer back into their language, and records a failed or canceled payment", async () => {
    const { slug } = await createTournament(handle.db, { sport: "hockey" });
    lou.locale = "de";
    const started = await start(lou, slug);
    lou.locale = undefined;
    expect(started.redirectUrl).toBe(`/de/billing/sandbox/${started.subscriptionId}`);
    expect(
      await json(await lou.post(`/api/billing/sandbox/${started.subscriptionId}`, { outcome: "failed" })),
    ).toMatchObject({ status: "failed" });
    const again = await start(lou, slug);
    expect(again.subscriptionId).not.toBe(started.subscriptionId);
    expect(
      await json(await lou.post(`/api/billing/sandbox/${again.subscriptionId}`, { outcome: "canceled" })),
    ).toMatchObject({ status: "canceled" });
  });

  it("keeps one checkout open per buyer and tournament: a second one closes the first, which can no longer be paid", async () => {
    const { slug } = await createTournament(handle.db, { sport: "football" });
    const first = await start(kim, slug);
    const second = await start(kim, slug); // another tab, or back from a checkout left open
    expect(await subscription(kim, first.subscriptionId)).toMatchObject({ status: "canceled" });
    expect(await subscription(kim, second.subscriptionId)).toMatchObject({ status: "pending" });
    await expectError(
      await kim.post(`/api/billing/sandbox/${first.subscriptionId}`, { outcome: "succeeded" }),
      409,
      "error.plus.notPending",
    );
    expect(
      await json(await kim.post(`/api/billing/sandbox/${second.subscriptionId}`, { outcome: "succeeded" })),
    ).toMatchObject({ status: "active" });
    const held = await handle.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .innerJoin(tournaments, eq(tournaments.id, subscriptions.tournamentId))
      .where(and(eq(tournaments.slug, slug), eq(subscriptions.status, "active")));
    expect(held).toHaveLength(1);
    // Another buyer's checkout of the same tournament is theirs: untouched.
    const lous = await start(lou, slug);
    expect(await subscription(lou, lous.subscriptionId)).toMatchObject({ status: "pending" });
  });

  it("opens one checkout for a double click: the raced request is told a payment is under way", async () => {
    const { slug } = await createTournament(handle.db, { sport: "hockey" });
    const answers = await Promise.all(
      [1, 2, 3].map(() => kim.post("/api/billing/init-payment", { tournament: slug, plan: "plus" })),
    );
    const opened = answers.filter((a) => a.status === 200);
    expect(opened.length).toBeGreaterThanOrEqual(1);
    for (const refused of answers.filter((a) => a.status !== 200))
      await expectError(refused, 409, "error.plus.paymentUnderWay");
    const pending = await handle.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .innerJoin(tournaments, eq(tournaments.id, subscriptions.tournamentId))
      .where(and(eq(tournaments.slug, slug), eq(subscriptions.status, "pending")));
    expect(pending).toHaveLength(1);
  });

  it("refuses bad input: no session, an unknown plan or tournament, a finished tournament", async () => {
    const { slug } = await createTournament(handle.db, { sport: "basketball" });
    await expectError(
      await new TestClient().post("/api/billing/init-payment", { tournament: slug, plan: "plus" }),
      401,
      "error.auth.required",
    );
    await expectError(
      await kim.post("/api/billing/init-payment", { tournament: slug, plan: "gold" }),
      400,
      "error.validation.invalid",
    );
    await expectError(
      await kim.post("/api/billing/init-payment", { tournament: "no-such-cup", plan: "plus" }),
      404,
      "error.notFound",
    );
    await expectError(
      await kim.post("/api/billing/sandbox/not-an-id", { outcome: "succeeded" }),
      404,
      "error.notFound",
    );
    const over = await createTournament(handle.db, { sport: "football" });
    await handle.db.execute(`update tournaments set status = 'finished' where slug = '${over.slug}'`);
    await expectError(
      await kim.post("/api/billing/init-payment", { tournament: over.slug, plan: "plus" }),
      409,
      "error.plus.tournamentFinished",
    );
  });
});

describe("the status webhook (POST /api/billing/update-status/{subscriptionId})", () => {
  it("takes only signed events, applies each event once, and ignores moves that cannot happen", async () => {
    const { slug } = await createTournament(handle.db, { sport: "football" });
    const { subscriptionId } = await start(kim, slug);
    const path = `/api/billing/update-status/${subscriptionId}`;

    const unsigned = sandboxEvent(subscriptionId, "payment.succeeded");
    await expectError(
      await deliver(path, { body: unsigned.body, headers: { "content-type": "application/json" } }),
      400,
      "error.billing.signature",
    );
    const forged = sandboxEvent(subscriptionId, "payment.succeeded");
    await expectError(
      await deliver(path, { body: forged.body.replace("succeeded", "refunded"), headers: forged.headers }),
      400,
      "error.billing.signature",
    );
    await expectError(
      await deliver(path, {
        body: "not json",
        headers: { "x-callit-signature": sign(sandboxWebhookSecret(), "not json") },
      }),
      400,
      "error.billing.signature",
    );
    // Signed for another purchase than the path names.
    const { subscriptionId: other } = await start(lou, slug);
    await expectError(await deliver(path, sandboxEvent(other, "payment.succeeded")), 400, "error.billing.signature");
    expect((await rowOf(subscriptionId)).status).toBe("pending");
    expect((await rowOf(other)).status).toBe("pending");

    // Signed, but not for the price: recorded, never applied.
    expect(
      await json(
        await deliver(
          path,
          sandboxEvent(subscriptionId, "payment.succeeded", undefined, { amount: 1, currency: "USD" }),
        ),
      ),
    ).toMatchObject({ status: "pending" });

    const succeeded = sandboxEvent(subscriptionId, "payment.succeeded", "evt_paid_1");
    expect(await json(await deliver(path, succeeded))).toEqual({ received: true, duplicate: false, status: "active" });
    expect(await json(await deliver(path, succeeded))).toEqual({ received: true, duplicate: true, status: "active" });
    expect(await handle.db.select().from(billingEvents).where(eq(billingEvents.eventId, "evt_paid_1"))).toHaveLength(1);

    // A late "failed" for a paid purchase is recorded, not applied; a refund is.
    expect(await json(await deliver(path, sandboxEvent(subscriptionId, "payment.failed")))).toMatchObject({
      duplicate: false,
      status: "active",
    });
    expect(await json(await deliver(path, sandboxEvent(subscriptionId, "payment.refunded")))).toMatchObject({
      status: "refunded",
    });
    expect(await subscription(kim, subscriptionId)).toMatchObject({ status: "refunded" });
    await expectError(await deliver("/api/billing/update-status/stripe", succeeded), 404, "error.notFound");
  });
});

describe("what Plus unlocks", () => {
  it("custom scoring, jokers, a sixth group and a group past 50 members, for the tournament it was bought for", async () => {
    const { slug } = await createTournament(handle.db, { sport: "football" });
    const other = await createTournament(handle.db, { sport: "football" });
    const create = (client: TestClient, tournament: string, extra: Record<string, unknown> = {}) =>
      client.post("/api/groups", { tournament, name: "Club", mode: "expert", ...extra });

    // Without Plus: the default rules only (sending them explicitly is fine), five groups.
    expect((await create(kim, slug, { scoring: { exact: 4, goalDifference: 3, outcome: 2 } })).status).toBe(201);
    const custom = await expectError(await create(kim, slug, { scoring: { exact: 6 } }), 403, "error.plus.required");
    expect(custom.formField).toBe("scoring");
    expect((await expectError(await create(kim, slug, { jokers: true }), 403, "error.plus.required")).formField).toBe(
      "jokers",
    );
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
    await handle.db.execute(
      `insert into group_users (group_id, user_id, nickname) select '${group.groupId}', 'bulk-' || n, 'Bulk ' || n from generate_series(1, 49) n`,
    );
    expect((await lou.post(`/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode })).status).toBe(
      200,
    );
  });
});

describe("buying Plus through Stripe (the official SDK against a local stand-in for its API)", () => {
  const WEBHOOK_SECRET = "whsec_callit_test";
  const stand = new StripeStandIn();
  const ENDPOINT = "/api/billing/update-status/stripe";
  let logs: ReturnType<typeof captureLogs>;

  beforeAll(async () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_callit";
    process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
    process.env.STRIPE_API_BASE = await stand.start();
    process.env.STRIPE_TIMEOUT_MS = "300";
    resetEnvForTests();
  });
  afterAll(async () => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    delete process.env.STRIPE_API_BASE;
    delete process.env.STRIPE_TIMEOUT_MS;
    resetEnvForTests();
    await stand.stop();
  });
  beforeEach(() => {
    stand.mode = "ok";
    logs = captureLogs();
  });
  afterEach(() => logs.restore());

  const send = (type: string, object: Record<string, unknown>, id?: string, secret = WEBHOOK_SECRET) => {
    const event = stripeEvent(secret, type, object, id);
    return deliver(ENDPOINT, { body: event.body, headers: { "stripe-signature": event.signature } });
  };
  /** The calls Stripe received since `from`, a retry of a call (its same idempotency key) counted once. */
  const callsSince = (from: number) => [
    ...new Set(stand.received.slice(from).map((c) => `${c.method} ${c.path} ${c.idempotencyKey ?? ""}`.trim())),
  ];
  const warned = (message: RegExp) => logs.lines.filter((l) => l.level === 40 && message.test(l.msg));

  /** A purchase with its Checkout Session open at the stand-in. */
  async function opened(client: TestClient) {
    const { slug } = await createTournament(handle.db, { sport: "football" });
    const started = await start(client, slug);
    const sessionId = started.redirectUrl.split("/").pop()!;
    return { ...started, slug, sessionId, session: stand.paidSession(sessionId) };
  }

  it("opens a Checkout Session at the plan's price and activates Plus from Stripe's signed webhook", async () => {
    const { slug, name } = await createTournament(handle.db, { sport: "football" });
    const before = stand.received.length;
    const started = await start(lou, slug);
    const calls = stand.received.slice(before);
    expect(callsSince(before)).toHaveLength(1); // a retry after a slow answer is the same call
    const call = calls[0]!;
    const sessionId = started.redirectUrl.split("/").pop()!;
    expect(started.redirectUrl).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    expect(call).toMatchObject({
      method: "POST",
      path: "/v1/checkout/sessions",
      authorization: "Bearer sk_test_callit",
      idempotencyKey: `checkout-${started.subscriptionId}`,
    });
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: "payment",
      client_reference_id: started.subscriptionId,
      "metadata[subscriptionId]": started.subscriptionId,
      "payment_intent_data[metadata][subscriptionId]": started.subscriptionId,
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "499",
      "line_items[0][price_data][product_data][name]": `Callit Plus · ${name}`,
      customer_email: "lou@example.com",
      success_url: `http://localhost:3000/${slug}/plus/status?subscriptionId=${started.subscriptionId}`,
    });
    expect(await subscription(lou, started.subscriptionId)).toMatchObject({ status: "pending", testMode: false });
    // The sandbox's buttons do not exist with a real provider.
    await expectError(
      await lou.post(`/api/billing/sandbox/${started.subscriptionId}`, { outcome: "succeeded" }),
      404,
      "error.notFound",
    );

    // An unpaid completion (a delayed payment method) changes nothing; the paid one activates.
    const session = stand.sessions.get(sessionId)!;
    expect(
      await json(
        await send("checkout.session.completed", { ...session, status: "complete", payment_status: "unpaid" }),
      ),
    ).toMatchObject({ status: "pending" });
    const paid = stripeEvent(WEBHOOK_SECRET, "checkout.session.completed", stand.paidSession(sessionId));
    await expectError(
      await deliver(ENDPOINT, { body: paid.body, headers: { "stripe-signature": sign("whsec_wrong", paid.body) } }),
      400,
      "error.billing.signature",
    );
    await expectError(await deliver(ENDPOINT, { body: paid.body, headers: {} }), 400, "error.billing.signature");
    expect(
      await json(await deliver(ENDPOINT, { body: paid.body, headers: { "stripe-signature": paid.signature } })),
    ).toMatchObject({ duplicate: false, status: "active" });
    expect(
      await json(await deliver(ENDPOINT, { body: paid.body, headers: { "stripe-signature": paid.signature } })),
    ).toMatchObject({ duplicate: true, status: "active" });
    expect((await rowOf(started.subscriptionId)).providerRef).toBe(sessionId);
  });

  it("expires the open Checkout Session of an earlier purchase before opening a new one; a paid one refuses the new", async () => {
    const { slug } = await createTournament(handle.db, { sport: "football" });
    const first = await start(kim, slug);
    const firstSession = first.redirectUrl.split("/").pop()!;
    const before = stand.received.length;
    const second = await start(kim, slug);
    expect(callsSince(before).map((call) => call.split(" ").slice(0, 2).join(" "))).toEqual([
      `POST /v1/checkout/sessions/${firstSession}/expire`,
      "POST /v1/checkout/sessions",
    ]);
    expect(stand.sessions.get(firstSession)).toMatchObject({ status: "expired" });
    expect(await subscription(kim, first.subscriptionId)).toMatchObject({ status: "canceled" });

    // The buyer pays the second checkout in its tab, then asks for a third before Stripe's webhook came.
    const secondSession = second.redirectUrl.split("/").pop()!;
    const paid = stand.pay(secondSession);
    await expectError(
      await kim.post("/api/billing/init-payment", { tournament: slug, plan: "plus" }),
      409,
      "error.plus.paymentUnderWay",
    );
    expect(await subscription(kim, second.subscriptionId)).toMatchObject({ status: "pending" });
    expect(await json(await send("checkout.session.completed", paid))).toMatchObject({ status: "active" });
    await expectError(
      await kim.post("/api/billing/init-payment", { tournament: slug, plan: "plus" }),
      409,
      "error.plus.alreadyActive",
    );
    // The refused third opened no checkout and holds nothing.
    const rows = await handle.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .innerJoin(tournaments, eq(tournaments.id, subscriptions.tournamentId))
      .where(eq(tournaments.slug, slug));
    expect(rows.map((r) => r.status).sort()).toEqual(["active", "canceled", "canceled"]);
  });

  it("never activates Plus for a payment of another amount, currency or checkout, and tells the operator", async () => {
    const { subscriptionId, sessionId, session } = await opened(kim);
    // 1 US cent, the price in another currency, one cent short: acknowledged, recorded, not applied.
    for (const [amount_total, currency] of [
      [1, "usd"],
      [499, "usd"],
      [498, "eur"],
      [4990, "eur"],
    ] as const) {
      const response = await send(
        "checkout.session.completed",
        { ...session, amount_total, currency },
        `evt_wrong_${amount_total}_${currency}`,
      );
      expect(response.status).toBe(200);
      expect(await json(response)).toMatchObject({ received: true, status: "pending" });
    }
    // The right price, but paid through another checkout (a payment link naming our purchase).
    expect(
      await json(
        await send("checkout.session.completed", {
          ...session,
          id: "cs_test_elsewhere",
          client_reference_id: subscriptionId,
          metadata: {},
        }),
      ),
    ).toMatchObject({ status: "pending" });
    expect(
      await json(await send("checkout.session.async_payment_succeeded", { ...session, amount_total: 1 })),
    ).toMatchObject({ status: "pending" });
    expect((await rowOf(subscriptionId)).status).toBe("pending");
    expect(await subscription(kim, subscriptionId)).toMatchObject({ status: "pending" });
    const refused = warned(/not applied/);
    expect(refused).toHaveLength(6);
    expect(refused[0]).toMatchObject({
      subscriptionId,
      eventId: "evt_wrong_1_usd",
      money: { amount: 1, currency: "usd" },
      price: { amount: 499, currency: "EUR" },
    });
    expect(refused[0]!.msg).toMatch(/amount or currency/);
    expect(refused[4]!.msg).toMatch(/checkout/);
    const recorded = await handle.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.subscriptionId, subscriptionId));
    expect(recorded).toHaveLength(6);
    expect(recorded.every((r) => r.status === null)).toBe(true);

    // The real payment still activates it.
    expect(await json(await send("checkout.session.completed", stand.paidSession(sessionId)))).toMatchObject({
      status: "active",
    });
  });

  it("keeps Plus through partial refunds and a won dispute; a full refund or a lost dispute revokes it", async () => {
    const { subscriptionId, sessionId, session } = await opened(kim);
    await send("checkout.session.completed", stand.paidSession(sessionId));
    const charge = {
      id: "ch_kim",
      object: "charge",
      amount: 499,
      amount_captured: 499,
      currency: "eur",
      paid: true,
      payment_intent: session.payment_intent,
      metadata: { subscriptionId },
    };

    // A 1-cent refund, then one short of the price: Plus stays.
    expect(await json(await send("charge.refunded", { ...charge, amount_refunded: 1, refunded: false }))).toMatchObject(
      { status: "active" },
    );
    expect(
      await json(await send("charge.refunded", { ...charge, amount_refunded: 498, refunded: false })),
    ).toMatchObject({ status: "active" });
    expect(await subscription(kim, subscriptionId)).toMatchObject({ status: "active" });
    expect(warned(/partial refund/)).toHaveLength(2);
    // The rest: all of it is back. The charge need not carry our metadata: its PaymentIntent does.
    const calls = stand.received.length;
    expect(
      await json(await send("charge.refunded", { ...charge, metadata: {}, amount_refunded: 499, refunded: true })),
    ).toMatchObject({ status: "refunded" });
    expect(stand.received.slice(calls)).toMatchObject([
      { method: "GET", path: `/v1/payment_intents/${session.payment_intent}` },
    ]);
    expect(await subscription(kim, subscriptionId)).toMatchObject({ status: "refunded" });

    // Disputes: a won one changes nothing, a lost one takes Plus back.
    const other = await opened(lou);
    await send("checkout.session.completed", stand.paidSession(other.sessionId));
    const dispute = {
      id: "dp_lou",
      object: "dispute",
      amount: 499,
      currency: "eur",
      charge: "ch_lou",
      payment_intent: other.session.payment_intent,
      metadata: {},
    };
    expect(await json(await send("charge.dispute.closed", { ...dispute, status: "won" }))).toMatchObject({
      status: "active",
    });
    expect(await json(await send("charge.dispute.closed", { ...dispute, status: "lost" }))).toMatchObject({
      status: "refunded",
    });
    await expectError(
      await lou.post("/api/groups", { tournament: other.slug, name: "Club", mode: "expert", jokers: true }),
      403,
      "error.plus.required",
    );
  });

  it("ends in the right state when events come twice or out of order (the refund before the payment)", async () => {
    const { subscriptionId, sessionId, session } = await opened(kim);
    const refund = stripeEvent(WEBHOOK_SECRET, "charge.refunded", {
      id: "ch_early",
      object: "charge",
      amount: 499,
      amount_refunded: 499,
      refunded: true,
      currency: "eur",
      payment_intent: session.payment_intent,
      metadata: { subscriptionId },
    });
    const paid = stripeEvent(WEBHOOK_SECRET, "checkout.session.completed", stand.paidSession(sessionId));
    const post = (event: { body: string; signature: string }) =>
      deliver(ENDPOINT, { body: event.body, headers: { "stripe-signature": event.signature } });
    expect(await json(await post(refund))).toMatchObject({ duplicate: false, status: "refunded" });
    expect(await json(await post(paid))).toMatchObject({ duplicate: false, status: "refunded" });
    expect(await json(await post(paid))).toMatchObject({ duplicate: true, status: "refunded" });
    expect(await json(await post(refund))).toMatchObject({ duplicate: true, status: "refunded" });
    expect(await subscription(kim, subscriptionId)).toMatchObject({ status: "refunded" });
    expect((await rowOf(subscriptionId)).activatedAt).toBeNull();
  });

  it("acknowledges and logs signed events it cannot map, and still refuses a bad signature", async () => {
    const { subscriptionId, session } = await opened(lou);
    const unmapped: [string, Record<string, unknown>][] = [
      ["customer.created", { id: "cus_1", object: "customer" }],
      [
        "checkout.session.completed",
        {
          ...session,
          id: "cs_foreign",
          client_reference_id: "order-77",
          metadata: { subscriptionId: "order-77" },
          payment_status: "paid",
        },
      ],
      [
        "checkout.session.completed",
        { ...session, id: "cs_gone", client_reference_id: randomUUID(), metadata: {}, payment_status: "paid" },
      ],
      [
        "charge.refunded",
        {
          id: "ch_foreign",
          object: "charge",
          amount: 100,
          amount_refunded: 100,
          currency: "usd",
          payment_intent: "pi_unknown",
          metadata: {},
        },
      ],
    ];
    for (const [index, [type, object]] of unmapped.entries()) {
      const response = await send(type, object, `evt_unmapped_${index}`);
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ received: true, duplicate: false, status: null });
    }
    expect(logs.lines.filter((l) => /not applied/.test(l.msg)).map((l) => [l.eventId, l.level])).toEqual([
      ["evt_unmapped_0", 30],
      ["evt_unmapped_1", 40],
      ["evt_unmapped_2", 40],
      ["evt_unmapped_3", 40],
    ]);
    expect(
      await handle.db.select().from(billingEvents).where(eq(billingEvents.eventId, "evt_unmapped_1")),
    ).toHaveLength(1);
    expect((await rowOf(subscriptionId)).status).toBe("pending");
    await expectError(
      await send("customer.created", { id: "cus_2" }, undefined, "whsec_forged"),
      400,
      "error.billing.signature",
    );
  });

  /** Starts a purchase while the stand-in is in a mode; answers the calls it received. */
  async function refusedCheckout(mode: "fail" | "hang") {
    const { slug, id: tournamentId } = await createTournament(handle.db, { sport: "football" });
    stand.mode = mode;
    const before = stand.received.length;
    const refused = await expectError(
      await kim.post("/api/billing/init-payment", { tournament: slug, plan: "plus" }),
      502,
      "error.billing.providerUnavailable",
    );
    expect(refused.message).toBe(
      "The payment provider cannot be reached right now. Nothing was charged; please try again in a moment.",
    );
    // Nothing can be paid: the purchase is failed, and a new attempt starts afresh.
    expect(
      await handle.db
        .select({ status: subscriptions.status, provider: subscriptions.provider })
        .from(subscriptions)
        .where(eq(subscriptions.tournamentId, tournamentId)),
    ).toEqual([{ status: "failed", provider: "stripe" }]);
    return stand.received.slice(before);
  }

  it("answers a translated 502 and marks the purchase failed when Stripe answers with an error", async () => {
    const tries = await refusedCheckout("fail");
    // Tried once more (with the same idempotency key), then given up.
    expect(tries).toHaveLength(2);
    expect(tries[0]!.idempotencyKey).toBe(tries[1]!.idempotencyKey);
  });

  it("gives up on a Stripe that does not answer (a timeout on every call) instead of hanging", async () => {
    const tries = await refusedCheckout("hang");
    expect(tries).toHaveLength(2);
    expect(logs.lines.some((l) => l.level === 50 && /stripe: opening a checkout failed/.test(l.msg))).toBe(true);
  });
});
