/**
 * `npm run move -- files`: the files of DATA_DIR/files copied to the bucket S3_BUCKET, under the same names (the
 * database names them as it did). Idempotent: an object already there with the file's size is left alone, so a
 * move that stopped half-way is finished by running it again; every copied object's size is read back (decision 062).
 */
import fs from "node:fs";
import path from "node:path";
import { HeadObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Config } from "../config.ts";
import { lockDataDir } from "../db/folder-lock.ts";
import { FILE_NAME } from "../lib/file-names.ts";
import { MoveError } from "./move-database.ts";

const PARALLEL = 4;

export interface FilesMoveReport {
  /** Files in the folder with a stored file's name. */
  files: number;
  copied: number;
  /** Already in the bucket with the same size (an earlier run). */
  present: number;
  bytes: number;
  /** Other entries of the folder (an unfinished export's `.part`), not copied. */
  ignored: string[];
}

async function sizeInBucket(client: S3Client, bucket: string, key: string): Promise<number | undefined> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength;
  } catch (err) {
    if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return undefined;
    throw err;
  }
}

/** Copies dataDir/files to the configured bucket. Refused while a server holds dataDir (it may be writing files). */
export async function moveFiles(opts: {
  dataDir: string;
  config: Config;
  log?: (line: string) => void;
}): Promise<FilesMoveReport> {
  const { config } = opts;
  const log = opts.log ?? (() => undefined);
  const bucket = config.S3_BUCKET;
  if (!bucket) {
    throw new MoveError(
      "S3_BUCKET is not set: set it (with S3_ENDPOINT and the keys, as the server will run) to the bucket to copy the files to.",
    );
  }
  const root = path.resolve(opts.dataDir, "files");
  if (!fs.existsSync(root)) throw new MoveError(`There is no ${root}: no files to move (is DATA_DIR right?).`);
  const lock = lockDataDir(opts.dataDir);
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  const client = new S3Client({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: true,
  });
  try {
    const entries = await fs.promises.readdir(root, { withFileTypes: true });
    const names = entries.filter((e) => e.isFile() && FILE_NAME.test(e.name)).map((e) => e.name);
    const report: FilesMoveReport = {
      files: names.length,
      copied: 0,
      present: 0,
      bytes: 0,
      ignored: entries.filter((e) => !(e.isFile() && FILE_NAME.test(e.name))).map((e) => e.name),
    };
    log(`Copying ${names.length} file(s) from ${root} to the bucket ${bucket}…`);
    const queue = [...names];
    const copyNext = async (): Promise<void> => {
      for (let name = queue.shift(); name; name = queue.shift()) {
        const file = path.join(root, name);
        const { size } = await fs.promises.stat(file);
        if ((await sizeInBucket(client, bucket, name)) === size) {
          report.present += 1;
          continue;
        }
        // As the server writes large files (storage-s3.ts): 5 MB parts, aborted whole on failure; a small file is
        // one plain PUT of its bytes (a streamed PUT would be sent aws-chunked, which not every S3 service decodes).
        await new Upload({
          client,
          params: { Bucket: bucket, Key: name, Body: fs.createReadStream(file) },
          partSize: 5 * 1024 * 1024,
          queueSize: 2,
          leavePartsOnError: false,
        }).done();
        const stored = await sizeInBucket(client, bucket, name);
        if (stored !== size) {
          throw new MoveError(`${name}: the bucket holds ${stored ?? "no"} bytes for a file of ${size}; run again.`);
        }
        report.copied += 1;
        report.bytes += size;
      }
    };
    const failed = (await Promise.allSettled(Array.from({ length: PARALLEL }, copyNext))).find(
      (r) => r.status === "rejected",
    );
    if (failed) throw failed.reason;
    return report;
  } finally {
    client.destroy();
    lock.release();
  }
}
