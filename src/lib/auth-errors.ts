/**
 * Better Auth's error codes as our translation keys, so that every answer of /api/auth speaks
 * the application error's language (seed §8 "auth errors").
 */
import type { ErrorCode } from "./error-codes";
import { receivedCode } from "./received-code";

const BY_CODE: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: "error.auth.invalidCredentials",
  INVALID_PASSWORD: "error.auth.passwordWrong",
  EMAIL_NOT_VERIFIED: "error.auth.emailNotVerified",
  WEAK_PASSWORD: "error.password.weak",
  PASSWORD_TOO_SHORT: "error.password.tooShort",
  PASSWORD_TOO_LONG: "error.password.tooLong",
  AGREEMENTS_REQUIRED: "error.auth.agreementsRequired",
  SESSION_EXPIRED: "error.auth.sessionExpired",
  FAILED_TO_GET_SESSION: "error.auth.sessionExpired",
  SESSION_REQUIRED: "error.auth.required",
  SESSION_NOT_FRESH: "error.auth.freshSessionRequired",
  INVALID_TOKEN: "error.auth.invalidToken",
  TOKEN_EXPIRED: "error.auth.invalidToken",
  INVALID_OTP: "error.auth.invalidCode",
  OTP_EXPIRED: "error.auth.invalidCode",
  OTP_HAS_EXPIRED: "error.auth.invalidCode",
  INVALID_CODE: "error.auth.invalidCode",
  INVALID_BACKUP_CODE: "error.auth.invalidCode",
  INVALID_TWO_FACTOR_COOKIE: "error.auth.sessionExpired",
  TOO_MANY_ATTEMPTS: "error.auth.tooManyAttempts",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "error.auth.tooManyAttempts",
  ACCOUNT_TEMPORARILY_LOCKED: "error.auth.tooManyAttempts",
  FAILED_TO_UNLINK_LAST_ACCOUNT: "error.auth.lastSignInMethod",
  WALLET_REMOVED_IN_SETTINGS: "error.wallet.removeInSettings",
  USER_ALREADY_EXISTS: "error.auth.emailTaken",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "error.auth.emailTaken",
  INVALID_EMAIL: "error.validation.email",
  AUTHENTICATION_FAILED: "error.auth.passkeyFailed",
  AUTH_CANCELLED: "error.auth.passkeyFailed",
  FAILED_TO_VERIFY_REGISTRATION: "error.auth.passkeyFailed",
  PASSKEY_NOT_FOUND: "error.auth.passkeyFailed",
  PROVIDER_NOT_FOUND: "error.auth.providerFailed",
  FAILED_TO_GET_USER_INFO: "error.auth.providerFailed",
  SIWE_SIGNATURE_INVALID: "error.wallet.signatureInvalid",
  SIWE_MESSAGE_INVALID: "error.wallet.messageInvalid",
  UNAUTHORIZED_SIWE_MESSAGE_NOT_YET_VALID: "error.wallet.messageInvalid",
  UNAUTHORIZED_SIWE_MESSAGE_MISMATCH: "error.wallet.wrongSite",
  UNAUTHORIZED_INVALID_OR_EXPIRED_NONCE: "error.wallet.nonceUsed",
  UNAUTHORIZED_SIWE_MESSAGE_EXPIRED: "error.wallet.expired",
  SSO_PROVIDER_DISABLED: "error.sso.disabled",
  VALIDATION_ERROR: "error.validation.invalid",
  // A field the profile does not take from the player (`role`, `newsletter`, an agreement's date),
  // or the address through update-user (it changes through /change-email, verified): a bad field, not a fault.
  FIELD_NOT_ALLOWED: "error.validation.invalid",
  EMAIL_CAN_NOT_BE_UPDATED: "error.validation.invalid",
  MISSING_FIELD: "error.validation.required",
};

const BY_STATUS: Record<number, ErrorCode> = {
  401: "error.auth.required",
  403: "error.forbidden",
  404: "error.notFound",
  429: "error.auth.tooManyAttempts",
};

export function authErrorCode(code: unknown, status: number): ErrorCode {
  if (status === 429) return "error.auth.tooManyAttempts";
  // A code of ours, thrown by our own hooks inside Better Auth.
  if (typeof code === "string" && code.startsWith("error.")) return receivedCode(code);
  if (typeof code === "string" && BY_CODE[code]) return BY_CODE[code];
  return BY_STATUS[status] ?? "error.general";
}

/**
 * Which field of an auth form a code belongs to. A wrong password is the field that held it: the
 * current one when changing it (`/change-password` takes `currentPassword`), `password` where an
 * endpoint asks for it to confirm (turning two-step verification on or off, deleting the account).
 */
export function authErrorField(code: ErrorCode, endpoint?: string): string | undefined {
  if (code.startsWith("error.password.")) return "password";
  if (code === "error.auth.passwordWrong")
    return endpoint === undefined || endpoint.endsWith("/change-password") ? "currentPassword" : "password";
  if (code === "error.validation.email" || code === "error.auth.emailTaken") return "email";
  if (code === "error.auth.invalidCode") return "code";
  if (code === "error.auth.agreementsRequired") return "acceptTerms";
  return undefined;
}

/**
 * What the sign-in page says when a provider's trip comes back with `?error=…` (Better Auth's and
 * the SSO plugin's words, spaces or underscores): a translation key, or null for the general
 * "no account yet for that sign-in" note.
 */
export function providerErrorCode(error: string | null | undefined): ErrorCode | null {
  if (!error) return null;
  const word = error
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if (word === "account_not_linked") return "error.sso.notLinked";
  if (word === "sso_provider_disabled") return "error.sso.disabled";
  if (word === "sso_email_outside_domains") return "error.sso.foreignDomain";
  if (word === "sso_email_not_verified") return "error.sso.emailUnverified";
  if (word === "replay_detected") return "error.sso.replayed";
  if (word.includes("state") || word === "please_restart_the_process") return "error.sso.stateMismatch";
  if (word.includes("saml") || word === "invalid_request" || word === "invalid_response")
    return "error.sso.invalidResponse";
  if (word === "invalid_provider" || word === "discovery_failed" || word === "validation_failed")
    return "error.sso.failed";
  return null;
}
