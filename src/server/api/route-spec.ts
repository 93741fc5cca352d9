/**
 * A route's contract, declared once (decision 0032): `withApi` validates requests with its schemas
 * and the OpenAPI document (`/api/openapi.json`, `/api/docs`) is generated from the same objects,
 * so the description cannot drift from what the route accepts. Every route's spec lives in
 * `src/server/api/routes.ts`; `tests/integration/openapi.test.ts` checks that every handler under
 * `src/app/api` carries the spec of its own method and path.
 */
import type { z } from "zod";
import type { ErrorCode } from "@/lib/errors";
import type { ApiOptions, AuthMode } from "@/server/http/with-api";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A failure a route gives besides the ones every route of its kind gives (see `standardErrors`). */
export interface RouteError {
  status: number;
  /** A code of ours, or in parentheses an answer that is not the error shape (the health check's). */
  code: ErrorCode | `(${string})`;
  when: string;
}

export interface RouteAnswer {
  /** 200 unless said otherwise. */
  status?: number;
  description: string;
  /** `application/json` unless said otherwise. */
  contentType?: string;
  /** The answer's JSON shape, when described by a schema. */
  schema?: z.ZodType;
  /** A sample answer; it must pass `schema` (checked by the test). */
  example?: unknown;
}

export interface RouteDoc {
  method: HttpMethod;
  /** The path as OpenAPI writes it: `/api/groups/{groupId}/picks` (`[x]` and `[...x]` of the folder become `{x}`). */
  path: `/api/${string}`;
  /** A short sentence for the reference; the operation's id is the registry key. */
  summary: string;
  description?: string;
  tag: string;
  answer: RouteAnswer;
  errors?: RouteError[];
  /** Sample inputs; each must pass its schema (checked by the test). A body schema needs one. */
  example?: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  /** multipart/form-data: the text fields beside the file (`upload.formField`). */
  form?: z.ZodType;
  /** Not in the document, with the reason (the catch-all of unknown paths). */
  undocumented?: string;
}

export type RouteSpec<Body = unknown, Params = unknown, Query = unknown, Auth extends AuthMode = AuthMode> = ApiOptions<
  Body,
  Params,
  Query,
  Auth
> &
  RouteDoc;

/** Declares a route; keeps the schemas' types for `withApi`. */
export function defineRoute<
  Body = undefined,
  Params = Record<string, string>,
  Auth extends AuthMode = AuthMode,
  Query = Record<string, never>,
>(spec: RouteSpec<Body, Params, Query, Auth>): RouteSpec<Body, Params, Query, Auth> {
  return spec;
}

/** A route handler with the spec it was made from (read by the document's test). */
export type DescribedHandler = ((request: Request, context: never) => Promise<Response>) & { route: RouteSpec };
