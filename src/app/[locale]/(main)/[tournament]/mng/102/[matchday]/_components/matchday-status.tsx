"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiFetch } from "@/lib/api-client";
import { useHandleError } from "@/ui/forms/use-form-errors";

export function MatchdayStatus({
  slug,
  ordinal,
  status,
  next,
}: {
  slug: string;
  ordinal: number;
  status: string;
  next: string[];
}) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const handleError = useHandleError();
  const [pending, setPending] = useState(false);
  const move = (to: string) => {
    setPending(true);
    apiFetch(`/api/admin/tournaments/${slug}/matchdays/${ordinal}`, { method: "PATCH", body: { status: to }, locale })
      .then(() => router.refresh())
      .catch(handleError)
      .finally(() => setPending(false));
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
      <Typography>
        {t("manage.matchdayStatus")}: <strong>{t(`status.${status}`)}</strong>
      </Typography>
      {next.map((to) => (
        <Button key={to} size="small" variant="outlined" disabled={pending} onClick={() => move(to)}>
          {t("manage.moveTo", { status: t(`status.${to}`) })}
        </Button>
      ))}
    </Stack>
  );
}
