"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { AppError } from "@/lib/errors";
import { getAuthClient, unwrap } from "@/ui/auth/auth-client";
import { useAction } from "@/ui/forms/use-action";

/** Asks the player to sign in again in place; true once they did, false if they cancelled. */
type ConfirmIdentity = () => Promise<boolean>;

const ConfirmContext = createContext<ConfirmIdentity>(async () => false);

export function useConfirmIdentity(): ConfirmIdentity {
  return useContext(ConfirmContext);
}

/** The refusal of an action that needs a recent sign-in (decision 0016). */
export function needsFreshSignIn(error: unknown): boolean {
  return error instanceof AppError && error.code === "error.auth.freshSessionRequired";
}

/**
 * Runs a dangerous action; when the server asks for a recent sign-in, asks the player to confirm
 * who they are, in place, and runs it once more. Answers false if the player cancelled.
 */
export async function withFreshSignIn(confirm: ConfirmIdentity, action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    if (!needsFreshSignIn(error)) throw error;
    if (!(await confirm())) return false;
    await action();
    return true;
  }
}

interface Props {
  email: string;
  hasPassword: boolean;
  children: ReactNode;
}

/** Gives the settings page its "Confirm it's you" dialog. */
export function ConfirmIdentityProvider({ email, hasPassword, children }: Props) {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const confirm = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const finish = (ok: boolean) => {
    setOpen(false);
    resolver.current?.(ok);
    resolver.current = null;
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {open && <ConfirmIdentityDialog email={email} hasPassword={hasPassword} onDone={finish} />}
    </ConfirmContext.Provider>
  );
}

type Step = "first" | "code" | "second";

/** A sign-in of the signed-in player: password, passkey or e-mailed code, then the second factor if on. */
function ConfirmIdentityDialog({
  email,
  hasPassword,
  onDone,
}: {
  email: string;
  hasPassword: boolean;
  onDone: (ok: boolean) => void;
}) {
  const t = useTranslations("settings");
  const ta = useTranslations("account");
  const { run, pending, locale } = useAction();
  const client = getAuthClient(locale);
  const [step, setStep] = useState<Step>("first");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [backup, setBackup] = useState(false);
  /** The second factors the challenge named (`otp`: a code by SMS to the phone). */
  const [methods, setMethods] = useState<string[]>([]);
  const [sms, setSms] = useState(false);

  const attempt = (call: () => Promise<unknown>) =>
    run(call, {
      onSuccess: (data) => {
        if (data && typeof data === "object" && "twoFactorRedirect" in data && data.twoFactorRedirect) {
          const named = "twoFactorMethods" in data ? data.twoFactorMethods : null;
          setMethods(Array.isArray(named) ? named.map(String) : ["totp"]);
          setCode("");
          setStep("second");
          return;
        }
        onDone(true);
      },
    });

  const withPassword = () => attempt(() => unwrap(client.signIn.email({ email, password })));
  const withPasskey = () => attempt(() => unwrap(client.signIn.passkey()));
  const withCode = () => attempt(() => unwrap(client.signIn.emailOtp({ email, otp: code.trim() })));
  const secondFactor = () =>
    attempt(() =>
      unwrap(
        backup
          ? client.twoFactor.verifyBackupCode({ code: code.trim() })
          : sms
            ? client.twoFactor.verifyOtp({ code: code.trim() })
            : client.twoFactor.verifyTotp({ code: code.trim() }),
      ),
    );

  // The phone factor's code, by SMS (decision 0053).
  const sendSms = () =>
    run(() => unwrap(client.twoFactor.sendOtp()), {
      onSuccess: () => {
        setCode("");
        setBackup(false);
        setSms(true);
      },
    });

  // Sending a code is not a sign-in: it only moves on to the code field.
  const send = () =>
    run(() => unwrap(client.emailOtp.sendVerificationOtp({ email, type: "sign-in" })), {
      onSuccess: () => {
        setCode("");
        setStep("code");
      },
    });

  return (
    <Dialog open onClose={() => onDone(false)} aria-labelledby="confirm-identity-title" fullWidth maxWidth="xs">
      <DialogTitle id="confirm-identity-title">{t("confirmTitle")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {step === "first" && (
            <>
              <DialogContentText>{t("confirmIntro")}</DialogContentText>
              {hasPassword && (
                <Stack
                  component="form"
                  spacing={1}
                  onSubmit={(e) => {
                    e.preventDefault();
                    void withPassword();
                  }}
                >
                  <TextField
                    autoFocus
                    label={ta("password")}
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                  <Button type="submit" variant="contained" disabled={pending || !password}>
                    {t("confirmSubmit")}
                  </Button>
                </Stack>
              )}
              {hasPassword && <Divider>{ta("or")}</Divider>}
              <Button variant="outlined" onClick={withPasskey} disabled={pending}>
                {t("confirmWithPasskey")}
              </Button>
              <Button variant="outlined" onClick={send} disabled={pending}>
                {t("confirmWithCode")}
              </Button>
            </>
          )}
          {step === "code" && (
            <Stack
              component="form"
              spacing={1}
              onSubmit={(e) => {
                e.preventDefault();
                void withCode();
              }}
            >
              <Alert severity="info" role="status">
                {ta("codeSent", { email })}
              </Alert>
              <TextField
                autoFocus
                label={ta("code")}
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                slotProps={{ htmlInput: { inputMode: "numeric" } }}
              />
              <Button type="submit" variant="contained" disabled={pending || code.trim().length < 6}>
                {ta("verifyCode")}
              </Button>
            </Stack>
          )}
          {step === "second" && (
            <Stack
              component="form"
              spacing={1}
              onSubmit={(e) => {
                e.preventDefault();
                void secondFactor();
              }}
            >
              <DialogContentText role={sms ? "status" : undefined}>
                {sms && !backup ? ta("smsSent") : ta("twoFactorIntro")}
              </DialogContentText>
              <TextField
                autoFocus
                label={backup ? ta("backupCode") : ta("code")}
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                slotProps={{
                  htmlInput: { inputMode: backup ? "text" : "numeric" },
                }}
              />
              <Button type="submit" variant="contained" disabled={pending || !code.trim()}>
                {ta("verify")}
              </Button>
              <Button size="small" onClick={() => setBackup((b) => !b)}>
                {backup ? ta("useTotp") : ta("useBackupCode")}
              </Button>
              {methods.includes("otp") && (
                <Button size="small" onClick={sendSms} disabled={pending}>
                  {sms ? ta("smsResend") : ta("useSms")}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onDone(false)}>{t("cancel")}</Button>
      </DialogActions>
    </Dialog>
  );
}
