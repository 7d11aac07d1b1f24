import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { createOutboxRepository } from "../modules/mail/outbox.repository.ts";
import { createNotifier } from "../modules/notifications/notifications.service.ts";
import { createProviderCatalogue } from "../modules/partner-webinars/provider-catalogue.ts";
import { createLiveHub } from "../plugins/live.ts";
import { createMailer } from "../plugins/mailer.ts";
import { runCommand } from "./run.ts";

const USAGE = `usage:
  npm run webinars -- category "Name" [--zh "中文名"] [--description "..."] [--position 1]
  npm run webinars -- event --category <id | name> --title "..." --start 2026-12-01T09:00 --end 2026-12-01T17:00 --timezone Asia/Shanghai [--description "..."] [--draft]
  npm run webinars -- list`;

/** Operator command: the provider's webinar categories and events (issue 10 §1). */
async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      zh: { type: "string" },
      description: { type: "string" },
      position: { type: "string" },
      category: { type: "string" },
      title: { type: "string" },
      start: { type: "string" },
      end: { type: "string" },
      timezone: { type: "string" },
      draft: { type: "boolean" },
    },
  });
  if (!command || !["category", "event", "list"].includes(command)) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir });
  await database.migrate();
  const { db } = database;
  const log = { info: () => undefined, error: console.error, warn: console.warn, debug: () => undefined } as never;
  const mailer = createMailer({
    outbox: createOutboxRepository(db),
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log,
  });
  const notifier = createNotifier({ db, mailer, config, now: () => new Date(), live: createLiveHub(database, log) });
  const catalogue = createProviderCatalogue({ db, notifier });
  try {
    if (command === "category") {
      const name = positionals[0];
      if (!name) throw new Error(USAGE);
      const c = await catalogue.addCategory({
        name,
        name_zh: values.zh,
        description: values.description,
        position: values.position ? Number(values.position) : undefined,
      });
      console.log(c.created ? `Created category ${c.name} (id ${c.id})` : `Category ${c.name} exists (id ${c.id})`);
    } else if (command === "event") {
      if (!values.category || !values.title || !values.start || !values.end || !values.timezone) throw new Error(USAGE);
      const e = await catalogue.addEvent({
        category: values.category,
        title: values.title,
        start: values.start,
        end: values.end,
        timezone: values.timezone,
        description: values.description,
        draft: values.draft,
      });
      console.log(
        `Created ${e.status} event ${e.title} (id ${e.id}) in ${e.category}; ${e.notified} institution(s) notified.`,
      );
    } else {
      const { categories, events } = await catalogue.list();
      for (const c of categories) console.log(`category ${c.id}\t${c.name}${c.name_zh ? ` / ${c.name_zh}` : ""}`);
      for (const e of events)
        console.log(
          `event ${e.id}\t${e.status}\t${e.start_time.toISOString()}\t${e.title} (category ${e.category_id})`,
        );
    }
    await mailer.flush();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

runCommand(main);
