// `npm run cluster`: Callit as it runs on several servers, on this machine and without containers:
// two instances (server/main.mjs on the same build) on one PostgreSQL, reached through PgBouncer in
// transaction mode (live events and migrations go direct: DATABASE_DIRECT_URL), behind HAProxy
// (Debian's `haproxy` and `pgbouncer`: `apt-get install haproxy pgbouncer`). Ctrl-C stops it all.
//
//   CLUSTER_DATABASE_URL  the PostgreSQL to use (default postgres://postgres@127.0.0.1:5432/callit_cluster,
//                         created when missing)
//   CLUSTER_PORT          HAProxy's port (default 3200); the instances take the next two, PgBouncer the third
//
// tests/cluster/cluster.test.ts starts the same cluster through `startCluster` and proves what
// ARCHITECTURE.md promises of several instances.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function which(command) {
  for (const dir of ["/usr/sbin", "/usr/bin", "/sbin", "/bin", ...(process.env.PATH ?? "").split(":")]) {
    const candidate = path.join(dir, command);
    if (spawnSync("test", ["-x", candidate]).status === 0) return candidate;
  }
  throw new Error(`${command} is not installed (apt-get install haproxy pgbouncer)`);
}

/** Starts a child process, whose output goes to `log` with a prefix; resolves once it is spawned. */
function run(name, command, args, { env, log }) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  let tail = "";
  const onData = (chunk) => {
    const text = String(chunk);
    tail = (tail + text).slice(-4000);
    for (const line of text.split("\n")) if (line.trim()) log(`[${name}] ${line}`);
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  // Never outlives the process that started it.
  process.once("exit", () => child.kill("SIGKILL"));
  return { name, child, exited, output: () => tail };
}

async function waitFor(what, probe, proc, limitMs = 120_000) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (proc && proc.child.exitCode !== null)
      throw new Error(`${proc.name} stopped (${proc.child.exitCode}):\n${proc.output()}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline)
      throw new Error(`${what} did not come up within ${limitMs / 1000} s:\n${proc?.output() ?? ""}`);
    await sleep(200);
  }
}

// Ready (decision 0036): the database answers and the instance's job runner ticks.
const healthy = (url) => fetch(`${url}/api/health/ready`).then((r) => r.ok);

async function ensureDatabase(url) {
  const { Client } = await import("pg");
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
  // The statement limits as the role's defaults in this database, as production sets them
  // (deploy/postgres-timeouts.sql): PgBouncer drops the ones node-postgres sends.
  const own = new Client({ connectionString: url });
  await own.connect();
  try {
    await own.query(readFileSync(new URL("../deploy/postgres-timeouts.sql", import.meta.url), "utf8"));
  } finally {
    await own.end();
  }
}

/**
 * Starts PgBouncer, two instances and HAProxy. `env` is added to the instances' variables.
 * Answers the proxy's URL, each instance's, and `stop()`; `kill(i)` ends instance i at once (SIGKILL).
 */
export async function startCluster({ databaseUrl, port = 3200, env = {}, log = console.log } = {}) {
  const haproxy = which("haproxy");
  const pgbouncer = which("pgbouncer");
  await ensureDatabase(databaseUrl);
  const dir = mkdtempSync(path.join(tmpdir(), "callit-cluster-"));
  const db = new URL(databaseUrl);
  const bouncerPort = port + 3;
  const dbName = decodeURIComponent(db.pathname.slice(1));
  const user = decodeURIComponent(db.username || "postgres");

  // PgBouncer in transaction mode: each transaction may run on another server connection, so
  // nothing that needs a session (LISTEN, session advisory locks) may go through it.
  // node-postgres sends the statement timeouts as start-up parameters, which PgBouncer does not
  // pass on: they are ignored here, and the role's defaults in the database hold them instead
  // (ensureDatabase, deploy/postgres-timeouts.sql, docs/deployment.md). PgBouncer's own
  // query_timeout backs them up (a statement the server does not cancel, after the client's 20 s).
  writeFileSync(path.join(dir, "users.txt"), `"${user}" "${decodeURIComponent(db.password)}"\n`);
  writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `${dbName} = host=${db.hostname} port=${db.port || 5432} dbname=${dbName}`,
      "[pgbouncer]",
      `listen_addr = 127.0.0.1`,
      `listen_port = ${bouncerPort}`,
      `unix_socket_dir =`,
      `auth_type = ${db.password ? "plain" : "trust"}`,
      `auth_file = ${path.join(dir, "users.txt")}`,
      "pool_mode = transaction",
      "max_client_conn = 200",
      "default_pool_size = 10",
      "ignore_startup_parameters = extra_float_digits,statement_timeout,idle_in_transaction_session_timeout",
      "query_timeout = 20",
      "",
    ].join("\n"),
  );
  const pooled = new URL(databaseUrl);
  pooled.hostname = "127.0.0.1";
  pooled.port = String(bouncerPort);

  const procs = [];
  // PgBouncer refuses to run as root; it reads its files as `nobody` then.
  chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0 ? ["-u", "nobody"] : [];
  const bouncer = run("pgbouncer", pgbouncer, [...asRoot, path.join(dir, "pgbouncer.ini")], { log });
  procs.push(bouncer);
  const { Client } = await import("pg");
  await waitFor(
    "PgBouncer",
    async () => {
      const client = new Client({ connectionString: pooled.toString() });
      await client.connect();
      await client.end();
      return true;
    },
    bouncer,
  );

  const instanceEnv = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_URL: pooled.toString(),
    DATABASE_DIRECT_URL: databaseUrl,
    PUBLIC_URL: `http://localhost:${port}`,
    AUTH_SECRET: "cluster-secret-the-same-on-every-instance-0123456789",
    // HAProxy appends the client's address to X-Forwarded-For.
    TRUST_PROXY_HOPS: "1",
    DATA_DIR: path.join(dir, "data"),
    LOG_LEVEL: "warn",
    ...env,
  };
  mkdirSync(instanceEnv.DATA_DIR, { recursive: true });
  const instances = [1, 2].map((n) => ({ n, port: port + n, url: `http://localhost:${port + n}` }));
  for (const instance of instances) {
    instance.proc = run(`app${instance.n}`, process.execPath, ["server/main.mjs"], {
      env: { ...instanceEnv, PORT: String(instance.port) },
      log,
    });
    procs.push(instance.proc);
  }
  await Promise.all(instances.map((i) => waitFor(`instance ${i.n}`, () => healthy(i.url), i.proc)));

  writeFileSync(
    path.join(dir, "haproxy.cfg"),
    [
      "global",
      "  maxconn 1000",
      "defaults",
      "  mode http",
      "  timeout connect 5s",
      "  timeout client 65s",
      "  timeout server 65s",
      // Event streams stay open for as long as the browser keeps them.
      "  timeout tunnel 1h",
      "  option forwardfor",
      "  retries 2",
      "  option redispatch",
      "frontend callit",
      `  bind 127.0.0.1:${port}`,
      "  default_backend app",
      "backend app",
      "  balance roundrobin",
      // Readiness, not liveness: an instance shutting down, without its database or with a stuck
      // job runner is taken out (docs/deployment.md).
      "  option httpchk GET /api/health/ready",
      "  http-check expect status 200",
      // Down after two failed checks a second apart; a request on a dead server goes to the other.
      "  default-server check inter 1s fall 2 rise 1 observe layer4 error-limit 1 on-error mark-down",
      ...instances.map((i) => `  server app${i.n} 127.0.0.1:${i.port}`),
      "",
    ].join("\n"),
  );
  const proxy = run("haproxy", haproxy, ["-db", "-f", path.join(dir, "haproxy.cfg")], { log });
  procs.push(proxy);
  const url = `http://localhost:${port}`;
  await waitFor("HAProxy", () => healthy(url), proxy);

  const stopOne = async (proc, signal = "SIGTERM") => {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
    proc.child.kill(signal);
    await Promise.race([proc.exited, sleep(10_000).then(() => proc.child.kill("SIGKILL"))]);
  };
  return {
    url,
    dir,
    databaseUrl,
    pooledUrl: pooled.toString(),
    instances: instances.map((i) => ({ url: i.url, port: i.port, pid: i.proc.child.pid })),
    /** Ends instance `index` (0 or 1) at once, as a crash or a lost machine would. */
    kill: async (index) => stopOne(instances[index].proc, "SIGKILL"),
    stop: async () => {
      await Promise.all([...procs].reverse().map((p) => stopOne(p)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, "cluster.mjs")) {
  buildIfNeeded();
  const port = Number(process.env.CLUSTER_PORT || 3200);
  const cluster = await startCluster({
    databaseUrl: process.env.CLUSTER_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/callit_cluster",
    port,
    env: { LOG_LEVEL: "info", DEMO: process.env.DEMO ?? "1" },
  });
  console.log(`\nCallit runs on two instances behind HAProxy: ${cluster.url}`);
  for (const [i, instance] of cluster.instances.entries())
    console.log(`  instance ${i + 1}: ${instance.url} (pid ${instance.pid})`);
  console.log(`  PgBouncer (transaction mode): ${cluster.pooledUrl}\nCtrl-C stops them.`);
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      cluster.stop().then(() => process.exit(0));
    });
}
