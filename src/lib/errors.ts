/**
 * The application error (seed §3, §8): one shape for every failure a user or client can see.
 * `code` is a translation key from the table of codes (`error-codes.ts`, decision 0057), which also
 * gives its HTTP status; the UI shows t(code, params) and puts it on `formField` when set.
 */
import type { ErrorCode } from "./error-codes";
import { receivedCode } from "./received-code";
import { statusOf } from "@/lib/error-status";

export type { ErrorCode } from "./error-codes";

export type ErrorParams = Record<string, string | number>;

export interface FieldErrorDetail {
  field: string;
  code: ErrorCode;
  params?: ErrorParams;
  message?: string;
}

export interface AppErrorBody {
  code: ErrorCode;
  message: string;
  formField?: string;
  params?: ErrorParams;
  errors?: FieldErrorDetail[];
}

export interface AppErrorInit {
  /** A code of the table: an unknown one does not compile. */
  code?: ErrorCode;
  message?: string;
  /** The code's status from the table when not given. */
  status?: number;
  formField?: string;
  params?: ErrorParams;
  errors?: FieldErrorDetail[];
  /** A 503's `Retry-After` (seconds): when the client may try again (back-pressure, decision 0029). */
  retryAfterSeconds?: number;
}

export const GENERAL_ERROR = "error.general" satisfies ErrorCode;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly formField?: string;
  readonly params?: ErrorParams;
  readonly errors?: FieldErrorDetail[];
  readonly retryAfterSeconds?: number;

  constructor(init: AppErrorInit = {}) {
    super(init.message ?? init.code ?? GENERAL_ERROR);
    this.name = "AppError";
    this.code = init.code || GENERAL_ERROR;
    this.status = init.status ?? statusOf(this.code);
    this.formField = init.formField;
    this.params = init.params;
    this.errors = init.errors;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  toBody(message: string = this.message): AppErrorBody {
    const body: AppErrorBody = { code: this.code, message };
    if (this.formField) body.formField = this.formField;
    if (this.params) body.params = this.params;
    if (this.errors) body.errors = this.errors;
    return body;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Builds the application error of a failed HTTP answer (seed §8): code, message, form field,
 * params and errors from an object body, the status attached; no code means `error.general`.
 */
export function appErrorFromBody(body: unknown, status: number): AppError {
  if (!isRecord(body)) return new AppError({ code: GENERAL_ERROR, status });
  return new AppError({
    code: typeof body.code === "string" && body.code ? receivedCode(body.code) : GENERAL_ERROR,
    message: typeof body.message === "string" ? body.message : undefined,
    status,
    formField: typeof body.formField === "string" ? body.formField : undefined,
    params: isRecord(body.params) ? (body.params as ErrorParams) : undefined,
    errors: Array.isArray(body.errors) ? (body.errors as FieldErrorDetail[]) : undefined,
  });
}

export async function appErrorFromResponse(response: Response): Promise<AppError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  return appErrorFromBody(body, response.status);
}

/** Any thrown thing as an application error: an AppError stays itself, the rest is the general error. */
export function toAppError(thrown: unknown): AppError {
  if (isAppError(thrown)) return thrown;
  return new AppError({ code: GENERAL_ERROR, status: 500 });
}

/**
 * The seed's parameter rule (§5), the one home of both its messages: a parameter that is null or
 * falsy "cannot be nullish", one that is not an object (an array neither) "should be object".
 * Null when the parameter is an object.
 */
export function parameterProblem(value: unknown): string | null {
  if (!value) return "Parameter value cannot be nullish";
  if (typeof value !== "object" || Array.isArray(value)) return "Parameter should be object";
  return null;
}

/** The seed's validator in the browser's API client: a parameter that breaks its rule is refused before it is sent. */
export function assertObject(value: unknown): asserts value is Record<string, unknown> {
  const message = parameterProblem(value);
  if (message) throw new AppError({ code: GENERAL_ERROR, message, status: 400 });
}
