import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { cookies } from "next/headers";
import { AD_SLOT_HEIGHT, showsAd, type AdSlotName } from "@/lib/ads";
import { CONSENT_COOKIE } from "@/lib/constants";
import { getEnv } from "@/lib/env";
import { getPageSession } from "@/server/auth/page-guards";
import { hasPlus } from "@/server/billing/subscriptions";
import { getAppDb } from "@/server/db";
import { currentSite } from "@/server/sites/sites";
import { AdLoader } from "./ad-loader";

/**
 * One ad placement of a tournament page. The space is reserved before the network fills it (no
 * layout shift); nothing is drawn without a configured page key, in a slot not listed in `ADS`,
 * or for a player who holds Plus for the tournament.
 */
export async function AdSlot({ slot, tournamentId }: { slot: AdSlotName; tournamentId: string }) {
  const env = getEnv();
  const site = await currentSite();
  const config = { pageKey: site.adsPageKey, slots: env.ADS, topPublic: env.ADS_TOP_PUBLIC };
  if (!config.pageKey || !config.slots.includes(slot)) return null;
  const session = await getPageSession();
  const plus = session ? await hasPlus(await getAppDb(), session.user.id, tournamentId) : false;
  if (!showsAd(config, slot, { signedIn: Boolean(session), plus })) return null;
  const t = await getTranslations("ads");
  return (
    <Box component="aside" aria-label={t("label")} data-testid={`ad-${slot}`} sx={{ my: 2 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {t("label")}
      </Typography>
      <Box
        className="callit-ad"
        data-page-key={config.pageKey}
        data-slot={slot}
        sx={{ height: AD_SLOT_HEIGHT[slot], bgcolor: "action.hover", borderRadius: 1, overflow: "hidden" }}
      />
      {env.ADS_SCRIPT_URL && <AdLoader src={env.ADS_SCRIPT_URL} allowedByPolicy={(await cookies()).has(CONSENT_COOKIE.name)} />}
    </Box>
  );
}
