/**
 * What only the edge can know or do, before Next sees a request (decision 0019, 0020): the
 * client's address from the socket (and from trusted proxies only), security headers and the
 * Content-Security-Policy with a fresh nonce on every answer, and the application-error shape for
 * every `/api` answer that Next itself would give as an empty, plain-text or HTML error.
 *
 * Plain JavaScript so that `node server/main.mjs` runs it without a build step; the app reads the
 * values through src/lib/env.ts, which validated the same variables when the server started.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";

/** The one header that carries the client's address into the app; an incoming copy is replaced. */
export const CLIENT_ADDRESS_HEADER = "x-callit-client-address";

/** Headers a client could forge; without trusted proxies none of them reach the app. */
const FORWARDED_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "forwarded",
];

const CONSENT_COOKIE = "callit-consent";
const LOCALES = ["en", "de", "es", "fr", "it", "lt", "lv", "pl", "pt-PT", "uk"];
/** Ids older clients may still send (src/lib/locales.ts). */
const FORMER_IDS = { ua: "uk", pt: "pt-PT" };

function toLocale(value) {
  if (typeof value !== "string") return undefined;
  const lower = value.toLowerCase();
  return LOCALES.find((l) => l.toLowerCase() === lower) ?? FORMER_IDS[lower];
}

/** `::ffff:10.0.0.1` is 10.0.0.1. */
function normalizeAddress(address) {
  if (!address) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

function forwardedFor(headers) {
  const value = headers["x-forwarded-for"];
  const joined = Array.isArray(value) ? value.join(",") : (value ?? "");
  return joined
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The client's address: the socket's peer without trusted proxies; behind `hops` proxies, each of
 * which appends its peer to X-Forwarded-For, the entry `hops` places from the socket (the first
 * one no client could have written). A shorter chain gives its leftmost entry.
 */
export function clientAddress(req, hops) {
  const chain = [normalizeAddress(req.socket.remoteAddress), ...forwardedFor(req.headers).reverse()];
  const picked = chain[Math.min(hops, chain.length - 1)];
  return isIP(normalizeAddress(picked)) ? normalizeAddress(picked) : "unknown";
}

/** The request as it was served to the first trusted party: https or not. */
export function isHttps(req, hops) {
  if (req.socket.encrypted) return true;
  if (hops === 0) return false;
  const proto = req.headers["x-forwarded-proto"];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim() === "https";
}

/**
 * Rewrites the request's headers before Next reads them: the client address in our one header,
 * forwarded headers only from trusted proxies, and a Content-Security-Policy request header with
 * this answer's nonce (Next reads the nonce from there and puts it on its own inline scripts).
 */
export function prepareRequest(req, { hops, policy }) {
  req.headers[REQUEST_ID_HEADER] = requestId(req, hops);
  if (hops === 0) for (const name of FORWARDED_HEADERS) delete req.headers[name];
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req, hops);
  delete req.headers["content-security-policy-report-only"];
  req.headers["content-security-policy"] = policy;
}

/** Every request's id, in the logs of the app (pino's `reqId`) and on the answer. */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * The request's id: the one a trusted proxy gave it (when it looks like an id), else a new one. A
 * client's own is replaced without trusted proxies, so it cannot pose as another request in the logs.
 */
export function requestId(req, hops) {
  const incoming = req.headers[REQUEST_ID_HEADER];
  if (hops > 0 && typeof incoming === "string" && /^[\w.:-]{1,64}$/.test(incoming)) return incoming;
  return randomUUID();
}

function originOf(url) {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** Hosts of Google Tag Manager and Analytics (gtag.js), allowed only once the visitor consented. */
const ANALYTICS = {
  script: ["https://www.googletagmanager.com", "https://*.googletagmanager.com"],
  connect: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
  frame: ["https://www.googletagmanager.com"],
};

export function newNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy of one answer. Scripts: our own files and inline scripts that carry
 * this answer's nonce; the tag manager, analytics and the ad network only with the consent cookie.
 * Styles allow inline (Emotion's style tags and React's style attributes; a nonce in style-src
 * would switch that off). Images from any https address (profile pictures of sign-in providers).
 */
export function contentSecurityPolicy({ nonce, consented, https, adsScriptUrl }) {
  const ads = originOf(adsScriptUrl);
  const third = (list) => (consented ? [...list, ...(ads ? [ads] : [])] : []);
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...third(ANALYTICS.script)],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...third(ANALYTICS.connect)],
    "frame-src": consented ? ["'self'", ...third(ANALYTICS.frame)] : ["'self'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const text = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) text.push("upgrade-insecure-requests");
  return text.join("; ");
}

export function hasConsent(req) {
  return new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=1(?:;|$)`).test(req.headers.cookie ?? "");
}

/**
 * The policy of answers under /api that are data, not documents (JSON, event streams, calendars,
 * images): nothing in them may load or run, and nothing may frame them. One string for every such
 * answer, with no nonce: no script of ours runs in them (decision 0020). The API reference at
 * /api/docs is a page and keeps the pages' policy.
 */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Whether an answer is data under /api (the data policy), not the API reference page. */
export function isDataPath(url) {
  return isApiPath(url) && !/^\/api\/docs(?:\/|\?|$)/.test(url ?? "");
}

/**
 * A page for a signed-out visitor may be kept in the browser's back/forward cache: Next marks every
 * page it renders on demand `no-store`, which keeps it out. Such a page holds nothing private, so
 * `no-store` becomes `no-cache` (still asked for again on every new visit; `private` keeps shared
 * caches out). A signed-in player's pages (a session cookie) and the API keep `no-store`.
 */
export function cacheablePageForBackForward(req, res) {
  if (
    req.method !== "GET" ||
    isApiPath(req.url) ||
    /(?:^|;\s*)(?:__Secure-)?callit\.session_token=/.test(req.headers.cookie ?? "")
  )
    return;
  const { setHeader } = res;
  res.setHeader = function (name, value) {
    if (String(name).toLowerCase() === "cache-control" && /\bno-store\b/.test(String(value)))
      value = "private, no-cache, max-age=0, must-revalidate";
    return setHeader.call(this, name, value);
  };
}

/** Headers of every answer: pages, API, static files, errors. */
export function securityHeaders({ policy, https }) {
  const headers = {
    "Content-Security-Policy": policy,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), publickey-credentials-get=(self), publickey-credentials-create=(self)",
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

// ---- The application-error shape for Next's own answers under /api ----

const messagesCache = new Map();

function messageOf(locale, code) {
  if (!messagesCache.has(locale)) {
    try {
      messagesCache.set(
        locale,
        JSON.parse(readFileSync(path.join(process.cwd(), "messages", locale, "common.json"), "utf8")),
      );
    } catch {
      messagesCache.set(locale, {});
    }
  }
  const found = code
    .split(".")
    .reduce((node, key) => (node && typeof node === "object" ? node[key] : undefined), messagesCache.get(locale));
  return typeof found === "string" ? found : code;
}

/** The caller's language, as src/server/i18n/translate.ts `requestLocale` reads it. */
export function localeOf(req) {
  const header = toLocale(req.headers["x-callit-locale"]);
  if (header) return header;
  const cookie = toLocale(/(?:^|;\s*)NEXT_LOCALE=([^;]+)/.exec(req.headers.cookie ?? "")?.[1]);
  if (cookie) return cookie;
  for (const part of (req.headers["accept-language"] ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim() ?? "";
    const locale = toLocale(tag) ?? LOCALES.find((l) => l.split("-")[0] === tag.split("-")[0]?.toLowerCase());
    if (locale) return locale;
  }
  return "en";
}

const CODE_BY_STATUS = { 400: "error.badRequest", 404: "error.notFound", 405: "error.methodNotAllowed" };

/** The seed's flat application error for a status, translated into the caller's language. */
export function errorBody(req, status) {
  const code = CODE_BY_STATUS[status] ?? "error.general";
  return JSON.stringify({ code, message: messageOf(localeOf(req), code) });
}

/** A path that cannot be decoded (`%ff`): Next would answer it with plain text or a 500. */
export function isMalformedPath(url) {
  const pathname = (url ?? "/").split("?")[0];
  try {
    return decodeURIComponent(pathname).includes("\0");
  } catch {
    return true;
  }
}

export function isApiPath(url) {
  return /^\/api(?:\/|\?|$)/.test(url ?? "");
}

/** Answers an error at once (before Next): the application error under /api, its message elsewhere. */
export function sendError(req, res, status) {
  const api = isApiPath(req.url);
  const body = api ? errorBody(req, status) : JSON.parse(errorBody(req, status)).message;
  const type = api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8";
  res.writeHead(status, {
    "Content-Type": type,
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Every `/api` error answer is JSON: when Next answers one with another type (its empty 405 for a
 * method a route does not export, an HTML 404, a plain-text 400 or 500), the body is replaced by
 * the application error of that status. The status and headers such as `Allow` stay.
 */
export function jsonErrorsOnly(req, res) {
  const { writeHead, write, end } = res;
  /** undefined: not decided yet; null: Next's answer goes out as it is; a string: our body. */
  let replacement;
  const contentHeaders = /^(content-(type|length|encoding)|etag|transfer-encoding)$/i;
  const decide = (status, type) => {
    if (replacement !== undefined) return;
    if (status < 400 || /json/i.test(String(type ?? ""))) {
      replacement = null;
      return;
    }
    replacement = errorBody(req, status);
    for (const name of res.getHeaderNames()) if (contentHeaders.test(name)) res.removeHeader(name);
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Content-Length", Buffer.byteLength(replacement));
    res.setHeader("Cache-Control", "no-store");
  };
  res.writeHead = function (status, ...rest) {
    const headers = rest.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
    const given = headers && Object.entries(headers).find(([name]) => name.toLowerCase() === "content-type")?.[1];
    decide(status, given ?? res.getHeader("content-type"));
    if (!replacement) return writeHead.call(this, status, ...rest);
    // Next's own headers (Allow, Vary…) stay; its content headers give way to ours.
    if (headers)
      for (const [name, value] of Object.entries(headers)) if (!contentHeaders.test(name)) res.setHeader(name, value);
    return writeHead.call(this, status);
  };
  res.write = function (chunk, ...rest) {
    if (!res.headersSent) decide(res.statusCode, res.getHeader("content-type"));
    if (!replacement) return write.call(this, chunk, ...rest);
    rest.find((arg) => typeof arg === "function")?.();
    return true;
  };
  res.end = function (...args) {
    if (!res.headersSent) decide(res.statusCode, res.getHeader("content-type"));
    if (!replacement) return end.apply(this, args);
    const callback = args.find((arg) => typeof arg === "function");
    return end.call(this, req.method === "HEAD" ? undefined : replacement, callback);
  };
}
