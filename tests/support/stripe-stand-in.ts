/**
 * A local stand-in for Stripe's API, as the official SDK talks to it (STRIPE_API_BASE points
 * the SDK here): Checkout Sessions are created with the form the SDK sends, PaymentIntents can
 * be read back. It can fail (500) or never answer, to test what a buyer sees then.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export type StandInMode = "ok" | "fail" | "hang";

export interface ReceivedCall {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

export class StripeStandIn {
  readonly received: ReceivedCall[] = [];
  /** Sessions created, by id, as Stripe holds them. */
  readonly sessions = new Map<string, Record<string, unknown>>();
  readonly paymentIntents = new Map<string, Record<string, unknown>>();
  mode: StandInMode = "ok";
  private server?: Server;
  private readonly hanging: ServerResponse[] = [];

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let raw = "";
      request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      request.on("end", () => {
        const url = new URL(request.url ?? "/", "http://stripe.local");
        const form = new URLSearchParams(request.method === "GET" ? url.search : raw);
        const header = (name: string) => request.headers[name] as string | undefined;
        this.received.push({
          method: request.method ?? "",
          path: url.pathname,
          authorization: header("authorization"),
          idempotencyKey: header("idempotency-key"),
          form,
        });
        if (this.mode === "hang") {
          this.hanging.push(response);
          return;
        }
        if (this.mode === "fail")
          return this.answer(response, 500, {
            error: { type: "api_error", message: "Something went wrong on Stripe's end." },
          });
        this.route(request.method ?? "", url.pathname, form, response);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The session as Stripe sends it in its events once the buyer has paid. */
  paidSession(id: string): Record<string, unknown> {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    return { ...session, status: "complete", payment_status: "paid" };
  }

  /** The buyer pays the session at Stripe: from now on Stripe holds it complete and paid. */
  pay(id: string): Record<string, unknown> {
    const paid = this.paidSession(id);
    this.sessions.set(id, paid);
    return paid;
  }

  private route(method: string, path: string, form: URLSearchParams, response: ServerResponse) {
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const n = this.sessions.size + 1;
      const id = `cs_test_${n}`;
      const paymentIntent = `pi_test_${n}`;
      const amount = Number(form.get("line_items[0][price_data][unit_amount]"));
      const currency = form.get("line_items[0][price_data][currency]");
      this.paymentIntents.set(paymentIntent, {
        id: paymentIntent,
        object: "payment_intent",
        amount,
        currency,
        status: "requires_payment_method",
        metadata: { subscriptionId: form.get("payment_intent_data[metadata][subscriptionId]") },
      });
      const session = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: "payment",
        status: "open",
        payment_status: "unpaid",
        amount_total: amount,
        currency,
        client_reference_id: form.get("client_reference_id"),
        customer_email: form.get("customer_email"),
        metadata: { subscriptionId: form.get("metadata[subscriptionId]") },
        payment_intent: paymentIntent,
        livemode: false,
      };
      this.sessions.set(id, session);
      return this.answer(response, 200, session);
    }
    // Expiring a session: only an open one can be (Stripe answers 400 for a complete or expired one).
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    const sessionId = decodeURIComponent((expire ?? session)?.[1] ?? "");
    const found = this.sessions.get(sessionId);
    if (method === "POST" && expire && found?.status === "open") {
      const expired = { ...found, status: "expired" };
      this.sessions.set(sessionId, expired);
      return this.answer(response, 200, expired);
    }
    if (method === "POST" && expire && found)
      return this.answer(response, 400, {
        error: {
          type: "invalid_request_error",
          message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(found.status)}".`,
        },
      });
    if (method === "GET" && session && found) return this.answer(response, 200, found);
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && intent) {
      const found = this.paymentIntents.get(decodeURIComponent(intent[1]!));
      if (found) return this.answer(response, 200, found);
      return this.answer(response, 404, {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          message: `No such payment_intent: '${intent[1]}'`,
        },
      });
    }
    return this.answer(response, 404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` },
    });
  }

  private answer(response: ServerResponse, status: number, body: unknown) {
    response
      .writeHead(status, { "content-type": "application/json", "request-id": `req_${this.received.length}` })
      .end(JSON.stringify(body));
  }
}

/** An event as Stripe delivers it to a webhook endpoint, signed with the SDK's own test helper. */
export function stripeEvent(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  id = `evt_${Math.random().toString(36).slice(2)}`,
) {
  const body = JSON.stringify({
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null },
    data: { object },
  });
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
}
