import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { openTestDatabase } from "../test/database.ts";
import { waitFor } from "../test/webinars.ts";
import { createJobs, type Jobs } from "./jobs.ts";

declare module "./jobs.ts" {
  interface JobPayloads {
    "test-long": { n: number };
  }
}

const QUEUE = "test-long";
/** The queue's whole time per run: far longer than the test, so only the heartbeat can explain a takeover. */
const EXPIRE = 10 * 60;
const HEARTBEAT = 3;
const log = pino({ level: "silent" });

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The database as a worker that lost it sees it: every statement fails once `dead` is set. */
function severable(db: Database) {
  const state = { dead: false };
  const cut = <T extends object>(target: T, methods: string[]) =>
    new Proxy(target, {
      get(t, key, receiver) {
        const value = Reflect.get(t, key, receiver);
        if (typeof key === "string" && methods.includes(key) && typeof value === "function") {
          return (...args: unknown[]) =>
            state.dead ? Promise.reject(new Error("connection lost")) : value.apply(t, args);
        }
        return value;
      },
    });
  const database: Database = {
    ...db,
    ...(db.pool ? { pool: cut(db.pool, ["query"]) } : {}),
    ...(db.pglite ? { pglite: cut(db.pglite, ["query", "exec"]) } : {}),
  };
  return { database, state };
}

function jobsOn(db: Database): Jobs {
  const jobs = createJobs({ database: db, log, workers: true, pollSeconds: 0.5, maintenanceSeconds: 1 });
  void jobs.define(QUEUE, {
    retryLimit: 2,
    retryDelay: 1,
    retryBackoff: false,
    expireInSeconds: EXPIRE,
    heartbeatSeconds: HEARTBEAT,
  });
  return jobs;
}

describe("long jobs' heartbeat", () => {
  it("keeps a running job past its heartbeat window, and a dead worker's job is taken over within seconds", async () => {
    const { database: lost, state } = severable(database);
    const first = jobsOn(lost);
    const second = jobsOn(database);
    const runs: string[] = [];
    let release!: () => void;
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstStarted = false;
    await first.work(QUEUE, async () => {
      firstStarted = true;
      runs.push("first");
      await hung;
    });
    await first.start();
    try {
      await first.send(QUEUE, { n: 1 });
      await waitFor(() => firstStarted, 10_000, "the first worker to take the job");
      // Alive, the worker keeps its job well past the heartbeat window (maintenance runs every second).
      await new Promise((r) => setTimeout(r, (HEARTBEAT * 2 + 1) * 1000));
      expect(await first.count(QUEUE, "active")).toBe(1);

      // The first worker loses the database (as a process that died would): no more beats, no completion.
      state.dead = true;
      const diedAt = Date.now();
      await second.work(QUEUE, async () => {
        runs.push("second");
      });
      await second.start();
      await waitFor(async () => (await second.count(QUEUE, "completed")) === 1, 30_000, "the takeover");
      const tookMs = Date.now() - diedAt;
      expect(tookMs).toBeLessThan(EXPIRE * 1000);
      expect(tookMs).toBeLessThan(20_000);
      expect(runs).toEqual(["first", "second"]);
    } finally {
      release();
      await second.stop(2000);
      await first.stop(1000);
    }
  }, 60_000);
});
