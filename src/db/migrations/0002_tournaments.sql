CREATE TABLE "competitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"kind" text DEFAULT 'team' NOT NULL,
	"names" jsonb,
	"external_id" text
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"matchday_id" uuid NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"locks_at" timestamp with time zone NOT NULL,
	"home_id" uuid,
	"away_id" uuid,
	"home_label" text,
	"away_label" text,
	"entrant_ids" uuid[],
	"stage" text,
	"knockout" boolean DEFAULT false NOT NULL,
	"venue" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"result" jsonb,
	"result_version" integer DEFAULT 0 NOT NULL,
	"external_id" text,
	CONSTRAINT "games_lock_not_after_kickoff" CHECK ("games"."locks_at" <= "games"."kickoff")
);
--> statement-breakpoint
CREATE TABLE "matchdays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"name" text,
	"status" text DEFAULT 'idle' NOT NULL,
	CONSTRAINT "matchdays_ordinal_positive" CHECK ("matchdays"."ordinal" > 0)
);
--> statement-breakpoint
CREATE TABLE "result_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"season" text,
	"status" text DEFAULT 'idle' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"logo" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tournaments_slug_format" CHECK ("tournaments"."slug" ~ '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$')
);
--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_matchday_id_matchdays_id_fk" FOREIGN KEY ("matchday_id") REFERENCES "public"."matchdays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_home_id_competitors_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."competitors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_away_id_competitors_id_fk" FOREIGN KEY ("away_id") REFERENCES "public"."competitors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matchdays" ADD CONSTRAINT "matchdays_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_events" ADD CONSTRAINT "result_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_events" ADD CONSTRAINT "result_events_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competitors_tournament_external_idx" ON "competitors" USING btree ("tournament_id","external_id");--> statement-breakpoint
CREATE INDEX "competitors_tournament_idx" ON "competitors" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_tournament_external_idx" ON "games" USING btree ("tournament_id","external_id");--> statement-breakpoint
CREATE INDEX "games_matchday_idx" ON "games" USING btree ("matchday_id");--> statement-breakpoint
CREATE INDEX "games_tournament_kickoff_idx" ON "games" USING btree ("tournament_id","kickoff");--> statement-breakpoint
CREATE UNIQUE INDEX "matchdays_tournament_ordinal_idx" ON "matchdays" USING btree ("tournament_id","ordinal");--> statement-breakpoint
CREATE INDEX "result_events_unprocessed_idx" ON "result_events" USING btree ("id") WHERE "result_events"."processed_at" is null;