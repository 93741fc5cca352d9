/** Plus bought the way a player buys it: checkout started, the (sandbox) payment succeeds. */
import { expect } from "vitest";
import { TestClient, json } from "./client";

export async function buyPlus(client: TestClient, tournament: string): Promise<string> {
  const started = await client.post("/api/billing/init-payment", { tournament, plan: "plus" });
  expect(started.status).toBe(200);
  const { subscriptionId } = await json<{ subscriptionId: string }>(started);
  const paid = await client.post(`/api/billing/sandbox/${subscriptionId}`, { outcome: "succeeded" });
  expect(paid.status).toBe(200);
  expect(await json(paid)).toMatchObject({ status: "active" });
  return subscriptionId;
}
