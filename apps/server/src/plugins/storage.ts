import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Where uploaded files live; local folder now, S3-compatible later behind the same interface. */
export interface Storage {
  /** Stores bytes under a generated name with the given extension; returns the name. */
  put(data: Buffer, ext: string): Promise<string>;
  read(name: string): Promise<Buffer | undefined>;
  remove(name: string): Promise<void>;
}

const NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export function createLocalStorage(root: string): Storage {
  fs.mkdirSync(root, { recursive: true });
  const file = (name: string) => (NAME.test(name) ? path.join(root, name) : undefined);
  return {
    async put(data, ext) {
      const name = `${randomBytes(16).toString("hex")}.${ext}`;
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
