import { describe, expect, it } from "vitest";
import type { JobName } from "./jobs.ts";
import { createBatchedSender } from "./jobs-batch.ts";

declare module "./jobs.ts" {
  interface JobPayloads {
    "test-batched": { n: number };
  }
}
const QUEUE = "test-batched" as JobName & "test-batched";

/** A sendMany that records each statement's jobs and finishes when told. */
function recorder() {
  const calls: { n: number; key?: string }[][] = [];
  const finish: ((err?: Error) => void)[] = [];
  const jobs = {
    sendMany: (_name: string, list: { data: { n: number }; options?: { singletonKey?: string } }[]) => {
      calls.push(list.map((j) => ({ n: j.data.n, key: j.options?.singletonKey })));
      return new Promise<void>((resolve, reject) => finish.push((err) => (err ? reject(err) : resolve())));
    },
  };
  return { jobs, calls, finish };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("createBatchedSender", () => {
  it("stores the jobs of one turn in one statement, and those asked meanwhile in the next", async () => {
    const r = recorder();
    const send = createBatchedSender(r.jobs as never, QUEUE);
    const first = [send({ n: 1 }, { singletonKey: "a" }), send({ n: 2 }), send({ n: 3 })];
    await tick();
    expect(r.calls).toEqual([[{ n: 1, key: "a" }, { n: 2 }, { n: 3 }]]);
    const second = [send({ n: 4 }), send({ n: 5 })];
    await tick();
    // One statement at a time: the second waits for the first.
    expect(r.calls).toHaveLength(1);
    let settled = false;
    void Promise.all(first).then(() => {
      settled = true;
    });
    await tick();
    expect(settled).toBe(false);
    r.finish[0]?.();
    await Promise.all(first);
    await tick();
    expect(r.calls[1]).toEqual([{ n: 4 }, { n: 5 }]);
    r.finish[1]?.();
    await Promise.all(second);
  });

  it("rejects every caller of a statement that failed, and goes on with the next", async () => {
    const r = recorder();
    const send = createBatchedSender(r.jobs as never, QUEUE);
    const failing = [send({ n: 1 }), send({ n: 2 })];
    await tick();
    r.finish[0]?.(new Error("database away"));
    for (const p of failing) await expect(p).rejects.toThrow("database away");
    const next = send({ n: 3 });
    await tick();
    r.finish[1]?.();
    await expect(next).resolves.toBeUndefined();
    expect(r.calls).toEqual([[{ n: 1 }, { n: 2 }], [{ n: 3 }]]);
  });
});
