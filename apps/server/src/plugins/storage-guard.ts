import type { Readable } from "node:stream";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { Storage } from "./storage-types.ts";

/** How long a client is told to wait before trying again when the file storage fails (Retry-After). */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/**
 * The file storage failed (unreachable, timed out, refused, out of space): the request cannot be served now but
 * may be later. The error handler answers it 503 with Retry-After and the shared error body, on any route
 * (decision 061); the cause goes to the log.
 */
export class StorageUnavailableError extends Error {
  readonly retryAfterSeconds = STORAGE_RETRY_AFTER_SECONDS;
  constructor(cause: unknown) {
    super(MESSAGES.storageUnavailable, { cause });
    this.name = "StorageUnavailableError";
  }
}

const unavailable = (err: unknown) => (err instanceof StorageUnavailableError ? err : new StorageUnavailableError(err));

/**
 * The storage with every failure of the storage itself turned into a StorageUnavailableError, so that no route
 * has to remember it. "No such file" stays an answer (undefined), and a write whose source stream failed (the
 * database behind an export) keeps the source's error.
 */
export function guardStorage(inner: Storage): Storage {
  return {
    put: (data, ext) => inner.put(data, ext).catch((err) => Promise.reject(unavailable(err))),
    read: (name) => inner.read(name).catch((err) => Promise.reject(unavailable(err))),
    remove: (name) => inner.remove(name).catch((err) => Promise.reject(unavailable(err))),
    discardUnfinished: (name) => inner.discardUnfinished(name).catch((err) => Promise.reject(unavailable(err))),
    stream: (name) => inner.stream(name).catch((err) => Promise.reject(unavailable(err))),
    async write(name: string, source: Readable, contentType?: string) {
      try {
        await inner.write(name, source, contentType);
      } catch (err) {
        if (source.errored) throw source.errored;
        throw unavailable(err);
      }
    },
    close: () => inner.close(),
  };
}
