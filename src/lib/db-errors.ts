/**
 * Database errors as application errors (PRODUCT.md §5, seed §8): a message that starts with
 * `error.` is already a code of ours; any other keeps the database's code behind `error.database.`.
 */
import { AppError } from "./errors";

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

export function isDatabaseError(thrown: unknown): boolean {
  return driverError(thrown) !== null;
}

export function appErrorFromDatabase(thrown: unknown): AppError | null {
  const error = driverError(thrown);
  if (!error) return null;
  const message = String(error.message);
  const dbCode = String(error.code);
  if (message.startsWith("error.")) return new AppError({ code: message, status: STATUS_BY_CODE[dbCode] ?? 400 });
  return new AppError({ code: `error.database.${dbCode}`, status: STATUS_BY_CODE[dbCode] ?? 500 });
}
