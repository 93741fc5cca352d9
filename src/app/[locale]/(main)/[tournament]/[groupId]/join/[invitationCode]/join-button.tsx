"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useRouter } from "@/i18n/navigation";
import { apiFetch } from "@/lib/api-client";
import { useHandleError } from "@/ui/forms/use-form-errors";

export function JoinButton({ slug, groupId, invitationCode, nickname: initial }: { slug: string; groupId: string; invitationCode: string; nickname: string }) {
  const t = useTranslations("group");
  const locale = useLocale();
  const router = useRouter();
  const handleError = useHandleError();
  const [nickname, setNickname] = useState(initial);
  const [pending, setPending] = useState(false);
  const join = () => {
    setPending(true);
    apiFetch(`/api/groups/${groupId}/join`, { body: { invitationCode, nickname }, locale })
      .then(() => router.push(`/${slug}/${groupId}`))
      .catch((error) => {
        handleError(error);
        setPending(false);
      });
  };
  return (
    <Stack spacing={2}>
      <TextField label={t("nickname")} value={nickname} onChange={(e) => setNickname(e.target.value)} slotProps={{ htmlInput: { maxLength: 40 } }} />
      <div>
        <Button variant="contained" size="large" onClick={join} disabled={pending || !nickname.trim()}>
          {t("joinSubmit")}
        </Button>
      </div>
    </Stack>
  );
}
