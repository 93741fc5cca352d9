/**
 * The embedded database on a worker thread of its own (issue 11, decision 0054). PGlite runs
 * PostgreSQL compiled to WebAssembly: in the server's thread, every statement's work kept that
 * thread from reading its connections, and at 200 players saving at once requests waited seconds
 * before the server even read them. Here PGlite runs in a `node:worker_threads` worker and the
 * server's thread only passes messages: it stays free to accept, read and answer.
 *
 * `PgliteThread` is what Drizzle's PGlite driver and `preparedRows` use of a `PGlite`: `query`,
 * `exec`, `transaction`, `listen`, `close` and `dumpDataDir`. Everything still runs in one
 * PostgreSQL session, in order, as PGlite's own lock decides: a transaction holds the session
 * from BEGIN to COMMIT (the worker keeps PGlite's `transaction` open until this side ends it), and
 * a statement outside it waits, as in the same thread. Values cross by structured clone (dates,
 * big integers, JSON and bytes stay what PGlite made of them); a caller's `parsers` run on this
 * side, on the text the worker leaves unparsed for their types. Errors keep their fields (`code`,
 * `detail`, `constraint` …), so `db-errors.ts` reads them as before. If the worker dies, every
 * waiting and later statement fails as an unreachable database (08006: 503 `error.unavailable`).
 */
import { Worker } from "node:worker_threads";
import { detached } from "./detached";

/**
 * The worker's code, run with `eval` so that it needs no file of its own next to the bundle Next
 * makes of this module (and none in the container's standalone folder): it imports PGlite from the
 * project's `node_modules`, as the app does.
 */
const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require("node:worker_threads");
const ROLLBACK = Symbol("rollback");
const open = (async () => {
  const { PGlite } = await import("@electric-sql/pglite");
  if (workerData.dataDir) return PGlite.create(workerData.dataDir);
  if (workerData.from) return PGlite.create({ loadDataDir: new Blob([workerData.from]) });
  return PGlite.create();
})();
const transactions = new Map();
const listening = new Map();
let nextTransaction = 1;
const identity = (value) => value;

function failure(error) {
  const copy = { message: String(error && error.message ? error.message : error) };
  if (error && typeof error === "object")
    for (const key of Object.keys(error)) {
      const value = error[key];
      if (value === null || ["string", "number", "boolean"].includes(typeof value)) copy[key] = value;
    }
  if (error && error.name) copy.name = error.name;
  return copy;
}
const answer = (id, value, transfer) => parentPort.postMessage({ id, value }, transfer);
const fail = (id, error) => parentPort.postMessage({ id, error: failure(error) });

function session(message) {
  if (!message.tx) return open;
  const transaction = transactions.get(message.tx);
  if (!transaction) throw new Error("the transaction has ended");
  return transaction.tx;
}

async function handle(message) {
  const { id, op } = message;
  switch (op) {
    case "query": {
      const pg = await session(message);
      const parsers = {};
      for (const type of message.text) parsers[type] = identity;
      const result = await pg.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
      return answer(id, result);
    }
    case "exec": {
      const pg = await session(message);
      return answer(id, await pg.exec(message.sql));
    }
    case "begin": {
      const pg = await open;
      const number = nextTransaction++;
      let began = false;
      pg.transaction(async (tx) => {
        const commit = await new Promise((finish) => {
          transactions.set(number, { tx, finish });
          began = true;
          answer(id, number);
        });
        if (!commit) throw ROLLBACK;
      }).then(
        () => ended(number, null),
        (error) => (began ? ended(number, error === ROLLBACK ? null : error) : fail(id, error)),
      );
      return;
    }
    case "end": {
      const transaction = transactions.get(message.tx);
      if (!transaction) return fail(id, new Error("the transaction has ended"));
      transaction.end = id;
      return transaction.finish(message.commit);
    }
    case "listen": {
      const pg = await open;
      if (!listening.has(message.channel))
        listening.set(
          message.channel,
          await pg.listen(message.channel, (payload) => parentPort.postMessage({ channel: message.channel, payload })),
        );
      return answer(id, null);
    }
    case "unlisten": {
      const stop = listening.get(message.channel);
      listening.delete(message.channel);
      if (stop) await stop();
      return answer(id, null);
    }
    case "dump": {
      const pg = await open;
      const bytes = await (await pg.dumpDataDir(message.compression)).arrayBuffer();
      return answer(id, bytes, [bytes]);
    }
    case "close": {
      const pg = await open;
      await pg.close();
      answer(id, null);
      return parentPort.close();
    }
    default:
      throw new Error("unknown operation " + op);
  }
}

function ended(number, error) {
  const transaction = transactions.get(number);
  transactions.delete(number);
  if (!transaction || transaction.end === undefined) return;
  if (error) fail(transaction.end, error);
  else answer(transaction.end, null);
}

parentPort.on("message", (message) => {
  handle(message).catch((error) => fail(message.id, error));
});
open.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: failure(error) }),
);
`;

type Row = Record<string, unknown> | unknown[];
export interface Results {
  rows: Row[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
  command?: string;
  rowCount?: number;
}
export interface QueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** What a transaction's callback gets (as PGlite's `Transaction`). */
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** The worker died: what every statement then fails with, read as an unreachable database. */
function lostError(cause?: unknown): Error {
  return Object.assign(new Error("The embedded database's thread stopped", { cause }), { code: "08006" });
}

function toError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}

export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private lost: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (message: { id?: number; value?: unknown; error?: Record<string, unknown> }) => {
      if ("channel" in message) {
        const { channel, payload } = message as unknown as { channel: string; payload: string };
        for (const listener of this.listeners.get(channel) ?? []) listener(payload);
        return;
      }
      const waiting = this.pending.get(message.id!);
      if (!waiting) return;
      this.pending.delete(message.id!);
      if (this.pending.size === 0) worker.unref();
      if (message.error) waiting.reject(toError(message.error));
      else waiting.resolve(message.value);
    });
    const stop = (cause?: unknown) => {
      this.lost ??= lostError(cause);
      for (const waiting of this.pending.values()) waiting.reject(this.lost);
      this.pending.clear();
    };
    worker.on("error", (error) => {
      console.error("The embedded database's thread failed", error);
      stop(error);
    });
    worker.on("exit", () => stop());
  }

  /** Starts the worker and waits until PGlite is open (a data folder, a dump's bytes, or an empty in-memory one). */
  static async open(options: { dataDir?: string; from?: Blob } = {}): Promise<PgliteThread> {
    const from = options.from ? await options.from.arrayBuffer() : undefined;
    // The worker serves every later request: started outside the one that happens to open it (decision 0024).
    const worker = detached(
      () =>
        new Worker(WORKER_SOURCE, {
          eval: true,
          workerData: { dataDir: options.dataDir, from },
          transferList: from ? [from] : [],
        }),
    );
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean; error?: Record<string, unknown> }) => {
        if (message.ready === undefined) return;
        worker.off("message", onMessage);
        worker.off("error", reject);
        if (message.ready) resolve();
        else reject(toError(message.error!));
      };
      worker.on("message", onMessage);
      worker.once("error", reject);
    }).catch(async (error) => {
      await worker.terminate();
      throw error;
    });
    worker.unref();
    return new PgliteThread(worker);
  }

  private call<T>(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.lost) return Promise.reject(this.lost);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id }, transfer);
    });
  }

  private async run(tx: number | undefined, sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    const parsers = options.parsers ?? {};
    const text = Object.keys(parsers).map(Number);
    const result = await this.call<Results>({
      op: "query",
      tx,
      sql,
      params,
      rowMode: options.rowMode ?? "object",
      text,
    });
    // The caller's parsers, on the text the worker left for their types.
    if (text.length)
      result.fields.forEach((field, index) => {
        const parse = parsers[field.dataTypeID];
        if (!parse) return;
        const key = options.rowMode === "array" ? index : field.name;
        for (const row of result.rows) {
          const values = row as Record<string | number, unknown>;
          if (values[key] !== null && values[key] !== undefined)
            values[key] = parse(values[key] as string, field.dataTypeID);
        }
      });
    return result;
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results> {
    return this.run(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.call({ op: "exec", sql });
  }

  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws or called
   * `rollback()`. The session is the transaction's until then.
   */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const number = await this.call<number>({ op: "begin" });
    let closed = false;
    let rollback = false;
    const tx: ThreadTransaction = {
      query: (sql, params, options) => this.run(number, sql, params, options),
      exec: (sql) => this.call({ op: "exec", sql, tx: number }),
      rollback: async () => {
        rollback = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      closed = true;
      await this.call({ op: "end", tx: number, commit: false }).catch(() => undefined);
      throw error;
    }
    closed = true;
    await this.call({ op: "end", tx: number, commit: !rollback });
    return result;
  }

  /**
   * The time the worker has spent working (not waiting for messages) since it started, in ms: its
   * event loop's active time. The save queue measures the database's pace on this clock (decision
   * 0054, addendum): the worker's own time, not the waits on the server's thread between statements.
   */
  busyMs(): number {
    return this.worker.performance.eventLoopUtilization().active;
  }

  /** LISTEN: `onPayload` gets each NOTIFY of `channel`; the answer stops listening. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await this.call({ op: "listen", channel });
    }
    set.add(onPayload);
    return async () => {
      const current = this.listeners.get(channel);
      if (!current?.delete(onPayload) || current.size > 0) return;
      this.listeners.delete(channel);
      await this.call({ op: "unlisten", channel });
    };
  }

  /** The data folder as a tar (the tests' migrated template). */
  async dumpDataDir(compression: "none" | "gzip" | "auto" = "none"): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: "dump", compression })]);
  }

  /** Closes PGlite (its data folder written) and ends the worker. */
  async close(): Promise<void> {
    if (this.lost) return;
    await this.call({ op: "close" });
    await new Promise<void>((resolve) => {
      if (this.lost) return resolve();
      // Kept alive until the worker has gone (the process may have nothing else to wait for).
      this.worker.ref();
      this.worker.once("exit", () => resolve());
    });
  }
}
