import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A second Callit server (server/main.mjs on the same build), with its own database and variables. */
export interface ServerProcess {
  url: string;
  /** The server's DATA_DIR (its embedded database, the admin passwords file). */
  dataDir: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process is gone. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Options for node itself, before the script (e.g. `--expose-gc`). */
  nodeArgs?: string[];
  /** An IPC channel to the server (`child.send`, `child.on("message")`). */
  ipc?: boolean;
}

export async function startServer(
  port: number,
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "callit-edge-"));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "server/main.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "localhost",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      TRUST_PROXY_HOPS: "0",
      ...env,
    },
    stdio: options.ipc ? ["ignore", "ignore", "pipe", "ipc"] : ["ignore", "ignore", "pipe"],
  });
  // Never outlives the test run, even when a hook gives up waiting.
  process.once("exit", () => child.kill("SIGKILL"));
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://localhost:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped (${child.exitCode}): ${stderr}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    child,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** A port nobody uses right now (the machine is shared: no fixed ports beside our own). */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "localhost", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
