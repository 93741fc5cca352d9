/**
 * Sites (PRODUCT.md §3): one deployment serves several sites, told apart by the request's host.
 * A host without a row gets the default site (configuration and translations); so does localhost.
 */
import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const sites = pgTable(
  "sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-case host name without port, e.g. `tippspiel.example.de`. */
    host: text("host").notNull().unique(),
    name: text("name").notNull(),
    /** The site's own slogan, in its default language; null: the translated Callit slogan. */
    slogan: text("slogan"),
    /** The languages the site offers (the language menu shows these), and its default one. */
    locales: text("locales").array().notNull(),
    defaultLocale: text("default_locale").notNull(),
    gtmId: text("gtm_id"),
    gaId: text("ga_id"),
    adsPageKey: text("ads_page_key"),
    /** Tournament slugs shown first on the home page, in this order. */
    featured: text("featured")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("sites_default_locale_offered", sql`${t.defaultLocale} = any(${t.locales})`)],
);
