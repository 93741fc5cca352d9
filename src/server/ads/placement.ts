/**
 * Whether the viewer of a tournament page sees an ad in a slot (the rule is `showsAd` in
 * src/lib/ads.ts): reads the configuration, the site's page key, the session and the player's Plus,
 * so that the ad component only draws.
 */
import "server-only";
import { showsAd, type AdSlotName } from "@/lib/ads";
import { getEnv } from "@/lib/env";
import { getPageSession } from "@/server/auth/page-guards";
import { hasPlus } from "@/server/billing/subscriptions";
import { getAppDb } from "@/server/db";
import { currentSite } from "@/server/sites/sites";

export interface AdPlacement {
  pageKey: string;
  /** The ad network's loader script, if one is configured. */
  scriptUrl?: string;
}

/** The placement to draw, or null when no ad shows here for this viewer. */
export async function adPlacement(slot: AdSlotName, tournamentId: string): Promise<AdPlacement | null> {
  const env = getEnv();
  const site = await currentSite();
  const config = { pageKey: site.adsPageKey, slots: env.ADS, topPublic: env.ADS_TOP_PUBLIC };
  if (!config.pageKey || !config.slots.includes(slot)) return null;
  const session = await getPageSession();
  const plus = session ? await hasPlus(await getAppDb(), session.user.id, tournamentId) : false;
  if (!showsAd(config, slot, { signedIn: Boolean(session), plus })) return null;
  return { pageKey: config.pageKey, scriptUrl: env.ADS_SCRIPT_URL };
}
