/**
 * Group admins (decision 0094): the owner makes a present member a group admin, who then manages
 * the group with them (its settings, its members), and a member again. Nobody else gives roles;
 * the owner's own role moves only by handing the group over.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { TestClient, json } from "../support/client";
import { createPlayer, expectError, openCast } from "../support/players";
import { createHeadToHead } from "../factories/tournaments";

let handle: DbHandle;
let slug: string;

beforeAll(async () => {
  ({ handle } = await openCast({ email: "roles.admin@example.com", name: "Umpire" }, {}));
  ({ slug } = await createHeadToHead(handle.db, { kickoffHours: 48 }));
}, 180_000);
afterAll(async () => handle?.close());

let players = 0;
const player = (name: string) => createPlayer(handle, `roles.${++players}@example.com`, name);

interface Member {
  client: TestClient;
  groupUserId: string;
}

/** A group of Ana's with Ben and Cy in it. */
async function table() {
  const ana = await player("Ana");
  const created = await ana.post("/api/groups", { tournament: slug, name: "Table", mode: "expert" });
  expect(created.status).toBe(201);
  const group = await json<{ groupId: string; invitationCode: string; groupUserId: string }>(created);
  const joined = async (name: string): Promise<Member> => {
    const client = await player(name);
    const answer = await client.post(`/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode });
    expect(answer.status).toBe(200);
    return { client, groupUserId: (await json<{ groupUserId: string }>(answer)).groupUserId };
  };
  return {
    group,
    ana: { client: ana, groupUserId: group.groupUserId },
    ben: await joined("Ben"),
    cy: await joined("Cy"),
  };
}

const setRole = (by: TestClient, groupId: string, of: string, role: unknown) =>
  by.request("PUT", `/api/groups/${groupId}/members/${of}/role`, { role });

async function roleOf(by: TestClient, groupId: string, groupUserId: string) {
  const view = await json<{ members: { groupUserId: string; role: string }[] }>(await by.get(`/api/groups/${groupId}`));
  return view.members.find((m) => m.groupUserId === groupUserId)?.role;
}

describe("group admins", () => {
  it("the owner makes a member a group admin, who then manages the group, and a member again", async () => {
    const { group, ana, ben, cy } = await table();
    // A member manages nothing.
    await expectError(
      await ben.client.post("/api/game/settings-update", { groupId: group.groupId, name: "Ben's" }),
      403,
      "error.forbidden",
    );

    const made = await setRole(ana.client, group.groupId, ben.groupUserId, "admin");
    expect(made.status).toBe(200);
    expect(await json(made)).toEqual({ groupUserId: ben.groupUserId, role: "admin" });
    expect(await roleOf(cy.client, group.groupId, ben.groupUserId)).toBe("admin");
    // Ben manages now: the settings, and the members (not the owner).
    expect(
      (await ben.client.post("/api/game/settings-update", { groupId: group.groupId, name: "Ben's table" })).status,
    ).toBe(200);
    await expectError(
      await ben.client.request("DELETE", `/api/groups/${group.groupId}/members/${ana.groupUserId}`),
      403,
      "error.forbidden",
    );
    // But gives no roles and hands nothing over.
    await expectError(await setRole(ben.client, group.groupId, cy.groupUserId, "admin"), 403, "error.forbidden");
    await expectError(
      await ben.client.post(`/api/groups/${group.groupId}/owner`, { groupUserId: cy.groupUserId }),
      403,
      "error.forbidden",
    );

    const unmade = await setRole(ana.client, group.groupId, ben.groupUserId, "member");
    expect(await json(unmade)).toEqual({ groupUserId: ben.groupUserId, role: "member" });
    await expectError(
      await ben.client.post("/api/game/settings-update", { groupId: group.groupId, name: "Mine" }),
      403,
      "error.forbidden",
    );
  });

  it("is the owner's alone, for a present member who is not the owner; anything else is refused", async () => {
    const { group, ana, ben, cy } = await table();
    const path = `/api/groups/${group.groupId}/members/${ben.groupUserId}/role`;
    await expectError(await setRole(cy.client, group.groupId, ben.groupUserId, "admin"), 403, "error.forbidden");
    await expectError(await setRole(ana.client, group.groupId, ana.groupUserId, "member"), 403, "error.forbidden");
    await expectError(
      await setRole(ana.client, group.groupId, ben.groupUserId, "owner"),
      400,
      "error.validation.invalid",
    );
    await expectError(
      await ana.client.request("PUT", path, { role: "admin", extra: 1 }),
      400,
      "error.validation.invalid",
    );
    await expectError(await new TestClient().request("PUT", path, { role: "admin" }), 401, "error.auth.required");
    const stranger = await player("Dee");
    await expectError(await setRole(stranger, group.groupId, ben.groupUserId, "admin"), 404, "error.notFound");
    // A member who left is no member to promote; nothing changed for them.
    expect((await cy.client.post(`/api/groups/${group.groupId}/leave`, {})).status).toBe(200);
    await expectError(await setRole(ana.client, group.groupId, cy.groupUserId, "admin"), 404, "error.notFound");
    await expectError(
      await setRole(ana.client, group.groupId, "00000000-0000-4000-8000-000000000000", "admin"),
      404,
      "error.notFound",
    );
    expect(await roleOf(ana.client, group.groupId, ben.groupUserId)).toBe("member");
  });

  it("refuses a forged origin and another group's member id", async () => {
    const { group, ana, ben } = await table();
    const other = await table();
    await expectError(
      await ana.client.request(
        "PUT",
        `/api/groups/${group.groupId}/members/${ben.groupUserId}/role`,
        { role: "admin" },
        { origin: "https://evil.example" },
      ),
      403,
      "error.forbidden",
    );
    // Ana owns her group, not the other one: its member's id names nobody in hers.
    await expectError(await setRole(ana.client, group.groupId, other.ben.groupUserId, "admin"), 404, "error.notFound");
    expect(await roleOf(other.ana.client, other.group.groupId, other.ben.groupUserId)).toBe("member");
    expect(await roleOf(ana.client, group.groupId, ben.groupUserId)).toBe("member");
  });

  it("raced with the member's removal: never a removed admin, never an error of ours", async () => {
    const { group, ana, ben, cy } = await table();
    const [role, removal] = await Promise.all([
      setRole(ana.client, group.groupId, ben.groupUserId, "admin"),
      ana.client.request("DELETE", `/api/groups/${group.groupId}/members/${ben.groupUserId}`),
    ]);
    expect(removal.status).toBe(200);
    expect([200, 404]).toContain(role.status);
    // Whichever came first, Ben is out, and manages nothing.
    expect(await roleOf(cy.client, group.groupId, ben.groupUserId)).toBeUndefined();
    await expectError(
      await ben.client.post("/api/game/settings-update", { groupId: group.groupId, name: "Ben's" }),
      403,
      "error.group.noLongerMember",
    );
  });

  it("an owner who handed the group over gives no more roles", async () => {
    const { group, ana, ben, cy } = await table();
    expect((await ana.client.post(`/api/groups/${group.groupId}/owner`, { groupUserId: ben.groupUserId })).status).toBe(
      200,
    );
    await expectError(await setRole(ana.client, group.groupId, cy.groupUserId, "admin"), 403, "error.forbidden");
    expect((await setRole(ben.client, group.groupId, ana.groupUserId, "admin")).status).toBe(200);
    expect(await roleOf(cy.client, group.groupId, ana.groupUserId)).toBe("admin");
  });
});
