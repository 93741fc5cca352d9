import { afterEach, describe, expect, it, vi } from "vitest";
import { apiFetch, KEEPALIVE_MAX_BODY } from "./api-client";

/** The browser's fetch is the edge here: what apiFetch asks of it is what the page's request does. */
function recordFetch() {
  const sent: RequestInit[] = [];
  vi.stubGlobal("fetch", async (_path: string, init: RequestInit) => {
    sent.push(init);
    return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { "content-type": "application/json" } });
  });
  return sent;
}

describe("apiFetch", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends a change keepalive, so that leaving the page at once does not lose it", async () => {
    const sent = recordFetch();
    await apiFetch("/api/settings/notifications", { body: { emailReminders: false } });
    await apiFetch("/api/groups/g/nickname", { method: "PUT", body: { nickname: "Ana" } });
    expect(sent.map((init) => [init.method, init.keepalive])).toEqual([
      ["POST", true],
      ["PUT", true],
    ]);
  });

  it("reads without keepalive, and sends a body past the browser's keepalive limit as a plain request", async () => {
    const sent = recordFetch();
    await apiFetch("/api/account");
    await apiFetch("/api/admin/import", { body: { csv: "é".repeat(KEEPALIVE_MAX_BODY / 2) } });
    expect(sent.map((init) => [init.method, init.keepalive])).toEqual([
      ["GET", false],
      ["POST", false],
    ]);
  });
});
