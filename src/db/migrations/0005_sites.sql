CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host" text NOT NULL,
	"name" text NOT NULL,
	"slogan" text,
	"locales" text[] NOT NULL,
	"default_locale" text NOT NULL,
	"gtm_id" text,
	"ga_id" text,
	"ads_page_key" text,
	"featured" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_host_unique" UNIQUE("host"),
	CONSTRAINT "sites_default_locale_offered" CHECK ("sites"."default_locale" = any("sites"."locales"))
);
