import path from "node:path";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { createOutboxRepository } from "../modules/mail/outbox.repository.ts";
import { accountApprovedMail } from "../modules/mail/templates.ts";
import { createPartnerApprovalRepository } from "../modules/users/partner-approval.repository.ts";
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
  const approval = createPartnerApprovalRepository(db);
  const partnerId = await approval.findPartnerId(arg);
  if (partnerId === undefined) {
    console.error(`No institution found for ${arg}`);
    process.exit(1);
  }
  const now = new Date();
  const partner = await approval.approve(partnerId, now);
  const admins = await approval.usersOf(partnerId);
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
