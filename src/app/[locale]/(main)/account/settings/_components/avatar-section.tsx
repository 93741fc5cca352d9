"use client";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { AppError, appErrorFromResponse } from "@/lib/errors";
import { apiFetch } from "@/lib/api-client";
import { FileButton } from "@/ui/file-button";
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";

async function upload(file: File, locale: string) {
  const body = new FormData();
  body.set("avatar", file);
  let response: Response;
  try {
    response = await fetch("/api/account/avatar", { method: "POST", body, headers: { "x-callit-locale": locale } });
  } catch {
    throw new AppError({ code: "error.network", status: 0 });
  }
  if (!response.ok) throw await appErrorFromResponse(response);
}

export function AvatarSection({ image, name }: { image: string | null; name: string }) {
  const t = useTranslations("settings");
  const { run, pending, locale } = useSettingsAction();
  return (
    <Section title={t("avatar")}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <Avatar src={image ?? undefined} alt="" sx={{ width: 96, height: 96 }} data-testid="avatar-preview">
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
          <FileButton
            disabled={pending}
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            inputLabel={t("uploadAvatar")}
            onFile={(file) => void run(() => upload(file, locale))}
          >
            {pending ? t("uploading") : t("uploadAvatar")}
          </FileButton>
          {image && (
            <Button
              color="inherit"
              onClick={() => run(() => apiFetch("/api/account/avatar", { method: "DELETE", locale }))}
              disabled={pending}
            >
              {t("removeAvatar")}
            </Button>
          )}
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("avatarHint")}
          </Typography>
        </Stack>
      </Stack>
    </Section>
  );
}
