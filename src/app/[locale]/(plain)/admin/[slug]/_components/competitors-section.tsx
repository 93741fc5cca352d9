"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm, useWatch } from "@/ui/forms/form";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormInput } from "@/ui/plain/form-fields";
import styles from "../../admin.module.css";
import { useAdminCall } from "./admin-call";
import { Section, type Competitor } from "./section";

const schemas = () => import("@/lib/schemas/tournaments");
const renameResolver = lazyCodeResolver(() => schemas().then((m) => m.renameCompetitorForm));
const addResolver = lazyCodeResolver(() => schemas().then((m) => m.competitorForm));

function CompetitorRow({ competitor }: { competitor: Competitor }) {
  const t = useTranslations("admin");
  const id = useId();
  const form = useForm({ resolver: renameResolver, defaultValues: { name: competitor.name } });
  const { call, pending } = useAdminCall({ setError: form.setError, fields: ["name"] });
  const name = useWatch({ control: form.control, name: "name" });
  const rename = form.handleSubmit((body) =>
    call(`/api/admin/competitors/${competitor.id}`, { method: "PATCH", body }),
  );
  return (
    <li className={styles.block}>
      <form noValidate onSubmit={rename} className={`${content.row1} ${content.center}`}>
        <FormInput
          form={form}
          name="name"
          id={`${id}-name`}
          size="small"
          label={t("competitorName")}
          fullWidth={false}
          className={styles.grow}
          // The input's value attribute names the row (as it did when the field was controlled).
          htmlInput={{ maxLength: TEXT_LIMITS.competitorName, defaultValue: competitor.name }}
        />
        <span className={`${content.body2} ${content.secondary}`} style={{ minWidth: 120 }}>
          {competitor.code ? `${competitor.code} · ${competitor.label}` : ""}
        </span>
        <button
          type="submit"
          className={buttonClass("text", "small")}
          disabled={pending || name.trim() === competitor.name}
        >
          {t("rename")}
        </button>
      </form>
    </li>
  );
}

/** The tournament's teams (or drivers, or countries): renamed in place, added below. */
export function CompetitorsSection({ slug, competitors }: { slug: string; competitors: Competitor[] }) {
  const t = useTranslations("admin");
  const form = useForm({ resolver: addResolver, defaultValues: { name: "", code: "" } });
  const { call, pending } = useAdminCall({ setError: form.setError, fields: ["name", "code"] });
  const add = form.handleSubmit(async (body) => {
    if (await call(`/api/admin/tournaments/${slug}/competitors`, { body })) form.reset();
  });
  return (
    <Section title={t("competitors")}>
      {competitors.length === 0 ? (
        <p className={`${content.body1} ${content.secondary}`}>{t("noCompetitors")}</p>
      ) : (
        <ul className={`${content.list} ${content.dense}`}>
          {competitors.map((c) => (
            <CompetitorRow key={c.id} competitor={c} />
          ))}
        </ul>
      )}
      <form noValidate onSubmit={add} className={styles.inlineForm}>
        <FormInput
          form={form}
          name="name"
          id="new-competitor-name"
          size="small"
          label={t("competitorName")}
          fullWidth={false}
          htmlInput={{ maxLength: TEXT_LIMITS.competitorName }}
        />
        <FormInput
          form={form}
          name="code"
          id="new-competitor-code"
          size="small"
          label={t("competitorCode")}
          fullWidth={false}
          htmlInput={{ maxLength: TEXT_LIMITS.competitorCode }}
        />
        <button type="submit" className={buttonClass("outlined")} disabled={pending}>
          {t("addCompetitor")}
        </button>
      </form>
    </Section>
  );
}
