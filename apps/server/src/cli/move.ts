/**
 * Operator command: moves an embedded installation to PostgreSQL and object storage (decision 062).
 *   npm run move -- database   DATA_DIR/pglite into the empty database of DATABASE_URL
 *   npm run move -- files      DATA_DIR/files into the bucket S3_BUCKET
 * Both refuse while a server holds DATA_DIR; neither changes the embedded folder, which stays as a backup.
 */
import path from "node:path";
import { loadConfig } from "../config.ts";
import { MoveError, moveDatabase, shownUrl } from "./move-database.ts";
import { moveFiles } from "./move-files.ts";
import { runCommand } from "./run.ts";

const USAGE = `usage:
  DATABASE_URL=postgres://user@host:5432/quad npm run move -- database
      copies the embedded database (DATA_DIR/pglite) into that EMPTY PostgreSQL database and checks it
  S3_BUCKET=… S3_ENDPOINT=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… npm run move -- files
      copies the uploaded files (DATA_DIR/files) into that bucket (run again to finish an interrupted copy)
Stop the server first: both refuse while it holds DATA_DIR.`;

async function main() {
  const what = process.argv[2];
  if (what !== "database" && what !== "files") {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: "silent" });
  if (config.DATA_DIR === "memory://") throw new MoveError("DATA_DIR is memory://: there is no folder to move.");
  // `npm run move` at the repository root runs this inside apps/server; DATA_DIR means the caller's folder.
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
  const log = (line: string) => console.log(line);
  if (what === "database") {
    if (!config.DATABASE_URL)
      throw new MoveError(`DATABASE_URL is not set: it names the database to move to.\n\n${USAGE}`);
    const r = await moveDatabase({ dataDir, url: config.DATABASE_URL, log });
    for (const w of r.warnings) console.warn(`warning: ${w}`);
    console.log(
      `Moved ${r.rows} rows in ${r.tables} tables to ${shownUrl(config.DATABASE_URL)}; its ${r.migrations} migrations ` +
        "are the code's. Start Quad with this DATABASE_URL (and move the files: npm run move -- files). " +
        `${path.join(dataDir, "pglite")} is left as it was: keep it as a backup, and start nothing on it any more.`,
    );
  } else {
    const r = await moveFiles({ dataDir, config, log });
    console.log(
      `${r.copied} file(s) copied (${(r.bytes / 1024 / 1024).toFixed(1)} MB), ${r.present} already in the bucket ` +
        `${config.S3_BUCKET}, each of the ${r.files} checked by size.` +
        (r.ignored.length ? ` Not copied (not stored files): ${r.ignored.join(", ")}.` : ""),
    );
  }
}

runCommand(main);
