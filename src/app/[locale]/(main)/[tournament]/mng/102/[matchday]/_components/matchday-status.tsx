"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useAction } from "@/ui/forms/use-action";

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
  const router = useRouter();
  const { run, api, pending } = useAction();
  const move = (to: string) =>
    run(() => api(`/api/admin/tournaments/${slug}/matchdays/${ordinal}`, { method: "PATCH", body: { status: to } }), {
      onSuccess: () => router.refresh(),
    });
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
