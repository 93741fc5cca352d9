/**
 * Database errors as application errors (PRODUCT.md §5, seed §8): a message that starts with
 * `error.` is already a code of ours; any other keeps the database's code behind `error.database.`.
 */
import { AppError } from "./errors";
import { ERROR_CODES, isErrorCode, type ErrorCode } from "./error-codes";
import { receivedCode } from "./received-code";

/** The code of every answer given while the database cannot be reached (or does not answer in time). */
export const UNAVAILABLE = "error.unavailable" satisfies ErrorCode;

/**
 * Failures that say "the database is not there right now", not "this request is wrong": answered
 * 503 `error.unavailable` so that clients retry (docs/decisions/0023). SQLSTATE class 08 counts as a
 * whole; the rest by code. Node's socket errors and node-postgres's own (which carry no code) too.
 */
const UNAVAILABLE_CODES = new Set([
  "57P01", // admin_shutdown: the server is stopping
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "57014", // query_canceled: statement_timeout
  "25P03", // idle_in_transaction_session_timeout
  "53300", // too_many_connections
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // the socket closed under a query
  /^timeout exceeded when trying to connect/, // pool: connectionTimeoutMillis
  /^Query read timeout/, // query_timeout
  /^Client has encountered a connection error and is not queryable/,
  /^Connection timeout/,
];

interface DriverError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The driver's error (pg's or PGlite's), looking through Drizzle's query wrapper. */
function driverError(thrown: unknown): DriverError | null {
  let current: unknown = thrown;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const candidate = current as DriverError;
    if (typeof candidate.code === "string" && typeof candidate.message === "string") return candidate;
    current = candidate.cause;
  }
  return null;
}

/** True when anything in the cause chain says the database cannot be reached or timed out. */
export function isDatabaseUnavailable(thrown: unknown): boolean {
  let current: unknown = thrown;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const candidate = current as DriverError;
    const code = typeof candidate.code === "string" ? candidate.code : "";
    if (UNAVAILABLE_CODES.has(code) || code.startsWith("08")) return true;
    if (
      typeof candidate.message === "string" &&
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(candidate.message as string))
    )
      return true;
    // An AggregateError (a host name with several addresses, all refused) keeps its reasons in `errors`.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = candidate.cause;
  }
  return false;
}

export function appErrorFromDatabase(thrown: unknown): AppError | null {
  if (isDatabaseUnavailable(thrown)) return new AppError({ code: UNAVAILABLE });
  const error = driverError(thrown);
  if (!error) return null;
  const message = String(error.message);
  const dbCode = String(error.code);
  // The status of each SQLSTATE we know is its code's in the table (`error.database.*`).
  const code = `error.database.${dbCode}`;
  const known = isErrorCode(code) && code !== "error.database.unknown" ? code : null;
  if (message.startsWith("error."))
    return new AppError({ code: receivedCode(message), status: known ? ERROR_CODES[known] : 400 });
  return known ? new AppError({ code: known }) : new AppError({ code: receivedCode(code), status: 500 });
}
