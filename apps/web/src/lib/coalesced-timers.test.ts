import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coalescedTimers } from "./coalesced-timers";

let clock = 0;
const now = () => clock;

beforeEach(() => {
  vi.useFakeTimers();
  clock = 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Moves the test's clock and the platform's fake timers together. */
function advance(ms: number) {
  clock += ms;
  vi.advanceTimersByTime(ms);
}

describe("coalescedTimers", () => {
  it("keeps one platform timer for many timeouts, and none for a cleared one", () => {
    const timers = coalescedTimers(now);
    const platform = vi.spyOn(globalThis, "setTimeout");
    const clear = vi.spyOn(globalThis, "clearTimeout");
    const ran: string[] = [];
    const ids = [300_000, 300_000, 30_000, 30_000, 300_000].map((delay, i) =>
      timers.setTimeout(() => ran.push(`t${i}`), delay),
    );
    // The first armed the timer, the first sooner one moved it; the others are rows only.
    expect(platform).toHaveBeenCalledTimes(2);
    expect(clear).toHaveBeenCalledTimes(1);
    for (const id of ids.slice(0, 2)) timers.clearTimeout(id);
    expect(clear).toHaveBeenCalledTimes(1);
    advance(30_000);
    expect(ran).toEqual(["t2", "t3"]);
    advance(270_000);
    expect(ran).toEqual(["t2", "t3", "t4"]);
  });

  it("runs each timeout at its time, in order, and a cleared one never", () => {
    const timers = coalescedTimers(now);
    const ran: string[] = [];
    timers.setTimeout(() => ran.push("b"), 200);
    timers.setTimeout(() => ran.push("a"), 100);
    const c = timers.setTimeout(() => ran.push("c"), 150);
    timers.clearTimeout(c);
    timers.clearTimeout(undefined);
    advance(99);
    expect(ran).toEqual([]);
    advance(1);
    expect(ran).toEqual(["a"]);
    advance(100);
    expect(ran).toEqual(["a", "b"]);
    advance(1_000);
    expect(ran).toEqual(["a", "b"]);
  });

  it("lets one timeout clear another due at the same time, and a failing one stop no other", () => {
    const timers = coalescedTimers(now);
    const ran: string[] = [];
    const thrown: unknown[] = [];
    vi.spyOn(globalThis, "queueMicrotask").mockImplementation((task) => {
      try {
        task();
      } catch (error) {
        thrown.push(error);
      }
    });
    let second: ReturnType<typeof timers.setTimeout> | undefined;
    timers.setTimeout(() => {
      ran.push("first");
      timers.clearTimeout(second);
    }, 10);
    second = timers.setTimeout(() => ran.push("second"), 10);
    timers.setTimeout(() => {
      throw new Error("boom");
    }, 10);
    timers.setTimeout(() => ran.push("last"), 10);
    advance(10);
    expect(ran).toEqual(["first", "last"]);
    expect(thrown).toEqual([new Error("boom")]);
  });

  it("still runs a waiting timeout on time when a callback sets a later one", () => {
    const timers = coalescedTimers(now);
    const ran: string[] = [];
    timers.setTimeout(() => {
      ran.push("first");
      timers.setTimeout(() => ran.push("later"), 1_000);
    }, 10);
    timers.setTimeout(() => ran.push("waiting"), 50);
    advance(10);
    advance(40);
    expect(ran).toEqual(["first", "waiting"]);
    advance(960);
    expect(ran).toEqual(["first", "waiting", "later"]);
  });

  it("leaves intervals to the platform", () => {
    const timers = coalescedTimers(now);
    let ticks = 0;
    const id = timers.setInterval(() => {
      ticks += 1;
    }, 100);
    advance(300);
    timers.clearInterval(id);
    advance(300);
    expect(ticks).toBe(3);
  });
});
