import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { Locale } from "@/lib/constants";
import { GAME_MODES, type GameMode } from "@/lib/sports";
import { getRules } from "@/server/content/get-doc";
import { loadTournament } from "@/server/tournaments/page-data";
import { pageMetadata } from "@/ui/metadata";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { z } from "zod";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { tournamentPath } from "@/server/http/page-params";

const rulesPath = tournamentPath.extend({ type: z.enum(GAME_MODES) });

async function load(locale: Locale, slug: string, type: GameMode) {
  const tournament = await loadTournament(slug);
  const rules = await getRules(locale, tournament.sport, type);
  if (!rules) notFound();
  return { tournament, rules };
}

export const generateMetadata = defineMetadata(
  { params: rulesPath },
  async ({ locale, params: { tournament: slug, type } }): Promise<Metadata> => {
    const { rules } = await load(locale, slug, type);
    return pageMetadata({ locale, path: `/${slug}/help/${type}`, title: rules.title, description: rules.description });
  },
);

const RulesPage = definePage({ params: rulesPath }, async ({ locale, params: { tournament: slug, type } }) => {
  const { tournament, rules } = await load(locale, slug, type);
  return (
    <>
      <TournamentHeader tournament={tournament} current="help" />
      <Box
        component="article"
        sx={{
          maxWidth: 760,
          lineHeight: 1.7,
          "& h2": { mt: 4, mb: 1 },
          "& table": { borderCollapse: "collapse", my: 2 },
          "& th, & td": { border: 1, borderColor: "divider", px: 1.5, py: 0.75, textAlign: "left" },
        }}
      >
        <Typography variant="h5" component="h1" gutterBottom>
          {rules.title}
        </Typography>
        {/* Our own markdown from the repository, not user input. */}
        <div dangerouslySetInnerHTML={{ __html: rules.html }} />
      </Box>
    </>
  );
});
export default RulesPage;
