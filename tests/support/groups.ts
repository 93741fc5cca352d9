import { expect } from "vitest";
import { json, type TestClient } from "./client";

export type CreatedGroup = { groupId: string; invitationCode: string; groupUserId: string };

/** A group made through the API by `client` (its owner): "Friends", expert mode, unless `fields` say otherwise. */
export async function createGroupAs(
  client: TestClient,
  tournament: string,
  fields: Record<string, unknown> = {},
): Promise<CreatedGroup> {
  const response = await client.post("/api/groups", { tournament, name: "Friends", mode: "expert", ...fields });
  expect(response.status).toBe(201);
  return json<CreatedGroup>(response);
}
