import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "../../app.ts";
import type { ZodApp } from "../../app-context.ts";
import { loadConfig } from "../../config.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { multipartBody, PNG_1PX } from "../../test/files.ts";
import { startS3Server } from "../../test/s3-server.ts";
import { waitFor } from "../../test/webinars.ts";

// Two API instances as in a deployment behind a proxy: one database, one bucket, one link secret,
// and each its own DATA_DIR, so a file only the first instance's disk had would be missing on the second.
const FILE_URL_SECRET = "shared-file-link-secret-for-both-instances";
const API = "/api/v1/partners";
let s3: Awaited<ReturnType<typeof startS3Server>>;
let dataDirs: string[];
let first: TestApp;
let secondDatabase: Database;
let second: ZodApp;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDirs = await Promise.all([1, 2].map(() => fs.promises.mkdtemp(path.join(os.tmpdir(), "quad-instance-"))));
  first = await createTestApp({ env: { ...s3.env, FILE_URL_SECRET, DATA_DIR: dataDirs[0] as string } });
  // On PostgreSQL the second instance has a pool of its own; PGlite in memory can only be shared.
  secondDatabase = first.database.url ? await openDatabase({ url: first.database.url }) : first.database;
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SERVE_WEB: "false",
    SEED_ON_START: "false",
    ...s3.env,
    FILE_URL_SECRET,
    DATA_DIR: dataDirs[1] as string,
  });
  second = await build(config, { database: secondDatabase });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  if (secondDatabase !== first.database) await secondDatabase.close();
  await first.close();
  await s3.close();
  for (const dir of dataDirs) await fs.promises.rm(dir, { recursive: true, force: true });
});

async function uploadPhoto(app: ZodApp, token: string, userId: number): Promise<string> {
  const body = multipartBody({ first_name: "Ada", last_name: "Lovelace" }, [
    { field: "profile_photo", filename: "me.png", type: "image/png", data: PNG_1PX },
  ]);
  const res = await app.inject({
    method: "PUT",
    url: `${API}/users/${userId}`,
    payload: body.payload,
    headers: { ...body.headers, authentication_token: token },
  });
  expect(res.statusCode).toBe(200);
  return res.json().user.profile_photo_url;
}
const nameIn = (url: string) => url.split("/").pop()?.split("?")[0] ?? "";

describe("files on object storage shared by two instances", () => {
  it("serves a photo uploaded through one instance through another, by the link the first returned", async () => {
    const { user, token } = await first.createSignedIn();
    const url = await uploadPhoto(first.app, token, user.id);
    expect(await s3.keys()).toContain(nameIn(url));

    const file = await second.inject({ method: "GET", url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.rawPayload).toEqual(PNG_1PX);
  });

  it("removes a replaced photo from the bucket: its old link answers 404 on both instances", async () => {
    const { user, token } = await first.createSignedIn();
    const oldUrl = await uploadPhoto(first.app, token, user.id);
    // The same session works on the second instance (one database), which replaces the photo.
    const newUrl = await uploadPhoto(second, token, user.id);
    expect(nameIn(newUrl)).not.toBe(nameIn(oldUrl));
    // The old photo goes by a job after the commit (decision 061); the second instance runs workers.
    await waitFor(async () => !(await s3.keys()).includes(nameIn(oldUrl)), 15_000, "the old photo's removal");
    expect(await s3.keys()).toContain(nameIn(newUrl));

    for (const app of [first.app, second]) {
      const gone = await app.inject({ method: "GET", url: oldUrl });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ error: `File ${nameIn(oldUrl)} not found` });
      expect((await app.inject({ method: "GET", url: newUrl })).rawPayload).toEqual(PNG_1PX);
    }
  });
});
