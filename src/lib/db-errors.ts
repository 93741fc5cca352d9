/**
 * Database errors as application errors (PRODUCT.md §5, seed §8): a message that starts with
 * `error.` is already a code of ours; any other keeps the database's code behind `error.database.`.
 */
import { AppError } from "./errors";

/** The code of every answer given while the database cannot be reached (or does not answer in time). */
export const UNAVAILABLE = "error.unavailable";

/** HTTP status per SQLSTATE: conflicts are 409, bad values 400, the rest a server fault. */
const STATUS_BY_CODE: Record<string, number> = {
  "23505": 409, // unique violation
  "23503": 409, // foreign key violation
  "23514": 400, // check violation
  "23502": 400, // not null violation
  "22P02": 400, // invalid text representation
  "22001": 400, // value too long
  // Invalid input that got past the schemas (decision 0021): the caller's fault, never a 500.
  "22003": 400, // numeric value out of range
  "22007": 400, // invalid datetime format
  "22008": 400, // datetime field overflow
  "22021": 400, // character not in repertoire (a NUL byte in text)
  "22023": 400, // invalid parameter value
  "22P05": 400, // untranslatable character
  "40001": 409, // serialization failure
  PGRST301: 401, // authentication failure
};

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
    if (typeof candidate.message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(candidate.message as string))) return true;
    // An AggregateError (a host name with several addresses, all refused) keeps its reasons in `errors`.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = candidate.cause;
  }
  return false;
}

export function appErrorFromDatabase(thrown: unknown): AppError | null {
  if (isDatabaseUnavailable(thrown)) return new AppError({ code: UNAVAILABLE, status: 503 });
  const error = driverError(thrown);
  if (!error) return null;
  const message = String(error.message);
  const dbCode = String(error.code);
  if (message.startsWith("error.")) return new AppError({ code: message, status: STATUS_BY_CODE[dbCode] ?? 400 });
  return new AppError({ code: `error.database.${dbCode}`, status: STATUS_BY_CODE[dbCode] ?? 500 });
}
