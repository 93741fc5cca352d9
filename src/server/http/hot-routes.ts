/**
 * The hot API paths, answered by our own server without going through Next (decision 0029): in
 * the deadline rush Next's own work per request (routing, its request and response objects) cost
 * more CPU than the save itself. `server/main.mjs` asks `serveHotRoute` first; it takes a request
 * only when the method and path are one of the routes below, and answers it with the very
 * `withApi` handler the Next route exports (the same same-site check, body limit, validation,
 * authentication, error shape and translation), through its `serveNode`: the Node request with
 * its body read, answered on the Node response, with no web `Request` or `Response` in between
 * (one is made only for a handler that asks for it). Everything else, and every other method on these paths, goes to Next as before.
 */
import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { routes } from "@/server/api/routes";
import { getAppDb, isEmbeddedDb, type Db } from "@/server/db";
import { Admission } from "@/server/http/admission";
import { JSON_LIMIT_BYTES } from "@/server/http/bounded-body";
import { withApi, type RouteHandler } from "@/server/http/with-api";
import { withMessages } from "@/server/picks/rejections";
import { eventsHandler } from "@/server/realtime/events-handler";
import { attach, detachThis } from "@/server/realtime/hub";
import { servedByNode } from "@/server/realtime/stream";
import { savePicks } from "@/server/picks/save-picks";
import { getStandings, overallTableJson } from "@/server/standings/queries";
import { readWorld, type WorldFilter } from "@/server/world/queries";

type Route = RouteHandler;

/**
 * PUT /api/groups/{groupId}/picks, the deadline rush: the session is read in the save's own
 * statement; the saved picks, and the refused ones with a message per game in the caller's language.
 */
export const savePicksRoute = withApi(routes.savePicks, async ({ sessionToken, body, params, locale }) => {
  const db = await getAppDb();
  const save = () => savePicks(db, { sessionToken }, params.groupId, body);
  // The embedded database is one session, statement after statement: saves wait their turn in
  // order, and one that would wait too long is answered 503 at once (admission.ts).
  return withMessages(await ((await isEmbeddedDb()) ? embeddedSaves(db).run(save) : save()), locale);
});

/** What the embedded database's thread reports of itself (`PgliteThread`). */
interface OwnThread {
  busyMs(): number;
}

/**
 * Saves on PGlite (decisions 0029, 0054, 0064): 128 at a time, so that the statements of many saves
 * queue while one runs and go to PGlite together (group commit, `src/db/exec-batch.ts`: with two in
 * flight a batch held at most two), the rest in arrival order. A newcomer is refused (503,
 * `Retry-After: 1`) only when the saves queued ahead of it would take over 2 s at the pace saves
 * end: the database is then truly overloaded (at 200 players that is under ~36 saves a second),
 * and waiting would not serve the player better than trying again. On the server's thread the pace
 * is measured on the wall clock; on a worker on the worker's own busy time (whatever else holds up
 * the server's thread is not the database's queue).
 */
const ON_THE_SERVERS_THREAD = { concurrency: 128, maxWaitMs: 2_000, retryAfterSeconds: 1, initialJobMs: 5 };
const ON_A_WORKER = { concurrency: 128, maxWaitMs: 2_000, retryAfterSeconds: 1, initialJobMs: 2 };

/**
 * The queue of saves on the embedded database `db`, 503 `error.unavailable` with `Retry-After: 1`
 * beyond its expected wait. One for the process (on globalThis: Next's bundle of the route and our
 * server's share it), made for the database's thread on first use.
 */
export function embeddedSaves(db: Db): Admission {
  const store = globalThis as unknown as { __callitEmbeddedSaves?: { client: unknown; admission: Admission } };
  const client = (db as unknown as { $client?: Partial<OwnThread> }).$client;
  let saves = store.__callitEmbeddedSaves;
  if (!saves || saves.client !== client) {
    const busyMs = client?.busyMs?.bind(client);
    saves = {
      client,
      admission: busyMs ? new Admission(ON_A_WORKER, busyMs) : new Admission(ON_THE_SERVERS_THREAD),
    };
    store.__callitEmbeddedSaves = saves;
  }
  return saves.admission;
}

/**
 * GET /api/groups/{groupId}/standings, read by every member after each result: the overall table
 * (or a page of it) is one statement that reads the session, checks the membership and builds
 * the JSON body itself; a matchday's table is ranked at read.
 */
export const standingsRoute = withApi(routes.getStandings, async ({ sessionToken, params, query }) => {
  const db = await getAppDb();
  const paging = query.page || query.size ? { page: query.page ?? 1, size: query.size ?? 50 } : undefined;
  if (query.matchday !== undefined) return getStandings(db, { sessionToken }, params.groupId, query.matchday, paging);
  const { json, total } = await overallTableJson(db, { sessionToken }, params.groupId, paging);
  return new Response(json, { headers: { "content-type": "application/json", "x-total-count": String(total) } });
});

/**
 * GET /api/tournaments/{slug}/world, the whole world's table (decision 0048): one prepared
 * statement reads the session, the tournament, my row and the page, and builds the rows' JSON.
 */
export const worldRoute = withApi(routes.worldTable, async ({ db, sessionToken, params, query }) => {
  const filter: WorldFilter = query.country
    ? { kind: "country", country: query.country }
    : query.groups === "true"
      ? { kind: "groups" }
      : { kind: "all" };
  const { tournamentId: _, ...page } = await readWorld(db, { sessionToken }, params.slug, query.mode, filter, {
    page: query.page,
    size: query.size,
  });
  return page;
});

const HOT_ROUTES: { method: string; path: RegExp; route: Route; events?: true }[] = [
  { method: "PUT", path: /^\/api\/groups\/(?<groupId>[^/]+)\/picks$/, route: savePicksRoute },
  // Event streams (decision 0033): inside Next an open stream cost about 107 KiB; here the Node
  // response itself is the stream, held by the hub (src/server/realtime/hub.ts).
  { method: "GET", path: /^\/api\/events$/, route: eventsHandler, events: true },
  // A big league's table after a result (issue 11): Next's own cost was most of the request.
  { method: "GET", path: /^\/api\/groups\/(?<groupId>[^/]+)\/standings$/, route: standingsRoute },
  // The world table: every player of a tournament reads it (decision 0048).
  { method: "GET", path: /^\/api\/tournaments\/(?<slug>[^/]+)\/world$/, route: worldRoute },
];

/** Answers the request when it is one of the hot routes (true), or leaves it to Next (false). */
export function serveHotRoute(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "";
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  for (const { method, path: pattern, route, events } of HOT_ROUTES) {
    if (req.method !== method) continue;
    const match = pattern.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(
      Object.entries(match.groups ?? {}).map(([name, value]) => [name, decoded(value)]),
    );
    void (events ? answerEvents(req, res, route) : answer(req, res, route, params));
    return true;
  }
  return false;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

function copyHeaders(response: Response, res: ServerResponse) {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
}

function refuseBroken(res: ServerResponse, error: unknown) {
  // Only the connection can fail here (withApi answers every error of the route itself).
  if (!res.headersSent && !res.destroyed) {
    res.statusCode = 400;
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ code: "error.badRequest", message: "Bad request" }));
  } else {
    res.destroy(error as Error);
  }
}

/**
 * GET /api/events: the events handler checks who may listen to what (and answers refusals), then
 * the Node response itself becomes the stream: the `Request` made for the check is dropped, and the
 * stream's only state is the response's place in the hub, until its connection closes.
 */
async function answerEvents(req: IncomingMessage, res: ServerResponse, route: Route): Promise<void> {
  try {
    const request = new Request(`http://${req.headers.host ?? "localhost"}${req.url}`, {
      method: "GET",
      headers: headersOf(req),
    });
    const ticket = servedByNode(request);
    const response = await route(request, { params: Promise.resolve({}) });
    copyHeaders(response, res);
    if (response.status !== 200 || !ticket.topics) {
      res.end(Buffer.from(await response.arrayBuffer()));
      return;
    }
    // The client may have gone while it was checked.
    if (res.destroyed || !res.socket || res.socket.destroyed) return void res.destroy();
    res.on("close", detachThis);
    attach(res, ticket.topics);
  } catch (error) {
    refuseBroken(res, error);
  }
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  route: Route,
  params: Record<string, string>,
): Promise<void> {
  try {
    const body = req.method === "GET" ? null : await readCapped(req);
    // The very withApi handler, given the Node request and response (no web Request or Response between).
    const url = `http://${req.headers.host ?? "localhost"}${req.url}`;
    await route.serveNode!({ req, res, url, params, body });
  } catch (error) {
    refuseBroken(res, error);
  }
}

/**
 * The body, read up to one byte past the JSON limit: a longer one stops there and the route
 * refuses it (413), as it refuses a declared length over the limit before anything is read.
 */
async function readCapped(req: IncomingMessage): Promise<Buffer | null> {
  const declared = Number(req.headers["content-length"] ?? NaN);
  if (declared > JSON_LIMIT_BYTES) return null;
  const chunks: Buffer[] = [];
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    const done = () => {
      req.off("data", onData).off("end", done).off("error", reject);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      total += chunk.length;
      if (total > JSON_LIMIT_BYTES) {
        req.pause();
        done();
      }
    };
    req.on("data", onData).on("end", done).on("error", reject);
  });
  return total === 0 ? null : chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}
