/**
 * A site's languages decide a page request's language (issue 10, bug 10; decision 0013): the proxy
 * itself, asked as Next asks it, on a real database with a German site of two languages.
 */
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { resetEnvForTests } from "@/lib/env";
import { createSite } from "@/server/sites/sites";
import proxy from "@/proxy";
import { createTestDb } from "../support/db";

let handle: DbHandle;
const HOST = "tippspiel.example.de";

beforeAll(async () => {
  resetEnvForTests();
  handle = await createTestDb();
  await createSite(handle.db, { host: HOST, name: "Tippspiel", locales: ["de", "en"], defaultLocale: "de" });
});
afterAll(async () => handle?.close());

/** A document request to the site (or to `host`), with the visitor's browser language and cookie. */
async function visit(path: string, visitor: { host?: string; acceptLanguage?: string; cookie?: string } = {}) {
  const headers = new Headers({ host: visitor.host ?? HOST, "sec-fetch-dest": "document" });
  if (visitor.acceptLanguage) headers.set("accept-language", visitor.acceptLanguage);
  if (visitor.cookie) headers.set("cookie", `NEXT_LOCALE=${visitor.cookie}`);
  const response = await proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers }));
  const location = response.headers.get("location");
  return {
    redirectedTo: location ? new URL(location).pathname + new URL(location).search : null,
    // Where Next renders it: the `[locale]` segment of a rewrite, or the path itself.
    rendered: response.headers.get("x-middleware-rewrite")
      ? new URL(response.headers.get("x-middleware-rewrite")!).pathname
      : location
        ? null
        : path,
  };
}

describe("a German site offering German and English", () => {
  it("serves / in its default language to a visitor whose browser speaks neither", async () => {
    expect(await visit("/", { acceptLanguage: "fr-FR, fr;q=0.9" })).toMatchObject({ redirectedTo: "/de" });
    expect(await visit("/")).toMatchObject({ redirectedTo: "/de" });
    expect(await visit("/demo-cup/schedule?matchday=2")).toMatchObject({
      redirectedTo: "/de/demo-cup/schedule?matchday=2",
    });
  });

  it("keeps English for a visitor who chose it, or whose browser prefers it among the site's languages", async () => {
    expect(await visit("/", { acceptLanguage: "fr, en;q=0.8, de;q=0.5" })).toMatchObject({
      redirectedTo: null,
      rendered: "/en",
    });
    expect(await visit("/demo-cup", { cookie: "en", acceptLanguage: "de" })).toMatchObject({
      redirectedTo: null,
      rendered: "/en/demo-cup",
    });
    expect(await visit("/de/demo-cup", { cookie: "en" })).toMatchObject({
      redirectedTo: null,
      rendered: "/de/demo-cup",
    });
  });

  it("does not answer in a language it does not offer: the same page in the visitor's language of the site", async () => {
    expect(await visit("/fr")).toMatchObject({ redirectedTo: "/de" });
    expect(await visit("/ua/demo-cup", { acceptLanguage: "uk" })).toMatchObject({ redirectedTo: "/de/demo-cup" });
    expect(await visit("/pl/account", { cookie: "pl", acceptLanguage: "en" })).toMatchObject({
      redirectedTo: "/account",
    });
  });

  it("leaves the default site's ten languages as they were", async () => {
    const elsewhere = { host: "localhost:3000" };
    expect(await visit("/", elsewhere)).toMatchObject({ redirectedTo: null, rendered: "/en" });
    expect(await visit("/", { ...elsewhere, acceptLanguage: "uk-UA" })).toMatchObject({ redirectedTo: "/ua" });
    expect(await visit("/fr/demo-cup", elsewhere)).toMatchObject({ redirectedTo: null, rendered: "/fr/demo-cup" });
    expect(await visit("/demo-cup", { ...elsewhere, cookie: "ua" })).toMatchObject({ redirectedTo: "/ua/demo-cup" });
  });
});
