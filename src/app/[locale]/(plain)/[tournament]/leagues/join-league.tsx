"use client";
import { useEffect, useRef, type ReactNode } from "react";
import { buttonClass } from "@/ui/plain/button-link";
import { useJoin } from "../[groupId]/join/[invitationCode]/use-join";

/**
 * The join button once pressed (./join-league-button.tsx loads it then): sends the join as it
 * mounts and opens the league; disabled while it goes, a refusal shown as every action's (a
 * snackbar) and the button free to press again.
 */
export default function JoinLeague({
  slug,
  groupId,
  nickname,
  nameId,
  children,
}: {
  slug: string;
  groupId: string;
  nickname: string;
  nameId: string;
  children: ReactNode;
}) {
  const { join, pending } = useJoin(slug, groupId);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void join(nickname);
  });
  return (
    <button
      type="button"
      className={buttonClass("outlined")}
      disabled={pending}
      id={`join-${groupId}`}
      aria-labelledby={`join-${groupId} ${nameId}`}
      onClick={() => void join(nickname)}
    >
      {children}
    </button>
  );
}
