import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { createOutboxRepository } from "../modules/mail/outbox.repository.ts";
import { accountApprovedMail } from "../modules/mail/templates.ts";
import { partners } from "../modules/partners/partners.table.ts";
import { users } from "../modules/users/users.table.ts";
import { createMailer } from "../plugins/mailer.ts";
import { runCommand } from "./run.ts";

/** Operator command: approve a registered institution by its admin's email or its partner id. */
async function main() {
  const arg = process.argv[2];
  if (!arg) {
    console.error("usage: npm run approve -- <admin email | partner id>");
    process.exit(2);
  }
  const config = loadConfig();
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir });
  await database.migrate();
  const { db } = database;
  const [target] = /^\d+$/.test(arg)
    ? await db
        .select({ partner_id: partners.id })
        .from(partners)
        .where(eq(partners.id, Number(arg)))
    : await db
        .select({ partner_id: users.partner_id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, arg.toLowerCase()));
  if (!target) {
    console.error(`No institution found for ${arg}`);
    process.exit(1);
  }
  const now = new Date();
  const [partner] = await db
    .update(partners)
    .set({ status: "active", approved_at: now, updated_at: now })
    .where(eq(partners.id, target.partner_id))
    .returning({ id: partners.id, name: partners.name });
  const admins = await db
    .select({ email: users.email, first_name: users.first_name, locale: users.locale })
    .from(users)
    .where(eq(users.partner_id, target.partner_id));
  const mailer = createMailer({
    outbox: createOutboxRepository(db),
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: { info: () => undefined, error: console.error } as never,
  });
  for (const a of admins) {
    await mailer.send(accountApprovedMail(a.email, a.first_name, `${config.appUrl}/sign-in`, a.locale as "en-US"));
  }
  await mailer.flush();
  console.log(`Approved ${partner?.name} (partner ${partner?.id}); ${admins.length} user(s) notified.`);
  await database.close();
}

runCommand(main);
