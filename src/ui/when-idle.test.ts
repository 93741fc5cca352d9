/** `whenIdle`: work a page can wait for, in a task of its own once the browser is idle. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("asks for the browser's next idle moment, at the latest after the timeout, and can be called off", () => {
    const asked: { run: () => void; timeout?: number }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void, options?: { timeout?: number }) => {
      asked.push({ run, timeout: options?.timeout });
      return asked.length;
    });
    vi.stubGlobal("cancelIdleCallback", (handle: number) => cancelled.push(handle));
    const run = vi.fn();
    const cancel = whenIdle(run, 2000);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.timeout).toBe(2000);
    expect(run).not.toHaveBeenCalled();
    asked[0]!.run();
    expect(run).toHaveBeenCalledOnce();
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it("without requestIdleCallback (Safari), runs after half the timeout unless called off", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.stubGlobal("window", globalThis);
    const run = vi.fn();
    whenIdle(run, 4000);
    vi.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();

    const calledOff = vi.fn();
    whenIdle(calledOff, 4000)();
    vi.advanceTimersByTime(4000);
    expect(calledOff).not.toHaveBeenCalled();
  });
});
