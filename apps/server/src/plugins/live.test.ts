import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { openTestDatabase } from "../test/database.ts";
import { createLiveHub } from "./live.ts";

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Ends the server side of the pool's connections to this test database, as an operator would;
 * from a connection of its own, so that no pooled connection is spared by running the query.
 */
async function terminatePooled(url: string, filter = "") {
  const operator = new pg.Client({ connectionString: url });
  await operator.connect();
  await operator.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() ${filter}`,
  );
  await operator.end();
}

function waitFor(check: () => boolean, timeoutMs = 5000) {
  return new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (check()) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(new Error("condition not met in time"));
      }
    }, 20);
  });
}

describe.runIf(onPostgres)("live hub on PostgreSQL", () => {
  let database: Database & { url?: string };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("listens again after its connection is cut, then stops cleanly even if the connection is cut later", async () => {
    const hub = createLiveHub(database, pino({ level: "silent" }));
    const states: boolean[] = [];
    hub.onListeningChange((listening) => states.push(listening));
    await hub.start();
    expect(states.at(-1)).toBe(true);

    await terminatePooled(String(database.url), "and query like 'LISTEN%'");
    await waitFor(() => states.includes(false) && states.at(-1) === true);

    const received: number[][] = [];
    hub.subscribe(7, (ids) => received.push(ids));
    await hub.publish([[7, 42]]);
    await waitFor(() => received.length === 1);
    expect(received).toEqual([[42]]);

    await hub.stop();
    // A connection given back at stop and cut afterwards must not be released a second time
    // (that threw "Release called on client which has already been released" as an uncaught error).
    await terminatePooled(String(database.url));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(states.at(-1)).toBe(false);
  });
});
