import type { ErrorCode } from "./error-codes";

/**
 * A code that came from outside our code (another server's answer read by the browser, a database's
 * unlisted SQLSTATE, a code stored by an older version): kept as it came, so the client sees what
 * was sent; its message is the general error's (the translators fall back). The one way a string
 * becomes an ErrorCode without the table (lint forbids `as ErrorCode` and a literal here). Its own
 * module, without the table: the browser reads codes from answers and needs no table (decision 0096).
 */
export function receivedCode(value: string): ErrorCode {
  // eslint-disable-next-line no-restricted-syntax -- the one conversion the rule points to
  return value as ErrorCode;
}
