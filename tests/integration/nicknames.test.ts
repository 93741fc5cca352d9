/**
 * Who is who in a group (docs/rules.md): nobody plays under a name another row of the group's table
 * holds, whatever its case. A name the player chose is refused on its field; the account's name,
 * taken by default, is numbered ("Ana 2"). A member changes their own name, only their own. Raced
 * joins and renames cannot both take one name (the group's row is held).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { TestClient, json } from "../support/client";
import { createPlayer, expectError, openCast } from "../support/players";
import { createHeadToHead } from "../factories/tournaments";

let handle: DbHandle;
let slug: string;

beforeAll(async () => {
  ({ handle } = await openCast({ email: "nick.admin@example.com", name: "Umpire" }, {}));
  ({ slug } = await createHeadToHead(handle.db, { kickoffHours: 48 }));
}, 180_000);
afterAll(async () => handle?.close());

let players = 0;
/** A new signed-in player whose account is called `name`. */
const player = (name: string) => createPlayer(handle, `nick.${++players}@example.com`, name);

interface Group {
  groupId: string;
  invitationCode: string;
  /** Its owner, who plays as "Ana". */
  owner: TestClient;
}

/** A group of a new owner (a free player has few groups per tournament), who plays in it as "Ana". */
async function newGroup(name = "Table"): Promise<Group> {
  const owner = await player("Ana");
  const created = await owner.post("/api/groups", { tournament: slug, name, mode: "expert", nickname: "Ana" });
  expect(created.status).toBe(201);
  return { ...(await json<{ groupId: string; invitationCode: string }>(created)), owner };
}

const join = (client: TestClient, group: Group, nickname?: string) =>
  client.post(`/api/groups/${group.groupId}/join`, {
    invitationCode: group.invitationCode,
    ...(nickname === undefined ? {} : { nickname }),
  });

/** The names the group's members play under, as its owner reads them. */
async function names(group: Group): Promise<string[]> {
  const view = await json<{ members: { nickname: string }[] }>(await group.owner.get(`/api/groups/${group.groupId}`));
  return view.members.map((m) => m.nickname).sort();
}

describe("joining", () => {
  it("refuses a chosen name another member holds, in any case, on its field and translated; the player is not in", async () => {
    const group = await newGroup();
    const bea = await player("Bea");
    bea.locale = "de";
    const body = await expectError(await join(bea, group, "ANA"), 409, "error.group.nicknameTaken");
    expect(body.formField).toBe("nickname");
    expect(body.message).toBe("In dieser Gruppe spielt schon jemand unter diesem Namen. Wähle einen anderen.");
    expect(await names(group)).toEqual(["Ana"]);
    expect((await join(bea, group, "Ana B.")).status).toBe(200);
    expect(await names(group)).toEqual(["Ana", "Ana B."]);
    // Case beyond ASCII too.
    expect((await join(await player("Łucja"), group, "Łucja")).status).toBe(200);
    await expectError(await join(await player("Lucy"), group, "ŁUCJA"), 409, "error.group.nicknameTaken");
  });

  it("numbers the account's name, taken by default, when someone plays under it already", async () => {
    const group = await newGroup();
    expect((await join(await player("Ana"), group)).status).toBe(200);
    expect((await join(await player("ana"), group)).status).toBe(200);
    expect(await names(group)).toEqual(["Ana", "Ana 2", "ana 3"]);
    // At the length limit the number replaces the name's end, never overflows it.
    const long = "L".repeat(50);
    expect((await join(await player(long), group)).status).toBe(200);
    expect((await join(await player(long), group)).status).toBe(200);
    expect(await names(group)).toContain(`${"L".repeat(48)} 2`);
  });

  it("keeps numbering past nine, at the length limit too, and never gives a name twice", async () => {
    const group = await newGroup();
    const long = "M".repeat(50);
    for (let i = 0; i < 11; i++) {
      expect((await join(await player("Zed"), group)).status).toBe(200);
      expect((await join(await player(long), group)).status).toBe(200);
    }
    const all = await names(group);
    expect(all).toContain("Zed 11");
    expect(all).toContain(`${"M".repeat(47)} 11`);
    expect(new Set(all.map((n) => n.toLowerCase())).size).toBe(all.length);
    expect(Math.max(...all.map((n) => [...n].length))).toBeLessThanOrEqual(50);
  });

  it("frees a name when its member leaves; coming back, the old name is numbered if someone took it", async () => {
    const group = await newGroup();
    const cal = await player("Cal");
    expect((await join(cal, group, "Cal")).status).toBe(200);
    expect((await cal.post(`/api/groups/${group.groupId}/leave`, {})).status).toBe(200);
    const other = await player("Cal");
    expect((await join(other, group, "Cal")).status).toBe(200);
    expect((await join(cal, group)).status).toBe(200);
    expect(await names(group)).toEqual(["Ana", "Cal", "Cal 2"]);
  });

  it("two players choosing one name at once: one gets it, the other is told", async () => {
    const group = await newGroup();
    const [dan, dora] = [await player("Dan"), await player("Dora")];
    const answers = await Promise.all([join(dan, group, "Dee"), join(dora, group, "dee")]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await names(group)).filter((n) => n.toLowerCase() === "dee")).toHaveLength(1);
  });
});

describe("renaming myself", () => {
  it("changes my name in this group only, refuses another member's, and lets me change my own name's case", async () => {
    const group = await newGroup();
    const other = await newGroup("Other");
    const eve = await player("Eve");
    expect((await join(eve, group, "Eve")).status).toBe(200);
    expect((await join(eve, other, "Eve")).status).toBe(200);

    const renamed = await eve.request("PUT", `/api/groups/${group.groupId}/nickname`, { nickname: "  Evie  " });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ nickname: "Evie" });
    expect(await names(group)).toEqual(["Ana", "Evie"]);
    expect(await names(other)).toEqual(["Ana", "Eve"]);

    const taken = await expectError(
      await eve.request("PUT", `/api/groups/${group.groupId}/nickname`, { nickname: "ana" }),
      409,
      "error.group.nicknameTaken",
    );
    expect(taken.formField).toBe("nickname");
    expect((await eve.request("PUT", `/api/groups/${group.groupId}/nickname`, { nickname: "EVIE" })).status).toBe(200);
    expect(await names(group)).toEqual(["Ana", "EVIE"]);
  });

  it("is a member's own: a stranger, a former member and a signed-out client cannot; bad names are refused", async () => {
    const group = await newGroup();
    const fay = await player("Fay");
    const path = `/api/groups/${group.groupId}/nickname`;
    await expectError(await fay.request("PUT", path, { nickname: "Fay" }), 404, "error.notFound");
    expect((await join(fay, group, "Fay")).status).toBe(200);
    await expectError(await fay.request("PUT", path, { nickname: "" }), 400, "error.validation.required");
    await expectError(
      await fay.request("PUT", path, { nickname: "Fay\u202e" }),
      400,
      "error.validation.controlCharacters",
    );
    await expectError(
      await fay.request("PUT", path, { nickname: "Fay", role: "owner" }),
      400,
      "error.validation.invalid",
    );
    await expectError(await new TestClient().request("PUT", path, { nickname: "Fay" }), 401, "error.auth.required");
    expect((await fay.post(`/api/groups/${group.groupId}/leave`, {})).status).toBe(200);
    await expectError(await fay.request("PUT", path, { nickname: "Fay again" }), 403, "error.group.noLongerMember");
    expect(await names(group)).toEqual(["Ana"]);
  });

  it("two members renaming to one name at once: one gets it, the other is told", async () => {
    const group = await newGroup();
    const [gus, gil] = [await player("Gus"), await player("Gil")];
    expect((await join(gus, group, "Gus")).status).toBe(200);
    expect((await join(gil, group, "Gil")).status).toBe(200);
    const answers = await Promise.all([
      gus.request("PUT", `/api/groups/${group.groupId}/nickname`, { nickname: "G" }),
      gil.request("PUT", `/api/groups/${group.groupId}/nickname`, { nickname: "g" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await names(group)).filter((n) => n.toLowerCase() === "g")).toHaveLength(1);
  });
});
