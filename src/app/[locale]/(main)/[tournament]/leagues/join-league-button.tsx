"use client";
import Button from "@mui/material/Button";
import { useTranslations } from "next-intl";
import { useJoin } from "../[groupId]/join/[invitationCode]/use-join";

/** Joins a public league without an invitation, under my account's name, and opens it. */
export function JoinLeagueButton({
  slug,
  groupId,
  nickname,
  label,
}: {
  slug: string;
  groupId: string;
  nickname: string;
  label: string;
}) {
  const t = useTranslations("leagues");
  const { join, pending } = useJoin(slug, groupId);
  return (
    <Button variant="outlined" onClick={() => void join(nickname)} disabled={pending} aria-label={label}>
      {t("joinButton")}
    </Button>
  );
}
