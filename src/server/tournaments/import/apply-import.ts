/**
 * Writes an imported tournament: creates it when the slug is new, then upserts competitors,
 * matchdays and games by their external ids, in one transaction. Importing the same file again
 * changes nothing; a changed result is a correction (new version, one result event).
 */
import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { competitors, games, matchdays, resultEvents, tournaments } from "@/db/schema";
import { sameJson } from "@/lib/canonical-json";
import { AppError, isAppError } from "@/lib/errors";
import { checkResult, type GameResult } from "@/lib/schemas/results";
import { slugProblem } from "@/lib/slug";
import { competitionOf } from "@/lib/competition";
import { answerFromSource } from "@/server/bonus/questions";
import { keepLocks } from "@/server/groups/lock";
import { ImportError, type ImportedResult, type ImportedTournament } from "./types";

export interface ImportSummary {
  slug: string;
  created: boolean;
  competitors: number;
  matchdays: number;
  games: { created: number; updated: number; unchanged: number };
  results: number;
  /** Bonus questions the source answered anew (decision 0063). */
  bonusAnswers: number;
}

function mapResult(result: ImportedResult, ids: Map<string, string>, where: string): unknown {
  const id = (external: string) => {
    const found = ids.get(external);
    if (!found) throw new ImportError(`unknown competitor "${external}"`, where);
    return found;
  };
  if ("ranking" in result && !("qualifiers" in result)) {
    return {
      ranking: result.ranking.map(id),
      ...(result.statuses && {
        statuses: Object.fromEntries(Object.entries(result.statuses).map(([k, v]) => [id(k), v])),
      }),
    };
  }
  if ("qualifiers" in result)
    return { qualifiers: result.qualifiers.map(id), ...(result.ranking && { ranking: result.ranking.map(id) }) };
  return result;
}

const same = sameJson;

export async function applyImport(
  db: DbOrTx,
  slug: string,
  data: ImportedTournament,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportSummary> {
  const problem = slugProblem(slug);
  if (problem) throw new AppError({ code: problem, status: 400, formField: "tournament" });
  return db.transaction(async (tx) => {
    let [tournament] = await tx.select().from(tournaments).where(eq(tournaments.slug, slug));
    const created = !tournament;
    if (!tournament) {
      [tournament] = await tx
        .insert(tournaments)
        .values({
          slug,
          sport: data.sport,
          name: data.name,
          season: data.season ?? null,
          competition: data.competition ?? competitionOf(data.name, data.sport),
          timeZone: data.timeZone ?? "UTC",
        })
        .returning();
    } else if (tournament.sport !== data.sport) {
      throw new AppError({ code: "error.import.sportMismatch", params: { sport: tournament.sport } });
    }
    const tournamentId = tournament!.id;

    const competitorIds = new Map<string, string>();
    for (const c of data.competitors) {
      const [row] = await tx
        .insert(competitors)
        .values({ tournamentId, externalId: c.externalId, name: c.name, code: c.code ?? null, kind: c.kind })
        .onConflictDoUpdate({
          target: [competitors.tournamentId, competitors.externalId],
          set: { name: c.name, code: c.code ?? null, kind: c.kind },
        })
        .returning({ id: competitors.id });
      competitorIds.set(c.externalId, row!.id);
    }

    const matchdayIds = new Map<number, string>();
    for (const m of data.matchdays) {
      const [row] = await tx
        .insert(matchdays)
        .values({ tournamentId, ordinal: m.ordinal, name: m.name })
        .onConflictDoUpdate({ target: [matchdays.tournamentId, matchdays.ordinal], set: { name: m.name } })
        .returning({ id: matchdays.id });
      matchdayIds.set(m.ordinal, row!.id);
    }

    const summary: ImportSummary = {
      slug,
      created,
      competitors: competitorIds.size,
      matchdays: matchdayIds.size,
      games: { created: 0, updated: 0, unchanged: 0 },
      results: 0,
      bonusAnswers: 0,
    };
    const total = data.games.length;
    for (const [index, g] of data.games.entries()) {
      const where = `games[${index}] (${g.externalId})`;
      const matchdayId = matchdayIds.get(g.matchday);
      if (!matchdayId) throw new ImportError(`matchday ${g.matchday} is not in the file`, where);
      const ref = (external?: string) => (external ? (competitorIds.get(external) ?? null) : null);
      const entrantIds = g.entrants ? g.entrants.map((e) => ref(e)).filter((e): e is string => Boolean(e)) : null;
      const kickoff = new Date(g.kickoff);
      const locksAt = g.locksAt ? new Date(g.locksAt) : kickoff;
      if (Number.isNaN(kickoff.getTime()) || Number.isNaN(locksAt.getTime()))
        throw new ImportError("kickoff is not a date", where);
      let result: GameResult | null = null;
      if (g.result) {
        try {
          result = checkResult(
            data.sport,
            { knockout: g.knockout ?? false, stage: g.stage ?? null, entrantIds },
            mapResult(g.result, competitorIds, where),
          );
        } catch (error) {
          if (isAppError(error))
            throw new ImportError(
              `result refused (${error.code}${error.formField ? ` at ${error.formField}` : ""})`,
              where,
            );
          throw error;
        }
      }
      const values = {
        matchdayId,
        kickoff,
        locksAt: locksAt > kickoff ? kickoff : locksAt,
        homeId: ref(g.home),
        awayId: ref(g.away),
        homeLabel: g.homeLabel ?? null,
        awayLabel: g.awayLabel ?? null,
        entrantIds,
        knockout: g.knockout ?? false,
        stage: g.stage ?? null,
        venue: g.venue ?? null,
        status: g.status,
      };
      const [existing] = await tx
        .select()
        .from(games)
        .where(and(eq(games.tournamentId, tournamentId), eq(games.externalId, g.externalId)));
      if (!existing) {
        const [row] = await tx
          .insert(games)
          .values({ tournamentId, externalId: g.externalId, ...values, result, resultVersion: result ? 1 : 0 })
          .returning({ id: games.id });
        summary.games.created++;
        if (result) {
          summary.results++;
          await tx.insert(resultEvents).values({ gameId: row!.id, tournamentId, version: 1, status: g.status, result });
        }
      } else {
        const resultChanged = !same(existing.result, result) || existing.status !== g.status;
        const fieldsChanged =
          existing.kickoff.getTime() !== values.kickoff.getTime() ||
          existing.locksAt.getTime() !== values.locksAt.getTime() ||
          !same(
            [
              existing.homeId,
              existing.awayId,
              existing.homeLabel,
              existing.awayLabel,
              existing.entrantIds,
              existing.stage,
              existing.venue,
              existing.knockout,
              existing.matchdayId,
            ],
            [
              values.homeId,
              values.awayId,
              values.homeLabel,
              values.awayLabel,
              values.entrantIds,
              values.stage,
              values.venue,
              values.knockout,
              values.matchdayId,
            ],
          );
        if (!resultChanged && !fieldsChanged) {
          summary.games.unchanged++;
        } else {
          const version = resultChanged ? existing.resultVersion + 1 : existing.resultVersion;
          // Locks already reached stay, whatever the file moves (decision 0017).
          await keepLocks(tx, { matchdayId: existing.matchdayId });
          await tx
            .update(games)
            .set({ ...values, result, resultVersion: version })
            .where(eq(games.id, existing.id));
          summary.games.updated++;
          if (resultChanged) {
            summary.results++;
            await tx
              .insert(resultEvents)
              .values({ gameId: existing.id, tournamentId, version, status: g.status, result });
          }
        }
      }
      if (onProgress && (index % 25 === 0 || index === total - 1)) onProgress(index + 1, total);
    }
    if (data.bonusAnswers?.length) {
      const answers = data.bonusAnswers.flatMap((a) => {
        const value = "competitor" in a ? competitorIds.get(a.competitor) : a.name;
        return value ? [{ key: a.key, value }] : [];
      });
      summary.bonusAnswers = await answerFromSource(tx, tournamentId, data.sport, answers);
    }
    return summary;
  });
}
