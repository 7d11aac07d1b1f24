import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { FolderLockedError } from "../db/folder-lock.ts";
import { REFERENCE_DATA_VERSION } from "../modules/reference/reference.data.ts";
import { seedDemoWorld } from "../seed/demo-world.ts";
import { startS3Server } from "../test/s3-server.ts";
import { dumpForServer, MoveError, moveDatabase, rowCounts } from "./move-database.ts";
import { moveFiles } from "./move-files.ts";

/** A PostgreSQL server on this machine to move to: DATABASE_URL's, or the local default. */
const BASE_URL = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const PASSWORD = "move-demo-password";
const reachable = await (async () => {
  const c = new pg.Client({ connectionString: BASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
})();
// Without DATABASE_URL the suite may run where no PostgreSQL is; with it (CI), the move is always tested.
if (!reachable && !process.env.DATABASE_URL) console.warn(`move.test: no PostgreSQL at ${BASE_URL}; skipped`);

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: BASE_URL });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

describe.runIf(reachable || process.env.DATABASE_URL)("moving an embedded installation", () => {
  const name = `quad_move_${randomBytes(6).toString("hex")}`;
  const url = Object.assign(new URL(BASE_URL), { pathname: `/${name}` }).toString();
  let dataDir: string;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  const env = (extra: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SERVE_WEB: "false", JOBS_WORKERS: "false", ...extra });

  beforeAll(async () => {
    dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "quad-move-"));
    s3 = await startS3Server("quad-moved-files");
    await admin((c) => c.query(`create database ${name}`));
    // An embedded installation as `npm start` leaves it: migrated, reference data, pg-boss's schema, a demo world.
    const config = env({ DATA_DIR: dataDir });
    const app = await build(config);
    try {
      await seedDemoWorld(app.ctx.db, { scale: 0, password: PASSWORD, config, storage: app.ctx.storage });
    } finally {
      await app.close();
    }
  }, 600_000);
  afterAll(async () => {
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    await s3?.close();
    if (dataDir) await fs.promises.rm(dataDir, { recursive: true, force: true });
  });

  it("refuses while a server holds the folder, by the command too", async () => {
    const held = await openDatabase({ dataDir });
    try {
      await expect(moveDatabase({ dataDir, url })).rejects.toBeInstanceOf(FolderLockedError);
      await expect(moveFiles({ dataDir, config: env(s3.env) })).rejects.toBeInstanceOf(FolderLockedError);
      const child = spawn(
        process.execPath,
        ["--import", "tsx", path.resolve(import.meta.dirname, "move.ts"), "database"],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: url },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let stderr = "";
      child.stderr.on("data", (d) => {
        stderr += d;
      });
      const code = await new Promise((r) => child.on("exit", r));
      expect(code).toBe(1);
      expect(stderr).toContain(`is in use by Quad process ${process.pid}`);
      expect(stderr).toContain("Stop the server first");
    } finally {
      await held.close();
    }
    expect(await admin((c) => c.query("select 1 from pg_database where datname = $1", [name]))).toHaveProperty(
      "rowCount",
      1,
    );
  }, 60_000);

  it("moves the demo world's rows and files, and the app serves from where they went", async () => {
    const report = await moveDatabase({ dataDir, url });
    expect(report.warnings).toEqual([]);

    // The same rows per table on both sides, pg-boss's included, read apart from the command's own check.
    const source = await openDatabase({ dataDir });
    const before = await rowCounts(source.pglite as never).finally(() => source.close());
    const { after, referenceVersion } = await admin(async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        // The reference data's version is the countries table's comment: without it a start would seed it again.
        const { rows } = await c.query("select obj_description('public.countries'::regclass, 'pg_class') as v");
        return { after: await rowCounts(c), referenceVersion: rows[0]?.v };
      } finally {
        await c.end();
      }
    });
    expect(referenceVersion).toBe(REFERENCE_DATA_VERSION);
    expect(after).toEqual(before);
    expect(Object.keys(after)).toEqual(expect.arrayContaining(["drizzle.__drizzle_migrations", "pgboss.job"]));
    expect(after["public.users"]).toBeGreaterThan(5);
    expect(report.rows).toBe(Object.values(before).reduce((a, b) => a + b, 0));

    // The target is no longer empty: a second move is refused and changes nothing.
    await expect(moveDatabase({ dataDir, url })).rejects.toThrow(MoveError);
    await expect(moveDatabase({ dataDir, url })).rejects.toThrow(/is not empty/);

    // The files: every stored file in the bucket with its size; a second run copies nothing.
    const config = env(s3.env);
    const files = await moveFiles({ dataDir, config });
    const local = Object.fromEntries(
      (await fs.promises.readdir(path.join(dataDir, "files"))).map((f) => [
        f,
        fs.statSync(path.join(dataDir, "files", f)).size,
      ]),
    );
    expect(files).toMatchObject({ files: Object.keys(local).length, copied: Object.keys(local).length, present: 0 });
    expect(Object.keys(local).length).toBeGreaterThan(0);
    const client = new S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
    });
    const listed = await client
      .send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET }))
      .finally(() => client.destroy());
    expect(Object.fromEntries((listed.Contents ?? []).map((o) => [o.Key, o.Size]))).toEqual(local);
    expect(await moveFiles({ dataDir, config })).toMatchObject({ copied: 0, present: Object.keys(local).length });

    // The app on the moved database and bucket: the demo account signs in, and a stored file reads back.
    const app = await build(env({ ...s3.env, DATABASE_URL: url }));
    try {
      const res = await app.inject({
        method: "POST",
        url: "/api/v1/partners/sessions",
        payload: { email: "university@quad.test", password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const [first] = Object.keys(local);
      const bytes = await app.ctx.storage.read(first as string);
      expect(bytes?.equals(fs.readFileSync(path.join(dataDir, "files", first as string)))).toBe(true);
    } finally {
      await app.close();
    }
  }, 600_000);
});

describe("dumpForServer", () => {
  const dump = [
    "SET statement_timeout = 0;",
    "SET transaction_timeout = 0;",
    "COMMENT ON EXTENSION pg_trgm IS 'text similarity measurement and index searching based on trigrams';",
    "COMMENT ON TABLE public.countries IS 'reference-2026-2';",
  ].join("\n");

  it("drops what an older server or a user not owning the extensions would refuse, and keeps the rest", () => {
    expect(dumpForServer(dump, 150020).split("\n")).toEqual([
      "SET statement_timeout = 0;",
      "",
      "",
      "COMMENT ON TABLE public.countries IS 'reference-2026-2';",
    ]);
    expect(dumpForServer(dump, 170004)).toContain("SET transaction_timeout = 0;");
  });
});
