import path from "node:path";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { createSecretBox } from "../lib/secrets/secret-box.ts";
import { runCommand } from "./run.ts";
import { reencryptSecrets } from "./secret-columns.ts";

/**
 * `npm run secrets:reencrypt [-- --dry-run]` (decision 102): every stored integration secret written again with
 * SECRETS_KEY: values saved before encryption, and values of the keys listed in SECRETS_OLD_KEYS. Run it after
 * every server runs with the new key; once it reports nothing unreadable, the old keys can be removed.
 */
async function main() {
  const args = process.argv.slice(2);
  const dryRun = args.includes("--dry-run");
  if (args.some((a) => a !== "--dry-run")) {
    console.error("usage: npm run secrets:reencrypt [-- --dry-run]");
    process.exit(2);
  }
  const config = loadConfig();
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir });
  try {
    await database.migrate();
    const box = createSecretBox(config.secretKeys);
    if (!config.SECRETS_KEY) console.warn("SECRETS_KEY is not set: using the development key (never in production).");
    const reports = await reencryptSecrets(database.db, box, { dryRun });
    let unreadable = 0;
    for (const r of reports) {
      const verb = dryRun ? "to rewrite" : "rewritten";
      console.log(`${r.name}: ${r.rewritten} ${verb}, ${r.current} already under key ${box.currentKid}`);
      for (const u of r.unreadable) console.log(`  cannot read row ${u.key}: ${u.reason}`);
      unreadable += r.unreadable.length;
    }
    if (unreadable > 0) {
      console.error(
        `${unreadable} stored secret(s) cannot be read: add the key they were written with to SECRETS_OLD_KEYS and run again, or have those integrations connected again.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

runCommand(main);
