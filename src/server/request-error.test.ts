import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { renderMetrics } from "@/server/metrics/metrics";
import { reportRequestError } from "./request-error";

const holder = globalThis as unknown as { __callitLog?: pino.Logger };

function capture(): string[] {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  holder.__callitLog = pino({ level: "info" }, stream);
  return lines;
}

afterEach(() => {
  holder.__callitLog = undefined;
});

describe("onRequestError", () => {
  it("logs a server-render error once, with the request's id and route, and no cookie, header or query string", () => {
    const lines = capture();
    const error = Object.assign(new Error("Cannot read properties of undefined (reading 'name')"), {
      digest: "2817415636",
    });
    reportRequestError(
      error,
      {
        path: "/de/groups/7b0c2a4e-1f3d-4c5b-9a6e-2d8f0e1c3b5a?token=sup3r-s3cret",
        method: "GET",
        headers: {
          "x-request-id": "4f1c0a7e-request",
          cookie: "callit.session_token=abc.def-cookie",
          authorization: "Bearer tok-123",
        },
      },
      {
        routerKind: "App Router",
        routePath: "/[locale]/groups/[groupId]",
        routeType: "render",
        renderSource: "server-rendering",
        revalidateReason: undefined,
      },
    );
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: 50,
      reqId: "4f1c0a7e-request",
      method: "GET",
      path: "/de/groups/7b0c2a4e-1f3d-4c5b-9a6e-2d8f0e1c3b5a",
      route: "/[locale]/groups/[groupId]",
      routeType: "render",
      err: {
        type: "Error",
        message: "Cannot read properties of undefined (reading 'name')",
        digest: "2817415636",
      },
    });
    expect(lines[0]).not.toMatch(/sup3r-s3cret|abc\.def-cookie|tok-123/);
  });

  it("counts it in the metrics by the kind of route", () => {
    capture();
    const series = 'callit_server_render_errors_total{routeType="render"}';
    const value = () =>
      Number(
        renderMetrics()
          .split("\n")
          .find((l) => l.startsWith(`${series} `))
          ?.split(" ")[1] ?? 0,
      );
    const before = value();
    reportRequestError(
      new Error("boom"),
      { path: "/", method: "GET", headers: {} },
      {
        routerKind: "App Router",
        routePath: "/[locale]",
        routeType: "render",
        revalidateReason: undefined,
      },
    );
    expect(value()).toBe(before + 1);
  });
});
