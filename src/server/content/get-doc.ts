/**
 * Content pages from content/docs/<locale>/<slug>.md: a small front matter (title, description)
 * and markdown. Internal links get the page's locale prefix.
 */
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Marked } from "marked";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/lib/constants";
import { isDocSlug } from "@/lib/docs";
import type { GameMode, Sport } from "@/lib/sports";

export interface Doc {
  title: string;
  description: string;
  html: string;
}

const CONTENT_DIR = path.join(process.cwd(), "content");

export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const at = line.indexOf(":");
    if (at > 0) data[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return { data, body: source.slice(match[0].length) };
}

function markdownFor(locale: Locale): Marked {
  return new Marked({
    renderer: {
      link({ href, text }) {
        const target = href.startsWith("/") ? getPathname({ locale, href }) : href;
        const external = /^https?:\/\//.test(href) ? ' rel="noopener noreferrer"' : "";
        return `<a href="${target}"${external}>${text}</a>`;
      },
    },
  });
}

async function readMarkdown(folder: "docs" | "help", locale: Locale, name: string): Promise<Doc | null> {
  let source: string;
  try {
    source = await readFile(path.join(CONTENT_DIR, folder, locale, `${name}.md`), "utf8");
  } catch {
    return null;
  }
  const { data, body } = parseFrontMatter(source);
  const html = await markdownFor(locale).parse(body);
  return { title: data.title ?? name, description: data.description ?? "", html };
}

/** The page, or null for an unknown slug or a missing file. */
export async function getDoc(locale: Locale, slug: string): Promise<Doc | null> {
  return isDocSlug(slug) ? readMarkdown("docs", locale, slug) : null;
}

/** The rules of a sport in a mode (content/help/<locale>/<sport>-<mode>.md). */
export async function getRules(locale: Locale, sport: Sport, mode: GameMode): Promise<Doc | null> {
  return readMarkdown("help", locale, `${sport}-${mode}`);
}
