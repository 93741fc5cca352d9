/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, that the test may
 * stop and start at will (the machine's shared server is never touched). Anything missing (no
 * PostgreSQL binaries, no `postgres` user when running as root) is an error, never a skip.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface ThrowawayPostgres {
  url: string;
  stop(mode?: "fast" | "immediate"): void;
  start(): void;
  destroy(): void;
}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    : [];
  if (versions.length === 0)
    throw new Error(`No PostgreSQL server binaries under ${root}: install postgresql (see .ci/run)`);
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0]!, "bin");
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, run its commands as the `postgres` user. */
function ownerIds(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDir();
  const owner = ownerIds();
  const dir = mkdtempSync(path.join(tmpdir(), "callit-pg-"));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, "data");
  const port = await freePort();
  const run = (command: string, args: string[]) =>
    execFileSync(path.join(bin, command), args, {
      stdio: ["ignore", "pipe", "pipe"],
      cwd: dir,
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
    });

  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8", "--no-instructions"]);
  // fsync off: the test stops the server, it never loses the machine, so the OS keeps what was written.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () =>
    run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "60", "start"]);
  const stop = (mode: "fast" | "immediate" = "fast") =>
    run("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop("immediate");
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
