-- Seasons of one competition (decisions 0052 and 0063): tournaments made before the competition key
-- existed have none, and openfootball's World Cup and leagues got the key of their name
-- ('world-cup', 'english-premier-league', 'deutsche-bundesliga') where imports now give the source's
-- ('fifa-world-cup', 'premier-league', 'bundesliga'). Backfilled only where the name is exactly the
-- one the importer writes (sport, words and years), so which competition it is is unambiguous; a key
-- an admin chose (any other) stays.
UPDATE "tournaments" SET "competition" = 'formula-1'
  WHERE "sport" = 'formula1' AND "competition" IS NULL AND "name" ~ '^Formula 1 [0-9]{4}$';--> statement-breakpoint
UPDATE "tournaments" SET "competition" = 'fifa-world-cup'
  WHERE "sport" = 'football' AND ("competition" IS NULL OR "competition" = 'world-cup')
    AND "name" ~ '^(FIFA )?World Cup [0-9]{4}$';--> statement-breakpoint
UPDATE "tournaments" SET "competition" = 'premier-league'
  WHERE "sport" = 'football' AND ("competition" IS NULL OR "competition" = 'english-premier-league')
    AND "name" ~ '^English Premier League [0-9]{4}/[0-9]{2}$';--> statement-breakpoint
UPDATE "tournaments" SET "competition" = 'bundesliga'
  WHERE "sport" = 'football' AND ("competition" IS NULL OR "competition" = 'deutsche-bundesliga')
    AND "name" ~ '^Deutsche Bundesliga [0-9]{4}/[0-9]{2}$';--> statement-breakpoint
UPDATE "tournaments" SET "competition" = 'uefa-champions-league'
  WHERE "sport" = 'football' AND "competition" IS NULL AND "name" ~ '^UEFA Champions League [0-9]{4}/[0-9]{2}$';--> statement-breakpoint
UPDATE "tournaments" SET "competition" = 'eurovision-song-contest'
  WHERE "sport" = 'eurovision' AND "competition" IS NULL AND "name" ~ '^Eurovision Song Contest [0-9]{4}$';--> statement-breakpoint
UPDATE "tournaments" SET "competition" = 'nhl'
  WHERE "sport" = 'hockey' AND "competition" IS NULL AND "name" ~ '^NHL [0-9]{4}-[0-9]{2}$';
