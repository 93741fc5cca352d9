import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { Locale } from "@/lib/constants";
import { GAME_MODES, type GameMode } from "@/lib/sports";
import { getRules } from "@/server/content/get-doc";
import { loadTournament } from "@/server/tournaments/page-data";
import { pageMetadata } from "@/ui/metadata";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";

type Props = { params: Promise<{ locale: Locale; tournament: string; type: string }> };

async function load(locale: Locale, slug: string, type: string) {
  if (!(GAME_MODES as readonly string[]).includes(type)) notFound();
  const tournament = await loadTournament(slug);
  const rules = await getRules(locale, tournament.sport, type as GameMode);
  if (!rules) notFound();
  return { tournament, rules };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, tournament: slug, type } = await params;
  const { rules } = await load(locale, slug, type);
  return pageMetadata({ locale, path: `/${slug}/help/${type}`, title: rules.title, description: rules.description });
}

export default async function RulesPage({ params }: Props) {
  const { locale, tournament: slug, type } = await params;
  setRequestLocale(locale);
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
}
