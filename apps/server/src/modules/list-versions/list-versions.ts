import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/client.ts";
import { type ListScope, prepareListVersion } from "./list-versions.repository.ts";

export { type ListScope, prepareListVersion };

/**
 * A question as a memo key: object keys sorted, absent values and empty lists left out, and each list of
 * values sorted and without repeats (filters are sets: `[2,1]`, `[1,2]` and `[1,1,2]` ask the same).
 */
export function normalisedKey(value: unknown): string {
  const norm = (v: unknown): unknown => {
    if (Array.isArray(v)) {
      const items = v.map(norm);
      const distinct = [...new Map(items.map((i) => [JSON.stringify(i), i])).entries()];
      return distinct.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, i]) => i);
    }
    if (v !== null && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(v).sort()) {
        const item = (v as Record<string, unknown>)[key];
        if (item === undefined || (Array.isArray(item) && item.length === 0)) continue;
        out[key] = norm(item);
      }
      return out;
    }
    return v;
  };
  return JSON.stringify(norm(value));
}

/**
 * Answers remembered per key together with the list version they were computed at; an answer is
 * given back only for that same version, and, when it was stored with an end (`until`, ms since the epoch),
 * only before that instant (an answer that also depends on the clock). Store the version read BEFORE
 * computing: a change made meanwhile then moves the version on, and the next read recomputes.
 */
export function createVersionedMemo<T extends {}>(maxEntries: number) {
  const entries = new LRUCache<string, { version: number; value: T; until: number }>({ max: maxEntries });
  return {
    get(key: string, version: number, now = 0): T | undefined {
      const entry = entries.get(key);
      if (entry?.version === version && now < entry.until) return entry.value;
      if (entry) entries.delete(key);
      return undefined;
    },
    set(key: string, version: number, value: T, until = Number.POSITIVE_INFINITY): void {
      entries.set(key, { version, value, until });
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * A list answer as checked, serialised JSON (UTF-8 bytes), with its compressed forms made once, when a client
 * first asks for them: a remembered answer then costs no serialising and no compressing.
 */
export class StoredAnswer {
  #br?: Buffer;
  #gzip?: Buffer;
  constructor(readonly json: Buffer) {}
  get br(): Buffer {
    this.#br ??= brotliCompressSync(this.json, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: this.json.length },
    });
    return this.#br;
  }
  get gzip(): Buffer {
    this.#gzip ??= gzipSync(this.json, { level: 6 });
    return this.#gzip;
  }
}

/**
 * Answers a list through the memo: one version read, and the computation (checked against the response
 * schema, then serialised, once) only when the list changed. Routes send it with `sendAnswer`. The
 * computation gets the version it answers for (to remember parts of it under the same version). An answer
 * that also depends on the clock comes with `until` (ms since the epoch, read once the answer is computed):
 * it is given back only while the list's `now` is before that instant.
 */
export function createVersionedList<T extends {}>(
  db: Db,
  scope: ListScope,
  schema: { parse: (value: unknown) => T },
  maxEntries = 2000,
  now: () => Date = () => new Date(),
) {
  const version = prepareListVersion(db, scope);
  const memo = createVersionedMemo<StoredAnswer>(maxEntries);
  return async (
    id: number,
    key: string,
    compute: (version: number) => Promise<T>,
    until?: (answer: T) => number,
  ): Promise<StoredAnswer> => {
    const current = await version(id);
    const memoKey = `${id}:${key}`;
    const hit = memo.get(memoKey, current, now().getTime());
    if (hit !== undefined) return hit;
    const value = schema.parse(await compute(current));
    const answer = new StoredAnswer(Buffer.from(JSON.stringify(value)));
    memo.set(memoKey, current, answer, until?.(value));
    return answer;
  };
}

/** Below this many bytes an answer is sent as it is (compressing would save next to nothing). */
export const COMPRESS_FROM_BYTES = 1024;

type Reply<Sent> = {
  header(name: string, value: string): unknown;
  type(contentType: string): { send(payload: never): Sent };
};

/**
 * Sends a stored answer typed JSON, compressed (brotli, else gzip) when the client accepts it, as every
 * browser does. The route's type provider only knows objects, hence the cast.
 */
export function sendAnswer<Sent>(
  request: { headers: { "accept-encoding"?: string } },
  reply: Reply<Sent>,
  answer: StoredAnswer,
): Sent {
  reply.header("vary", "accept-encoding");
  const encoding =
    answer.json.length >= COMPRESS_FROM_BYTES
      ? negotiate(request.headers["accept-encoding"] ?? "", ["br", "gzip"])
      : undefined;
  if (encoding === "br" || encoding === "gzip") {
    reply.header("content-encoding", encoding);
    return sendJsonText(reply, answer[encoding]);
  }
  return sendJsonText(reply, answer.json);
}

/**
 * Sends an answer already checked and serialised (text or UTF-8 bytes) as it is, typed JSON. The route's
 * type provider only knows objects, hence the cast.
 */
export function sendJsonText<Sent>(
  reply: { type(contentType: string): { send(payload: never): Sent } },
  body: string | Buffer,
): Sent {
  return reply.type("application/json; charset=utf-8").send(body as never);
}
