/**
 * Bonus questions (issue 14, decision 0049): a group's choice of its tournament's questions (its
 * owner's), members' answers until each question locks (`isBonusLocked`, on the database clock,
 * checked in the writing statement), the admin's questions and answers, and the answers that come
 * from the final's result. Others' answers are read only once a question has locked.
 */
import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { bonusAnswers, bonusQuestions, competitors, groupBonusQuestions, groups, tournaments } from "@/db/schema";
import {
  answerKeyOf,
  BONUS_SUGGESTIONS,
  parseAnswer,
  RUNNER_UP_KEY,
  WINNER_KEYS,
  type BonusAnswersInput,
  type BonusKind,
  type CreateBonusQuestionInput,
  type GroupBonusInput,
  type UpdateBonusQuestionInput,
} from "@/lib/bonus";
import { AppError } from "@/lib/errors";
import { footballResult, rankingResult } from "@/lib/schemas/results";
import { advancerOf, classifiedOf, outcomeOf } from "@/lib/scoring/outcomes";
import type { Sport } from "@/lib/sports";
import { requireGroupManager, requireGroupMember } from "@/server/groups/access";
import { bonusLockAt, databaseNow, isBonusLocked, isNewBonusLocked } from "@/server/groups/lock";
import { answerMatches } from "./points";

type Answer = string | number | boolean;

/** Suggested questions first, in the order suggested; the admin's own after them, oldest first (their query's order). */
const SUGGESTED_ORDER: readonly string[] = [
  ...new Set(Object.values(BONUS_SUGGESTIONS).flatMap((list) => list.map((s) => s.key))),
];
const suggestedFirst = <Q extends { key: string | null }>(rows: Q[]): Q[] =>
  rows
    .map((row, i) => ({ row, rank: row.key === null ? SUGGESTED_ORDER.length + i : SUGGESTED_ORDER.indexOf(row.key) }))
    .sort((a, b) => a.rank - b.rank)
    .map((r) => r.row);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A question as every reader selects it: what it asks, its lock (lock.ts) and its right answer. */
const questionColumns = () => ({
  id: bonusQuestions.id,
  key: bonusQuestions.key,
  kind: bonusQuestions.kind,
  text: bonusQuestions.text,
  lockAt: bonusLockAt(),
  locked: isBonusLocked(),
  answer: bonusQuestions.answer,
});

export interface BonusQuestionView {
  id: string;
  key: string | null;
  kind: BonusKind;
  text: string | null;
  lockAt: string | null;
  locked: boolean;
  /** The group's points for it. */
  points: number;
  /** The right answer, once set (only ever after the lock). */
  answer: Answer | null;
  mine: Answer | null;
  /** What my answer earned, once the answer is set. */
  myPoints: number | null;
  /** Every member's answer, once locked (empty before). */
  answers: { groupUserId: string; nickname: string; answer: Answer; correct: boolean | null }[];
}

export interface BonusOption {
  questionId?: string;
  key: string | null;
  kind: BonusKind;
  text: string | null;
  points: number;
  chosen: boolean;
  locked: boolean;
}

/** The group's bonus questions as a member sees them, and (for its managers) what can be chosen. */
export async function getGroupBonus(db: Db, userId: string, groupId: string) {
  const { group, member, tournament } = await requireGroupMember(db, groupId, userId);
  const manager = member.role !== "member";
  const [now, chosen, all, entrants, fresh] = await Promise.all([
    databaseNow(db),
    db
      .select({
        ...questionColumns(),
        points: groupBonusQuestions.points,
        mine: bonusAnswers.answer,
      })
      .from(groupBonusQuestions)
      .innerJoin(bonusQuestions, eq(bonusQuestions.id, groupBonusQuestions.questionId))
      .leftJoin(
        bonusAnswers,
        and(eq(bonusAnswers.questionId, bonusQuestions.id), eq(bonusAnswers.groupUserId, member.id)),
      )
      .where(eq(groupBonusQuestions.groupId, group.id))
      .orderBy(asc(bonusQuestions.createdAt), asc(bonusQuestions.id)),
    manager
      ? db
          .select({
            id: bonusQuestions.id,
            key: bonusQuestions.key,
            kind: bonusQuestions.kind,
            text: bonusQuestions.text,
            locked: isBonusLocked(),
          })
          .from(bonusQuestions)
          .where(eq(bonusQuestions.tournamentId, tournament.id))
          .orderBy(asc(bonusQuestions.createdAt), asc(bonusQuestions.id))
      : Promise.resolve([]),
    db
      .select({ id: competitors.id, name: competitors.name, code: competitors.code, names: competitors.names })
      .from(competitors)
      .where(eq(competitors.tournamentId, tournament.id))
      .orderBy(asc(competitors.name)),
    // A suggestion not asked yet in this tournament locks with its first game: past it, none can be added.
    manager
      ? db
          .execute(sql`select ${isNewBonusLocked(tournament.id)} as locked`)
          .then((r) => ({ locked: Boolean(rowsOf<{ locked: unknown }>(r)[0]?.locked) }))
      : Promise.resolve({ locked: false }),
  ]);
  const lockedIds = chosen.filter((q) => q.locked).map((q) => q.id);
  // Others' answers: locked questions only (the same rule as picks).
  const others = lockedIds.length
    ? rowsOf<{ questionId: string; groupUserId: string; nickname: string; answer: Answer; correct: boolean | null }>(
        await db.execute(sql`
          select a.question_id as "questionId", gu.id as "groupUserId", gu.nickname, a.answer,
            case when q.answer is null then null else ${answerMatches(sql`q`, sql`a`)} end as correct
          from bonus_answers a join group_users gu on gu.id = a.group_user_id join bonus_questions q on q.id = a.question_id
          where gu.group_id = ${group.id} and gu.left_at is null and a.question_id in (${sql.join(
            lockedIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          order by gu.nickname, gu.id`),
      )
    : [];
  const questions: BonusQuestionView[] = suggestedFirst(chosen).map((q) => {
    const answers = others
      .filter((o) => o.questionId === q.id)
      .map(({ groupUserId, nickname, answer, correct }) => ({ groupUserId, nickname, answer, correct }));
    const me = answers.find((a) => a.groupUserId === member.id);
    return {
      id: q.id,
      key: q.key,
      kind: q.kind,
      text: q.text,
      lockAt: q.lockAt ? new Date(q.lockAt).toISOString() : null,
      locked: q.locked,
      points: q.points,
      answer: q.locked ? ((q.answer as Answer | null) ?? null) : null,
      mine: (q.mine as Answer | null) ?? null,
      myPoints: q.locked && q.answer !== null && q.answer !== undefined ? (me?.correct ? q.points : 0) : null,
      answers,
    };
  });
  const options: BonusOption[] = [];
  if (manager) {
    const byKey = new Map(all.filter((q) => q.key).map((q) => [q.key!, q]));
    const points = new Map(chosen.map((q) => [q.id, q.points]));
    for (const s of BONUS_SUGGESTIONS[tournament.sport]) {
      const existing = byKey.get(s.key);
      options.push({
        questionId: existing?.id,
        key: s.key,
        kind: s.kind,
        text: null,
        points: (existing && points.get(existing.id)) ?? s.points,
        chosen: Boolean(existing && points.has(existing.id)),
        locked: existing?.locked ?? fresh.locked,
      });
    }
    for (const q of all.filter((q) => !q.key))
      options.push({
        questionId: q.id,
        key: null,
        kind: q.kind,
        text: q.text,
        points: points.get(q.id) ?? 5,
        chosen: points.has(q.id),
        locked: q.locked,
      });
  }
  return { now: now.toISOString(), sport: tournament.sport, manager, questions, options, competitors: entrants };
}

/**
 * The group's choice of questions and their points (owner or group admin), replacing the one
 * stored. A question that has locked can be neither added, removed nor given other points
 * (`error.bonus.locked`): others may have seen the answers. Bumps the group's tables.
 */
export async function setGroupBonus(db: Db, userId: string, groupId: string, input: GroupBonusInput) {
  const { group, tournament } = await requireGroupManager(db, groupId, userId);
  await db.transaction(async (tx) => {
    await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, group.id)).for("update");
    // The suggested questions of the tournament, created once for all its groups: in one statement,
    // in the order of their keys, so that groups choosing them at once wait for each other in the
    // same order and never deadlock (each request in its order of the list did).
    const suggested = BONUS_SUGGESTIONS[tournament.sport]
      .filter((s) => input.questions.some((entry) => "key" in entry && entry.key === s.key))
      .sort((a, b) => (a.key < b.key ? -1 : 1));
    if (suggested.length)
      await tx
        .insert(bonusQuestions)
        .values(suggested.map((s) => ({ tournamentId: tournament.id, key: s.key, kind: s.kind })))
        .onConflictDoNothing();
    const wanted = new Map<string, number>();
    for (const [i, entry] of input.questions.entries()) {
      let id: string;
      if ("key" in entry) {
        const suggestion = BONUS_SUGGESTIONS[tournament.sport].find((s) => s.key === entry.key);
        if (!suggestion) throw new AppError({ code: "error.validation.invalid", formField: `questions.${i}.key` });
        const [row] = await tx
          .select({ id: bonusQuestions.id })
          .from(bonusQuestions)
          .where(and(eq(bonusQuestions.tournamentId, tournament.id), eq(bonusQuestions.key, suggestion.key)));
        id = row!.id;
      } else {
        const [row] = await tx
          .select({ id: bonusQuestions.id })
          .from(bonusQuestions)
          .where(and(eq(bonusQuestions.id, entry.questionId), eq(bonusQuestions.tournamentId, tournament.id)));
        if (!row) throw new AppError({ code: "error.notFound", formField: `questions.${i}.questionId` });
        id = row.id;
      }
      wanted.set(id, entry.points);
    }
    const current = await tx
      .select({ questionId: groupBonusQuestions.questionId, points: groupBonusQuestions.points })
      .from(groupBonusQuestions)
      .where(eq(groupBonusQuestions.groupId, group.id));
    const before = new Map(current.map((c) => [c.questionId, c.points]));
    const changed = [...new Set([...before.keys(), ...wanted.keys()])].filter(
      (id) => before.get(id) !== wanted.get(id),
    );
    if (changed.length) {
      const locked = await tx
        .select({ id: bonusQuestions.id })
        .from(bonusQuestions)
        .where(and(inArray(bonusQuestions.id, changed), isBonusLocked()));
      if (locked.length) throw new AppError({ code: "error.bonus.locked", formField: "questions" });
      await tx.delete(groupBonusQuestions).where(eq(groupBonusQuestions.groupId, group.id));
      if (wanted.size)
        await tx
          .insert(groupBonusQuestions)
          .values([...wanted].map(([questionId, points]) => ({ groupId: group.id, questionId, points })));
      // The stored tables count bonus points: out of date from the commit on.
      await tx
        .update(groups)
        .set({ standingsVersion: sql`${groups.standingsVersion} + 1` })
        .where(eq(groups.id, group.id));
    }
  });
  return getGroupBonus(db, userId, groupId);
}

/**
 * A member's answers, all or none: each question must be one the group counts, open on the
 * database clock of the writing transaction, and answered in its kind (a competitor of the
 * tournament). `formField` names the question refused.
 */
export async function saveBonusAnswers(db: Db, userId: string, groupId: string, input: BonusAnswersInput) {
  const { group, member, tournament } = await requireGroupMember(db, groupId, userId);
  await db.transaction(async (tx) => {
    const ids = [...new Set(input.answers.map((a) => a.questionId))];
    const rows = await tx
      .select({ id: bonusQuestions.id, kind: bonusQuestions.kind, locked: isBonusLocked() })
      .from(groupBonusQuestions)
      .innerJoin(bonusQuestions, eq(bonusQuestions.id, groupBonusQuestions.questionId))
      .where(and(eq(groupBonusQuestions.groupId, group.id), inArray(bonusQuestions.id, ids)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const entry of input.answers) {
      const question = byId.get(entry.questionId);
      if (!question) throw new AppError({ code: "error.notFound", formField: entry.questionId });
      if (question.locked) throw new AppError({ code: "error.bonus.locked", formField: entry.questionId });
      const answer = await checkAnswer(tx, tournament.id, question.kind, entry.answer, entry.questionId);
      // The lock again, in the writing statement, on its clock: an answer never lands after it.
      const written = await tx.execute(sql`
        insert into bonus_answers (group_user_id, question_id, answer, answer_key)
        select ${member.id}::uuid, bonus_questions.id, ${JSON.stringify(answer)}::jsonb, ${answerKeyOf(question.kind, answer)}::text
        from bonus_questions
        where bonus_questions.id = ${entry.questionId}::uuid and not ${isBonusLocked()}
        on conflict (group_user_id, question_id) do update
          set answer = excluded.answer, answer_key = excluded.answer_key, updated_at = now()
        returning question_id`);
      if (rowsOf(written).length === 0) throw new AppError({ code: "error.bonus.locked", formField: entry.questionId });
    }
  });
  return getGroupBonus(db, userId, groupId);
}

/** An answer in its kind, a competitor being one of the tournament's: `error.bonus.invalidAnswer` otherwise. */
async function checkAnswer(
  db: DbOrTx,
  tournamentId: string,
  kind: BonusKind,
  value: unknown,
  formField: string,
): Promise<Answer> {
  const answer = parseAnswer(kind, value);
  const invalid = () => new AppError({ code: "error.bonus.invalidAnswer", formField });
  if (answer === null) throw invalid();
  if (kind === "competitor") {
    const [row] = await db
      .select({ id: competitors.id })
      .from(competitors)
      .where(and(eq(competitors.id, String(answer)), eq(competitors.tournamentId, tournamentId)));
    if (!row) throw invalid();
  }
  return answer;
}

// ——— The tournament's admin ———

async function tournamentOf(db: Db, slug: string) {
  const [row] = await db
    .select({ id: tournaments.id, sport: tournaments.sport })
    .from(tournaments)
    .where(eq(tournaments.slug, slug));
  if (!row) throw new AppError({ code: "error.notFound" });
  return row;
}

/** Every question of a tournament with its lock and answer (the admin's page). */
export async function listBonusQuestions(db: Db, slug: string) {
  const tournament = await tournamentOf(db, slug);
  const rows = await db
    .select({
      ...questionColumns(),
      answerSource: bonusQuestions.answerSource,
      groups:
        sql<number>`(select count(*) from group_bonus_questions gq where gq.question_id = ${bonusQuestions.id})`.mapWith(
          Number,
        ),
    })
    .from(bonusQuestions)
    .where(eq(bonusQuestions.tournamentId, tournament.id))
    .orderBy(asc(bonusQuestions.createdAt), asc(bonusQuestions.id));
  return suggestedFirst(rows).map((r) => ({
    ...r,
    lockAt: r.lockAt ? new Date(r.lockAt).toISOString() : null,
    answer: (r.answer as Answer | null) ?? null,
  }));
}

/** The admin's own question. */
export async function createBonusQuestion(db: Db, slug: string, input: CreateBonusQuestionInput) {
  const tournament = await tournamentOf(db, slug);
  const [row] = await db
    .insert(bonusQuestions)
    .values({
      tournamentId: tournament.id,
      kind: input.kind,
      text: input.text,
      locksAt: input.locksAt ? new Date(input.locksAt) : null,
    })
    .returning({ id: bonusQuestions.id });
  return row!;
}

/**
 * Sets (or corrects, or clears) a question's answer, or moves its lock. An answer only once the
 * question has locked (`error.bonus.notLocked`: the members' answers are then final); a lock only
 * while it has not been reached, and never into the past (`error.bonus.locked`, decision 0017).
 * A new answer replaces the old one's points: the tables are rebuilt from it.
 */
export async function updateBonusQuestion(db: Db, questionId: string, input: UpdateBonusQuestionInput) {
  await db.transaction(async (tx) => {
    const [question] = await tx
      .select({
        id: bonusQuestions.id,
        tournamentId: bonusQuestions.tournamentId,
        kind: bonusQuestions.kind,
        locked: isBonusLocked(),
      })
      .from(bonusQuestions)
      .where(eq(bonusQuestions.id, questionId))
      .for("update");
    if (!question) throw new AppError({ code: "error.notFound" });
    if (input.locksAt !== undefined) {
      if (question.locked) throw new AppError({ code: "error.bonus.locked", formField: "locksAt" });
      const at = input.locksAt === null ? null : new Date(input.locksAt);
      const [past] = rowsOf<{ past: boolean }>(
        await tx.execute(sql`select ${at ? at.toISOString() : null}::timestamptz <= now() as past`),
      );
      if (at && past?.past) throw new AppError({ code: "error.bonus.lockInPast", formField: "locksAt" });
      await tx.update(bonusQuestions).set({ locksAt: at }).where(eq(bonusQuestions.id, questionId));
    }
    if (input.answer !== undefined) {
      const [now] = await tx
        .select({ locked: isBonusLocked() })
        .from(bonusQuestions)
        .where(eq(bonusQuestions.id, questionId));
      if (!now?.locked) throw new AppError({ code: "error.bonus.notLocked", formField: "answer" });
      const answer =
        input.answer === null
          ? null
          : await checkAnswer(tx, question.tournamentId, question.kind, input.answer, "answer");
      await tx
        .update(bonusQuestions)
        .set({
          answer: answer === null ? null : sql`${JSON.stringify(answer)}::jsonb`,
          answerKey: answerKeyOf(question.kind, answer),
          answerSource: answer === null ? null : "admin",
        })
        .where(eq(bonusQuestions.id, questionId));
      await bumpScored(tx, question.tournamentId);
    }
  });
  const [row] = await db
    .select({ slug: tournaments.slug })
    .from(bonusQuestions)
    .innerJoin(tournaments, eq(tournaments.id, bonusQuestions.tournamentId))
    .where(eq(bonusQuestions.id, questionId));
  return (await listBonusQuestions(db, row!.slug)).find((q) => q.id === questionId)!;
}

/** Every group table of the tournament is out of date (they count bonus points). */
async function bumpScored(db: DbOrTx, tournamentId: string) {
  await db
    .update(tournaments)
    .set({ scoredVersion: sql`${tournaments.scoredVersion} + 1` })
    .where(eq(tournaments.id, tournamentId));
}

// ——— From the import ———

/** A suggested question's answer as an import gives it (decision 0063): a competitor's id or a name. */
export interface SourceAnswer {
  key: string;
  value: string;
}

/**
 * The answers the import's source states (the F1 champions from the final standings, the top
 * scorer from the listed goals), in the import's transaction: each suggested question of the
 * sport is created if no group chose it yet, and answered as the result would (`answer_source =
 * 'result'`) once it has locked, never over the admin's answer. A changed answer bumps the
 * tournament's `scored_version`, so every table (and the world table) is rebuilt. Returns the
 * questions answered anew.
 */
export async function answerFromSource(
  db: DbOrTx,
  tournamentId: string,
  sport: Sport,
  answers: readonly SourceAnswer[],
): Promise<number> {
  let changed = 0;
  for (const { key, value } of answers) {
    const suggestion = (BONUS_SUGGESTIONS[sport] as readonly { key: string; kind: BonusKind }[]).find(
      (s) => s.key === key,
    );
    if (!suggestion || parseAnswer(suggestion.kind, value) === null) continue;
    await db.insert(bonusQuestions).values({ tournamentId, key, kind: suggestion.kind }).onConflictDoNothing();
    const json = JSON.stringify(value);
    const updated = await db
      .update(bonusQuestions)
      .set({ answer: sql`${json}::jsonb`, answerKey: answerKeyOf(suggestion.kind, value), answerSource: "result" })
      .where(
        and(
          eq(bonusQuestions.tournamentId, tournamentId),
          eq(bonusQuestions.key, key),
          eq(bonusQuestions.kind, suggestion.kind),
          sql`${bonusQuestions.answerSource} is distinct from 'admin'`,
          sql`${bonusQuestions.answer} is distinct from ${json}::jsonb`,
          isBonusLocked(),
        ),
      )
      .returning({ id: bonusQuestions.id });
    changed += updated.length;
  }
  if (changed > 0) await bumpScored(db, tournamentId);
  return changed;
}

// ——— From the final's result ———

/** The winner and runner-up a final's result names (competitor ids), or null when it names none. */
export function finalistsOf(
  sport: Sport,
  game: { homeId: string | null; awayId: string | null; result: unknown; status: string },
): { winner: string; runnerUp: string | null } | null {
  if (game.status !== "finished" || !game.result) return null;
  if (sport === "formula1" || sport === "eurovision") {
    const parsed = rankingResult.safeParse(game.result);
    if (!parsed.success) return null;
    const [winner, second] = classifiedOf(parsed.data);
    return winner ? { winner, runnerUp: second ?? null } : null;
  }
  if (!game.homeId || !game.awayId) return null;
  const parsed = footballResult.safeParse(game.result);
  if (!parsed.success) return null;
  const side =
    sport === "football" ? advancerOf(parsed.data) : outcomeOf(parsed.data) === "draw" ? null : outcomeOf(parsed.data);
  if (!side) return null;
  return side === "home"
    ? { winner: game.homeId, runnerUp: game.awayId }
    : { winner: game.awayId, runnerUp: game.homeId };
}

/**
 * After results were scored (`processResultEvents`, in its transaction): when one of the games is
 * its tournament's final (stage `final`; else the tournament's last game, if a knockout), its
 * result answers the winner (and runner-up) questions, unless the admin answered them. A final
 * set back clears what it had answered.
 */
export async function settleBonusFromResults(db: DbOrTx, gameIds: readonly string[]): Promise<void> {
  if (gameIds.length === 0) return;
  const ids = sql.join(
    gameIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const finals = rowsOf<{
    tournamentId: string;
    sport: Sport;
    homeId: string | null;
    awayId: string | null;
    result: unknown;
    status: string;
  }>(
    await db.execute(sql`
      select g.tournament_id as "tournamentId", t.sport, g.home_id as "homeId", g.away_id as "awayId", g.result, g.status
      from games g join tournaments t on t.id = g.tournament_id
      where g.id in (${ids})
        and exists (select 1 from bonus_questions q where q.tournament_id = g.tournament_id and q.key is not null)
        and g.id = coalesce(
          (select f.id from games f where f.tournament_id = g.tournament_id and f.stage = 'final' order by f.kickoff desc, f.id limit 1),
          (select l.id from (select f.id, f.knockout from games f where f.tournament_id = g.tournament_id order by f.kickoff desc, f.id limit 1) l where l.knockout))`),
  );
  for (const final of finals) {
    const named = finalistsOf(final.sport, final);
    const set = async (keys: readonly string[], value: string | null) => {
      await db
        .update(bonusQuestions)
        .set({
          answer: value === null ? null : sql`${JSON.stringify(value)}::jsonb`,
          answerSource: value === null ? null : "result",
        })
        .where(
          and(
            eq(bonusQuestions.tournamentId, final.tournamentId),
            inArray(bonusQuestions.key, [...keys]),
            eq(bonusQuestions.kind, "competitor"),
            sql`${bonusQuestions.answerSource} is distinct from 'admin'`,
          ),
        );
    };
    await set(WINNER_KEYS, named?.winner ?? null);
    await set([RUNNER_UP_KEY], named?.runnerUp ?? null);
  }
}
