import { createHmac, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Config } from "../config.ts";
import { FILE_NAME, newFileName } from "../lib/file-names.ts";
import { guardStorage } from "./storage-guard.ts";
import { createS3Storage } from "./storage-s3.ts";
import type { Storage } from "./storage-types.ts";

export type { Storage } from "./storage-types.ts";

/** The storage the configuration asks for: the bucket `S3_BUCKET` when set, else `DATA_DIR/files`. */
export function createStorage(config: Config): Storage {
  // Every failure of the storage itself reads as StorageUnavailableError: a 503 on any route (decision 061).
  return guardStorage(openStorage(config));
}

function openStorage(config: Config): Storage {
  if (config.S3_BUCKET) {
    const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
    return createS3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    });
  }
  return createLocalStorage(
    config.DATA_DIR === "memory://" ? path.join(os.tmpdir(), "quad-files") : path.resolve(config.DATA_DIR, "files"),
  );
}

export function createLocalStorage(root: string): Storage {
  fs.mkdirSync(root, { recursive: true });
  const file = (name: string) => (FILE_NAME.test(name) ? path.join(root, name) : undefined);
  return {
    async put(data, ext) {
      const name = newFileName(ext);
      await fs.promises.writeFile(path.join(root, name), data);
      return name;
    },
    async read(name) {
      const p = file(name);
      if (!p) return undefined;
      return fs.promises.readFile(p).catch(() => undefined);
    },
    async remove(name) {
      const p = file(name);
      if (p) await fs.promises.rm(p, { force: true });
    },
    async discardUnfinished(name) {
      const p = file(name);
      if (p) await fs.promises.rm(`${p}.part`, { force: true });
    },
    async write(name, source) {
      const p = file(name);
      if (!p) throw new Error(`storage: ${name} is not a file name`);
      // Written beside its final name and renamed once whole, so a reader never sees a part.
      const partial = `${p}.part`;
      try {
        await pipeline(source, fs.createWriteStream(partial));
        await fs.promises.rename(partial, p);
      } catch (err) {
        await fs.promises.rm(partial, { force: true });
        throw err;
      }
    },
    async stream(name) {
      const p = file(name);
      if (!p) return undefined;
      const stat = await fs.promises.stat(p).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return { body: fs.createReadStream(p), size: stat.size };
    },
    close() {},
  };
}

/** Signed, expiring links: files are served only to whoever was handed the link by an authorized answer. */
export function createFileLinks(secret: string, ttlMinutes: number, now: () => Date) {
  const sign = (name: string, expires: number) =>
    createHmac("sha256", secret).update(`${name}:${expires}`).digest("hex");
  return {
    url(name: string | null | undefined): string | null {
      if (!name) return null;
      // Round the expiry so the same file keeps the same URL for a while (browser caching).
      const step = ttlMinutes * 60;
      const expires = (Math.floor(now().getTime() / 1000 / step) + 2) * step;
      return `/api/v1/partners/files/${name}?expires=${expires}&signature=${sign(name, expires)}`;
    },
    verify(name: string, expires: number, signature: string): boolean {
      if (expires * 1000 < now().getTime()) return false;
      const expected = Buffer.from(sign(name, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type FileLinks = ReturnType<typeof createFileLinks>;
