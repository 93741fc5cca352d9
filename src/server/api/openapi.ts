/**
 * The OpenAPI 3.1 document of the API (decision 0032), generated from the route specs that
 * `withApi` validates with (`src/server/api/routes.ts`): paths, parameters and bodies are the
 * routes' own zod schemas turned into JSON Schema (2020-12, OpenAPI 3.1's dialect) by
 * `z.toJSONSchema`, as the request must be sent (`io: "input"`).
 */
import "server-only";
import { z } from "zod";
import type { ErrorCode } from "@/lib/errors";
import type { RouteSpec } from "./route-spec";
import { routes } from "./routes";

type Json = Record<string, unknown>;

const ERROR_SCHEMA: Json = {
  type: "object",
  description:
    "The application error: `code` is a stable key (e.g. `error.notFound`), `message` its translation in the caller's language (the `NEXT_LOCALE` cookie or `Accept-Language`); `formField` names the input at fault; `params` fill the message; `errors` list every field's problem.",
  properties: {
    code: { type: "string", examples: ["error.validation.required"] },
    message: { type: "string", examples: ["This field is required."] },
    formField: { type: "string" },
    params: { type: "object", additionalProperties: { type: ["string", "number"] } },
    errors: {
      type: "array",
      items: {
        type: "object",
        properties: {
          field: { type: "string" },
          code: { type: "string" },
          params: { type: "object" },
          message: { type: "string" },
        },
        required: ["field", "code"],
      },
    },
  },
  required: ["code", "message"],
};

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Formats that say it all: zod adds its own regular expression beside them, which only adds noise. */
const SELF_EXPLAINING_FORMATS = new Set(["uuid", "email", "date-time"]);

function toJson(schema: z.ZodType, io: "input" | "output"): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    override: ({ jsonSchema }) => {
      if (typeof jsonSchema.format === "string" && SELF_EXPLAINING_FORMATS.has(jsonSchema.format))
        delete jsonSchema.pattern;
    },
  }) as Json;
  return rest;
}

/** JSON Schema of what a client sends; the dialect's `$schema` is the document's, not repeated. */
export function inputSchema(schema: z.ZodType): Json {
  return toJson(schema, "input");
}

function outputSchema(schema: z.ZodType): Json {
  return toJson(schema, "output");
}

interface Failure {
  status: number;
  /** A code, or a family of them in the description. */
  code: ErrorCode | "error.validation.*" | `(${string})`;
  when: string;
}

/** The failures every route of its kind gives (decisions 0021, 0023), then the route's own. */
export function failuresOf(spec: RouteSpec): Failure[] {
  const list: Failure[] = [];
  if (STATE_CHANGING.has(spec.method) && !spec.crossSite) {
    list.push({
      status: 403,
      code: "error.forbidden",
      when: "a state change from another site (its `Origin` is not ours) or with another content type",
    });
  }
  if (spec.params)
    list.push({ status: 404, code: "error.notFound", when: "a path parameter names nothing (fails its schema)" });
  if (spec.query || spec.body || spec.upload)
    list.push({
      status: 400,
      code: "error.validation.*",
      when: "a query parameter or body field fails its schema (`formField` names it)",
    });
  if (spec.body || spec.rawBody) list.push({ status: 413, code: "error.tooLarge", when: "the body is over 1 MB" });
  if (spec.upload)
    list.push({
      status: 413,
      code: spec.upload.code ?? "error.tooLarge",
      when: `the upload is over ${spec.upload.maxBytes / (1024 * 1024)} MB`,
    });
  if (spec.auth === "user" || spec.auth === "admin" || spec.auth === "session-cookie")
    list.push({ status: 401, code: "error.auth.required", when: "not signed in" });
  if (spec.auth === "admin") list.push({ status: 403, code: "error.forbidden", when: "signed in, but not an admin" });
  // A group's own routes answer a former member so (`notAMember`, src/server/groups/access.ts);
  // joining is how they come back.
  if (
    (spec.path.startsWith("/api/groups/{groupId}/") || spec.path === "/api/groups/{groupId}") &&
    spec.path !== "/api/groups/{groupId}/join" &&
    spec.auth !== "optional"
  )
    list.push({ status: 403, code: "error.group.noLongerMember", when: "I left this group, or a manager removed me" });
  list.push(...(spec.errors ?? []));
  list.push({
    status: 503,
    code: "error.unavailable",
    when: "the database cannot be reached or does not answer in time; retry",
  });
  return list;
}

function parameters(spec: RouteSpec): Json[] {
  const out: Json[] = [];
  for (const [where, schema] of [
    ["path", spec.params],
    ["query", spec.query],
  ] as const) {
    if (!schema) continue;
    const json = inputSchema(schema as z.ZodType);
    const properties = (json.properties ?? {}) as Record<string, Json>;
    const required = new Set((json.required ?? []) as string[]);
    const example = (where === "path" ? spec.example?.params : spec.example?.query) ?? {};
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...propertySchema } = property;
      out.push({
        name,
        in: where,
        required: where === "path" || required.has(name),
        ...(description ? { description } : {}),
        schema: propertySchema,
        ...(name in example ? { example: example[name] } : {}),
      });
    }
  }
  return out;
}

function requestBody(spec: RouteSpec): Json | undefined {
  if (spec.body) {
    return {
      required: true,
      content: {
        "application/json": {
          schema: inputSchema(spec.body as z.ZodType),
          ...(spec.example?.body !== undefined ? { example: spec.example.body } : {}),
        },
      },
    };
  }
  if (spec.upload) {
    const fields = spec.form ? inputSchema(spec.form) : { type: "object", properties: {} };
    const field = spec.upload.formField ?? "file";
    const properties = {
      [field]: {
        type: "string",
        contentMediaType: "application/octet-stream",
        description: `The file, at most ${spec.upload.maxBytes / (1024 * 1024)} MB.`,
      },
      ...((fields.properties as Json) ?? {}),
    };
    return {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            ...fields,
            type: "object",
            properties,
            required: [field, ...((fields.required as string[]) ?? [])],
          },
        },
      },
    };
  }
  if (spec.rawBody)
    return {
      required: true,
      content: {
        "application/json": {
          schema: { description: "The provider's event, read as sent (its signature covers these bytes)." },
        },
      },
    };
  return undefined;
}

function responses(spec: RouteSpec): Json {
  const answer = spec.answer;
  const status = String(answer.status ?? 200);
  const contentType = answer.contentType ?? "application/json";
  const ok: Json = { description: answer.description };
  if (answer.status !== 302) {
    const schema = answer.schema
      ? outputSchema(answer.schema)
      : contentType === "application/json"
        ? {}
        : { type: "string" };
    ok.content = { [contentType]: { schema, ...(answer.example !== undefined ? { example: answer.example } : {}) } };
  } else {
    ok.headers = { Location: { description: "Where the browser goes next.", schema: { type: "string" } } };
  }
  const out: Json = { [status]: ok };
  const byStatus = new Map<number, Failure[]>();
  for (const failure of failuresOf(spec))
    byStatus.set(failure.status, [...(byStatus.get(failure.status) ?? []), failure]);
  for (const [code, failures] of [...byStatus].sort(([a], [b]) => a - b)) {
    const description = failures.map((f) => `\`${f.code}\`: ${f.when}.`).join(" ");
    if (String(code) === status) {
      // /api/health answers 503 with its own body; the error shape is for everything else.
      (out[status] as Json).description = `${answer.description} ${description}`;
      continue;
    }
    out[String(code)] = {
      description,
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    };
  }
  return out;
}

function security(spec: RouteSpec): Json[] {
  if (spec.path === "/api/metrics") return [{ metricsToken: [] }, { session: [] }];
  if (spec.auth === "user" || spec.auth === "admin" || spec.auth === "session-cookie") return [{ session: [] }];
  if (spec.auth === "optional") return [{}, { session: [] }];
  return [];
}

export function operation(id: string, spec: RouteSpec): Json {
  const body = requestBody(spec);
  const params = parameters(spec);
  const who = {
    public: "Anyone.",
    optional: "Anyone; a session adds what the player may see.",
    user: "A signed-in player.",
    "session-cookie": "A signed-in player.",
    admin: "An admin.",
  }[spec.auth];
  return {
    operationId: id,
    summary: spec.summary,
    description: [spec.description, `**Who:** ${who}`].filter(Boolean).join("\n\n"),
    tags: [spec.tag],
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(spec),
    security: security(spec),
    ...(spec.crossSite ? { "x-cross-site": spec.crossSite } : {}),
  };
}

/** The routes the document describes (all but the catch-all), by operation id. */
export function documentedRoutes(): [string, RouteSpec][] {
  return (Object.entries(routes) as [string, RouteSpec][]).filter(([, spec]) => !spec.undocumented);
}

const TAGS: Record<string, string> = {
  tournaments: "Tournaments, games and live events (public).",
  groups: "Groups: create, join, manage, standings.",
  picks: "Picks in a group and across groups.",
  calendar: "Calendar feeds (iCalendar): a tournament's games, and my own with my picks' locks.",
  account: "My account: picture and sessions.",
  auth: "Sign-up, sign-in and account security (Better Auth).",
  settings: "My settings and agreements.",
  newsletter: "Newsletter links from mails.",
  billing: "Plus purchases.",
  contact: "The contact form.",
  admin: "Administration (admins only).",
  operations: "Health, readiness, metrics and this reference.",
};

let cached: Json | undefined;

export function openApiDocument(serverUrl?: string): Json {
  cached ??= build();
  return serverUrl ? { ...cached, servers: [{ url: serverUrl }] } : cached;
}

function build(): Json {
  const paths: Record<string, Json> = {};
  for (const [id, spec] of documentedRoutes()) {
    paths[spec.path] ??= {};
    paths[spec.path]![spec.method.toLowerCase()] = operation(id, spec);
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: "3.1.1",
    info: {
      title: "Callit API",
      version: "1",
      description: [
        "The HTTP API of Callit, the prediction game played with friends. Everything the web app does goes through it.",
        "**Errors** have one shape (`Error`), with the message translated into the caller's language; the status is the HTTP status. An unknown path answers 404 `error.notFound`, a method a path does not serve 405 `error.methodNotAllowed`, with any method.",
        "**State changes** (POST, PUT, PATCH, DELETE) must come from our own pages: send `Origin` with the site's own address and `Content-Type: application/json` (uploads `multipart/form-data`); anything else is 403 `error.forbidden`. Bodies are limited to 1 MB.",
        "**Sessions** are Better Auth's cookie (`callit.session_token`), set by signing in through `/api/auth/sign-in/*`.",
      ].join("\n\n"),
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths: sorted,
    components: {
      schemas: { Error: ERROR_SCHEMA },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "callit.session_token",
          description: "The session cookie set by signing in.",
        },
        metricsToken: {
          type: "http",
          scheme: "bearer",
          description: "`METRICS_TOKEN` from the server's environment (only when set).",
        },
      },
    },
  };
}
