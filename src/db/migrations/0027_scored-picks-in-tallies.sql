-- The picks that scored points, beside the exact and right-outcome counts, for the statistics' hit
-- rates: a ranking (Formula 1, Eurovision) scores points without its winner, and was counted a miss.
-- The stored tables are a cache: every group's is rebuilt on its next read, the world's by the next
-- world job.
ALTER TABLE "standing_tallies" ADD COLUMN "scored" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "world_matchdays" ADD COLUMN "scored" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "groups" SET "tallied_scored" = -1;--> statement-breakpoint
DELETE FROM "world_states";
