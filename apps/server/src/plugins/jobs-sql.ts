import { createRequire } from "node:module";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.ts";

/**
 * The statements by which pg-boss 10.4's worker records a job's outcome. It sends them without waiting for them
 * (manager.js: `this.complete(...)` / `this.fail(...)` unawaited), so one that fails — the database connection
 * dropped as the job ended — would be an unhandled rejection, which ends the process. The adapter answers those
 * failures itself (decision 061): the outcome is not recorded, the job stays active, its heartbeat (or expiry)
 * lapses and pg-boss retries it; jobs are idempotent.
 */
const plans = createRequire(import.meta.url)("pg-boss/src/plans.js") as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};
const OUTCOME_STATEMENTS = new Set([plans.completeJobs("pgboss"), plans.failJobsById("pgboss")]);

interface SqlResult {
  rows: Record<string, unknown>[];
}

/**
 * pg-boss's `db` option: `executeSql(text, values)`. On PGlite, statements without parameters go through
 * `exec` (pg-boss's schema creation and migrations are many statements in one string), the rest through
 * `query`. On PostgreSQL the app's pool runs both (a parameterless query uses the simple protocol).
 * Counts statements in flight so that stop() can wait for the last ones before the database closes.
 */
export function sqlAdapter(database: Database, log: FastifyBaseLogger) {
  let inFlight = 0;
  let closed = false;
  async function run(text: string, values?: unknown[]): Promise<SqlResult> {
    if (database.pglite) {
      if (!values || values.length === 0) {
        const results = await database.pglite.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await database.pglite.query(text, values);
      return { rows: result.rows as Record<string, unknown>[] };
    }
    if (!database.pool) throw new Error("jobs: no database connection");
    const result = await database.pool.query(text, values as unknown[] | undefined);
    // A parameterless string of several statements answers with one result per statement.
    const last = Array.isArray(result) ? result.at(-1) : result;
    return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
  }
  return {
    adapter: {
      async executeSql(text: string, values?: unknown[]) {
        if (closed) throw new Error("jobs: stopped");
        inFlight += 1;
        try {
          return await run(text, values);
        } catch (err) {
          if (!OUTCOME_STATEMENTS.has(text)) throw err;
          log.warn(
            { err },
            "jobs: a job's outcome was not recorded; it is retried once its heartbeat or expiry lapses",
          );
          return { rows: [{ count: "0" }] };
        } finally {
          inFlight -= 1;
        }
      },
    },
    idle: () => inFlight === 0,
    close() {
      closed = true;
    },
  };
}
