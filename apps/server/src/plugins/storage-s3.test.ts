import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { FILE_NAME, newFileName } from "../lib/file-names.ts";
import { PNG_1PX } from "../test/files.ts";
import { startS3Server } from "../test/s3-server.ts";
import { createStorage, type Storage } from "./storage.ts";
import { StorageUnavailableError } from "./storage-guard.ts";

let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: Storage;
beforeAll(async () => {
  s3 = await startS3Server();
  storage = createStorage(loadConfig(s3.env));
});
afterAll(async () => {
  storage.close();
  await s3.close();
});

describe("S3 storage (on a loopback s3rver)", () => {
  it("puts a file into the bucket under a generated name, reads it back and removes it", async () => {
    const name = await storage.put(PNG_1PX, "png");
    expect(name).toMatch(FILE_NAME);
    expect(name.endsWith(".png")).toBe(true);
    expect(await s3.keys()).toContain(name);
    expect(await storage.read(name)).toEqual(PNG_1PX);

    await storage.remove(name);
    expect(await s3.keys()).not.toContain(name);
    expect(await storage.read(name)).toBeUndefined();
  });

  it("streams a large file into the bucket in parts, whole or not at all, and streams it back", async () => {
    const name = newFileName("csv");
    const part = Buffer.alloc(1024 * 1024, "a");
    const chunks = Array.from({ length: 7 }, (_, i) => Buffer.concat([part, Buffer.from(`row ${i}\n`)]));
    await storage.write(name, Readable.from(chunks), "text/csv");
    const file = await storage.stream(name);
    let size = 0;
    for await (const chunk of file?.body ?? []) size += (chunk as Buffer).length;
    expect(size).toBe(Buffer.concat(chunks).length);
    expect(file?.size).toBe(size);
    await storage.remove(name);

    const broken = newFileName("csv");
    async function* dies() {
      yield part;
      throw new Error("the source broke");
    }
    await expect(storage.write(broken, Readable.from(dies()))).rejects.toThrow();
    expect(await s3.keys()).not.toContain(broken);
    expect(await storage.stream(broken)).toBeUndefined();
  });

  it("reads a missing or malformed name as no file, and removing a missing file is not an error", async () => {
    expect(await storage.read(newFileName("pdf"))).toBeUndefined();
    expect(await storage.read("../../etc/passwd")).toBeUndefined();
    await expect(storage.remove(newFileName("png"))).resolves.toBeUndefined();
  });

  it("does not pass an unknown key or a missing bucket off as a missing file", async () => {
    const name = await storage.put(PNG_1PX, "png");
    const refused = createStorage(loadConfig({ ...s3.env, S3_ACCESS_KEY_ID: "UNKNOWN-KEY" }));
    const noBucket = createStorage(loadConfig({ ...s3.env, S3_BUCKET: "no-such-bucket" }));
    try {
      // Both are the storage failing (a 503 on a route, decision 061), with the service's words kept as the cause.
      const refusedErr = await refused.read(name).catch((e: unknown) => e);
      expect(refusedErr).toBeInstanceOf(StorageUnavailableError);
      expect(String((refusedErr as Error).cause)).toMatch(/access key/i);
      const noBucketErr = await noBucket.read(name).catch((e: unknown) => e);
      expect(noBucketErr).toBeInstanceOf(StorageUnavailableError);
      expect(String((noBucketErr as Error).cause)).toMatch(/bucket/i);
    } finally {
      refused.close();
      noBucket.close();
    }
  });
});
