/**
 * The container and staging files, read as Docker and Compose would (no Docker daemon on these
 * machines; CI starts the same standalone output in tests/cluster/standalone.test.ts).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

interface Stage {
  from: string;
  name?: string;
  instructions: { op: string; args: string }[];
}

/** Dockerfile instructions by stage (continuation lines joined, comments dropped). */
function stages(text: string): Stage[] {
  const lines = text
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  const result: Stage[] = [];
  for (const line of lines) {
    const [op, ...rest] = line.split(/\s+/);
    const args = rest.join(" ");
    if (op!.toUpperCase() === "FROM") {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      result.push({ from: match![1]!, name: match![2], instructions: [] });
    } else result.at(-1)?.instructions.push({ op: op!.toUpperCase(), args });
  }
  return result;
}

describe("Dockerfile", () => {
  const all = stages(read("Dockerfile"));
  const runtime = all.at(-1)!;
  const ops = (op: string) => runtime.instructions.filter((i) => i.op === op).map((i) => i.args);

  it("installs from the lockfile, builds the standalone output, and ships only that", () => {
    expect(all.map((s) => s.name)).toEqual(["deps", "build", "runtime"]);
    expect(all[0]!.instructions.some((i) => i.op === "RUN" && /\bnpm ci\b/.test(i.args))).toBe(true);
    expect(
      all[1]!.instructions.some((i) => i.op === "RUN" && /npm run build && npm run build:standalone/.test(i.args)),
    ).toBe(true);
    const copies = ops("COPY");
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatch(/--from=build .*\/app\/\.next\/standalone \.\/$/);
    expect(read("next.config.ts")).toMatch(/output: "standalone"/);
  });

  it("runs our own server as an unprivileged user, reachable from outside the container", () => {
    const user = ops("USER").at(-1);
    expect(user).toBeDefined();
    expect(["root", "0", "0:0"]).not.toContain(user);
    expect(ops("CMD").at(-1)).toBe('["node", "server/main.mjs"]');
    expect(ops("ENV").join(" ")).toMatch(/\bHOST=0\.0\.0\.0\b/);
    expect(ops("ENV").join(" ")).toMatch(/\bNODE_ENV=production\b/);
  });

  it("checks its health on /api/health", () => {
    const [check] = ops("HEALTHCHECK");
    expect(check).toMatch(/CMD .*\/api\/health/);
    expect(check).toMatch(/--interval=\S+/);
  });
});

describe("compose.yaml", () => {
  const compose = parse(read("compose.yaml"), { merge: true }) as {
    services: Record<
      string,
      { image?: string; build?: string; environment?: Record<string, string>; depends_on?: unknown; volumes?: string[] }
    >;
  };

  it("runs PostgreSQL, two app instances, a load balancer and a mail catcher", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["app1", "app2", "mailpit", "postgres", "proxy"]);
    expect(compose.services.postgres!.image).toMatch(/^postgres:/);
    expect(compose.services.proxy!.image).toMatch(/^haproxy:/);
    expect(compose.services.mailpit!.image).toMatch(/mailpit/);
  });

  it("gives both instances the same database, secret and mail server, and trusts exactly the one proxy", () => {
    const [one, two] = [compose.services.app1!.environment!, compose.services.app2!.environment!];
    expect(one).toEqual(two);
    expect(one.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(one.AUTH_SECRET).toMatch(/AUTH_SECRET/);
    expect(one.SMTP_URL).toBe("smtp://mailpit:1025");
    expect(one.TRUST_PROXY_HOPS).toBe("1");
  });

  it("balances over both instances with readiness checks, once both are healthy", () => {
    const haproxy = read("deploy/haproxy.cfg");
    expect(compose.services.proxy!.volumes).toContain("./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro");
    // Readiness (database, job runner, not shutting down), not the container's liveness check.
    expect(haproxy).toMatch(/^\s*option httpchk GET \/api\/health\/ready$/m);
    expect(compose.services.proxy!.depends_on).toEqual({
      app1: { condition: "service_healthy" },
      app2: { condition: "service_healthy" },
    });
    expect(haproxy).toMatch(/server app1 app1:3000/);
    expect(haproxy).toMatch(/server app2 app2:3000/);
    expect(haproxy).toMatch(/option forwardfor/);
  });
});
