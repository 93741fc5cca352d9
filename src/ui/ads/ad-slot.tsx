import { getTranslations } from "next-intl/server";
import { cookies } from "next/headers";
import { AD_SLOT_HEIGHT, type AdSlotName } from "@/lib/ads";
import { CONSENT_COOKIE } from "@/lib/constants";
import { adPlacement } from "@/server/ads/placement";
import { AdLoader } from "./ad-loader";
import styles from "./ads.module.css";

/**
 * One ad placement of a tournament page. The space is reserved before the network fills it (no
 * layout shift); nothing is drawn without a configured page key, in a slot not listed in `ADS`,
 * or for a player who holds Plus for the tournament. Drawn without MUI (decision 0068).
 */
export async function AdSlot({ slot, tournamentId }: { slot: AdSlotName; tournamentId: string }) {
  const placement = await adPlacement(slot, tournamentId);
  if (!placement) return null;
  const t = await getTranslations("ads");
  return (
    // Each slot's landmark has its own name: a page with two ads has two distinct "complementary" regions.
    <aside aria-label={slot === "top" ? t("label") : t(slot)} data-testid={`ad-${slot}`} className={styles.slot}>
      <p className={styles.label}>{t("label")}</p>
      <div
        className={`callit-ad ${styles.space}`}
        data-page-key={placement.pageKey}
        data-slot={slot}
        style={{ height: AD_SLOT_HEIGHT[slot] }}
      />
      {placement.scriptUrl && (
        <AdLoader
          src={placement.scriptUrl}
          allowedByPolicy={(await cookies()).get(CONSENT_COOKIE.name)?.value === CONSENT_COOKIE.accepted}
        />
      )}
    </aside>
  );
}
