CREATE TABLE "game_points" (
	"game_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"scoring" jsonb NOT NULL,
	"pick" jsonb NOT NULL,
	"points" integer NOT NULL,
	"joker_points" integer NOT NULL,
	"exact" boolean NOT NULL,
	"outcome" boolean NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standing_tallies" (
	"group_id" uuid NOT NULL,
	"group_user_id" uuid NOT NULL,
	"matchday" integer NOT NULL,
	"points" integer NOT NULL,
	"exact" integer NOT NULL,
	"outcome" integer NOT NULL,
	"played" integer NOT NULL,
	"rank" integer,
	"position" integer,
	"movement" integer,
	CONSTRAINT "standing_tallies_group_user_id_matchday_pk" PRIMARY KEY("group_user_id","matchday")
);
--> statement-breakpoint
ALTER TABLE "picks" DROP CONSTRAINT "picks_points_not_negative";--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "scored_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "standings_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "tallied_scored" bigint DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "tallied_standings" bigint DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_points" ADD CONSTRAINT "game_points_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_points_value_idx" ON "game_points" USING btree ("game_id","mode","scoring","pick");--> statement-breakpoint
CREATE INDEX "standing_tallies_order_idx" ON "standing_tallies" USING btree ("group_id","matchday","position");--> statement-breakpoint
ALTER TABLE "picks" DROP COLUMN "points";--> statement-breakpoint
ALTER TABLE "picks" DROP COLUMN "exact";--> statement-breakpoint
ALTER TABLE "picks" DROP COLUMN "outcome";--> statement-breakpoint
ALTER TABLE "picks" DROP COLUMN "scored_version";--> statement-breakpoint
-- A group's stored tables are out of date once its members change (joined, left, removed).
CREATE FUNCTION "group_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "groups" SET "standings_version" = "standings_version" + 1 WHERE "id" IN (SELECT DISTINCT "group_id" FROM "changed");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "group_users_inserted" AFTER INSERT ON "group_users" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "group_users_changed"();--> statement-breakpoint
CREATE TRIGGER "group_users_updated" AFTER UPDATE ON "group_users" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "group_users_changed"();--> statement-breakpoint
-- Points were stored per pick: every game with a final status is scored again, by value, by the scoring job.
INSERT INTO "result_events" ("game_id", "tournament_id", "version", "status", "result")
  SELECT "id", "tournament_id", "result_version", "status", "result" FROM "games" WHERE "status" IN ('finished', 'cancelled');
--> statement-breakpoint
-- The stored tables of a deleted group go with it (standing_tallies has no foreign keys).
CREATE FUNCTION "groups_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "standing_tallies" WHERE "group_id" IN (SELECT "id" FROM "gone");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "groups_deleted" AFTER DELETE ON "groups" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "groups_deleted"();
