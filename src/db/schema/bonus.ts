/**
 * Bonus questions (issue 14, decision 0049): per tournament, questions answered with a competitor,
 * a name, a number or yes/no. A group chooses which count and their points; members answer until
 * the question locks (`src/server/groups/lock.ts`, `bonusLockAt`); the tournament admin (or the
 * final's result) sets the answer, and the points join the group's table.
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { BONUS_KINDS } from "../../lib/bonus";
import { groups, groupUsers } from "./groups";
import { tournaments } from "./tournaments";

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const bonusQuestions = pgTable(
  "bonus_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    /** A suggested question (`winner`, `topScorer`…: its text is translated); null for the admin's own. */
    key: text("key"),
    kind: text("kind", { enum: BONUS_KINDS }).notNull(),
    /** The admin's own question, as written. */
    text: text("text"),
    /** Its own lock; null: the tournament's first lock (kept here for good once reached, decision 0017). */
    locksAt: instant("locks_at"),
    /** The right answer (a competitor id, a name, a number, true/false); null until set. */
    answer: jsonb("answer"),
    /** A name answer's key (`nameKey`, decision 0061), what members' answers are compared by; null for other kinds. */
    answerKey: text("answer_key"),
    /** Who set it: the admin, or the final's result (which never overrides the admin). */
    answerSource: text("answer_source", { enum: ["admin", "result"] }),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bonus_questions_tournament_key_idx").on(t.tournamentId, t.key),
    index("bonus_questions_tournament_idx").on(t.tournamentId),
  ],
);

/** The questions a group counts, with their points. */
export const groupBonusQuestions = pgTable(
  "group_bonus_questions",
  {
    groupId: uuid("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => bonusQuestions.id, { onDelete: "cascade" }),
    points: integer("points").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.questionId] }),
    index("group_bonus_questions_question_idx").on(t.questionId),
    check("group_bonus_questions_points", sql`${t.points} between 1 and 50`),
  ],
);

/** A member's answer, like a pick: hidden from the others until the question locks. */
export const bonusAnswers = pgTable(
  "bonus_answers",
  {
    groupUserId: uuid("group_user_id")
      .notNull()
      .references(() => groupUsers.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => bonusQuestions.id, { onDelete: "cascade" }),
    answer: jsonb("answer").notNull(),
    /** A name answer's key (`nameKey`, decision 0061); null for other kinds. */
    answerKey: text("answer_key"),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupUserId, t.questionId] }), index("bonus_answers_question_idx").on(t.questionId)],
);
