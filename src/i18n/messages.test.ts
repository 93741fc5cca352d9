import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
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
    for (const [k, v] of flatten(JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Tree)) all.set(`${namespace}:${k}`, v);
  }
  return all;
}

/** The ICU argument names a message uses ({name}, {count, plural, …}). */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1]!).sort();
}

/** Words that stay the same in every language. */
const SAME_EVERYWHERE = new Set([
  "common:meta.siteName",
  "common:meta.titleTemplate",
  "common:docs.faq",
  "common:footer.copyright",
  "common:sport.formula1",
]);

const english = load(DEFAULT_LOCALE);

describe.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))("messages of %s", (locale) => {
  const messages = load(locale);

  it("has every key of English and no other", () => {
    expect([...english.keys()].filter((k) => !messages.has(k))).toEqual([]);
    expect([...messages.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it("uses the same ICU placeholders as English", () => {
    const different = [...english].filter(([k, v]) => messages.has(k) && placeholders(v).join() !== placeholders(messages.get(k)!).join());
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
