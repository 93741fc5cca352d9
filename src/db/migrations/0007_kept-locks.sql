CREATE TABLE "kept_locks" (
	"group_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kept_locks_group_id_game_id_pk" PRIMARY KEY("group_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "kept_locks" ADD CONSTRAINT "kept_locks_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kept_locks" ADD CONSTRAINT "kept_locks_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kept_locks_game_idx" ON "kept_locks" USING btree ("game_id");