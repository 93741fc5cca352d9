CREATE TABLE "world_matchdays" (
	"tournament_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"matchday" integer NOT NULL,
	"players" integer NOT NULL,
	"points" bigint NOT NULL,
	"picks" bigint NOT NULL,
	"exact" bigint NOT NULL,
	"outcome" bigint NOT NULL,
	CONSTRAINT "world_matchdays_tournament_id_mode_matchday_pk" PRIMARY KEY("tournament_id","mode","matchday")
);
--> statement-breakpoint
CREATE TABLE "world_states" (
	"tournament_id" uuid PRIMARY KEY NOT NULL,
	"scored" bigint NOT NULL,
	"members" bigint NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"millis" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "world_tallies" (
	"tournament_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"user_id" text NOT NULL,
	"country" text,
	"points" integer NOT NULL,
	"exact" integer NOT NULL,
	"outcome" integer NOT NULL,
	"played" integer NOT NULL,
	"rank" integer NOT NULL,
	"position" integer NOT NULL,
	"country_position" integer,
	CONSTRAINT "world_tallies_tournament_id_mode_user_id_pk" PRIMARY KEY("tournament_id","mode","user_id")
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "world_tallies_order_idx" ON "world_tallies" USING btree ("tournament_id","mode","position");--> statement-breakpoint
CREATE INDEX "world_tallies_country_idx" ON "world_tallies" USING btree ("tournament_id","mode","country","country_position");--> statement-breakpoint
CREATE INDEX "groups_public_idx" ON "groups" USING btree ("tournament_id","created_at") WHERE public;