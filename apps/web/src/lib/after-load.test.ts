import { afterEach, describe, expect, it, vi } from "vitest";
import { nextTask } from "./after-load";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("nextTask", () => {
  it("resumes in a later task, after the microtasks and the timers already due", async () => {
    const order: string[] = [];
    setTimeout(() => order.push("timer set before"), 0);
    const resumed = nextTask().then(() => order.push("resumed"));
    queueMicrotask(() => order.push("microtask"));
    await resumed;
    expect(order).toEqual(["microtask", "timer set before", "resumed"]);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTo = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldTo });
    await nextTask();
    expect(yieldTo).toHaveBeenCalledTimes(1);
  });
});
