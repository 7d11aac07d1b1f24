import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** A real S3-compatible server (s3rver) on loopback with one empty bucket, in a temporary folder. */
export async function startS3Server(bucket = "quad-test-files") {
  const directory = await fs.promises.mkdtemp(path.join(os.tmpdir(), "quad-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts only its own key pair.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const client = new S3Client({ endpoint, region: "us-east-1", credentials, forcePathStyle: true });
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    /** The names of the objects in the bucket, read with a client of its own. */
    async keys(): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
    },
    async close() {
      client.destroy();
      await server.close();
      await fs.promises.rm(directory, { recursive: true, force: true });
    },
  };
}
