"use client";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { useSnackbar } from "@/ui/snackbar";
import styles from "./group-page.module.css";

/** The group's invitation link to copy; `lead` says first why (a group with only me, issue 13). Drawn without MUI (decision 0068). */
export function InviteLink({ url, lead }: { url: string; lead?: string }) {
  const t = useTranslations("group");
  const { enqueueSnackbar } = useSnackbar();
  return (
    <section aria-labelledby="invite-title" className={`${content.paper} ${content.p2}`} data-testid="invite">
      <h2 id="invite-title" className={`${content.h6} ${content.gutterBottom}`}>
        {t("invite")}
      </h2>
      {lead && <p className={`${content.body1} ${styles.mb1} ${styles.medium}`}>{lead}</p>}
      <p className={`${content.body1} ${styles.mb1}`}>{t("inviteText")}</p>
      <div className={content.actions}>
        <input
          className={styles.invite}
          value={url}
          readOnly
          aria-label={t("invite")}
          data-testid="invite-link"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className={buttonClass("outlined", "medium", styles.copy)}
          onClick={() =>
            navigator.clipboard?.writeText(url).then(() => enqueueSnackbar(t("copied"), { variant: "success" }))
          }
        >
          {t("copy")}
        </button>
      </div>
    </section>
  );
}
