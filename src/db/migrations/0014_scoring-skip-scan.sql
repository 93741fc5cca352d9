DROP INDEX "groups_tournament_idx";--> statement-breakpoint
DROP INDEX "picks_game_idx";--> statement-breakpoint
CREATE INDEX "groups_tournament_rules_idx" ON "groups" USING btree ("tournament_id","mode","scoring");--> statement-breakpoint
CREATE INDEX "picks_game_pick_idx" ON "picks" USING btree ("game_id","pick");