/**
 * Group commit for the embedded database (issue 11, decision 0064). PGlite is one session: every
 * statement waits for the one before it, and each costs a fixed overhead (a simple-protocol round
 * through WebAssembly, and on a worker thread one message each way and two wake-ups). An
 * `ExecBatch` sends a statement at once when the session is free of its statements; statements
 * that arrive while one is running are queued, and when it ends they go together as ONE `exec` (a
 * multi-statement simple query: `EXECUTE a(…); EXECUTE b(…); …`): one message to the worker, one
 * call into WebAssembly. PGlite answers one result per statement, in order, so each caller gets its
 * own statement's rows.
 *
 * A multi-statement simple query runs as one implicit transaction: when one statement fails, the
 * whole batch is rolled back. The batch's statements are then run again one by one, so that each
 * caller gets its own rows or its own error, as if it had run alone (nothing of the failed batch
 * was kept). Only statements that are atomic on their own go through here (`preparedRows`' EXECUTEs,
 * never inside a transaction: a transaction's statements run on its own `tx`, which this never
 * sees), so batching them changes no outcome: they run in arrival order, each sees the writes of
 * the ones before it, and `now()` is the batch's start, which is after every statement of it
 * arrived (a lock that passed before a statement arrived has passed for it too).
 */

/** The session's simple protocol: one result per statement, in order. */
export type Exec = (sql: string) => Promise<{ rows: unknown[] }[]>;

interface Queued {
  text: string;
  resolve(rows: unknown[]): void;
  reject(error: unknown): void;
}

/** At most this many statements go in one `exec` (what queued beyond waits for the next). */
export const MAX_BATCH = 128;

export class ExecBatch {
  private queue: Queued[] = [];
  private running = false;
  /** Batches sent and the statements in them (for tests and the benchmark). */
  readonly stats = { batches: 0, statements: 0, largest: 0, reruns: 0 };

  constructor(private readonly exec: Exec) {}

  /** The rows of `text` (one statement, atomic on its own), run alone or with the others queued with it. */
  run(text: string): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ text, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.length <= MAX_BATCH ? this.queue : this.queue.slice(0, MAX_BATCH);
        this.queue = this.queue.length <= MAX_BATCH ? [] : this.queue.slice(MAX_BATCH);
        await this.send(batch);
      }
    } finally {
      this.running = false;
    }
  }

  private async send(batch: Queued[]): Promise<void> {
    this.stats.batches += 1;
    this.stats.statements += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    if (batch.length === 1) return this.alone(batch[0]!);
    let results: { rows: unknown[] }[];
    try {
      results = await this.exec(batch.map((s) => s.text).join(";\n"));
    } catch {
      // The batch's implicit transaction was rolled back as a whole: each statement on its own.
      this.stats.reruns += 1;
      for (const statement of batch) await this.alone(statement);
      return;
    }
    if (results.length !== batch.length) {
      // Cannot happen with one EXECUTE per statement; were it to, no caller is given another's rows.
      const error = new Error(`A batch of ${batch.length} statements answered ${results.length} results`);
      for (const statement of batch) statement.reject(error);
      return;
    }
    batch.forEach((statement, k) => statement.resolve(results[k]!.rows));
  }

  private async alone(statement: Queued): Promise<void> {
    try {
      const results = await this.exec(statement.text);
      statement.resolve(results[results.length - 1]?.rows ?? []);
    } catch (error) {
      statement.reject(error);
    }
  }
}
