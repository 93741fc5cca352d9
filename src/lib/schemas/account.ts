/**
 * The settings page's forms (decision 0066): the fields a player types to change their account,
 * checked in the browser with the same rules the server applies.
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
