"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/ui/plain/alert";
import { ButtonLink, buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { ResendConfirmation } from "./resend-confirmation";

export interface CheckMailState {
  kind: "signUp" | "magic" | "reset";
  email: string;
  callbackURL?: string;
}

const TEXT = { signUp: "checkMailSignUp", magic: "checkMailLink", reset: "checkMailReset" } as const;

/** After a mail went out: what to do next, a resend, and on a demo server the mailbox. */
export function CheckMail({
  state,
  showMailbox,
  onBack,
}: {
  state: CheckMailState;
  showMailbox: boolean;
  onBack: () => void;
}) {
  const t = useTranslations("account");
  return (
    <div className={`${content.stack2} ${content.flush} ${content.start}`}>
      <Alert severity="info" role="status">
        {t(TEXT[state.kind], { email: state.email })}
      </Alert>
      {state.kind === "signUp" && <ResendConfirmation email={state.email} callbackURL={state.callbackURL} />}
      {showMailbox && (
        <ButtonLink href="/mailbox" variant="outlined">
          {t("openMailbox")}
        </ButtonLink>
      )}
      <button type="button" className={buttonClass()} onClick={onBack}>
        {t("backToSignIn")}
      </button>
    </div>
  );
}
