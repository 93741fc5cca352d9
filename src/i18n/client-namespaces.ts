/**
 * Which message namespaces the browser needs on each route (decision 0042), read from the source:
 * from a route's entry file (page, layout, error or not-found boundary), follow its imports; every
 * module at or below a "use client" file runs in the browser, and its `useTranslations("ns")`,
 * `t("ns.key")` (after a bare `useTranslations()`) and `// client-messages: ns` comments (keys
 * built at run time, such as an error's code) name the namespaces it reads. The namespaces a route
 * sends are those its entry file passes to `<ClientMessages namespaces={[…]}>`, else those of the
 * nearest layout above it that does, plus the shell's (`SHELL_NAMESPACES`). Used by the unit test
 * that fails when a route's browser code reads a namespace the route does not send. Node only.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const EXTENSIONS = [".tsx", ".ts", "/index.tsx", "/index.ts"];
const ENTRY = /^(page|layout|error|not-found|global-error|template|default|loading)\.tsx$/;

function resolveImport(from: string, specifier: string, src: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(src, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (/\.(tsx?|mjs|js)$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

/** The modules a file imports for their values (type-only imports run nothing). */
function importsOf(file: string, source: string, src: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*import\s+(?!type\s)[^"';]*?from\s+["']([^"']+)["']/gm,
    /^\s*import\s+["']([^"']+)["']/gm,
    /^\s*export\s+(?!type\s)[^"';]*?from\s+["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const resolved = resolveImport(file, match[1]!, src);
      if (resolved) found.push(resolved);
    }
  }
  return found;
}

const isClient = (source: string) => /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["']use client["']/.test(source);

/** The namespaces a browser module reads. */
export function namespacesRead(source: string): Set<string> {
  const found = new Set<string>();
  for (const m of source.matchAll(/useTranslations\(\s*["'`]([A-Za-z0-9_]+)[."'`]/g)) found.add(m[1]!);
  if (/useTranslations\(\s*\)/.test(source)) {
    // A translator without a namespace: its keys name theirs (`t("group.name")`, `t(\`nav.${key}\`)`).
    for (const m of source.matchAll(/\bt{1,2}(?:\.rich|\.markup|\.has)?\(\s*["'`]([A-Za-z0-9_]+)\./g)) found.add(m[1]!);
  }
  for (const m of source.matchAll(/\/\/\s*client-messages:\s*([A-Za-z0-9_, ]+)/g))
    for (const ns of m[1]!.split(/[\s,]+/)) if (ns) found.add(ns);
  return found;
}

/** The namespaces an entry file sends itself: `<ClientMessages … namespaces={["a", "b"]}>`. */
export function namespacesSent(source: string): string[] | null {
  const match = /<ClientMessages\b[^>]*?\snamespaces=\{\[([\s\S]*?)\]\}\s*>/.exec(source);
  if (!match) return null;
  return [...match[1]!.matchAll(/["']([A-Za-z0-9_]+)["']/g)].map((m) => m[1]!);
}

export interface RouteNamespaces {
  /** The entry file, relative to the project. */
  entry: string;
  /** Namespace → the browser modules that read it. */
  read: Map<string, string[]>;
  /** What the route sends (without the shell's). */
  sent: string[];
}

/** Every route entry under `src/app/[locale]` with the namespaces its browser code reads and those it sends. */
export function routeNamespaces(root: string): RouteNamespaces[] {
  const src = path.join(root, "src");
  const app = path.join(src, "app", "[locale]");
  const sources = new Map<string, string>();
  const read = (file: string) => {
    if (!sources.has(file)) sources.set(file, readFileSync(file, "utf8"));
    return sources.get(file)!;
  };
  const entries: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (ENTRY.test(name)) entries.push(full);
    }
  };
  walk(app);
  const sentBy = (entry: string): string[] => {
    const own = namespacesSent(read(entry));
    if (own) return own;
    // The nearest layout at or above the entry's folder that sends some.
    for (let dir = path.dirname(entry); dir.startsWith(app); dir = path.dirname(dir)) {
      const layout = path.join(dir, "layout.tsx");
      if (layout !== entry && existsSync(layout)) {
        const sent = namespacesSent(read(layout));
        if (sent) return sent;
      }
    }
    return [];
  };
  return entries.sort().map((entry) => {
    const namespaces = new Map<string, string[]>();
    const seen = new Set<string>();
    const visit = (file: string, client: boolean) => {
      const key = `${file}\0${client}`;
      if (seen.has(key)) return;
      seen.add(key);
      const source = read(file);
      const inBrowser = client || isClient(source);
      if (inBrowser) {
        for (const ns of namespacesRead(source))
          namespaces.set(ns, [...(namespaces.get(ns) ?? []), path.relative(root, file)]);
      }
      for (const next of importsOf(file, source, src)) visit(next, inBrowser);
    };
    visit(entry, false);
    return { entry: path.relative(root, entry), read: namespaces, sent: sentBy(entry) };
  });
}
