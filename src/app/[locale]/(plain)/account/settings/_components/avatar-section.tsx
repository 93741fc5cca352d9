"use client";
import { useTranslations } from "next-intl";
import { AppError, appErrorFromResponse } from "@/lib/errors";
import { apiFetch } from "@/lib/api-client";
import { Avatar } from "@/ui/plain/avatar";
import content from "@/ui/plain/content.module.css";
import { FileButton } from "@/ui/plain/file-button";
import plain from "@/ui/plain/plain.module.css";
import { Section } from "./section";
import styles from "./settings.module.css";
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
      <div className={`${content.row2} ${content.center}`}>
        <Avatar image={image} name={name} size={96} testId="avatar-preview" />
        <div className={styles.avatarActions}>
          <FileButton
            disabled={pending}
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            inputLabel={t("uploadAvatar")}
            onFile={(file) => void run(() => upload(file, locale))}
          >
            {pending ? t("uploading") : t("uploadAvatar")}
          </FileButton>
          {image && (
            <button
              type="button"
              className={plain.button}
              onClick={() => run(() => apiFetch("/api/account/avatar", { method: "DELETE", locale }))}
              disabled={pending}
            >
              {t("removeAvatar")}
            </button>
          )}
          <p className={`${content.body2} ${content.secondary}`}>{t("avatarHint")}</p>
        </div>
      </div>
    </Section>
  );
}
