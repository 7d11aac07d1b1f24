import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  NoSuchKey,
  NoSuchUpload,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { FILE_NAME, newFileName } from "../lib/file-names.ts";
import type { Storage } from "./storage-types.ts";

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible service (MinIO, Ceph, R2 ...); unset means AWS S3 in `region`. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default chain (AWS_* variables, shared profile, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Files as objects of one bucket, named as in the local folder; every instance sees the same files. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket } = options;
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: options.credentials,
    forcePathStyle: true,
    // A stalled storage must fail the request, not hold it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  return {
    async put(data, ext) {
      const name = newFileName(ext);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: name, Body: data }));
      return name;
    },
    async read(name) {
      if (!FILE_NAME.test(name)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (err) {
        // Only a missing object is "no file"; an unreachable service or refused credentials stay errors.
        if (err instanceof NoSuchKey) return undefined;
        throw err;
      }
    },
    async remove(name) {
      if (FILE_NAME.test(name)) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
    },
    async discardUnfinished(name) {
      if (!FILE_NAME.test(name)) return;
      // The uploads a worker that died mid-write left open under this name, with the parts they hold.
      const listed = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: name }));
      for (const upload of listed.Uploads ?? []) {
        if (upload.Key !== name || !upload.UploadId) continue;
        await client
          .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: name, UploadId: upload.UploadId }))
          .catch((err: unknown) => {
            // Already completed or aborted by someone else: nothing left to discard.
            if (!(err instanceof NoSuchUpload)) throw err;
          });
      }
    },
    async write(name, source, contentType) {
      if (!FILE_NAME.test(name)) throw new Error(`storage: ${name} is not a file name`);
      // A multipart upload of 5 MB parts, two in flight: memory stays flat whatever the size; an upload
      // that fails is aborted (its parts removed), so the object exists only whole.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: name, Body: source, ContentType: contentType },
        partSize: 5 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async stream(name) {
      if (!FILE_NAME.test(name)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        if (!object.Body) return undefined;
        return { body: object.Body as Readable, size: object.ContentLength };
      } catch (err) {
        if (err instanceof NoSuchKey) return undefined;
        throw err;
      }
    },
    close() {
      client.destroy();
    },
  };
}
