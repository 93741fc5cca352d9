import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { namespacesRead, namespacesSent, routeNamespaces } from "./client-namespaces";
import { SHELL_NAMESPACES } from "./messages";

const root = process.cwd();
const routes = routeNamespaces(root);
const english = JSON.parse(readFileSync(path.join(root, "messages/en/common.json"), "utf8")) as Record<string, unknown>;

describe("messages sent to the browser (decision 0042)", () => {
  it("finds the routes and the browser code's namespaces", () => {
    const group = routes.find((r) => r.entry.endsWith(path.join("[groupId]", "page.tsx")))!;
    expect(group.read.has("group")).toBe(true);
    expect(group.sent).toEqual(expect.arrayContaining(["group", "pagination", "error"]));
    expect(routes.find((r) => r.entry.endsWith(path.join("[locale]", "layout.tsx")))!.read.has("cookieNotice")).toBe(
      true,
    );
  });

  it.each(routes.map((r) => [r.entry, r] as const))("%s sends every namespace its browser code reads", (_, route) => {
    const sent = new Set<string>([...SHELL_NAMESPACES, ...route.sent]);
    const missing = [...route.read]
      .filter(([ns]) => !sent.has(ns))
      .map(([ns, files]) => `${ns} (read by ${[...new Set(files)].join(", ")})`);
    expect(missing).toEqual([]);
  });

  it("names only namespaces that exist", () => {
    const named = new Set<string>([...SHELL_NAMESPACES, ...routes.flatMap((r) => r.sent)]);
    expect([...named].filter((ns) => !(ns in english))).toEqual([]);
  });

  it("reads namespaces the ways the code names them", () => {
    expect([...namespacesRead('const t = useTranslations("group");')]).toEqual(["group"]);
    expect(
      [...namespacesRead('const t = useTranslations();\nt("nav.home"); t(`a11y.${x}`); t.rich("meta.x", {})')].sort(),
    ).toEqual(["a11y", "meta", "nav"]);
    expect([...namespacesRead("// client-messages: error, status\nt(code)")].sort()).toEqual(["error", "status"]);
    expect(
      namespacesSent('<ClientMessages params={params} namespaces={["a", ...(x ? (["b"] as const) : [])]}>'),
    ).toEqual(["a", "b"]);
    expect(namespacesSent("<Other />")).toBeNull();
  });
});
