import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { GameView } from "@/server/tournaments/queries";
import content from "@/ui/plain/content.module.css";
import { PickText } from "./pick-text";

type MyPick = { groupId: string; groupName: string; pick: unknown; points: number | null; joker: boolean };

/** Under a game of the schedule: my pick in each of my groups, with its points once scored. No MUI (decision 0068). */
export async function MyPicksLine({ picks, game, slug }: { picks: MyPick[]; game: GameView; slug: string }) {
  if (picks.length === 0) return null;
  const t = await getTranslations("schedule");
  return (
    <p className={`${content.body2} ${content.secondary}`} style={{ padding: "4px 16px 0" }} data-testid="my-picks">
      {t("myPicks")}{" "}
      {picks.map((p, i) => (
        <span key={p.groupId}>
          {i > 0 && " · "}
          <Link href={`/${slug}/${p.groupId}/picks`}>{p.groupName}</Link>: <PickText pick={p.pick} game={game} />
          {p.joker && " ★"}
          {p.points !== null && ` (${t("pointsShort", { points: p.points })})`}
        </span>
      ))}
    </p>
  );
}
