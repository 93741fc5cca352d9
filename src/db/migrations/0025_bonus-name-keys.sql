-- Name answers (a top scorer, a constructor) match without accents, case, typographic variants and
-- extra spaces (decision 0061): each answer stores its key, computed by `nameKey` (src/lib/bonus.ts)
-- when it is written. The backfill below is `nameKey` in SQL for the answers written before: NFKD,
-- combining marks dropped, the same folds, lowered, spaces collapsed. Latin letters end as ASCII
-- before `lower`, so every locale agrees with `nameKey` on them.
ALTER TABLE "bonus_answers" ADD COLUMN "answer_key" text;--> statement-breakpoint
ALTER TABLE "bonus_questions" ADD COLUMN "answer_key" text;--> statement-breakpoint
UPDATE "bonus_questions" SET "answer_key" = btrim(regexp_replace(lower(translate(
    replace(replace(replace(replace(replace(replace(replace(replace(
      regexp_replace(normalize("answer" #>> '{}', NFKD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'),
    'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'þ', 'th'), 'Þ', 'th'),
    'øØđĐðÐłŁıħĦ‘’ʼ‐', 'ooddddllihh''''''-')), '\s+', ' ', 'g'))
  WHERE "kind" = 'name' AND "answer" IS NOT NULL;--> statement-breakpoint
UPDATE "bonus_answers" a SET "answer_key" = btrim(regexp_replace(lower(translate(
    replace(replace(replace(replace(replace(replace(replace(replace(
      regexp_replace(normalize(a."answer" #>> '{}', NFKD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'),
    'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'þ', 'th'), 'Þ', 'th'),
    'øØđĐðÐłŁıħĦ‘’ʼ‐', 'ooddddllihh''''''-')), '\s+', ' ', 'g'))
  FROM "bonus_questions" q WHERE q."id" = a."question_id" AND q."kind" = 'name';
