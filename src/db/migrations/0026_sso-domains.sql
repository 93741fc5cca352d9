-- One provider per e-mail domain, held by the database (decision 0058, addendum): two admins
-- registering the same domain at once could both pass the application's check. The backfill gives
-- each registered domain to its oldest provider (a duplicate left by that race loses its claim).
CREATE TABLE "sso_domain" (
	"domain" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_domain" ADD CONSTRAINT "sso_domain_provider_id_sso_provider_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."sso_provider"("provider_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_domain_provider_id_idx" ON "sso_domain" USING btree ("provider_id");--> statement-breakpoint
INSERT INTO "sso_domain" ("domain", "provider_id")
  SELECT DISTINCT ON (d) d, "provider_id" FROM (
    SELECT lower(btrim(unnest(string_to_array("domain", ',')))) AS d, "provider_id", "created_at", "id" FROM "sso_provider"
  ) s WHERE d <> '' ORDER BY d, "created_at", "id"
  ON CONFLICT DO NOTHING;
