import { AppError } from "@/lib/errors";
import { savePredictionsInput } from "@/lib/schemas/groups";
import { GAME_MODES, type GameMode } from "@/lib/sports";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { getPredictionSheet, savePredictions } from "@/server/picks/predictions";

/** The same picks in every group of mine in the tournament that plays the mode (PRODUCT.md §5). */
export const PUT = withApi<typeof savePredictionsInput._output, Record<string, never>, "user">({ auth: "user", body: savePredictionsInput }, async ({ session, body }) =>
  savePredictions(await getAppDb(), session.user.id, body),
);

/** GET /api/predictions?tournament=&mode=: my pick per game across my groups of that mode, and the crowd's distribution of locked games. */
export const GET = withApi<undefined, Record<string, never>, "user">({ auth: "user" }, async ({ session, request }) => {
  const query = new URL(request.url).searchParams;
  const slug = query.get("tournament");
  if (!slug) throw new AppError({ code: "error.validation.required", status: 400, formField: "tournament" });
  const mode = query.get("mode");
  if (mode !== null && !GAME_MODES.includes(mode as GameMode)) throw new AppError({ code: "error.validation.invalid", status: 400, formField: "mode" });
  const sheet = await getPredictionSheet(await getAppDb(), session.user.id, slug, (mode as GameMode | null) ?? undefined);
  if (!sheet.mode) throw new AppError({ code: "error.predictions.noGroups", status: 409 });
  return {
    mode: sheet.mode,
    modes: sheet.modes,
    groups: sheet.groups,
    games: sheet.games.map(({ game, lockAt, pick, joker, points, differs, crowd }) => ({ gameId: game.id, matchday: game.matchdayOrdinal, lockAt, pick, joker, points, differs, crowd })),
  };
});
