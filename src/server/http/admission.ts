/**
 * Back-pressure for work that one thread does in turn (issue 11, decision 0029): the embedded
 * database (PGlite) is one session that runs every statement on the server's own thread, so 200
 * players saving at once queued behind each other for up to 17 s. An `Admission` lets `concurrency`
 * jobs run at once and queues the rest in arrival order (first come, first served); a newcomer
 * whose expected wait (the jobs ahead of it × the recent time between two jobs ending while all
 * places were taken: what the thread really gets done, whatever else it does meanwhile) is over
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

/** How much of a new measurement the running mean of the time between two jobs ending takes. */
const SMOOTHING = 0.1;

export class Admission {
  private running = 0;
  /** Waiting jobs' starts, in arrival order (`head` is the first still waiting). */
  private queue: (() => void)[] = [];
  private head = 0;
  /** The running mean of the time between two jobs ending while every place was taken. */
  private jobMs: number;
  private lastEnd: number | null = null;

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
      const ended = this.now();
      // Measured only while every place was taken (the interval is then the thread's pace).
      if (this.running >= this.options.concurrency && this.lastEnd !== null)
        this.jobMs += SMOOTHING * (ended - this.lastEnd - this.jobMs);
      this.lastEnd = this.running >= this.options.concurrency ? ended : null;
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
