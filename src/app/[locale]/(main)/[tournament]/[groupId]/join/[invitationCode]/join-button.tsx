"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useJoin } from "./use-join";
import { TEXT_LIMITS } from "@/lib/schemas/limits";

export function JoinButton({
  slug,
  groupId,
  invitationCode,
  nickname: initial,
}: {
  slug: string;
  groupId: string;
  invitationCode: string;
  nickname: string;
}) {
  const t = useTranslations("group");
  const { join, pending } = useJoin(slug, groupId, invitationCode);
  const [nickname, setNickname] = useState(initial);
  return (
    <Stack spacing={2}>
      <TextField
        label={t("nickname")}
        value={nickname}
        onChange={(e) => setNickname(e.target.value)}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.nickname } }}
      />
      <div>
        <Button variant="contained" size="large" onClick={() => join(nickname)} disabled={pending || !nickname.trim()}>
          {t("joinSubmit")}
        </Button>
      </div>
    </Stack>
  );
}
