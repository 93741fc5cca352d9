/**
 * Bonus points in the standings (decision 0049): set-based, per group, beside the games' points of
 * `standing_tallies` (`src/server/standings/queries.ts` adds them to the overall table). A right
 * answer earns the group's points for the question; names match by their stored key (`nameKey` of
 * `src/lib/bonus.ts`: without accents, case, typographic variants and extra spaces; decision 0061).
 */
import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * Whether answer row `a` is the right answer of question row `q` (aliases of `bonus_answers` and
 * `bonus_questions`; `a` needs `answer` and `answer_key`): a name by its key, written with it by
 * the one normaliser in TypeScript, so PGlite and PostgreSQL compare the same strings.
 */
export function answerMatches(q: SQL, a: SQL): SQL<boolean> {
  return sql<boolean>`(case when ${q}.kind = 'name'
    then ${a}.answer_key = ${q}.answer_key
    else ${a}.answer = ${q}.answer end)`;
}

/** Per active member of the group with a right answer: `group_user_id`, `points` (a subquery for a join). */
export function bonusPointsOf(groupId: string): SQL {
  return sql`(
    select a.group_user_id, sum(gq.points)::int as points
    from group_bonus_questions gq
    join bonus_questions q on q.id = gq.question_id and q.answer is not null
    join bonus_answers a on a.question_id = q.id
    join group_users bgu on bgu.id = a.group_user_id and bgu.group_id = gq.group_id
    where gq.group_id = ${groupId} and ${answerMatches(sql`q`, sql`a`)}
    group by a.group_user_id)`;
}
