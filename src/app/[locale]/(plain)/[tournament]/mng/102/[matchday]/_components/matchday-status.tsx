"use client";
import { useTranslations } from "next-intl";
import { useAction } from "@/ui/forms/use-action";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { refreshPage } from "@/ui/refresh";

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
  const { run, api, pending } = useAction();
  const move = (to: string) =>
    run(() => api(`/api/admin/tournaments/${slug}/matchdays/${ordinal}`, { method: "PATCH", body: { status: to } }), {
      onSuccess: () => refreshPage(),
    });
  return (
    <div className={`${content.row1} ${content.center}`}>
      <p className={content.body1}>
        {t("manage.matchdayStatus")}: <strong>{t(`status.${status}`)}</strong>
      </p>
      {next.map((to) => (
        <button
          key={to}
          type="button"
          className={buttonClass("outlined", "small")}
          disabled={pending}
          onClick={() => move(to)}
        >
          {t("manage.moveTo", { status: t(`status.${to}`) })}
        </button>
      ))}
    </div>
  );
}
