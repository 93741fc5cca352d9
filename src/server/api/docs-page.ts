/**
 * `/api/docs`: the API reference as one server-rendered page, generated from the OpenAPI document
 * (decision 0032). No script and no outside resource: it loads nothing and runs under the strict
 * Content-Security-Policy (decision 0020) as it is; `<details>` opens an operation without script.
 */
import "server-only";

type Json = Record<string, unknown>;

const METHOD_COLORS: Record<string, string> = {
  get: "#1565c0",
  post: "#2e7d32",
  put: "#a84300",
  patch: "#6a1b9a",
  delete: "#c62828",
};

function escape(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

/** The little markdown the document uses: `code` and **strong**, paragraphs. */
function prose(text: string | undefined): string {
  if (!text) return "";
  return text
    .split(/\n\n+/)
    .map(
      (p) =>
        `<p>${escape(p)
          .replaceAll(/`([^`]+)`/g, "<code>$1</code>")
          .replaceAll(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")}</p>`,
    )
    .join("");
}

function schemaBlock(schema: unknown): string {
  // Focusable: a block that scrolls must be reachable by keyboard.
  return `<pre tabindex="0">${escape(JSON.stringify(schema, null, 2))}</pre>`;
}

function parametersTable(parameters: Json[]): string {
  if (!parameters.length) return "";
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escape(String(p.name))}</code></td><td>${escape(String(p.in))}</td><td>${p.required ? "yes" : "no"}</td><td><code>${escape(JSON.stringify(p.schema))}</code>${p.description ? ` ${prose(String(p.description))}` : ""}</td></tr>`,
    )
    .join("");
  return `<h3>Parameters</h3><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function requestBody(body: Json | undefined): string {
  if (!body) return "";
  const content = body.content as Record<string, Json>;
  return Object.entries(content)
    .map(
      ([type, media]) =>
        `<h3>Body <code>${escape(type)}</code></h3>${schemaBlock(media.schema)}${media.example !== undefined ? `<h4>Example</h4>${schemaBlock(media.example)}` : ""}`,
    )
    .join("");
}

function responsesTable(responses: Record<string, Json>): string {
  const rows = Object.entries(responses)
    .map(([status, r]) => {
      const content = r.content as Record<string, Json> | undefined;
      const types = content
        ? Object.keys(content)
            .map((t) => `<code>${escape(t)}</code>`)
            .join(" ")
        : "";
      return `<tr><td>${escape(status)}</td><td>${prose(String(r.description))}</td><td>${types}</td></tr>`;
    })
    .join("");
  return `<h3>Answers</h3><table><thead><tr><th scope="col">Status</th><th scope="col">Meaning</th><th scope="col">Content</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function okSchema(responses: Record<string, Json>): string {
  const [, ok] = Object.entries(responses)[0] ?? [];
  const media = ok?.content ? Object.values(ok.content as Record<string, Json>)[0] : undefined;
  if (!media || !media.schema || Object.keys(media.schema as Json).length === 0) return "";
  return `<h4>Answer schema</h4>${schemaBlock(media.schema)}${media.example !== undefined ? `<h4>Example</h4>${schemaBlock(media.example)}` : ""}`;
}

export function renderDocsPage(document: Json): string {
  const info = document.info as Json;
  const tags = document.tags as { name: string; description: string }[];
  const paths = document.paths as Record<string, Record<string, Json>>;
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = (op.tags as string[])[0]!;
      const html = `<details id="${escape(String(op.operationId))}"><summary><span class="method" style="background:${METHOD_COLORS[method] ?? "#455a64"}">${method.toUpperCase()}</span> <code>${escape(path)}</code> <span class="summary">${escape(String(op.summary))}</span></summary><div class="op">${prose(String(op.description ?? ""))}${parametersTable((op.parameters as Json[]) ?? [])}${requestBody(op.requestBody as Json | undefined)}${responsesTable(op.responses as Record<string, Json>)}${okSchema(op.responses as Record<string, Json>)}</div></details>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = tags
    .filter((t) => byTag.has(t.name))
    .map(
      (t) =>
        `<section aria-labelledby="tag-${t.name}"><h2 id="tag-${t.name}">${escape(t.name)}</h2><p>${escape(t.description)}</p>${byTag.get(t.name)!.join("")}</section>`,
    )
    .join("");
  const nav = tags
    .filter((t) => byTag.has(t.name))
    .map((t) => `<li><a href="#tag-${t.name}">${escape(t.name)}</a></li>`)
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(String(info.title))} reference</title>
<link rel="icon" href="/icons/favicon-32.png" sizes="32x32" type="image/png">
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a1a1a;background:#fff}
@media (prefers-color-scheme:dark){body{color:#eee;background:#121212}pre,code{background:#222!important}table,th,td{border-color:#444!important}a{color:#90caf9}}
h1{font-size:1.75rem}h3{font-size:1rem;margin:1rem 0 .25rem}h4{font-size:.9rem;margin:.75rem 0 .25rem}h2{margin-top:2rem;border-bottom:1px solid #ccc;text-transform:capitalize}
code,pre{font:0.875rem/1.4 ui-monospace,monospace;background:#f3f3f3;border-radius:4px}code{padding:0 .2em}
pre{padding:.5rem;overflow:auto;max-height:24rem}
details{border:1px solid #ccc;border-radius:6px;margin:.5rem 0}summary{cursor:pointer;padding:.5rem;overflow-wrap:anywhere}
summary:focus-visible{outline:2px solid #1565c0}
.method{display:inline-block;min-width:4.2rem;text-align:center;color:#fff;border-radius:4px;font-weight:600;font-size:.8rem;padding:.1rem .3rem}
.summary{display:block;margin-top:.25rem}.op{padding:0 1rem 1rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}td p{margin:0}td code{overflow-wrap:anywhere}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;list-style:none}
</style></head>
<body><header><h1>${escape(String(info.title))}</h1>${prose(String(info.description))}<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(String(document.openapi))}).</p>
<nav aria-label="Sections"><ul>${nav}</ul></nav></header>
<main>${sections}</main></body></html>`;
}
