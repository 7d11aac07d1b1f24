import type { FastifyBaseLogger } from "fastify";

interface Sql {
  executeSql(text: string, values?: unknown[]): Promise<unknown>;
}

/**
 * Keeps a running job alive in pg-boss 10.4, which has no heartbeat of its own: right away and then every third of
 * `seconds`, its expiry moves to `seconds` from now (pg-boss expires an active job once `started_on + expire_in` is
 * past). A worker that dies stops beating, and pg-boss's maintenance retries the job once that lapses, instead of
 * after the queue's whole expireInSeconds (decision 061). Only the attempt this worker runs is renewed (same id,
 * still active, same retry count), never a later attempt of the same job elsewhere. A beat that fails is logged
 * and tried again at the next; the job's own expireInSeconds still bounds a run in this process.
 */
export function startHeartbeat(
  sql: Sql,
  job: { id: string; name: string; retryCount: number },
  seconds: number,
  log: FastifyBaseLogger,
) {
  const beat = () =>
    sql
      .executeSql(
        `update pgboss.job set expire_in = (now() - started_on) + make_interval(secs => $4)
          where name = $1 and id = $2 and state = 'active' and retry_count = $3`,
        [job.name, job.id, job.retryCount, seconds],
      )
      .catch((err: unknown) => log.warn({ err, queue: job.name, job: job.id }, "job heartbeat failed"));
  void beat();
  const timer = setInterval(() => void beat(), Math.max(1, seconds / 3) * 1000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
