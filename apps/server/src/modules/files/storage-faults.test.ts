import { MESSAGES } from "@quad/contract/rules/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORAGE_RETRY_AFTER_SECONDS } from "../../plugins/storage-guard.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { multipartBody, PNG_1PX } from "../../test/files.ts";
import { startS3Server } from "../../test/s3-server.ts";
import { waitFor } from "../../test/webinars.ts";
import { FILE_REMOVE_QUEUE } from "./file-removal.job.ts";

const API = "/api/v1/partners";

const photo = (name = "me.png") =>
  multipartBody({ first_name: "Grace", last_name: "Hopper" }, [
    { field: "profile_photo", filename: name, type: "image/png", data: PNG_1PX },
  ]);
const fileNameOf = (url: string) => /\/files\/([a-f0-9]{32}\.\w+)\?/.exec(url)?.[1] ?? "";

describe("a storage outage", () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 503 with Retry-After and the shared error body to uploads and file downloads", async () => {
    const { user, token } = await t.createSignedIn();
    const saved = await t.injectAs(token, { method: "PUT", url: `${API}/users/${user.id}`, ...photo() });
    expect(saved.statusCode).toBe(200);
    const link = saved.json().user.profile_photo_url as string;
    expect((await t.app.inject({ method: "GET", url: link })).statusCode).toBe(200);

    // The bucket's server stops: its loopback port is closed.
    await s3.close();
    const upload = await t.injectAs(token, { method: "PUT", url: `${API}/users/${user.id}`, ...photo("again.png") });
    expect(upload.statusCode, upload.body).toBe(503);
    expect(upload.headers["retry-after"]).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    expect(upload.json()).toEqual({ error: MESSAGES.storageUnavailable });
    const download = await t.app.inject({ method: "GET", url: link });
    expect(download.statusCode).toBe(503);
    expect(download.headers["retry-after"]).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    expect(download.json()).toEqual({ error: MESSAGES.storageUnavailable });
  });

  it("is documented on every operation, uploads and downloads among them", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const doc = res.json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const missing = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => (op.responses?.["503"] ? [] : [`${method} ${path}`])),
    );
    expect(missing).toEqual([]);
  });
});

describe("removing a replaced file", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { JOBS_WORKERS: "true" } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("never fails the saved change: the old file goes by a retried job once storage works", async () => {
    const { user, token } = await t.createSignedIn();
    const first = await t.injectAs(token, { method: "PUT", url: `${API}/users/${user.id}`, ...photo() });
    expect(first.statusCode).toBe(200);
    const old = fileNameOf(first.json().user.profile_photo_url);
    expect(await t.app.ctx.storage.read(old)).toBeDefined();

    const storage = t.app.ctx.storage;
    const remove = storage.remove;
    let refused = 0;
    storage.remove = async () => {
      refused += 1;
      throw new Error("storage refuses deletes");
    };
    try {
      const second = await t.injectAs(token, { method: "PUT", url: `${API}/users/${user.id}`, ...photo("new.png") });
      expect(second.statusCode, second.body).toBe(200);
      const current = fileNameOf(second.json().user.profile_photo_url);
      expect(current).not.toBe(old);
      const me = await t.injectAs(token, { method: "GET", url: `${API}/users/${user.id}` });
      expect(fileNameOf(me.json().user.profile_photo_url)).toBe(current);
      // The job tried, failed, and waits for its retry; the old file is still there.
      await waitFor(async () => refused > 0 && (await t.app.ctx.jobs.count(FILE_REMOVE_QUEUE, "retry")) === 1);
      expect(await t.app.ctx.storage.read(old)).toBeDefined();
    } finally {
      storage.remove = remove;
    }
    // Storage works again; the test does not wait out the backoff (30 s and more) and makes the retry due now.
    await t.db.execute(
      sql`update pgboss.job set start_after = now() where name = ${FILE_REMOVE_QUEUE} and state = 'retry'`,
    );
    await waitFor(
      async () => (await t.app.ctx.jobs.count(FILE_REMOVE_QUEUE, "completed")) === 1,
      15_000,
      "the removal",
    );
    expect(await t.app.ctx.storage.read(old)).toBeUndefined();
    // Run again (a duplicate, or a retry after a crash), removing a file already gone succeeds.
    await t.app.ctx.jobs.send(FILE_REMOVE_QUEUE, { name: old }, { singletonKey: old });
    await waitFor(async () => (await t.app.ctx.jobs.count(FILE_REMOVE_QUEUE, "completed")) === 2, 15_000, "again");
    expect(await t.app.ctx.jobs.count(FILE_REMOVE_QUEUE, "failed")).toBe(0);
  });
});
