/*
 * Callit's service worker: makes the installed app open without a network. Pages always come
 * from the network (picks and tables must be live); only when it fails does the offline page of
 * the visitor's language answer. Next's hashed static files are cached, since they never change.
 * The API and everything personal are never cached.
 */
const VERSION = "callit-v1";
/** The languages by their URL segment (Ukrainian is `uk` in the app, `/ua` in URLs: decision 0025). */
const LOCALES = ["en", "de", "es", "fr", "it", "lt", "lv", "pl", "pt", "ua"];
const offlinePath = (locale) => (locale === "en" ? "/offline" : `/${locale}/offline`);

/** The language the app was installed in (`/sw.js?locale=de`): its offline page is cached at once. */
const INSTALL_LOCALE = LOCALES.includes(new URL(self.location.href).searchParams.get("locale")) ? new URL(self.location.href).searchParams.get("locale") : "en";

/** Offline pages, and the scripts and styles they load, so that they work with no network. */
async function cacheOfflinePages(locales) {
  const cache = await caches.open(VERSION);
  const assets = new Set();
  for (const path of locales.map(offlinePath)) {
    const response = await fetch(path, { credentials: "omit" });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    const html = await response.clone().text();
    for (const match of html.matchAll(/\/_next\/static\/[^"'\s)\\]+/g)) assets.add(match[0]);
    await cache.put(path, response);
  }
  await cache.addAll([...assets, "/icons/favicon-32.png", "/icons/icon-192.png"]);
}

self.addEventListener("install", (event) => {
  event.waitUntil(cacheOfflinePages([...new Set([INSTALL_LOCALE, "en"])]).then(() => self.skipWaiting()));
});

/*
 * Navigation preload: the browser sends a page's request itself, as a navigation (`Sec-Fetch-Dest:
 * document`), while this worker starts, and the worker answers with that response. Re-sent by the
 * worker, the request would be a background fetch to the server (`Sec-Fetch-Dest: empty`): the
 * proxy would not remember the language of a page the player opened (next-intl sets its cookie on
 * documents only), and every page would wait for the worker to start before being asked for.
 */
self.addEventListener("activate", (event) => {
  event.waitUntil(
    Promise.resolve(self.registration.navigationPreload && self.registration.navigationPreload.enable())
      .then(() => caches.keys())
      .then((keys) => Promise.all(keys.filter((key) => key !== VERSION).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === "navigate") {
    // Every navigation is answered here, the API's too (a sign-in link, a provider's callback): the
    // browser has sent its preload already, and a navigation left to it would be sent a second
    // time, so a one-time link or code would be spent before the player's request arrives.
    const api = url.pathname.startsWith("/api/");
    const first = url.pathname.split("/")[1];
    const locale = LOCALES.includes(first) ? first : "en";
    event.respondWith(
      Promise.resolve(event.preloadResponse)
        .then((preloaded) => preloaded || fetch(request))
        .catch(() =>
          caches
            .match(offlinePath(locale))
            .then((page) => page || caches.match(offlinePath("en")))
            .then((page) => page || Response.error()),
        ),
    );
    // A language used for the first time: its offline page is fetched once, in the background.
    if (api) return;
    event.waitUntil(
      caches.match(offlinePath(locale)).then((cached) => (cached || !navigator.onLine ? undefined : cacheOfflinePages([locale]).catch(() => undefined))),
    );
    return;
  }
  if (url.pathname.startsWith("/api/")) return;
  if (url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/fonts/") || url.pathname.startsWith("/icons/")) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(VERSION).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});

/*
 * Push reminders (decision 0051): the server sends the reminder already in the player's language
 * (title, body, lang) and the pick sheet it opens. The page opened is always on this site, whatever
 * the message says.
 */
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const text = (value) => (typeof value === "string" ? value : "");
  const target = new URL(text(message.url) || "/", self.location.origin);
  event.waitUntil(
    self.registration.showNotification(text(message.title) || "Callit", {
      body: text(message.body),
      lang: text(message.lang),
      tag: text(message.tag) || "callit-reminder",
      icon: "/icons/icon-192.png",
      data: { path: target.pathname + target.search },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.path) || "/";
  const url = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
