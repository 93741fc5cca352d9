import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  isArgumentElement,
  isNumberElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/constants";

const MESSAGES = path.join(process.cwd(), "messages");

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

function load(locale: string): Map<string, string> {
  const dir = path.join(MESSAGES, locale);
  const all = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const namespace = file.replace(/\.json$/, "");
    for (const [k, v] of flatten(JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Tree))
      all.set(`${namespace}:${k}`, v);
  }
  return all;
}

/** The ICU argument names a message uses ({name}, {count, plural, …}). */
function placeholders(message: string): string[] {
  // The names, each once: a language with more plural forms repeats them in more branches.
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1]!))].sort();
}

/** Words that stay the same in every language. */
const SAME_EVERYWHERE = new Set([
  "common:meta.siteName",
  "common:meta.titleTemplate",
  "common:docs.faq",
  "common:picks.multiplier",
  "common:footer.copyright",
  "common:sport.formula1",
  "common:calendar.tournamentFeed",
  "common:calendar.gameDescription",
]);

const english = load(DEFAULT_LOCALE);

describe.each(LOCALES)("every message of %s", (locale) => {
  it("is ICU the build can compile: rich-text tags closed, a literal < quoted", () => {
    const broken = [...load(locale)].filter(([, message]) => {
      try {
        parse(message);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken.map(([key]) => key)).toEqual([]);
  });
});

describe.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))("messages of %s", (locale) => {
  const messages = load(locale);

  it("has every key of English and no other", () => {
    expect([...english.keys()].filter((k) => !messages.has(k))).toEqual([]);
    expect([...messages.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it("uses the same ICU placeholders as English", () => {
    const different = [...english].filter(
      ([k, v]) => messages.has(k) && placeholders(v).join() !== placeholders(messages.get(k)!).join(),
    );
    expect(different.map(([k]) => k)).toEqual([]);
  });

  it("is really translated, not a copy of English", () => {
    const copied = [...english].filter(([k, v]) => !SAME_EVERYWHERE.has(k) && v.length > 3 && messages.get(k) === v);
    // A few words (brand-like or international) may match; whole sentences may not.
    expect(copied.filter(([, v]) => v.includes(" ")).map(([k]) => k)).toEqual([]);
  });
});

describe("content pages", () => {
  const slugs = ["about", "cookies", "faq", "privacy", "terms"];
  it.each([...LOCALES])("exist in %s with a title and a description", (locale) => {
    for (const slug of slugs) {
      const source = readFileSync(path.join(process.cwd(), "content/docs", locale, `${slug}.md`), "utf8");
      expect(source).toMatch(/^---\ntitle: .+\ndescription: .+\n---\n/);
    }
  });
});

/** The arguments of a message that are numbers formatted through `plural` (or `selectordinal`). */
function pluralArguments(message: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isPluralElement(element)) {
        const keys = found.get(element.value) ?? new Set<string>();
        for (const key of Object.keys(element.options)) keys.add(key);
        found.set(element.value, keys);
      }
      if (isPluralElement(element) || isSelectElement(element))
        for (const option of Object.values(element.options)) visit(option.value);
      if (isTagElement(element)) visit(element.children);
    }
  };
  visit(parseMessage(message));
  return found;
}

/** A message as the build compiles it (decision 0074): ICU with rich-text tags; a literal `<` is quoted, `'<slug>'`. */
function parseMessage(message: string): MessageFormatElement[] {
  return parse(message);
}

/** Arguments that count something, by name; other arguments are names, codes and words. */
const COUNTED =
  /^(count|max|min|minutes|hours|days|seconds|points|total|members|groups|n|new|updated|unchanged|results|finished|games|picks|players|saved|rejected|expected|picked)$/i;

/** Sample values for a message: 1 for every count, a word for every other argument, tags that keep their text. */
function valuesOf(message: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isTagElement(element)) {
        values[element.value] = (chunks: unknown[]) => chunks.join("");
        visit(element.children);
      } else if (
        isArgumentElement(element) ||
        isNumberElement(element) ||
        isPluralElement(element) ||
        isSelectElement(element)
      ) {
        values[element.value] = COUNTED.test(element.value) ? 1 : "X";
      }
      if (isPluralElement(element) || isSelectElement(element))
        for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(parseMessage(message));
  return values;
}

describe("counts", () => {
  it("read right in English for one of anything", () => {
    const wrong: string[] = [];
    for (const [key, message] of english) {
      const format = new IntlMessageFormat(message, "en");
      const text = String(format.format(valuesOf(message) as Record<string, string>));
      // "1 picks", "1 members", "1 minutes": a count of one took the plural noun.
      const plural = /(?:^|[^\d.])(1 (?!MB\b)[a-z]+s)\b/i.exec(text);
      if (plural && !message.includes(plural[1]!)) wrong.push(`${key}: ${text}`);
    }
    expect(wrong).toEqual([]);
  });

  // Spanish, French, Italian and Portuguese keep "many" for millions, where it reads as "other".
  const OPTIONAL: Partial<Record<string, string[]>> = { es: ["many"], fr: ["many"], it: ["many"], "pt-PT": ["many"] };

  it.each([...LOCALES])("go through every plural form of %s", (locale) => {
    const tag = locale;
    const categories = new Intl.PluralRules(tag)
      .resolvedOptions()
      .pluralCategories.filter((c) => !OPTIONAL[locale]?.includes(c));
    const messages = load(locale);
    const problems: string[] = [];
    for (const [key, source] of english) {
      const translated = messages.get(key);
      if (!translated) continue;
      const plurals = pluralArguments(translated);
      for (const name of pluralArguments(source).keys()) {
        const keys = plurals.get(name);
        if (!keys) problems.push(`${key}: {${name}} is not a plural`);
        else
          for (const category of categories)
            if (!keys.has(category)) problems.push(`${key}: {${name}} lacks "${category}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("the lock countdown", () => {
  const format = (locale: string, minutes: number, seconds: number) =>
    new IntlMessageFormat(load(locale).get("common:countdown.minutes")!, locale).format({ minutes, seconds });

  it("says only the seconds in the last minute, in every language", () => {
    expect(format("en", 0, 43)).toBe("43 s");
    expect(format("de", 0, 43)).toBe("43 Sek.");
    expect(format("uk", 0, 43)).toBe("43 с");
    expect(format("en", 2, 5)).toBe("2 min 5 s");
    expect(format("pl", 5, 1)).toBe("5 min 1 sek.");
    for (const locale of LOCALES) expect(format(locale, 0, 9)).not.toMatch(/^0\D/);
  });
});

describe("a score input's name", () => {
  const format = (locale: string, key: string, sport: string) =>
    String(
      new IntlMessageFormat(load(locale).get(key)!, locale).format({ team: "Lakers", game: "Lakers – Celtics", sport }),
    );
  const KEYS = ["common:picks.scoreOf", "common:manage.homeScore", "common:manage.awayScore"];

  it("counts points in basketball and goals in football and hockey", () => {
    expect(format("en", "common:picks.scoreOf", "basketball")).toBe("Lakers points, Lakers – Celtics");
    expect(format("en", "common:picks.scoreOf", "hockey")).toBe("Lakers goals, Lakers – Celtics");
    expect(format("de", "common:manage.homeScore", "basketball")).toBe("Punkte: Lakers");
    expect(format("uk", "common:picks.scoreOf", "football")).toBe("Голи: Lakers, Lakers – Celtics");
  });

  // "Tore von Ukraine", "Buts de Ukraine": a country's name needs an article or a case these
  // sentences cannot give it, so the languages that would need one name the team after a colon.
  it.each(["de", "fr", "it", "pt-PT", "es"])("in %s names the team after a colon, not a preposition", (locale) => {
    for (const key of [...KEYS, "common:manage.increase", "common:manage.decrease"]) {
      expect(format(locale, key, "football")).toMatch(/ ?: Lakers/);
    }
  });

  it.each([...LOCALES])("in %s names the team, and basketball's word differs from football's", (locale) => {
    for (const key of KEYS) {
      const basketball = format(locale, key, "basketball");
      expect(basketball).toContain("Lakers");
      expect(basketball).not.toBe(format(locale, key, "football"));
      expect(format(locale, key, "hockey")).toBe(format(locale, key, "football"));
    }
  });
});

describe("a matchday's progress on the pick sheet", () => {
  const progress = (locale: string, picked: number, total: number) =>
    String(new IntlMessageFormat(load(locale).get("common:picks.progress")!, locale).format({ picked, total }));

  it('agrees with the number picked where the language asks it (not "0 sur 1 pronostiqués")', () => {
    expect(progress("fr", 0, 1)).toBe("0 sur 1 pronostiqué");
    expect(progress("fr", 3, 4)).toBe("3 sur 4 pronostiqués");
    expect(progress("es", 1, 4)).toBe("1 de 4 pronosticado");
    expect(progress("it", 2, 4)).toBe("2 di 4 pronosticate");
    expect(progress("en", 0, 1)).toBe("0 of 1 picked");
  });
});

/** Whether a message formats a number with the language's number format (`#`, `{n, number}`). */
function formatsANumber(elements: MessageFormatElement[]): boolean {
  return elements.some(
    (element) =>
      isPoundElement(element) ||
      isNumberElement(element) ||
      ((isPluralElement(element) || isSelectElement(element)) &&
        Object.values(element.options).some((option) => formatsANumber(option.value))) ||
      (isTagElement(element) && formatsANumber(element.children)),
  );
}

describe("what the pick sheet writes as it hydrates", () => {
  // A matchday's tab and a show's qualifiers: a page's first number format loads the language's
  // number data, 24–35 ms here and about 100 ms on a phone (docs/benchmarks.md, 2026-12-06). Their
  // counts are small whole numbers, which read the same written plainly in all ten languages.
  const KEYS = ["common:picks.progress", "common:picks.lockedMatchday", "common:picks.qualifiersPick"];

  it.each([...LOCALES])("in %s writes its counts without a number format", (locale) => {
    const messages = load(locale);
    expect(KEYS.filter((key) => formatsANumber(parseMessage(messages.get(key)!)))).toEqual([]);
  });

  it("still reads its count in each plural form", () => {
    const locked = (locale: string, points: number) =>
      String(new IntlMessageFormat(load(locale).get("common:picks.lockedMatchday")!, locale).format({ points }));
    expect(locked("en", 1)).toBe("locked, 1 point");
    expect(locked("en", 12)).toBe("locked, 12 points");
    expect(locked("pl", 3)).toBe("zamknięta, 3 punkty");
    expect(locked("uk", 5)).toBe("закрито, 5 очок");
    expect(locked("lv", 0)).toBe("slēgta, 0 punktu");
  });
});
