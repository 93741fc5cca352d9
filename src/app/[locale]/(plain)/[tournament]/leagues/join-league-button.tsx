"use client";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { buttonClass } from "@/ui/plain/button-link";

// The code that sends the join (the action, its errors) loads at the first press (decision 0068).
const JoinLeague = lazy(() => import("./join-league"));

/**
 * Joins a public league without an invitation, under my account's name, and opens it: MUI's
 * outlined Button without MUI. The first press loads ./join-league.tsx, which takes the button's
 * place and sends the join; the button waits disabled meanwhile.
 */
export function JoinLeagueButton({
  slug,
  groupId,
  nickname,
  nameId,
}: {
  slug: string;
  groupId: string;
  nickname: string;
  /** The league's name on the page: the button is named by its own words and that name. */
  nameId: string;
}) {
  const t = useTranslations("leagues");
  const [pressed, setPressed] = useState(false);
  const waiting = (
    <button
      type="button"
      className={buttonClass("outlined")}
      disabled={pressed}
      id={`join-${groupId}`}
      aria-labelledby={`join-${groupId} ${nameId}`}
      onClick={() => setPressed(true)}
    >
      {t("joinButton")}
    </button>
  );
  if (!pressed) return waiting;
  return (
    <Suspense fallback={waiting}>
      <JoinLeague slug={slug} groupId={groupId} nickname={nickname} nameId={nameId}>
        {t("joinButton")}
      </JoinLeague>
    </Suspense>
  );
}
