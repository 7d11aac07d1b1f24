import type pg from "pg";
import Cursor from "pg-cursor";

/**
 * The rows of one statement in batches, from a server-side cursor on a client of the pool (one snapshot,
 * memory flat whatever their number). The client is held for as long as the reader takes, so it listens for
 * its connection's errors itself: a connection dropped mid-way (the server restarted, the backend terminated,
 * a network reset) fails the next read — the caller's job fails and is retried — and never becomes an unhandled
 * 'error' event that would end the process (decision 061). A client whose connection failed is destroyed, not
 * given back to the pool, and its cursor is not closed (closing waits for an answer a dead connection never sends).
 */
export async function* cursorBatches<R>(
  pool: pg.Pool,
  query: { sql: string; params: unknown[] },
  batchSize: number,
): AsyncGenerator<R[]> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const onError = (err: Error) => {
    lost ??= err;
  };
  client.on("error", onError);
  const cursor = client.query(new Cursor<R>(query.sql, query.params));
  let failed: Error | undefined;
  try {
    for (;;) {
      const rows = await cursor.read(batchSize);
      if (lost) throw lost;
      if (rows.length === 0) return;
      yield rows;
    }
  } catch (err) {
    failed = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    if (!failed && !lost) {
      await closeOrLose(client, cursor).catch((err: Error) => {
        failed = err;
      });
    }
    client.removeListener("error", onError);
    // With an error the pool ends the client instead of keeping it.
    client.release(failed ?? lost);
  }
}

/** Closes the cursor, or gives up as soon as the connection ends or fails (close() alone would then wait forever). */
function closeOrLose(client: pg.PoolClient, cursor: Cursor) {
  return new Promise<void>((resolve, reject) => {
    const lose = (err?: Error) => {
      cleanup();
      reject(err ?? new Error("database connection ended while closing a cursor"));
    };
    const cleanup = () => {
      client.removeListener("error", lose);
      client.removeListener("end", lose);
    };
    client.once("error", lose);
    client.once("end", lose);
    cursor.close().then(
      () => {
        cleanup();
        resolve();
      },
      (err: Error) => {
        cleanup();
        reject(err);
      },
    );
  });
}
