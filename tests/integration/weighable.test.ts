/**
 * What the group forms offer to weigh (decision 0049 and its addendum): every stage of a ranking
 * event, a knockout stage only where its matchday does not already stand for it, and every matchday.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { weighableOf } from "@/server/scoring/weights";
import { createTestDb } from "../support/db";
import { createCompetitors, createGame, createMatchday, createRace, createTournament } from "../factories/tournaments";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
}, 120_000);
afterAll(async () => handle?.close());

describe("weights offered", () => {
  it("a football cup: a final that is its own matchday is weighed as the matchday; a two-legged round and a shared matchday keep their stage", async () => {
    const db = handle.db;
    const cup = await createTournament(db, { sport: "football" });
    const names = ["Group stage", "Quarter-finals, first legs", "Quarter-finals, second legs", "Semi-finals", "Final"];
    for (const [i, name] of names.entries()) await createMatchday(db, cup.slug, i + 1, name);
    const [a, b] = await createCompetitors(db, cup.slug, ["North", "South"]);
    const game = (matchday: number, stage?: string) =>
      createGame(db, cup.slug, {
        matchday,
        homeId: a!,
        awayId: b!,
        knockout: stage !== undefined,
        ...(stage && { stage }),
      });
    await game(1);
    // Two legs: one stage over two matchdays.
    await game(2, "quarter-final");
    await game(3, "quarter-final");
    // The semi-finals share their matchday with the third-place game.
    await game(4, "semi-final");
    await game(4, "third-place");
    await game(5, "final");
    const weighable = await weighableOf(db, cup.id);
    expect(weighable.stages).toEqual(["quarter-final", "semi-final", "third-place"]);
    expect(weighable.matchdays.map((m) => m.name)).toEqual(names);
  });

  it("a Formula 1 weekend: its race is offered as a stage even where it is the weekend's only event", async () => {
    const race = await createRace(handle.db);
    expect((await weighableOf(handle.db, race.tournamentId)).stages).toEqual(["race"]);
  });
});
