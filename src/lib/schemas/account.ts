/**
 * The account's forms (decision 0066): signing in and up on the account page, and what a player
 * types on the settings page, checked in the browser with the same rules the server applies. The
 * forms load this module at their first check (`lazyCodeResolver`), so zod is not in the pages'
 * first load.
 */
import { z } from "zod";
import { smsCodeInput } from "../phone";

/** The password a player types to confirm who they are (its rules were checked when it was set). */
export const currentPasswordInput = z.object({ password: z.string().min(1) });

/** A change of password: the current one and the new one, both filled in (the new one's rules: lib/password.ts). */
export const changePasswordInput = z.object({ currentPassword: z.string().min(1), password: z.string().min(1) });

/** An account without a password confirms who it is another way (in place, when the server asks). */
export const noPasswordInput = z.object({ password: z.string() });

/** A code of six digits: the authenticator app's, the one sent by SMS or by e-mail. */
export const sixDigitCodeInput = z.object({ code: smsCodeInput });

/** A second step's code: six digits, or a backup code. */
export const secondFactorCodeInput = z.object({ code: z.string().trim().min(1).max(32) });

/** The new address a change of e-mail sends its link to. */
export const changeEmailInput = z.object({ newEmail: z.string().trim().min(1).pipe(z.email()) });

/** A passkey's name, optional. */
export const passkeyNameInput = z.object({ name: z.string().trim() });

/** An e-mail address as a form takes it: typed (required), then well formed. */
const emailAddress = z.string().trim().min(1).pipe(z.email());

/** Signing in with a password. */
export const signInInput = z.object({ email: emailAddress, password: z.string().min(1) });

/** Signing up: a name, an address, a password, and both agreements accepted. */
export const signUpInput = z.object({
  name: z.string().trim().min(1).max(50),
  email: emailAddress,
  password: z.string().min(1),
  acceptTerms: z.literal(true, { error: "error.auth.termsRequired" }),
  acceptPrivacy: z.literal(true, { error: "error.auth.privacyRequired" }),
  acceptMarketing: z.boolean(),
});

/** An address a link or a code is sent to. */
export const emailInput = z.object({ email: emailAddress });

/** The address and the code it was sent, before the code is sent: only the address is checked. */
export const emailBeforeCodeInput = emailInput.extend({ code: z.string() });

/** The address and the six digits sent to it. */
export const emailCodeInput = z.object({
  email: emailAddress,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

/** A new password, set from a reset link (its rules are the server's). */
export const newPasswordInput = z.object({ password: z.string().min(1) });
