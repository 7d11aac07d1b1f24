/**
 * `npm run seed -- --scale N`: migrates the database, seeds the reference data and the demo world,
 * and prints the demo sign-ins. While a server holds the same embedded database folder it is refused (decision 062).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { runCommand } from "../cli/run.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { seedReferenceData } from "../modules/reference/reference.seed.ts";
import { createStorage } from "../plugins/storage.ts";
import { seedDemoWorld } from "./demo-world.ts";

const USAGE = `Usage: npm run seed -- [--scale N] [--password TEXT]

  --scale N        200 x N schools and 50 x N universities besides the demo institutions (default: SEED_SCALE or 1)
  --password TEXT  password of every demo account (default: DEMO_PASSWORD or "quad-demo")

Uses DATABASE_URL when set, else the embedded database in DATA_DIR (default ./data, relative to where npm was run).`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: "string" },
      password: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const scaleText = values.scale ?? process.env.SEED_SCALE ?? "1";
  const scale = Number(scaleText);
  if (!Number.isInteger(scale) || scale < 0 || scale > 100)
    fail(`--scale must be a whole number from 0 to 100, not "${scaleText}"`);
  const password = values.password ?? process.env.DEMO_PASSWORD ?? "quad-demo";
  if (password.length < 8) fail("--password must have at least 8 characters");

  // `npm run seed` at the repository root runs this inside apps/server; DATA_DIR means the caller's folder.
  const rawDataDir = process.env.DATA_DIR ?? "./data";
  const dataDir =
    rawDataDir === "memory://" ? rawDataDir : path.resolve(process.env.INIT_CWD ?? process.cwd(), rawDataDir);
  const url = process.env.DATABASE_URL || undefined;

  const database = await openDatabase({ url, dataDir });
  try {
    const started = performance.now();
    await database.migrate();
    await seedReferenceData(database.db);
    // Join links are signed with FILE_URL_SECRET: the app that serves them must have the same one. Uploaded files
    // (brochures, application documents) go where the app reads them: DATA_DIR/files, or the S3 bucket.
    const config = loadConfig({
      LOG_LEVEL: "silent",
      FILE_URL_SECRET: process.env.FILE_URL_SECRET,
      DATA_DIR: dataDir,
      S3_BUCKET: process.env.S3_BUCKET,
      S3_ENDPOINT: process.env.S3_ENDPOINT,
      S3_REGION: process.env.S3_REGION,
      S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY,
    });
    const storage = createStorage(config);
    const result = await seedDemoWorld(database.db, { scale, password, config, storage }).finally(() =>
      storage.close(),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const where = url ? "PostgreSQL (DATABASE_URL)" : path.join(dataDir, "pglite");
    console.log(
      result.created
        ? `Seeded the demo world at scale ${scale} in ${seconds} s into ${where}.`
        : `The demo world is already there in ${where}; nothing changed.`,
    );
    console.log(`\nDemo sign-ins${result.created ? ` (password "${password}")` : ""}:`);
    for (const s of result.signIns) console.log(`  ${s.email.padEnd(30)} ${s.institute_type} ${s.role}`);
  } finally {
    await database.close();
  }
}

runCommand(main);
