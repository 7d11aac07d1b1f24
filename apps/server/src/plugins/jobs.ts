import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { Database } from "../db/client.ts";
import { startHeartbeat } from "./jobs-heartbeat.ts";
import { sqlAdapter } from "./jobs-sql.ts";

/**
 * The payload of every queue, by queue name. Modules add their queues by declaration merging:
 *   declare module "../../plugins/jobs.ts" { interface JobPayloads { "webinar-scan": Record<string, never> } }
 * Names are letters, digits, "_" and "-" (pg-boss's rule).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declaration merging
export interface JobPayloads {}

export type JobName = keyof JobPayloads & string;

/** pg-boss queue policies: standard; short (one queued per singletonKey); singleton (one active); stately (both). */
export type QueuePolicy = "standard" | "short" | "singleton" | "stately";

export interface QueueOptions {
  policy?: QueuePolicy;
  /** Retries after a failure (default 3), each retryDelay seconds later (default 30), doubling with retryBackoff. */
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** How long a job may run before it counts as failed (default 15 minutes). */
  expireInSeconds?: number;
  /**
   * Long jobs: while one runs, its worker renews its expiry every third of this; a worker that died stops, and its
   * job lapses this long after the last beat and is retried elsewhere (decision 061). expireInSeconds stays the
   * most one run may take.
   */
  heartbeatSeconds?: number;
}

export interface SendOptions {
  /** With a short/singleton/stately queue: one job per key (queued, or active); with singletonSeconds: one per key per slot. */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Run no sooner than this (a Date, or seconds from now). */
  startAfter?: Date | number;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  priority?: number;
}

export interface JobInfo<N extends JobName> {
  id: string;
  name: N;
  data: JobPayloads[N];
  /** Retries already made before this run (0 on the first), and how many the job may have. */
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<N extends JobName> = (data: JobPayloads[N], job: JobInfo<N>) => Promise<void>;

export interface WorkOptions {
  /** Jobs of this queue run at most this many at a time in this process (default 1). */
  concurrency?: number;
  /**
   * Jobs one fetch takes, run one after the other (default 1). pg-boss waits its polling interval between fetches
   * even when jobs wait, so a queue that gets bursts (webhooks) takes them in batches; a job of a batch that fails
   * is failed alone (retried as its queue says), the others complete.
   */
  batchSize?: number;
}

/** Background work in PostgreSQL (pg-boss 10.4): on PostgreSQL through the app's pool, on PGlite through its db adapter. */
export interface Jobs {
  /**
   * Declares a queue: created at start (or at once when started; the promise tells when), an existing
   * queue kept as it is. Every queue is declared before use.
   */
  define(name: JobName, options?: QueueOptions): Promise<void>;
  /** Adds a job; resolves its id, or null when a singleton key or throttle already holds one. */
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<string | null>;
  /** Adds many jobs of one queue at once (one statement); jobs whose singleton key is taken are dropped. */
  sendMany<N extends JobName>(name: N, jobs: { data: JobPayloads[N]; options?: SendOptions }[]): Promise<void>;
  /** Runs the queue's jobs in this process, unless workers are off here (JOBS_WORKERS=false). */
  work<N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions): Promise<void>;
  /**
   * Sends a job on a cron schedule (minute precision, UTC unless tz). Schedules live in the database: one
   * job per slot whatever the number of instances; instances with workers on keep the clock.
   */
  schedule<N extends JobName>(
    name: N,
    cron: string,
    data: JobPayloads[N],
    options?: SendOptions & { tz?: string },
  ): void;
  /** Whether this process runs workers and schedules. */
  readonly workers: boolean;
  start(): Promise<void>;
  /** Stops taking jobs, lets running ones finish (up to timeoutMs), then lets go of the database. */
  stop(timeoutMs?: number): Promise<void>;
  /** The jobs of a queue in a state, for tests and operators. */
  count(name: JobName, state?: "created" | "retry" | "active" | "completed" | "failed"): Promise<number>;
  /** The jobs of a queue that are running or could run now (not those deferred to later). */
  pending(name: JobName): Promise<number>;
}

export interface JobsOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Run workers and keep schedules in this process (JOBS_WORKERS). */
  workers: boolean;
  /** How often an idle worker looks for jobs (JOBS_POLL_SECONDS, at least 0.5). */
  pollSeconds: number;
  /** How often pg-boss's maintenance (expiring lapsed jobs, archiving) runs, once per database (default 30). */
  maintenanceSeconds?: number;
}

const DEFAULT_QUEUE: Required<Omit<QueueOptions, "policy" | "heartbeatSeconds">> = {
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

/** pg-boss's queue: our defaults, the queue's options, less what pg-boss does not know (the heartbeat is ours). */
function queueOf(name: JobName, options: QueueOptions) {
  const { heartbeatSeconds: _heartbeat, ...rest } = options;
  return { name, ...DEFAULT_QUEUE, ...rest };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createJobs(opts: JobsOptions): Jobs {
  const sql = sqlAdapter(opts.database, opts.log);
  const boss = new PgBoss({
    db: sql.adapter,
    schema: "pgboss",
    // Maintenance (expiring, archiving) and the schedule clock run where workers run.
    supervise: opts.workers,
    // Often enough that a job whose worker died is retried within a minute or two (with its heartbeat).
    maintenanceIntervalSeconds: opts.maintenanceSeconds ?? 30,
    schedule: opts.workers,
    migrate: true,
  });
  let stopping = false;
  boss.on("error", (err: Error) => {
    if (stopping) opts.log.debug({ err }, "jobs: error while stopping");
    else opts.log.error({ err }, "jobs: background error");
  });

  const queues = new Map<JobName, QueueOptions>();
  const workers: { name: JobName; handler: JobHandler<JobName>; options: WorkOptions }[] = [];
  const schedules: { name: JobName; cron: string; data: unknown; options: SendOptions & { tz?: string } }[] = [];
  const running = new Set<Promise<void>>();
  let started: Promise<void> | null = null;
  // Queues defined after start are created one at a time: pg-boss's create_queue, run concurrently, can deadlock
  // (each adds a foreign key to pgboss.queue), and a send to a queue not created yet is silently dropped.
  let creating: Promise<unknown> = Promise.resolve();
  const creations = new Map<JobName, Promise<unknown>>();

  function assertDefined(name: JobName) {
    if (!queues.has(name)) throw new Error(`jobs: queue "${name}" is not defined`);
  }

  function bossSendOptions(options: SendOptions = {}) {
    const { startAfter, ...rest } = options;
    return {
      ...rest,
      ...(startAfter === undefined
        ? {}
        : { startAfter: startAfter instanceof Date ? startAfter.toISOString() : startAfter }),
    };
  }

  async function startWorker(name: JobName, handler: JobHandler<JobName>, options: WorkOptions) {
    const batchSize = Math.max(1, options.batchSize ?? 1);
    for (let i = 0; i < Math.max(1, options.concurrency ?? 1); i++) {
      const options = { batchSize, pollingIntervalSeconds: opts.pollSeconds, includeMetadata: true as const };
      await boss.work(name, options, async (batch) => {
        for (const job of batch) {
          const heartbeat = queues.get(name)?.heartbeatSeconds;
          const beat = heartbeat ? startHeartbeat(sql.adapter, { ...job, name }, heartbeat, opts.log) : undefined;
          const run = handler(job.data as JobPayloads[JobName], {
            id: job.id,
            name,
            data: job.data as never,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
          });
          running.add(run);
          try {
            await run;
          } catch (err) {
            opts.log.warn({ err, queue: name, job: job.id }, "job failed; pg-boss retries it while retries are left");
            if (batch.length === 1) throw err;
            await boss.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) });
          } finally {
            beat?.stop();
            running.delete(run);
          }
        }
      });
    }
  }

  async function ready(name?: JobName) {
    if (!started) throw new Error("jobs: not started");
    await started;
    if (name) await creations.get(name);
  }

  const jobs: Jobs = {
    workers: opts.workers,
    async define(name, options = {}) {
      queues.set(name, options);
      if (!started) return;
      const after = started;
      const created = creating
        .then(() => after)
        .then(() => (stopping ? undefined : boss.createQueue(name, queueOf(name, options))));
      creating = created.catch(() => undefined);
      creations.set(name, created);
      await created;
    },
    async send(name, data, options) {
      assertDefined(name);
      await ready(name);
      return boss.send(name, data as object, bossSendOptions(options));
    },
    async sendMany(name, list) {
      assertDefined(name);
      if (list.length === 0) return;
      await ready(name);
      await boss.insert(
        list.map((j) => {
          const { startAfter, ...rest } = j.options ?? {};
          const at = typeof startAfter === "number" ? new Date(Date.now() + startAfter * 1000) : startAfter;
          return { name, data: j.data as object, ...rest, ...(at ? { startAfter: at.toISOString() } : {}) };
        }),
      );
    },
    async work(name, handler, options = {}) {
      assertDefined(name);
      const entry = { name, handler: handler as unknown as JobHandler<JobName>, options };
      workers.push(entry);
      if (!started || !opts.workers) return;
      await ready(name);
      // The app may be closing by the time its queue is created.
      if (!stopping) await startWorker(entry.name, entry.handler, entry.options);
    },
    schedule(name, cron, data, options = {}) {
      assertDefined(name);
      schedules.push({ name, cron, data, options });
      if (started) void ready(name).then(() => boss.schedule(name, cron, data as object, bossSendOptions(options)));
    },
    start() {
      started ??= (async () => {
        await boss.start();
        for (const [name, options] of queues) await boss.createQueue(name, queueOf(name, options));
        if (!opts.workers) return;
        for (const s of schedules) await boss.schedule(s.name, s.cron, s.data as object, bossSendOptions(s.options));
        for (const w of workers) await startWorker(w.name, w.handler, w.options);
      })();
      return started;
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      await started.catch(() => undefined);
      stopping = true;
      const deadline = Date.now() + timeoutMs;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: Math.max(1000, timeoutMs) });
      // pg-boss resolves once no job is running, but a worker may still be fetching or completing one:
      // wait until its last statements are done (twice in a row idle), so the database can close under none.
      let quiet = 0;
      while (quiet < 2 && Date.now() < deadline) {
        quiet = sql.idle() && running.size === 0 ? quiet + 1 : 0;
        await delay(25);
      }
      sql.close();
    },
    async count(name, state) {
      const { rows } = await sql.adapter.executeSql(
        `select count(*)::int as n from pgboss.job where name = $1 and ($2::text is null or state::text = $2)`,
        [name, state ?? null],
      );
      return Number(rows[0]?.n ?? 0);
    },
    async pending(name) {
      const { rows } = await sql.adapter.executeSql(
        `select count(*)::int as n from pgboss.job where name = $1
           and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
        [name],
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
  return jobs;
}
