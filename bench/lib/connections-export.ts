// `connections_export`: one export of a large institution's connections (1,000,000 by default,
// BENCH_EXPORT_ROWS to change it) by the export job's code on PostgreSQL, in a child process of its own so
// that its peak RSS growth is the job's: targets <= 60 s and <= 100 MB.
import { randomBytes } from "node:crypto";
import type { ExportBenchResult } from "../servers/connections-export.ts";
import { adminQuery } from "./throughput.ts";
import { errorText, firstMessage, killGroup, OutputTail, onInterrupt, spawnTsx } from "./util.ts";

export const EXPORT_TARGETS = { seconds: 60, rssGrowthBytes: 100 * 1024 * 1024 };

export async function measureConnectionsExport(opts: {
  databaseUrl: string;
  rows: number;
}): Promise<ExportBenchResult> {
  const name = `quad_bench_${randomBytes(6).toString("hex")}`;
  const dbUrl = new URL(opts.databaseUrl);
  dbUrl.pathname = `/${name}`;
  const drop = () => adminQuery(opts.databaseUrl, `drop database if exists ${name} with (force)`);
  const forget = onInterrupt(drop);
  await adminQuery(opts.databaseUrl, `create database ${name}`);
  const child = spawnTsx(
    "servers/connections-export.ts",
    {
      ...process.env,
      NODE_ENV: "production",
      BENCH_DATABASE_URL: dbUrl.toString(),
      BENCH_EXPORT_ROWS: String(opts.rows),
    },
    ["--expose-gc"],
  );
  const tail = new OutputTail();
  child.stdout?.on("data", (d: Buffer) => tail.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => {
    tail.push(d.toString());
    if (process.env.BENCH_EXPORT_TRACE) process.stderr.write(d);
  });
  try {
    return await firstMessage<ExportBenchResult>(child, 30 * 60_000, tail);
  } finally {
    await killGroup(child);
    forget();
    await drop().catch((err) => console.error(`  could not drop database ${name}: ${errorText(err)}`));
  }
}
