/**
 * Back-pressure for work that one thread does in turn (issue 11, decision 0029): the embedded
 * database (PGlite) is one session that runs every statement on the server's own thread, so 200
 * players saving at once queued behind each other for up to 17 s. An `Admission` lets `concurrency`
 * jobs run at once and queues the rest in arrival order (first come, first served); a newcomer
 * whose expected wait (the jobs ahead of it × the mean time between two jobs ending, over the last
 * ones, while all places were taken: what the thread really gets done, whatever else it does) is over
 * `maxWaitMs` is refused at once with 503 `error.unavailable` and
 * `Retry-After`, instead of waiting seconds: the client (the pick sheet) says so and the player
 * saves again. Nothing of a refused request is written.
 *
 * The clock (`now`) is the wall clock by default. A thread of its own that does the work (PGlite on
 * a worker, decision 0054) gives its busy time instead: the pace is then that thread's own work
 * per job, not the time the jobs also spent waiting for the caller's thread.
 */
import { UNAVAILABLE } from "@/lib/db-errors";
import { AppError } from "@/lib/errors";

export interface AdmissionOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** The longest expected wait a newcomer is queued for. */
  maxWaitMs: number;
  /** Sent as `Retry-After` with the refusal. */
  retryAfterSeconds: number;
  /** The time between two jobs ending, before any has been measured. */
  initialJobMs: number;
}

/**
 * The pace is the mean time between two jobs ending over the last this many endings (while every
 * place was taken). A window, not a running mean of single intervals: with the embedded database's
 * statements sent in batches (decision 0064) jobs end in bursts, many at once and then none for a
 * batch's time, and a mean that leans on the last few intervals swung from nothing to the whole batch.
 */
const WINDOW = 128;

export class Admission {
  private running = 0;
  /** Waiting jobs' starts, in arrival order (`head` is the first still waiting). */
  private queue: (() => void)[] = [];
  private head = 0;
  /** The mean time between two jobs ending while every place was taken, over the last `WINDOW` endings. */
  private jobMs: number;
  /** When the last jobs ended (at most `WINDOW + 1`), while every place stayed taken. */
  private ends: number[] = [];

  constructor(
    private options: AdmissionOptions,
    /** The clock the time between two jobs ending is measured on (ms). */
    private readonly now: () => number = () => performance.now(),
  ) {
    this.jobMs = options.initialJobMs;
  }

  /** Changes the limits (tests; an operator's tuning). */
  configure(options: Partial<AdmissionOptions>): void {
    this.options = { ...this.options, ...options };
  }

  /** The limits in force. */
  get limits(): AdmissionOptions {
    return { ...this.options };
  }

  /** Jobs running and waiting. */
  get load(): { running: number; waiting: number; jobMs: number } {
    return { running: this.running, waiting: this.queue.length - this.head, jobMs: this.jobMs };
  }

  /** The wait a job arriving now would have, in ms. */
  expectedWaitMs(): number {
    if (this.running < this.options.concurrency) return 0;
    return (this.queue.length - this.head + 1) * this.jobMs;
  }

  /** Runs `job` when its turn comes, or throws 503 `error.unavailable` at once when that would be too late. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.options.concurrency) {
      this.running += 1;
    } else {
      if (this.expectedWaitMs() > this.options.maxWaitMs) {
        throw new AppError({ code: UNAVAILABLE, retryAfterSeconds: this.options.retryAfterSeconds });
      }
      // The place is handed over by the job that ends (`running` stays as it is).
      await new Promise<void>((resolve) => this.queue.push(resolve));
    }
    try {
      return await job();
    } finally {
      // Measured only while every place was taken (the time between endings is then the thread's pace).
      if (this.running >= this.options.concurrency) {
        this.ends.push(this.now());
        if (this.ends.length > WINDOW + 1) this.ends.shift();
        if (this.ends.length > 1)
          this.jobMs = (this.ends[this.ends.length - 1]! - this.ends[0]!) / (this.ends.length - 1);
      } else {
        this.ends = [];
      }
      this.next();
    }
  }

  private next(): void {
    if (this.head < this.queue.length) {
      const start = this.queue[this.head]!;
      this.queue[this.head] = undefined as unknown as () => void;
      this.head += 1;
      if (this.head > 1024 && this.head * 2 > this.queue.length) {
        this.queue = this.queue.slice(this.head);
        this.head = 0;
      }
      start();
    } else {
      this.running -= 1;
    }
  }
}
