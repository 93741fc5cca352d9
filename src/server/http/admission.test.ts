import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { Admission } from "./admission";

/** A job that ends when the test says so. */
function held() {
  let end = () => undefined as void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return { job: () => done, end };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe("Admission: jobs in arrival order, a newcomer refused at once when its wait would be too long", () => {
  it("runs up to `concurrency` at once and starts the waiting ones first come, first served", async () => {
    const clock = { ms: 0 };
    const gate = new Admission(
      { concurrency: 2, maxWaitMs: 1_000, retryAfterSeconds: 1, initialJobMs: 10 },
      () => clock.ms,
    );
    const started: string[] = [];
    const jobs = new Map(["a", "b", "c", "d", "e"].map((name) => [name, held()]));
    const runs = [...jobs].map(([name, { job }]) =>
      gate.run(() => {
        started.push(name);
        return job();
      }),
    );
    await flush();
    expect(started).toEqual(["a", "b"]);
    expect(gate.load).toMatchObject({ running: 2, waiting: 3 });
    jobs.get("b")!.end();
    await flush();
    expect(started).toEqual(["a", "b", "c"]);
    jobs.get("a")!.end();
    await flush();
    expect(started).toEqual(["a", "b", "c", "d"]);
    for (const { end } of jobs.values()) end();
    await Promise.all(runs);
    expect(started).toEqual(["a", "b", "c", "d", "e"]);
    expect(gate.load).toMatchObject({ running: 0, waiting: 0 });
  });

  it("refuses with 503 error.unavailable and Retry-After when the jobs ahead would take longer than maxWaitMs, and admits again once they are done", async () => {
    const clock = { ms: 0 };
    const gate = new Admission(
      { concurrency: 1, maxWaitMs: 25, retryAfterSeconds: 2, initialJobMs: 10 },
      () => clock.ms,
    );
    const first = held();
    const running = gate.run(first.job);
    // One running: a newcomer waits about one job (10 ms), the next two (20 ms), the next would wait 30 ms.
    const second = gate.run(async () => "second");
    const third = gate.run(async () => "third");
    const refused = await gate.run(async () => "fourth").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "error.unavailable", status: 503, retryAfterSeconds: 2 });
    first.end();
    await running;
    expect(await second).toBe("second");
    expect(await third).toBe("third");
    expect(await gate.run(async () => "later")).toBe("later");
  });

  it("learns the pace at which jobs end while every place is taken: slow jobs shorten the queue it accepts", async () => {
    const clock = { ms: 0 };
    const gate = new Admission(
      { concurrency: 1, maxWaitMs: 100, retryAfterSeconds: 1, initialJobMs: 10 },
      () => clock.ms,
    );
    for (let i = 0; i < 40; i++) {
      await gate.run(async () => {
        clock.ms += 200;
      });
    }
    expect(gate.load.jobMs).toBeGreaterThan(150);
    const slow = held();
    const running = gate.run(slow.job);
    // One job ahead, about 200 ms: over the 100 ms the gate allows.
    await expect(gate.run(async () => undefined)).rejects.toMatchObject({ code: "error.unavailable" });
    slow.end();
    await running;
  });

  it("on the clock of the thread that does the work, time the jobs spend waiting elsewhere does not shorten the queue", async () => {
    // The worker's busy time: 2 ms a job, while the jobs' wall time is 20 ms (the caller's thread was busy).
    const busy = { ms: 0 };
    const gate = new Admission(
      { concurrency: 1, maxWaitMs: 100, retryAfterSeconds: 1, initialJobMs: 2 },
      () => busy.ms,
    );
    for (let i = 0; i < 40; i++) {
      await gate.run(async () => {
        busy.ms += 2;
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
    expect(gate.load.jobMs).toBeLessThan(5);
    const first = held();
    const running = gate.run(first.job);
    // Twenty jobs ahead, about 2 ms of the worker's time each: all are queued, none refused.
    const queued = Array.from({ length: 20 }, (_, i) => gate.run(async () => i));
    first.end();
    await running;
    expect(await Promise.all(queued)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("a failing job gives its place to the next", async () => {
    const gate = new Admission({ concurrency: 1, maxWaitMs: 1_000, retryAfterSeconds: 1, initialJobMs: 1 });
    const failing = gate.run(async () => {
      throw new Error("boom");
    });
    const next = gate.run(async () => "next");
    await expect(failing).rejects.toThrow("boom");
    expect(await next).toBe("next");
    expect(gate.load).toMatchObject({ running: 0, waiting: 0 });
  });
});
