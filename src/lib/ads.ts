/**
 * Where an ad may show (seed §1: a page key, a list of slots named `ads`, a flag for the public top
 * placement; PRODUCT.md §4: no ads for a Plus player in that tournament). Pure, so that every rule
 * is tested without a page.
 */
import { unlocks } from "./plus";

export const AD_SLOTS = ["top", "standings", "schedule"] as const;
export type AdSlotName = (typeof AD_SLOTS)[number];

/** Reserved height per slot (px), so that a late ad never moves the page. */
export const AD_SLOT_HEIGHT: Record<AdSlotName, number> = { top: 90, standings: 250, schedule: 90 };

export interface AdsConfig {
  pageKey?: string;
  slots: readonly AdSlotName[];
  topPublic: boolean;
}

export function showsAd(config: AdsConfig, slot: AdSlotName, viewer: { signedIn: boolean; plus: boolean }): boolean {
  if (!config.pageKey || !config.slots.includes(slot)) return false;
  if (unlocks("noAds", { player: viewer.plus })) return false;
  if (slot === "top" && !viewer.signedIn && !config.topPublic) return false;
  return true;
}
