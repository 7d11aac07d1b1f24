import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newFileName } from "../lib/file-names.ts";
import { createLocalStorage } from "./storage.ts";
import { createS3Storage } from "./storage-s3.ts";

/**
 * s3rver implements neither ListMultipartUploads nor AbortMultipartUpload, so this loopback server answers just those
 * two S3 calls, the way S3 documents them, and records what it was asked.
 */
function multipartServer(bucket: string, open: { key: string; uploadId: string }[]) {
  const aborted: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method === "GET" && url.pathname.replace(/\/$/, "") === `/${bucket}` && url.searchParams.has("uploads")) {
      const prefix = url.searchParams.get("prefix") ?? "";
      const uploads = open
        .filter((u) => u.key.startsWith(prefix))
        .map((u) => `<Upload><Key>${u.key}</Key><UploadId>${u.uploadId}</UploadId></Upload>`)
        .join("");
      res.writeHead(200, { "content-type": "application/xml" });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>${bucket}</Bucket>${uploads}</ListMultipartUploadsResult>`,
      );
      return;
    }
    const uploadId = url.searchParams.get("uploadId");
    if (req.method === "DELETE" && uploadId) {
      aborted.push(`${decodeURIComponent(url.pathname.slice(bucket.length + 2))}:${uploadId}`);
      res.writeHead(204);
      res.end();
      return;
    }
    res.writeHead(501);
    res.end();
  });
  return { server, aborted };
}

describe("discarding what a write cut short left", () => {
  const bucket = "quad-unfinished";
  const key = newFileName("csv");
  const other = newFileName("csv");
  const stub = multipartServer(bucket, [
    { key, uploadId: "u-1" },
    { key, uploadId: "u-2" },
    { key: `${key}.more`, uploadId: "u-3" },
    { key: other, uploadId: "u-4" },
  ]);
  let endpoint = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => stub.server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(stub.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => stub.server.close(resolve));
  });

  it("aborts the unfinished multipart uploads of that key on S3, and only those", async () => {
    const storage = createS3Storage({
      bucket,
      endpoint,
      region: "us-east-1",
      credentials: { accessKeyId: "test", secretAccessKey: "test" },
    });
    try {
      await storage.discardUnfinished(key);
    } finally {
      storage.close();
    }
    expect(stub.aborted).toEqual([`${key}:u-1`, `${key}:u-2`]);
  });

  it("removes the .part file of a local write, and nothing else", async () => {
    const root = await fs.promises.mkdtemp(path.join(os.tmpdir(), "quad-unfinished-"));
    try {
      const storage = createLocalStorage(root);
      await fs.promises.writeFile(path.join(root, `${key}.part`), "half");
      await fs.promises.writeFile(path.join(root, other), "whole");
      await storage.discardUnfinished(key);
      await storage.discardUnfinished(key);
      expect(await fs.promises.readdir(root)).toEqual([other]);
    } finally {
      await fs.promises.rm(root, { recursive: true, force: true });
    }
  });
});
