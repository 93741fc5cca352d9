"use client";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useAction } from "@/ui/forms/use-action";
import { Alert } from "@/ui/plain/alert";
import plain from "@/ui/plain/plain.module.css";
import { refreshPage } from "@/ui/refresh";

/** For accounts made by link, code or a provider: the terms and privacy policy before playing. */
export function AcceptAgreements() {
  const t = useTranslations("account");
  const docs = useTranslations("docs");
  const { run, api, pending } = useAction();
  const accept = () =>
    run(() => api("/api/settings/agreements", { body: { terms: true, privacy: true } }), {
      onSuccess: () => refreshPage(),
    });
  return (
    <Alert
      severity="info"
      action={
        <button type="button" className={plain.button} onClick={accept} disabled={pending}>
          {t("acceptAgreements")}
        </button>
      }
    >
      {t("agreementsMissing")} <Link href="/docs/terms">{docs("terms")}</Link> ·{" "}
      <Link href="/docs/privacy">{docs("privacy")}</Link>
    </Alert>
  );
}
