"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useForm } from "@/ui/forms/form";
import { AppError, isAppError } from "@/lib/errors";
import { isUndeliverable } from "@/lib/wallet";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";
import { hasPageWallet, onWalletArrives, pageWallet, signInWithWallet } from "@/ui/auth/wallet-sign-in";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { Alert } from "@/ui/plain/alert";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { Dialog, DialogText } from "@/ui/plain/dialog";
import { Divider } from "@/ui/plain/divider";
import { FormInput } from "@/ui/plain/form-fields";

const schemas = () => import("@/lib/schemas/account");
const passwordResolver = lazyCodeResolver(() => schemas().then((m) => m.currentPasswordInput));
const emailCodeResolver = lazyCodeResolver(() => schemas().then((m) => m.sixDigitCodeInput));
const secondCodeResolver = lazyCodeResolver(() => schemas().then((m) => m.secondFactorCodeInput));

/** What the settings page knows of the account, to offer its ways of confirming. */
export interface ConfirmIdentityAccount {
  email: string;
  hasPassword: boolean;
  /** The account has a wallet that signs in (decision 0060): it can confirm with it. */
  hasWallet: boolean;
  /** The account has a passkey: only then is one offered. */
  hasPasskey: boolean;
}

type Step = "first" | "code" | "second";

/**
 * A sign-in of the signed-in player: password, passkey, wallet or e-mailed code (not to an account
 * without an address: a wallet's stand-in), then the second factor if on. A plain `Dialog` (the
 * browser's modal <dialog>); it loads when the server first asks for a recent sign-in (decision 0080).
 */
export default function ConfirmIdentityDialog({
  email,
  hasPassword,
  hasWallet,
  hasPasskey,
  onDone,
}: ConfirmIdentityAccount & { onDone: (ok: boolean) => void }) {
  const t = useTranslations("settings");
  const ta = useTranslations("account");
  const [step, setStep] = useState<Step>("first");
  const [backup, setBackup] = useState(false);
  /** The second factors the challenge named (`otp`: a code by SMS to the phone). */
  const [methods, setMethods] = useState<string[]>([]);
  const [sms, setSms] = useState(false);
  const passwordForm = useForm({ resolver: passwordResolver, defaultValues: { password: "" } });
  // The e-mailed code has six digits; the second step's may be a backup code.
  const codeForm = useForm({
    resolver: step === "code" ? emailCodeResolver : secondCodeResolver,
    defaultValues: { code: "" },
  });
  const passwordAction = useAction({ setError: passwordForm.setError, fields: ["password"] });
  const codeAction = useAction({ setError: codeForm.setError, fields: ["code"] });
  const pending = passwordAction.pending || codeAction.pending;
  const client = () => loadAuthClient(passwordAction.locale);
  // The dialog opens when asked for: the auth client loads now, so that a passkey's prompt still
  // follows the click that asked for it (a browser may refuse one that comes too long after).
  useEffect(() => {
    client().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the dialog opens
  }, []);

  const attempt = (run: typeof codeAction.run, call: () => Promise<unknown>) =>
    run(call, {
      onSuccess: (data) => {
        if (data && typeof data === "object" && "twoFactorRedirect" in data && data.twoFactorRedirect) {
          const named = "twoFactorMethods" in data ? data.twoFactorMethods : null;
          setMethods(Array.isArray(named) ? named.map(String) : ["totp"]);
          codeForm.reset();
          setStep("second");
          return;
        }
        onDone(true);
      },
    });

  const withPassword = passwordForm.handleSubmit(({ password }) =>
    attempt(passwordAction.run, async () => {
      try {
        return await unwrap((await client()).signIn.email({ email, password }));
      } catch (error) {
        // The address is the account's own, not typed here: a refused sign-in is the password's,
        // said on its field (and gone once it changes), not beside a form of one field.
        if (isAppError(error) && error.code === "error.auth.invalidCredentials")
          throw new AppError({ code: "error.auth.passwordWrong", status: error.status, formField: "password" });
        throw error;
      }
    }),
  );
  const withPasskey = () => attempt(passwordAction.run, async () => unwrap((await client()).signIn.passkey()));
  const walletHere = useSyncExternalStore(onWalletArrives, hasPageWallet, () => false);
  const withWallet = () => attempt(passwordAction.run, async () => signInWithWallet(await client(), pageWallet()!));
  const mailable = !isUndeliverable(email);
  const withCode = codeForm.handleSubmit(({ code }) =>
    attempt(codeAction.run, async () => unwrap((await client()).signIn.emailOtp({ email, otp: code }))),
  );
  const secondFactor = codeForm.handleSubmit(({ code }) =>
    attempt(codeAction.run, async () => {
      const { twoFactor } = await client();
      return unwrap(
        backup
          ? twoFactor.verifyBackupCode({ code })
          : sms
            ? twoFactor.verifyOtp({ code })
            : twoFactor.verifyTotp({ code }),
      );
    }),
  );

  // The phone factor's code, by SMS (decision 0053).
  const sendSms = () =>
    codeAction.run(async () => unwrap((await client()).twoFactor.sendOtp()), {
      onSuccess: () => {
        codeForm.reset();
        setBackup(false);
        setSms(true);
      },
    });

  // Sending a code is not a sign-in: it only moves on to the code field.
  const send = () =>
    passwordAction.run(async () => unwrap((await client()).emailOtp.sendVerificationOtp({ email, type: "sign-in" })), {
      onSuccess: () => {
        codeForm.reset();
        setStep("code");
      },
    });

  const contained = buttonClass("contained");
  const outlined = buttonClass("outlined");
  const small = buttonClass("text", "small");
  return (
    <Dialog
      open
      fullWidth="xs"
      title={t("confirmTitle")}
      onClose={() => onDone(false)}
      actions={
        <button type="button" className={buttonClass()} onClick={() => onDone(false)}>
          {t("cancel")}
        </button>
      }
    >
      <div className={content.stack2}>
        {step === "first" && (
          <>
            <DialogText>{t("confirmIntro")}</DialogText>
            {hasPassword && (
              <form noValidate className={content.stack1} onSubmit={withPassword}>
                <FormInput
                  form={passwordForm}
                  name="password"
                  id="confirm-password"
                  htmlInput={{ autoFocus: true }}
                  label={ta("password")}
                  type="password"
                  autoComplete="current-password"
                />
                <button type="submit" className={contained} disabled={pending}>
                  {t("confirmSubmit")}
                </button>
              </form>
            )}
            {hasPassword && <Divider>{ta("or")}</Divider>}
            {hasPasskey && (
              <button type="button" className={outlined} onClick={withPasskey} disabled={pending}>
                {t("confirmWithPasskey")}
              </button>
            )}
            {hasWallet && walletHere && (
              <button type="button" className={outlined} onClick={withWallet} disabled={pending}>
                {t("confirmWithWallet")}
              </button>
            )}
            {hasWallet && !walletHere && <Alert severity="info">{t("confirmWalletMissing")}</Alert>}
            {mailable && (
              <button type="button" className={outlined} onClick={send} disabled={pending}>
                {t("confirmWithCode")}
              </button>
            )}
          </>
        )}
        {step === "code" && (
          <form noValidate className={content.stack1} onSubmit={withCode}>
            <Alert severity="info" role="status">
              {ta("codeSent", { email })}
            </Alert>
            <FormInput
              form={codeForm}
              name="code"
              id="confirm-code"
              htmlInput={{ autoFocus: true, inputMode: "numeric" }}
              label={ta("code")}
              autoComplete="one-time-code"
            />
            <button type="submit" className={contained} disabled={pending}>
              {ta("verifyCode")}
            </button>
          </form>
        )}
        {step === "second" && (
          <form noValidate className={content.stack1} onSubmit={secondFactor}>
            <p role={sms ? "status" : undefined} className={`${content.body1} ${content.secondary}`}>
              {sms && !backup ? ta("smsSent") : ta("twoFactorIntro")}
            </p>
            <FormInput
              form={codeForm}
              name="code"
              id="confirm-second-code"
              htmlInput={{ autoFocus: true, inputMode: backup ? "text" : "numeric" }}
              label={backup ? ta("backupCode") : ta("code")}
              autoComplete="one-time-code"
            />
            <button type="submit" className={contained} disabled={pending}>
              {ta("verify")}
            </button>
            <button type="button" className={small} onClick={() => setBackup((b) => !b)}>
              {backup ? ta("useTotp") : ta("useBackupCode")}
            </button>
            {methods.includes("otp") && (
              <button type="button" className={small} onClick={sendSms} disabled={pending}>
                {sms ? ta("smsResend") : ta("useSms")}
              </button>
            )}
          </form>
        )}
      </div>
    </Dialog>
  );
}
