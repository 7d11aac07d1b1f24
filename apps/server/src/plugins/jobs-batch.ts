import type { JobName, JobPayloads, Jobs, SendOptions } from "./jobs.ts";

type Waiting<N extends JobName> = {
  data: JobPayloads[N];
  options?: SendOptions;
  resolve: () => void;
  reject: (err: unknown) => void;
};

/**
 * Adds jobs of one queue as they come, gathered into one statement (decision 115: a burst of webhooks): the jobs
 * asked in one turn of the event loop, and those asked while a statement is under way, go in the next one; one
 * statement at a time. Each caller's promise resolves once its job is stored (or rejects with the statement's error),
 * so a caller still answers only what is durable. A singleton key taken drops the job, as `sendMany` does.
 */
export function createBatchedSender<N extends JobName>(jobs: Pick<Jobs, "sendMany">, name: N, maxBatch = 500) {
  const waiting: Waiting<N>[] = [];
  let scheduled = false;
  let inFlight = false;

  function flush() {
    if (inFlight || waiting.length === 0) return;
    inFlight = true;
    const batch = waiting.splice(0, maxBatch);
    jobs
      .sendMany(
        name,
        batch.map(({ data, options }) => ({ data, options })),
      )
      .then(
        () => {
          for (const w of batch) w.resolve();
        },
        (err: unknown) => {
          for (const w of batch) w.reject(err);
        },
      )
      .finally(() => {
        inFlight = false;
        flush();
      });
  }

  return (data: JobPayloads[N], options?: SendOptions) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ data, options, resolve, reject });
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        flush();
      });
    });
}
