/**
 * Mail markup from React elements, in every layer the mails are sent from (docs/decisions/0038-mail-templates.md).
 *
 * `react-dom/server` cannot be used where our mails are written: route handlers, server components
 * and the scripts run under the `react-server` condition, where it throws (Next aliases it to a
 * module whose renderToStaticMarkup throws, and React's own `server.react-server.js` refuses to
 * load). Mail templates are therefore plain function components without hooks or context, and this
 * file turns their element tree into
 *
 * - `toHtml`: static markup, every text and attribute escaped (no dangerouslySetInnerHTML), style
 *   objects written inline as mail clients need them;
 * - `toText`: the plain-text part, from the very same tree: blocks become paragraphs, list items
 *   bullets, a link its text and address, elements marked `data-text="skip"` (the preheader, the
 *   button's fallback line) are left out.
 */
import type { CSSProperties, ReactElement, ReactNode } from "react";

const ELEMENT_TYPES = new Set([Symbol.for("react.transitional.element"), Symbol.for("react.element")]);
const FRAGMENT = Symbol.for("react.fragment");
const VOID = new Set(["area", "base", "br", "col", "hr", "img", "input", "link", "meta", "source", "wbr"]);
/** Elements whose content stands as its own paragraph in the text part. */
const BLOCKS = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "div",
  "table",
  "tr",
  "ul",
  "ol",
  "blockquote",
  "pre",
  "section",
  "header",
  "footer",
]);
/** CSS properties that take plain numbers (everything else numeric is in px). */
const UNITLESS = new Set(["lineHeight", "fontWeight", "opacity", "zIndex", "flexGrow", "flexShrink"]);
const ATTRIBUTE_NAMES: Record<string, string> = {
  charSet: "charset",
  className: "class",
  htmlFor: "for",
  cellPadding: "cellpadding",
  cellSpacing: "cellspacing",
  colSpan: "colspan",
  bgcolor: "bgcolor",
};

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

function isElement(node: unknown): node is ReactElement<Record<string, unknown>> {
  return typeof node === "object" && node !== null && ELEMENT_TYPES.has((node as { $$typeof?: symbol }).$$typeof!);
}

function cssOf(style: CSSProperties): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([name, value]) => {
      const property = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return `${property}:${typeof value === "number" && !UNITLESS.has(name) ? `${value}px` : String(value)}`;
    })
    .join(";");
}

/** A function component called with its props (mail components have no hooks). */
function expand(element: ReactElement<Record<string, unknown>>): ReactNode {
  const type = element.type as unknown;
  if (typeof type === "function") return (type as (props: unknown) => ReactNode)(element.props);
  throw new Error(`A mail cannot render ${String(type)}`);
}

export function toHtml(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number" || typeof node === "bigint") return escapeHtml(String(node));
  if (Array.isArray(node)) return node.map(toHtml).join("");
  if (!isElement(node)) throw new Error("A mail renders elements, text and lists only");
  const { type, props } = node;
  if ((type as unknown) === FRAGMENT) return toHtml(props.children as ReactNode);
  if (typeof type !== "string") return toHtml(expand(node));
  let attributes = "";
  for (const [name, value] of Object.entries(props)) {
    if (name === "children" || name === "key" || value === undefined || value === null || value === false) continue;
    if (name === "dangerouslySetInnerHTML") throw new Error("Mails never take raw markup");
    if (name === "data-text") continue; // for the text part only
    const attribute = ATTRIBUTE_NAMES[name] ?? name;
    const text = name === "style" ? cssOf(value as CSSProperties) : value === true ? "" : String(value);
    attributes += value === true ? ` ${attribute}` : ` ${attribute}="${escapeHtml(text)}"`;
  }
  if (VOID.has(type)) return `<${type}${attributes}>`;
  return `<${type}${attributes}>${toHtml(props.children as ReactNode)}</${type}>`;
}

/** The text of a node, with block boundaries as blank lines (tidied by toText). */
function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number" || typeof node === "bigint")
    return String(node).replace(/[ \t]*\n[ \t]*/g, "\n");
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (!isElement(node)) throw new Error("A mail renders elements, text and lists only");
  const { type, props } = node;
  if ((type as unknown) === FRAGMENT) return textOf(props.children as ReactNode);
  if (typeof type !== "string") return textOf(expand(node));
  if (props["data-text"] === "skip" || type === "head" || type === "style" || type === "title") return "";
  const inner = textOf(props.children as ReactNode);
  if (type === "br") return "\n";
  if (type === "hr") return "\n\n";
  if (type === "a") {
    const href = String(props.href ?? "");
    const label = inner.trim();
    if (!href || label === href || `mailto:${label}` === href) return label || href;
    return `${label}: ${href.replace(/^mailto:/, "")}`;
  }
  if (type === "li") return `\n• ${inner.trim()}`;
  if (type === "td" || type === "th") return `${inner} `;
  if (BLOCKS.has(type)) return `\n\n${inner.trim()}\n\n`;
  return inner;
}

export function toText(node: ReactNode): string {
  return `${textOf(node)
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}
