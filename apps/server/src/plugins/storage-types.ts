import type { Readable } from "node:stream";

/** Where uploaded files live: a local folder, or an S3-compatible bucket shared by every instance. */
export interface Storage {
  /** Stores bytes under a generated name with the given extension; returns the name. */
  put(data: Buffer, ext: string): Promise<string>;
  /** The file's bytes, or undefined when there is no such file. */
  read(name: string): Promise<Buffer | undefined>;
  remove(name: string): Promise<void>;
  /**
   * Drops what an interrupted write of this name left behind (a `.part` file; an unfinished multipart upload
   * with its parts on S3), for a job that starts over after a worker died mid-write. Nothing left: nothing done.
   */
  discardUnfinished(name: string): Promise<void>;
  /**
   * Stores a stream under a name made by newFileName, without holding it in memory (large exports): the
   * file appears under its name only once the stream has ended, never in part (a multipart upload on S3).
   */
  write(name: string, source: Readable, contentType?: string): Promise<void>;
  /** The file as a stream with its size, or undefined when there is no such file. */
  stream(name: string): Promise<{ body: Readable; size: number | undefined } | undefined>;
  /** Releases connections (called when the app closes). */
  close(): void;
}
