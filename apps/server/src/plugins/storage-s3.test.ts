import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { FILE_NAME, newFileName } from "../lib/file-names.ts";
import { PNG_1PX } from "../test/files.ts";
import { startS3Server } from "../test/s3-server.ts";
import { createStorage, type Storage } from "./storage.ts";

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
      await expect(refused.read(name)).rejects.toThrow(/access key/i);
      await expect(noBucket.read(name)).rejects.toThrow(/bucket/i);
    } finally {
      refused.close();
      noBucket.close();
    }
  });
});
