import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { cookies } from "next/headers";
import { AD_SLOT_HEIGHT, type AdSlotName } from "@/lib/ads";
import { CONSENT_COOKIE } from "@/lib/constants";
import { adPlacement } from "@/server/ads/placement";
import { AdLoader } from "./ad-loader";

/**
 * One ad placement of a tournament page. The space is reserved before the network fills it (no
 * layout shift); nothing is drawn without a configured page key, in a slot not listed in `ADS`,
 * or for a player who holds Plus for the tournament.
 */
export async function AdSlot({ slot, tournamentId }: { slot: AdSlotName; tournamentId: string }) {
  const placement = await adPlacement(slot, tournamentId);
  if (!placement) return null;
  const t = await getTranslations("ads");
  return (
    // Each slot's landmark has its own name: a page with two ads has two distinct "complementary" regions.
    <Box component="aside" aria-label={slot === "top" ? t("label") : t(slot)} data-testid={`ad-${slot}`} sx={{ my: 2 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {t("label")}
      </Typography>
      <Box
        className="callit-ad"
        data-page-key={placement.pageKey}
        data-slot={slot}
        sx={{ height: AD_SLOT_HEIGHT[slot], bgcolor: "action.hover", borderRadius: 1, overflow: "hidden" }}
      />
      {placement.scriptUrl && (
        <AdLoader src={placement.scriptUrl} allowedByPolicy={(await cookies()).has(CONSENT_COOKIE.name)} />
      )}
    </Box>
  );
}
