-- Locale ids are language tags (decision 0025): Ukrainian is `uk` (URL `/ua`), Portuguese `pt-PT` (URL `/pt`).
UPDATE "user" SET "locale" = CASE "locale" WHEN 'ua' THEN 'uk' ELSE 'pt-PT' END WHERE "locale" IN ('ua', 'pt');--> statement-breakpoint
UPDATE "contact_messages" SET "locale" = CASE "locale" WHEN 'ua' THEN 'uk' ELSE 'pt-PT' END WHERE "locale" IN ('ua', 'pt');--> statement-breakpoint
UPDATE "sites" SET
  "locales" = array_replace(array_replace("locales", 'ua', 'uk'), 'pt', 'pt-PT'),
  "default_locale" = CASE "default_locale" WHEN 'ua' THEN 'uk' WHEN 'pt' THEN 'pt-PT' ELSE "default_locale" END
WHERE "locales" && ARRAY['ua', 'pt']::text[] OR "default_locale" IN ('ua', 'pt');
