import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { Locale } from "@/lib/constants";
import { GAME_MODES, type GameMode } from "@/lib/sports";
import { getRules } from "@/server/content/get-doc";
import { loadTournament } from "@/server/tournaments/page-data";
import { pageMetadata } from "@/ui/metadata";
import content from "@/ui/plain/content.module.css";
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

/** A game mode's rules, drawn by the server without MUI (decision 0068). */
const RulesPage = definePage({ params: rulesPath }, async ({ locale, params: { tournament: slug, type } }) => {
  const { tournament, rules } = await load(locale, slug, type);
  return (
    <>
      <TournamentHeader tournament={tournament} current="help" />
      <article className={content.prose}>
        <h1 className={`${content.h5} ${content.gutterBottom}`}>{rules.title}</h1>
        {/* Our own markdown from the repository, not user input. */}
        <div dangerouslySetInnerHTML={{ __html: rules.html }} />
      </article>
    </>
  );
});
export default RulesPage;
