import type { MetadataRoute } from "next";
import { getEnv } from "@/lib/env";

export const dynamic = "force-dynamic";

/** Crawlers may read the public pages; accounts, admin, play and the API are not for them. */
export default function robots(): MetadataRoute.Robots {
  const base = getEnv().PUBLIC_URL;
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        "/api/",
        "/*/account",
        "/account",
        "/*/admin",
        "/admin",
        "/*/mailbox",
        "/mailbox",
        "/*/billing/",
        "/billing/",
      ],
    },
    sitemap: `${base}/sitemap.xml`,
  };
}
