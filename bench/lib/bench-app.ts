import { randomBytes } from "node:crypto";
import { build } from "@quad/server/src/app.ts";
import { loadConfig } from "@quad/server/src/config.ts";
import { adminQuery } from "./throughput.ts";

/** The PostgreSQL server the benches make their databases on (BENCH_DATABASE_URL; default the local one). */
export const BENCH_BASE = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * A fresh database `quad_bench_<tag>_<random>` on the bench server and the app built on it as production runs it
 * (silent, no web app, no demo world, no job workers unless `env` says so); `drop` removes the database once the app
 * is closed.
 */
export async function benchApp(tag: string, env: Record<string, string> = {}) {
  const name = `quad_bench_${tag}_${randomBytes(4).toString("hex")}`;
  await adminQuery(BENCH_BASE, `create database ${name}`);
  const url = new URL(BENCH_BASE);
  url.pathname = `/${name}`;
  const app = await build(
    loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      SERVE_WEB: "false",
      SEED_ON_START: "false",
      DATABASE_URL: url.toString(),
      APP_URL: "http://127.0.0.1",
      FILE_URL_SECRET: randomBytes(32).toString("hex"),
      SECRETS_KEY: randomBytes(32).toString("base64"),
      JOBS_WORKERS: "false",
      ...env,
    }),
  );
  return { app, name, drop: () => adminQuery(BENCH_BASE, `drop database if exists ${name} with (force)`) };
}
