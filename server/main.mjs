/**
 * Callit's HTTP server (decision 0019): Next inside our own small Node server, so that the client
 * address comes from the socket, the server binds `HOST`, security headers go on every answer, and
 * SIGTERM ends open event streams and shuts down within seconds. Started by `npm start`
 * (scripts/start.mjs builds first when needed), the browser tests and production: `node server/main.mjs`.
 */
import { existsSync, readFileSync } from "node:fs";
import { setMaxListeners } from "node:events";
import { createServer } from "node:http";
import { formatAbortReasons } from "./abort-reasons.mjs";
import {
  cacheablePageForBackForward,
  contentSecurityPolicy,
  DATA_POLICY,
  hasConsent,
  isApiPath,
  isDataPath,
  isHttps,
  isMalformedPath,
  jsonErrorsOnly,
  newNonce,
  prepareRequest,
  securityHeaders,
  sendError,
} from "./edge.mjs";
import { loadStaticAssets, staticAssetHandler } from "./static-assets.mjs";

// `.env` files (`.env.example` lists every variable) count here as they do in the app, which Next
// gives them to: before this server reads its own variables.
// @next/env is bundled CommonJS: Node 20 finds no named exports in it, only `default`.
const nextEnv = await import("@next/env");
const { loadEnvConfig } = nextEnv.default ?? nextEnv;
loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });

// The same defaults as src/lib/env.ts, which validates these variables when the app starts.
const host = process.env.HOST || "localhost";
const port = Number(process.env.PORT || 3000);
const hops = Number(process.env.TRUST_PROXY_HOPS || 0);
const adsScriptUrl = process.env.ADS_SCRIPT_URL || undefined;
/** SIGTERM: open requests and streams get this long before their connections are cut. */
const DRAIN_MS = 5000;
/** …and the whole shutdown this long, whatever hangs. */
const SHUTDOWN_LIMIT_MS = 9000;

process.env.NODE_ENV ??= "production";
// Before Next loads: a finished request's abort reason must not keep later requests alive (0024).
formatAbortReasons();
process.env.NEXT_TELEMETRY_DISABLED = "1";

/** Read by src/server/http/shutdown.ts: aborted when the server begins to shut down. */
const lifecycle = globalThis;
lifecycle.__callitShutdown ??= new AbortController();
// Every open event stream listens to it.
setMaxListeners(0, lifecycle.__callitShutdown.signal);

// Next runs with the configuration its build recorded, as its own standalone server.js does: the
// standalone folder (the container, scripts/standalone.mjs) has no next.config.ts, and in the
// repository `npm start` builds first whenever next.config.ts changed.
if (existsSync(".next/required-server-files.json")) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(
    JSON.parse(readFileSync(".next/required-server-files.json", "utf8")).config,
  );
}

const { default: next } = await import("next");
// Next builds its internal URLs from `hostname`; with next-intl's as-needed prefix any name other
// than `localhost` (e.g. 127.0.0.1) makes its rewrites look external and loop on redirects. The
// socket is bound to HOST below, whatever Next calls itself.
const app = next({ dev: false, dir: process.cwd(), hostname: "localhost", port });
const handle = app.getRequestHandler();

// The build's scripts and stylesheets, compressed once at build time (decision 0102).
const serveStaticAsset = staticAssetHandler(loadStaticAssets());
const DATA_HEADERS = [false, true].map((https) => Object.entries(securityHeaders({ policy: DATA_POLICY, https })));

let inFlight = 0;
let shuttingDown = false;
const answered = () => {
  inFlight -= 1;
};

const server = createServer((req, res) => {
  inFlight += 1;
  // One function for every response: an open event stream keeps no closure of its own.
  res.on("close", answered);
  if (shuttingDown) res.setHeader("Connection", "close");
  const https = isHttps(req, hops);
  // Data under /api shares one set of headers (an open event stream holds nothing of its own);
  // every page gets its own nonce.
  const data = isDataPath(req.url);
  const policy = data
    ? DATA_POLICY
    : contentSecurityPolicy({ nonce: newNonce(), consented: hasConsent(req), https, adsScriptUrl });
  for (const [name, value] of data ? DATA_HEADERS[https ? 1 : 0] : Object.entries(securityHeaders({ policy, https })))
    res.setHeader(name, value);
  prepareRequest(req, { hops, policy });
  res.setHeader("x-request-id", req.headers["x-request-id"]);
  if (isMalformedPath(req.url)) return sendError(req, res, 400);
  if (serveStaticAsset(req, res)) return;
  cacheablePageForBackForward(req, res);
  if (isApiPath(req.url)) {
    // The hot API paths (saving picks, event streams), answered by the app's own handler without
    // Next (decisions 0029, 0033): its errors are the application's JSON already, and an event
    // stream keeps no wrapper of its response.
    if (lifecycle.__callitHotRoutes?.(req, res)) return;
    jsonErrorsOnly(req, res);
  }
  handle(req, res).catch((error) => {
    console.error("Request failed", error);
    if (!res.headersSent) sendError(req, res, 500);
    else res.destroy();
  });
});
// Behind a load balancer, idle connections must outlive its own keep-alive.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

async function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  setTimeout(() => {
    console.error(`Shutdown took longer than ${SHUTDOWN_LIMIT_MS} ms: exiting anyway`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  console.log(`${signal}: shutting down (no new connections; event streams end, clients reconnect elsewhere)`);
  server.close();
  lifecycle.__callitShutdown.abort();
  server.closeIdleConnections();
  const deadline = Date.now() + DRAIN_MS;
  while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  server.closeAllConnections();
  try {
    const db = await lifecycle.__callitDb;
    await db?.close();
  } catch (error) {
    console.error("Closing the database failed", error);
  }
  process.exit(0);
}

try {
  await app.prepare();
} catch (error) {
  console.error(error);
  process.exit(1);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void shutdown(signal));
server.on("error", (error) => {
  console.error(error.message);
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`Callit is listening on http://${host.includes(":") ? `[${host}]` : host}:${port}`);
});
