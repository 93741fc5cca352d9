"use client";
import { useTranslations } from "next-intl";
import { useForm } from "@/ui/forms/form";
import { Link } from "@/i18n/navigation";
import { matchdayLabel } from "@/lib/matchday-label";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormInput } from "@/ui/plain/form-fields";
import styles from "../../admin.module.css";
import { useAdminCall } from "./admin-call";
import { Section } from "./section";

const resolver = lazyCodeResolver(() => import("@/lib/schemas/tournaments").then((m) => m.matchdayForm));

/** The tournament's matchdays, each with a link to its results; a new one after the last. */
export function MatchdaysSection({
  slug,
  matchdays,
}: {
  slug: string;
  matchdays: { ordinal: number; name: string | null; status: string; games: number }[];
}) {
  const t = useTranslations();
  const next = String((matchdays.at(-1)?.ordinal ?? 0) + 1);
  const form = useForm({ resolver, defaultValues: { ordinal: next, name: "" } });
  const { call, pending } = useAdminCall({ setError: form.setError, fields: ["ordinal", "name"] });
  const add = form.handleSubmit(async (body) => {
    if (await call(`/api/admin/tournaments/${slug}/matchdays`, { body }))
      form.reset({ ordinal: String(body.ordinal + 1), name: "" });
  });
  return (
    <Section title={t("admin.matchdays")}>
      <ul className={`${content.list} ${content.dense}`}>
        {matchdays.map((m) => (
          <li key={m.ordinal} className={styles.record}>
            <div className={content.listText}>
              <span className={content.listPrimary}>{matchdayLabel(m, t)}</span>
              <span className={content.listSecondary}>
                {`${m.ordinal} · ${t(`status.${m.status}`)} · ${t("admin.gameCount", { count: m.games })}`}
              </span>
            </div>
            <Link href={`/${slug}/mng/102/${m.ordinal}`} className={buttonClass("text", "small")}>
              {t("admin.results")}
            </Link>
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={add} className={styles.inlineForm}>
        <FormInput
          form={form}
          name="ordinal"
          id="new-matchday-ordinal"
          size="small"
          type="number"
          label={t("admin.ordinal")}
          fullWidth={false}
          style={{ width: 120 }}
        />
        <FormInput
          form={form}
          name="name"
          id="new-matchday-name"
          size="small"
          label={t("admin.matchdayName")}
          fullWidth={false}
          htmlInput={{ maxLength: TEXT_LIMITS.matchdayName }}
        />
        <button type="submit" className={buttonClass("outlined")} disabled={pending}>
          {t("admin.addMatchday")}
        </button>
      </form>
    </Section>
  );
}
