/**
 * Ukrainian is `uk` and Portuguese `pt-PT` everywhere but the URL (decision 0025): profiles,
 * clients and cookies from before still saying `ua` or `pt` get their language, with its own
 * plural and date rules, in mails and API errors.
 */
import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { contactMessages, sites, user } from "@/db/schema";
import { sendDueReminders } from "@/server/reminders/reminders";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { lastMailTo, mailsTo } from "../support/mailbox";
import { expectError, signedInPlayer } from "../support/players";
import { buyPlus } from "../support/plus";
import { hoursFromNow, openCup } from "../factories/tournaments";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle?.close());

const storedLocale = async (email: string) =>
  (await handle.db.select({ locale: user.locale }).from(user).where(eq(user.email, email)))[0]?.locale;
/** A profile as an older version stored it, before Ukrainian became `uk`. */
const storeOldLocale = (email: string, locale: string) =>
  handle.db.update(user).set({ locale }).where(eq(user.email, email));

const UKRAINIAN_MONTH = /(січ|лют|бер|квіт|трав|черв|лип|серп|вер|жовт|лист|груд)[а-яі]*\./;

describe("an old `ua` profile", () => {
  it("gets its reminder in Ukrainian: Ukrainian plural, Ukrainian date, a /ua link", async () => {
    const olha = await signedInPlayer(handle, "olha@example.com", "Ольга");
    const tournament = await openCup(handle.db, { name: "Kyiv Cup", teams: ["Lions", "Tigers"] });
    await tournament.game({ kickoff: hoursFromNow(3) });
    await tournament.game({ kickoff: hoursFromNow(5), homeId: tournament.awayId, awayId: tournament.homeId });
    expect(
      (
        await olha.post("/api/groups", {
          tournament: tournament.slug,
          name: "Друзі",
          mode: "expert",
          lockPolicy: { kind: "kickoff" },
        })
      ).status,
    ).toBe(201);
    await buyPlus(olha, tournament.slug);
    await storeOldLocale("olha@example.com", "ua");

    expect(await sendDueReminders(handle.db)).toMatchObject({ mails: 1, games: 2 });
    const [mail] = (await mailsTo(handle, "olha@example.com")).filter((m) => m.kind === "reminder");
    expect(mail!.subject).toBe("2 матчі скоро закриваються: бракує ваших прогнозів");
    expect(mail!.text).toContain("Вітаємо, Ольга!");
    const lines = mail!.text.split("\n").filter((l) => l.startsWith("• Kyiv Cup: ")); // one bullet per game
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatch(UKRAINIAN_MONTH);
      expect(line).not.toMatch(
        /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|\b[AP]M\b/,
      );
    }
    expect(mail!.text).toContain(`/ua/${tournament.slug}/predictions`);
  });

  it("gets its account mails in Ukrainian", async () => {
    await signedInPlayer(handle, "petro@example.com", "Петро");
    await storeOldLocale("petro@example.com", "ua");
    expect(
      (
        await new TestClient().post("/api/auth/request-password-reset", {
          email: "petro@example.com",
          redirectTo: "/account?mode=reset",
        })
      ).status,
    ).toBe(200);
    const mail = await lastMailTo(handle, "petro@example.com", "resetPassword");
    expect(mail.subject).toBe("Скидання пароля Callit");
    expect(mail.text).toContain("Вітаємо, Петро!");
  });
});

describe("older clients", () => {
  it("may still send ua or pt as a profile language: stored as uk and pt-PT", async () => {
    const ivan = await signedInPlayer(handle, "ivan@example.com", "Ivan");
    expect((await ivan.post("/api/auth/update-user", { locale: "ua" })).status).toBe(200);
    expect(await storedLocale("ivan@example.com")).toBe("uk");
    expect((await ivan.post("/api/auth/update-user", { locale: "pt" })).status).toBe(200);
    expect(await storedLocale("ivan@example.com")).toBe("pt-PT");
    expect((await ivan.post("/api/auth/update-user", { locale: "uk" })).status).toBe(200);
    expect(await storedLocale("ivan@example.com")).toBe("uk");
    await expectError(await ivan.post("/api/auth/update-user", { locale: "xx" }), 400, "error.validation.invalid");
  });

  it("get API errors in Ukrainian when they ask with x-callit-locale: ua", async () => {
    const response = await new TestClient().request(
      "POST",
      "/api/settings/notifications",
      { emailReminders: true },
      { "x-callit-locale": "ua" },
    );
    expect(await json(response)).toMatchObject({ code: "error.auth.required", message: "Увійдіть, щоб продовжити." });
  });

  it("get their error in English when the header, cookie or Accept-Language names something every object has", async () => {
    const requests: Record<string, string>[] = [
      { "x-callit-locale": "constructor" },
      { cookie: "NEXT_LOCALE=__proto__" },
      { "accept-language": "constructor" },
      { "accept-language": "__proto__, toString;q=0.5" },
    ];
    for (const headers of requests) {
      const response = await new TestClient().request(
        "POST",
        "/api/settings/notifications",
        { emailReminders: true },
        headers,
      );
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(await json(response)).toMatchObject({
        code: "error.auth.required",
        message: "Please sign in to continue.",
      });
    }
  });
});

describe("the migration to language tags (0009)", () => {
  it("turns stored ua and pt into uk and pt-PT in profiles, sites and contact messages, and leaves the rest", async () => {
    await signedInPlayer(handle, "old-ua@example.com", "Old");
    await signedInPlayer(handle, "old-pt@example.com", "Old");
    await signedInPlayer(handle, "old-de@example.com", "Old");
    await storeOldLocale("old-ua@example.com", "ua");
    await storeOldLocale("old-pt@example.com", "pt");
    await storeOldLocale("old-de@example.com", "de");
    await handle.db.insert(sites).values([
      { host: "kyiv.example.ua", name: "Kyiv", locales: ["ua", "en", "pt"], defaultLocale: "ua" },
      { host: "berlin.example.de", name: "Berlin", locales: ["de", "en"], defaultLocale: "de" },
    ]);
    await handle.db
      .insert(contactMessages)
      .values({ name: "Ana", email: "ana@example.com", message: "Olá", locale: "pt" });

    const migration = await readFile("src/db/migrations/0009_locale-tags.sql", "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await handle.db.execute(sql.raw(statement));

    expect(await storedLocale("old-ua@example.com")).toBe("uk");
    expect(await storedLocale("old-pt@example.com")).toBe("pt-PT");
    expect(await storedLocale("old-de@example.com")).toBe("de");
    const rows = await handle.db
      .select({ host: sites.host, locales: sites.locales, defaultLocale: sites.defaultLocale })
      .from(sites);
    expect(rows.find((r) => r.host === "kyiv.example.ua")).toMatchObject({
      locales: ["uk", "en", "pt-PT"],
      defaultLocale: "uk",
    });
    expect(rows.find((r) => r.host === "berlin.example.de")).toMatchObject({
      locales: ["de", "en"],
      defaultLocale: "de",
    });
    expect(
      (
        await handle.db
          .select({ locale: contactMessages.locale })
          .from(contactMessages)
          .where(eq(contactMessages.email, "ana@example.com"))
      )[0]?.locale,
    ).toBe("pt-PT");
  });
});
