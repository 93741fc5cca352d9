/**
 * What the group forms offer to weigh (decision 0049 and its addenda): a stage of knockout games or
 * ranking events only where its matchday does not already stand for it, and every matchday.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { weighableOf } from "@/server/scoring/weights";
import { createTestDb } from "../support/db";
import {
  createCompetitors,
  createGame,
  createMatchday,
  createRace,
  createSemiFinal,
  createTournament,
  hoursFromNow,
} from "../factories/tournaments";

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

  it("a Formula 1 season: its races are offered as a stage, one a weekend across the weekends", async () => {
    const race = await createRace(handle.db);
    await createMatchday(handle.db, race.slug, 2, "Otherland Grand Prix");
    await createGame(handle.db, race.slug, {
      matchday: 2,
      kickoff: hoursFromNow(24 * 14),
      entrantIds: race.driverIds,
      stage: "race",
    });
    expect((await weighableOf(handle.db, race.tournamentId)).stages).toEqual(["race"]);
  });

  it("a Eurovision: each show is its stage's only matchday, so it is offered once, as the show", async () => {
    const semi = await createSemiFinal(handle.db);
    await createMatchday(handle.db, semi.slug, 2, "Semi-final 2");
    await createMatchday(handle.db, semi.slug, 3, "Grand final");
    await createGame(handle.db, semi.slug, { matchday: 2, stage: "semi-final-2", entrantIds: semi.countryIds });
    await createGame(handle.db, semi.slug, { matchday: 3, stage: "final", entrantIds: semi.countryIds });
    const weighable = await weighableOf(handle.db, semi.tournamentId);
    expect(weighable.stages).toEqual([]);
    expect(weighable.matchdays.map((m) => m.name)).toEqual(["Semi-final 1", "Semi-final 2", "Grand final"]);
  });
});
