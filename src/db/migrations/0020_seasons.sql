ALTER TABLE "tournaments" ADD COLUMN "competition" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "previous_group_id" uuid;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_previous_group_id_groups_id_fk" FOREIGN KEY ("previous_group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournaments_competition_idx" ON "tournaments" USING btree ("competition","starts_at") WHERE competition is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "groups_previous_group_idx" ON "groups" USING btree ("previous_group_id");--> statement-breakpoint
CREATE INDEX "groups_series_idx" ON "groups" USING btree ("series_id") WHERE series_id is not null;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_competition_format" CHECK ("tournaments"."competition" ~ '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$');