import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOCALES, type Locale } from "@/lib/constants";
import { resetEnvForTests } from "@/lib/env";
import { loadMessages } from "@/i18n/messages";
import { getTranslator, type Translate } from "@/server/i18n/translate";
import { directionOf, mailContext, previewMail, renderMail, renderWith } from "./render";
import { MAIL_KINDS, MAIL_TEMPLATES } from "./templates";

const PUBLIC_URL = "https://callit.example.org";

beforeAll(() => {
  vi.stubEnv("PUBLIC_URL", PUBLIC_URL);
  resetEnvForTests();
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

/** Whether a message key exists in the locale's own file (the translator would fall back to English). */
function hasOwn(messages: unknown, key: string): boolean {
  let node = messages as Record<string, unknown> | string | undefined;
  for (const part of key.split("."))
    node = typeof node === "object" && node !== null ? ((node as Record<string, unknown>)[part] as never) : undefined;
  return typeof node === "string";
}

/** A translator that notes every key a template asks for. */
async function recording(locale: Locale): Promise<{ t: Translate; keys: Set<string> }> {
  const t = await getTranslator(locale);
  const keys = new Set<string>();
  const recorder = Object.assign((key: string, params?: Parameters<Translate>[1]) => (keys.add(key), t(key, params)), {
    has: t.has,
    dateTime: t.dateTime,
  });
  return { t: recorder, keys };
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
const textLinks = (text: string) => [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);

describe("every mail template in every language", () => {
  for (const kind of MAIL_KINDS) {
    for (const locale of LOCALES) {
      it(`${kind} in ${locale}: HTML with a text part, every string its own, every link on PUBLIC_URL`, async () => {
        const { t, keys } = await recording(locale);
        const ctx = { ...(await mailContext(locale)), t };
        const mail = renderWith(kind, MAIL_TEMPLATES[kind].sample(ctx) as never, ctx);

        expect(mail.subject.trim()).not.toBe("");
        expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${locale}" dir="ltr">`));
        expect(mail.html).toContain(
          `<title>${mail.subject.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#39;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</title>`,
        );
        expect(mail.html).not.toMatch(/<script|<iframe|<form| on[a-z]+=/i); // mail clients run none of it
        expect(mail.html).toContain('<meta charset="utf-8">');
        expect(mail.text.trim().length).toBeGreaterThan(40);
        expect(mail.text).not.toMatch(/<\/?(p|a|td|tr|table|div|span|br|li|ul|blockquote)\b/); // no markup in the text part

        const messages = await loadMessages(locale);
        expect(
          [...keys].filter((key) => !hasOwn(messages, key)),
          "keys missing in this language",
        ).toEqual([]);
        const general = t("error.general");
        expect(mail.text).not.toContain(general);

        const links = hrefs(mail.html);
        expect(links.length).toBeGreaterThan(0);
        for (const link of links)
          expect(link.startsWith(`${PUBLIC_URL}/`) || link.startsWith("mailto:"), link).toBe(true);
        for (const link of textLinks(mail.text)) expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
        // The text part carries every address the HTML links to (the preheader and fallback lines aside).
        for (const link of links.filter((l) => !l.startsWith("mailto:"))) expect(mail.text).toContain(link);
      });
    }
  }
});

describe("what the mails say", () => {
  it("the action link comes first in the text part, after the greeting, then the footer", async () => {
    const url = `${PUBLIC_URL}/api/auth/verify-email?token=abc`;
    const mail = await renderMail("verifyEmail", { name: "Ana", url }, "en");
    expect(mail.text).toBe(
      [
        "Hello Ana,",
        "",
        "Follow this link to confirm your e-mail address and finish signing up:",
        "",
        `Confirm my address: ${url}`,
        "",
        "The link works for 24 hours. If you did not sign up for Callit, ignore this mail.",
        "",
        "— The Callit team",
        "",
        "You got this mail because this e-mail address was entered on Callit.",
        "",
        `Callit · ${PUBLIC_URL}/`,
        "",
      ].join("\n"),
    );
    expect(/https?:\/\/\S+/.exec(mail.text)![0]).toBe(url);
    // The HTML has the preheader (hidden), the button and its fallback address.
    expect(mail.html).toContain("display:none");
    expect(mail.html).toContain(`href="${url}"`);
  });

  it("German readers get German, with the home page of their language", async () => {
    const mail = await renderMail(
      "resetPassword",
      { name: "Jonas", url: `${PUBLIC_URL}/api/auth/reset-password/x` },
      "de",
    );
    expect(mail.subject).toBe("Setze dein Callit-Passwort zurück");
    expect(mail.text).toContain("Hallo Jonas,");
    expect(mail.text).toContain(`${PUBLIC_URL}/de/`);
  });

  it("counts by each language's plural rules", async () => {
    const game = (n: number) => ({
      tournament: "Cup",
      game: `A${n} – B${n}`,
      lockAt: new Date(Date.UTC(2026, 5, 1, 12 + n)),
    });
    const props = (n: number) => ({
      name: "Ana",
      timeZone: "UTC",
      games: Array.from({ length: n }, (_, i) => game(i)),
      links: [{ tournament: "Cup", url: `${PUBLIC_URL}/cup/predictions` }],
    });
    expect((await renderMail("reminder", props(1), "en")).subject).toBe("A game locks soon: your pick is missing");
    expect((await renderMail("reminder", props(3), "en")).subject).toBe("3 games lock soon: your picks are missing");
    for (const locale of LOCALES) {
      const one = await renderMail("reminder", props(1), locale);
      const five = await renderMail("reminder", props(5), locale);
      expect(one.subject, locale).not.toBe(five.subject);
      expect(five.text.match(/^• /gm), locale).toHaveLength(5);
    }
    expect((await renderMail("otp", { otp: "123456", minutes: 1 }, "pl")).text).toContain("1 minutę");
    expect((await renderMail("otp", { otp: "123456", minutes: 5 }, "pl")).text).toContain("5 minut");
  });

  it("a code is in the subject, the text and the HTML", async () => {
    const mail = await renderMail("otp", { name: null, otp: "482913", minutes: 5 }, "uk");
    expect(mail.subject).toContain("482913");
    expect(mail.text).toContain("482913");
    expect(mail.html).toContain(">482913</p>");
  });

  it("every direction attribute follows the language", () => {
    for (const locale of LOCALES) expect(directionOf(locale)).toBe("ltr");
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("he-IL")).toBe("rtl");
  });
});

describe("values people typed arrive escaped", () => {
  const evil = `<script>alert("x")</script>`;

  it("a name with a script tag in an account mail", async () => {
    const mail = await renderMail(
      "verifyEmail",
      { name: evil, url: `${PUBLIC_URL}/api/auth/verify-email?token=a"b<c` },
      "en",
    );
    expect(mail.html).not.toContain("<script");
    expect(mail.html).toContain("Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,");
    expect(mail.html).toContain(`href="${PUBLIC_URL}/api/auth/verify-email?token=a&quot;b&lt;c"`);
    // The text part is plain text: the name as typed.
    expect(mail.text).toContain(`Hello ${evil},`);
  });

  it("a contact message's name, subject and message", async () => {
    const mail = await renderMail(
      "contact",
      {
        name: evil,
        email: "x@example.com",
        subject: `<b>hi</b>`,
        message: `<img src=x onerror=alert(1)>\n\nsecond`,
        senderLocale: "en",
      },
      "en",
    );
    expect(mail.html).not.toMatch(/<script|<img|<b>/);
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.subject).toBe("Contact form: <b>hi</b>"); // a header, not markup
    expect(mail.html).toContain("<title>Contact form: &lt;b&gt;hi&lt;/b&gt;</title>");
  });

  it("tournament and game names in a reminder, a newsletter's own text", async () => {
    const reminder = await renderMail(
      "reminder",
      {
        name: "Ana",
        timeZone: null,
        games: [{ tournament: evil, game: "<i>Lions</i> – Tigers", lockAt: new Date() }],
        links: [{ tournament: evil, url: `${PUBLIC_URL}/cup/predictions` }],
      },
      "fr",
    );
    expect(reminder.html).not.toMatch(/<script|<i>/);
    expect(reminder.html).toContain("&lt;i&gt;Lions&lt;/i&gt;");
    const newsletter = await renderMail(
      "newsletter",
      { subject: "News", text: `Hello ${evil}`, unsubscribeUrl: `${PUBLIC_URL}/api/newsletter/unsubscribe?token=t` },
      "en",
    );
    expect(newsletter.html).not.toContain("<script");
    expect(newsletter.text).toContain(`Hello ${evil}`);
  });
});

describe("the preview", () => {
  it("renders every template with sample data", async () => {
    for (const kind of MAIL_KINDS) {
      const mail = await previewMail(kind, "lv");
      expect(mail.html, kind).toContain('lang="lv"');
      expect(mail.text.length, kind).toBeGreaterThan(40);
    }
  });
});
