import type { SlackEvent } from "@quad/contract/rules/slack";
import { SLACK_EVENTS } from "@quad/contract/rules/slack";
import { inArray, sql } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { createSecretBox } from "../lib/secrets/secret-box.ts";
import { createSlackRepository } from "../modules/messages/slack.repository.ts";
import { createStaffCalendarService } from "../modules/staff-calendar/staff-calendar.service.ts";
import { users } from "../modules/users/users.table.ts";
import { DEMO_SIGN_INS } from "./demo-accounts.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The demo institutions whose Slack posts to SLACK_DEMO_WEBHOOK_URL. */
/** The demo institutions whose Slack is set up (the starter university has not set up its tools yet). */
export const SLACK_ADMINS = ["university@quad.test", "school@quad.test", "client@quad.test"];

/**
 * Issue 25's demo (decisions 090 and 091): every demo sign-in has its calendar feed on, and, when
 * SLACK_DEMO_WEBHOOK_URL is set (`npm run dev` sets the local sink), the demo institutions post every event to
 * it. Idempotent: a feed or a Slack setting already there is kept.
 */
export async function seedDemoMessages(tx: Tx, opts: { now: Date; config: Config }) {
  const rows = await tx
    .select({ id: users.id, email: users.email, partner_id: users.partner_id })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        DEMO_SIGN_INS.map((s) => s.email.toLowerCase()),
      ),
    );
  const db = tx as unknown as Db;
  const feeds = createStaffCalendarService({ db, config: opts.config, now: () => opts.now });
  for (const row of rows) await feeds.ensureOn(row);

  const webhook = opts.config.SLACK_DEMO_WEBHOOK_URL;
  if (!webhook) return;
  const slack = createSlackRepository(db, createSecretBox(opts.config.secretKeys));
  for (const row of rows.filter((r) => SLACK_ADMINS.includes(r.email.toLowerCase()))) {
    if (await slack.settings(row.partner_id)) continue;
    await slack.save(
      row.partner_id,
      { webhook_url: webhook, events: [...SLACK_EVENTS] as SlackEvent[], updated_by: row.id },
      opts.now,
    );
  }
}
