/** Sites: admins manage them; a request's host picks one, and any other host gets the default site. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { resetEnvForTests } from "@/lib/env";
import { resolveSite } from "@/server/sites/sites";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { expectError, createPlayer } from "../support/players";

let handle: DbHandle;
let admin: TestClient;
let player: TestClient;

beforeAll(async () => {
  process.env.ADMIN_EMAILS = "webmaster@example.com";
  process.env.GTM_ID = "GTM-DEFAULT";
  resetEnvForTests();
  handle = await createTestDb();
  admin = await createPlayer(handle, "webmaster@example.com", "Webmaster");
  player = await createPlayer(handle, "visitor@example.com", "Visitor");
});
afterAll(async () => {
  delete process.env.GTM_ID;
  resetEnvForTests();
  await handle?.close();
});

type SiteRow = { id: string; host: string; name: string; locales: string[]; defaultLocale: string; featured: string[] };

describe("sites", () => {
  it("lets admins create, list, change and delete a site, and a host picks it up", async () => {
    const created = await admin.post("/api/admin/sites", {
      host: "Tippspiel.Example.DE",
      name: "Tippspiel",
      slogan: "Tipp die Spiele mit Freunden",
      locales: ["de", "en"],
      defaultLocale: "de",
      gtmId: "GTM-SITE1",
      featured: ["demo-cup"],
    });
    expect(created.status).toBe(201);
    const site = await json<SiteRow>(created);
    expect(site).toMatchObject({
      host: "tippspiel.example.de",
      name: "Tippspiel",
      locales: ["de", "en"],
      defaultLocale: "de",
      featured: ["demo-cup"],
    });
    expect((await json<SiteRow[]>(await admin.get("/api/admin/sites"))).map((s) => s.host)).toContain(
      "tippspiel.example.de",
    );

    expect(await resolveSite(handle.db, "tippspiel.example.de:443")).toMatchObject({
      id: site.id,
      name: "Tippspiel",
      slogan: "Tipp die Spiele mit Freunden",
      locales: ["de", "en"],
      defaultLocale: "de",
      gtmId: "GTM-SITE1",
      featured: ["demo-cup"],
    });
    // Unknown hosts and localhost are the default site, made from configuration.
    expect(await resolveSite(handle.db, "localhost:3000")).toMatchObject({
      id: null,
      name: null,
      defaultLocale: "en",
      gtmId: "GTM-DEFAULT",
      featured: [],
    });
    expect((await resolveSite(handle.db, "elsewhere.example")).locales).toHaveLength(10);

    const changed = await admin.request("PATCH", `/api/admin/sites/${site.id}`, { name: "Tippspiel DE", gtmId: null });
    expect(await json(changed)).toMatchObject({ name: "Tippspiel DE", gtmId: null });
    expect(await resolveSite(handle.db, "tippspiel.example.de")).toMatchObject({
      name: "Tippspiel DE",
      gtmId: "GTM-DEFAULT",
    });

    expect((await admin.request("DELETE", `/api/admin/sites/${site.id}`)).status).toBe(200);
    expect(await resolveSite(handle.db, "tippspiel.example.de")).toMatchObject({ id: null });
    await expectError(await admin.request("DELETE", `/api/admin/sites/${site.id}`), 404, "error.notFound");
  });

  it("keeps no memory per made-up Host header: a client inventing hosts cannot grow the server", async () => {
    const cache = (globalThis as unknown as { __callitSites: Map<unknown, unknown> }).__callitSites;
    for (let i = 0; i < 500; i++) expect((await resolveSite(handle.db, `made-up-${i}.example`)).id).toBeNull();
    // One entry for the whole list of configured sites, however many hosts were asked for.
    expect(cache.size).toBeLessThanOrEqual(1);
  });

  it("refuses players, duplicate hosts, a default language the site does not offer, and bad hosts", async () => {
    await expectError(
      await player.post("/api/admin/sites", { host: "x.example", name: "X", locales: ["en"], defaultLocale: "en" }),
      403,
      "error.forbidden",
    );
    await expectError(await new TestClient().get("/api/admin/sites"), 401, "error.auth.required");
    const body = { host: "pronos.example.fr", name: "Pronos", locales: ["fr"], defaultLocale: "fr" };
    expect((await admin.post("/api/admin/sites", body)).status).toBe(201);
    await expectError(await admin.post("/api/admin/sites", body), 409, "error.database.23505");
    const mismatch = await expectError(
      await admin.post("/api/admin/sites", { ...body, host: "other.example.fr", defaultLocale: "de" }),
      400,
      "error.validation.invalid",
    );
    expect(mismatch.formField).toBe("defaultLocale");
    const [site] = (await json<SiteRow[]>(await admin.get("/api/admin/sites"))).filter(
      (s) => s.host === "pronos.example.fr",
    );
    await expectError(
      await admin.request("PATCH", `/api/admin/sites/${site!.id}`, { locales: ["it"] }),
      400,
      "error.site.defaultLocale",
    );
    expect(
      (
        await expectError(
          await admin.post("/api/admin/sites", { ...body, host: "not a host!" }),
          400,
          "error.validation.invalid",
        )
      ).formField,
    ).toBe("host");
    await expectError(
      await admin.post("/api/admin/sites", { ...body, host: "xx.example", locales: ["xx"] }),
      400,
      "error.validation.invalid",
    );
  });
});
