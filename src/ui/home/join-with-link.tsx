import { getLocale, getTranslations } from "next-intl/server";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/lib/constants";
import styles from "./home.module.css";

/**
 * "Join with a link": a field to paste an invitation link or code, sent to /join (a plain form,
 * no script), which opens the group's invitation.
 */
export async function JoinWithLink({ value, error }: { value?: string; error?: boolean }) {
  const t = await getTranslations();
  const locale = (await getLocale()) as Locale;
  return (
    <form
      className={styles.join}
      action={getPathname({ locale, href: "/join" })}
      method="get"
      data-testid="join-with-link"
    >
      <label htmlFor="invitation-link">{t("home.joinLabel")}</label>
      <input
        id="invitation-link"
        name="link"
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        required
        defaultValue={value}
        placeholder={t("home.joinPlaceholder")}
        aria-describedby={error ? "invitation-link-error" : "invitation-link-hint"}
        aria-invalid={error || undefined}
      />
      <button type="submit">{t("home.joinSubmit")}</button>
      {error ? (
        <p className={styles.error} id="invitation-link-error" role="alert">
          {t("home.joinInvalid")}
        </p>
      ) : (
        <p className={styles.hint} id="invitation-link-hint">
          {t("home.joinHint")}
        </p>
      )}
    </form>
  );
}
