"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiFetch } from "@/lib/api-client";
import { useHandleError } from "@/ui/forms/use-form-errors";
import { Link } from "@/i18n/navigation";

/** For accounts made by link, code or a provider: the terms and privacy policy before playing. */
export function AcceptAgreements() {
  const t = useTranslations("account");
  const docs = useTranslations("docs");
  const locale = useLocale();
  const router = useRouter();
  const handleError = useHandleError();
  const [pending, setPending] = useState(false);
  const accept = () => {
    setPending(true);
    apiFetch("/api/settings/agreements", { body: { terms: true, privacy: true }, locale })
      .then(() => router.refresh())
      .catch(handleError)
      .finally(() => setPending(false));
  };
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" onClick={accept} disabled={pending}>
          {t("acceptAgreements")}
        </Button>
      }
    >
      {t("agreementsMissing")} <Link href="/docs/terms">{docs("terms")}</Link> ·{" "}
      <Link href="/docs/privacy">{docs("privacy")}</Link>
    </Alert>
  );
}
