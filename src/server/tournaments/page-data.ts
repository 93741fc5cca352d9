import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/db";
import { getTournamentBySlug, type TournamentRow } from "./queries";

/** The tournament of a page, once per request (metadata and page share it); unknown → 404 page. */
export const loadTournament = cache(async (slug: string): Promise<TournamentRow> => {
  const tournament = await getTournamentBySlug(await getDb(), slug);
  if (!tournament) notFound();
  return tournament;
});
