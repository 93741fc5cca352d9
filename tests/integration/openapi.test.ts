import { gzipSync } from "node:zlib";
/**
 * The API's description (issue 12 point 6, decision 0032) against the routes themselves: every
 * handler under src/app/api, found on disk so that a new route cannot be forgotten, carries the
 * spec of its own method and path and is in the document; every example passes the schema the
 * route validates with; every error code has a translation; and the document is well-formed
 * OpenAPI 3.1. The document and its page are served by their routes.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import * as docsRoute from "@/app/api/docs/route";
import * as openapiRoute from "@/app/api/openapi.json/route";
import type { DbHandle } from "@/db/client";
import type { RouteSpec } from "@/server/api/route-spec";
import { documentedRoutes, failuresOf, openApiDocument } from "@/server/api/openapi";
import { routes } from "@/server/api/routes";
import { createTestDb } from "../support/db";

type Json = Record<string, unknown>;
type Described = ((...args: never[]) => unknown) & { route?: RouteSpec };

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"] as const;
const API_DIR = path.resolve(import.meta.dirname, "../../src/app/api");
const MESSAGES = path.resolve(import.meta.dirname, "../../messages/en/common.json");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** `groups/[groupId]/picks/route.ts` → `/api/groups/{groupId}/picks`; a catch-all `[...x]` → `{x}`. */
function pathOf(file: string): string {
  const folder = path.relative(API_DIR, path.dirname(file));
  const segments = folder.split(path.sep).map((s) => s.replace(/^\[(?:\.\.\.)?(.+)\]$/, "{$1}"));
  return `/api/${segments.join("/")}`;
}

interface Found {
  file: string;
  method: string;
  path: string;
  route?: RouteSpec;
}

let handle: DbHandle;
const found: Found[] = [];
let document: Json;

beforeAll(async () => {
  handle = await createTestDb();
  for (const file of routeFiles(API_DIR)) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const method of METHODS) {
      const handler = module[method] as Described | undefined;
      if (typeof handler === "function")
        found.push({
          file: path.relative(API_DIR, file),
          method,
          path: pathOf(file),
          route: handler.route,
        });
    }
  }
  document = openApiDocument("http://localhost:3000");
}, 120_000);
afterAll(async () => handle?.close());

describe("every route is described", () => {
  it("finds the routes on disk", () => {
    expect(found.length).toBeGreaterThan(40);
  });

  it("gives every handler the spec of its own method and path", () => {
    const wrong = found.filter(
      (f) => !f.route || (!f.route.undocumented && (f.route.method !== f.method || f.route.path !== f.path)),
    );
    expect(
      wrong.map((f) => `${f.method} ${f.file}: ${f.route ? `${f.route.method} ${f.route.path}` : "no spec"}`),
    ).toEqual([]);
  });

  it("leaves out only the catch-all of unknown paths", () => {
    const left = found.filter((f) => f.route?.undocumented);
    expect([...new Set(left.map((f) => f.path))]).toEqual(["/api/{path}"]);
  });

  it("describes each handler in the document, and nothing that no handler serves", () => {
    const paths = document.paths as Record<string, Record<string, Json>>;
    const served = new Set(
      found.filter((f) => !f.route?.undocumented).map((f) => `${f.method.toLowerCase()} ${f.path}`),
    );
    const described = new Set(Object.entries(paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m} ${p}`)));
    expect([...served].filter((s) => !described.has(s))).toEqual([]);
    expect([...described].filter((d) => !served.has(d))).toEqual([]);
  });

  it("uses each spec in one route only", () => {
    const used = found.filter((f) => f.route && !f.route.undocumented).map((f) => f.route!);
    expect(new Set(used).size).toBe(used.length);
    expect(used.length).toBe(documentedRoutes().length);
  });
});

describe("examples pass the schemas the routes validate with", () => {
  const specs = Object.entries(routes) as [string, RouteSpec][];
  const check = (schema: z.ZodType | undefined, value: unknown) =>
    schema ? schema.safeParse(value) : { success: value === undefined };

  it.each(specs)("%s", (_id, spec) => {
    if (spec.undocumented) return;
    // A route that reads a body or path parameters says what one looks like.
    if (spec.body) expect(spec.example?.body, "a body example").toBeDefined();
    if (spec.params) expect(spec.example?.params, "a path example").toBeDefined();
    for (const [part, schema, value] of [
      ["params", spec.params, spec.example?.params],
      ["query", spec.query, spec.example?.query],
      ["body", spec.body, spec.example?.body],
    ] as const) {
      if (value === undefined) continue;
      const parsed = check(schema as z.ZodType | undefined, value);
      expect(
        parsed.success,
        `${part} example: ${JSON.stringify("error" in parsed ? parsed.error?.issues : "no schema")}`,
      ).toBe(true);
    }
    if (spec.answer.example !== undefined && spec.answer.schema)
      expect(spec.answer.schema.safeParse(spec.answer.example).success, "answer example").toBe(true);
  });

  it("puts the examples into the document", () => {
    const op = (document.paths as Record<string, Record<string, Json>>)["/api/groups/{groupId}/picks"]!.put!;
    const body = (op.requestBody as Json).content as Record<string, Json>;
    expect(body["application/json"]!.example).toEqual(routes.savePicks.example?.body);
    expect((op.parameters as Json[]).find((p) => p.name === "groupId")).toMatchObject({
      in: "path",
      required: true,
      schema: { type: "string", format: "uuid" },
    });
  });
});

describe("error codes", () => {
  const messages = JSON.parse(readFileSync(MESSAGES, "utf8")) as Json;
  const translated = (code: string) =>
    code.split(".").reduce<unknown>((node, key) => (node as Json | undefined)?.[key], messages) !== undefined;

  it("has a translation for every code a route lists", () => {
    const codes = new Set(
      (Object.values(routes) as RouteSpec[]).flatMap((spec) => failuresOf(spec).map((f) => f.code)),
    );
    const missing = [...codes].filter((c) => c.startsWith("error.") && !c.endsWith(".*") && !translated(c));
    expect(missing).toEqual([]);
  });

  it("lists 401 for players' routes, 403 for admins', 404 for path parameters and 503 everywhere", () => {
    const paths = document.paths as Record<string, Record<string, Json>>;
    const responses = (p: string, m: string) => Object.keys(paths[p]![m]!.responses as Json);
    expect(responses("/api/groups/{groupId}/picks", "put")).toEqual(
      expect.arrayContaining(["200", "400", "401", "403", "404", "413", "503"]),
    );
    expect(responses("/api/admin/sites", "get")).toEqual(expect.arrayContaining(["401", "403", "503"]));
    expect(responses("/api/tournaments", "get")).not.toContain("401");
    const error = (document.components as Json).schemas as Json;
    expect(error.Error).toMatchObject({ required: ["code", "message"] });
  });
});

describe("the document is OpenAPI 3.1", () => {
  it("has the required top-level fields", () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    const info = document.info as Json;
    expect(typeof info.title).toBe("string");
    expect(typeof info.version).toBe("string");
    expect(document.servers).toEqual([{ url: "http://localhost:3000" }]);
  });

  it("has well-formed paths, operations, parameters and answers", () => {
    const paths = document.paths as Record<string, Record<string, Json>>;
    const declaredTags = new Set((document.tags as Json[]).map((t) => t.name));
    const schemes = new Set(Object.keys((document.components as Json).securitySchemes as Json));
    const operationIds = new Set<string>();
    const problems: string[] = [];
    for (const [p, item] of Object.entries(paths)) {
      if (!p.startsWith("/")) problems.push(`${p}: does not start with /`);
      const templated = [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        const where = `${method} ${p}`;
        if (!["get", "put", "post", "delete", "options", "head", "patch", "trace"].includes(method))
          problems.push(`${where}: not an HTTP method`);
        if (typeof op.operationId !== "string" || operationIds.has(op.operationId))
          problems.push(`${where}: operationId missing or repeated`);
        operationIds.add(op.operationId as string);
        for (const tag of op.tags as string[])
          if (!declaredTags.has(tag)) problems.push(`${where}: tag ${tag} not declared`);
        const params = (op.parameters ?? []) as Json[];
        const pathParams = params.filter((x) => x.in === "path").map((x) => x.name);
        if (JSON.stringify([...pathParams].sort()) !== JSON.stringify([...templated].sort()))
          problems.push(`${where}: path parameters ${pathParams} ≠ template ${templated}`);
        for (const x of params) {
          if (
            typeof x.name !== "string" ||
            !["path", "query", "header", "cookie"].includes(x.in as string) ||
            typeof x.schema !== "object"
          )
            problems.push(`${where}: bad parameter`);
          if (x.in === "path" && x.required !== true) problems.push(`${where}: path parameter ${x.name} not required`);
        }
        const seen = new Set(params.map((x) => `${x.in}:${x.name}`));
        if (seen.size !== params.length) problems.push(`${where}: repeated parameter`);
        if (op.requestBody && Object.keys(((op.requestBody as Json).content ?? {}) as Json).length === 0)
          problems.push(`${where}: body without content`);
        const responses = op.responses as Record<string, Json>;
        if (!responses || Object.keys(responses).length === 0) problems.push(`${where}: no answers`);
        for (const [status, r] of Object.entries(responses)) {
          if (!/^[1-5]\d\d$/.test(status)) problems.push(`${where}: bad status ${status}`);
          if (typeof r.description !== "string" || r.description === "")
            problems.push(`${where}: answer ${status} without description`);
        }
        for (const requirement of (op.security ?? []) as Json[])
          for (const name of Object.keys(requirement))
            if (!schemes.has(name)) problems.push(`${where}: unknown scheme ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("resolves every $ref and holds only JSON values", () => {
    const text = JSON.stringify(document);
    expect(JSON.parse(text)).toEqual(document);
    const refs = [...text.matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref.startsWith("#/")).toBe(true);
      const target = ref
        .slice(2)
        .split("/")
        .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
      expect(target, ref).toBeDefined();
    }
  });
});

describe("served", () => {
  const context = { params: Promise.resolve({}) };

  it("GET /api/openapi.json answers the document", async () => {
    const response = await openapiRoute.GET(new Request("http://localhost:3000/api/openapi.json"), context);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as Json;
    expect(body.openapi).toBe(document.openapi);
    expect(Object.keys(body.paths as Json)).toEqual(Object.keys(document.paths as Json));
  });

  it("GET /api/docs answers a page with every operation, no script and nothing from elsewhere", async () => {
    const response = await docsRoute.GET(new Request("http://localhost:3000/api/docs"), context);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script|<link rel="stylesheet"|<img|<iframe|<object|\son\w+=/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    for (const [id, spec] of documentedRoutes()) {
      expect(html).toContain(`id="${id}"`);
      expect(html).toContain(`<code>${spec.path}</code>`);
    }
    // Small enough to read on a phone: no framework, one page (about 250 kB, 23 kB as Next.js sends
    // it, gzip-compressed).
    expect(gzipSync(html).length).toBeLessThan(40_000);
  });
});
