CREATE TABLE "group_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" text,
	"nickname" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"scoring" jsonb NOT NULL,
	"lock_policy" jsonb DEFAULT '{"kind":"kickoff"}'::jsonb NOT NULL,
	"jokers" boolean DEFAULT false NOT NULL,
	"invitation_code" text NOT NULL,
	"owner_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_invitation_code_unique" UNIQUE("invitation_code")
);
--> statement-breakpoint
CREATE TABLE "picks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_user_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"pick" jsonb NOT NULL,
	"joker" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"points" integer,
	"exact" boolean DEFAULT false NOT NULL,
	"outcome" boolean DEFAULT false NOT NULL,
	"scored_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "picks_points_not_negative" CHECK ("picks"."points" is null or "picks"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "group_users" ADD CONSTRAINT "group_users_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_users" ADD CONSTRAINT "group_users_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picks" ADD CONSTRAINT "picks_group_user_id_group_users_id_fk" FOREIGN KEY ("group_user_id") REFERENCES "public"."group_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picks" ADD CONSTRAINT "picks_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_users_group_user_idx" ON "group_users" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "group_users_user_idx" ON "group_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "groups_tournament_idx" ON "groups" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "picks_group_user_game_idx" ON "picks" USING btree ("group_user_id","game_id");--> statement-breakpoint
CREATE INDEX "picks_game_idx" ON "picks" USING btree ("game_id");