import { getTableName, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { type SecretBox, SecretUnreadableError } from "../lib/secrets/secret-box.ts";
import { calendarConnections } from "../modules/calendar-sync/calendar-sync.table.ts";
import { crmIntegrations } from "../modules/connections/connections.table.ts";
import { slackSettings } from "../modules/messages/slack.table.ts";
import { ssoConnections } from "../modules/sso/sso.table.ts";
import { videoConnections } from "../modules/zoom/zoom.table.ts";

/** Every column holding an integration secret (decision 102), with the key of its row. */
const COLUMNS: [PgTable, PgColumn, PgColumn][] = [
  [calendarConnections, calendarConnections.user_id, calendarConnections.secret],
  [calendarConnections, calendarConnections.user_id, calendarConnections.access_token],
  [videoConnections, videoConnections.partner_id, videoConnections.access_token],
  [videoConnections, videoConnections.partner_id, videoConnections.refresh_token],
  [ssoConnections, ssoConnections.partner_id, ssoConnections.client_secret],
  [slackSettings, slackSettings.partner_id, slackSettings.webhook_url],
  [crmIntegrations, crmIntegrations.partner_id, crmIntegrations.secret],
];

export const SECRET_COLUMNS = COLUMNS.map(([table, key, column]) => ({
  table: getTableName(table),
  key: key.name,
  column: column.name,
}));

export interface ColumnReport {
  /** table.column */
  name: string;
  rewritten: number;
  current: number;
  /** The keys of rows whose value cannot be read (connect again, or add its key to SECRETS_OLD_KEYS). */
  unreadable: { key: number; reason: string }[];
}

const BATCH = 500;

/**
 * Writes every stored secret again with the current key: legacy plain text and values of old keys. Idempotent (a
 * value already under the current key is left alone) and safe beside a running server: a row is only written when
 * it still holds the value read (a value changed meanwhile was written by the server, with its key).
 */
export async function reencryptSecrets(db: Db, box: SecretBox, opts: { dryRun?: boolean } = {}) {
  const reports: ColumnReport[] = [];
  for (const { table, key, column } of SECRET_COLUMNS) {
    const report: ColumnReport = { name: `${table}.${column}`, rewritten: 0, current: 0, unreadable: [] };
    const [t, k, c] = [sql.identifier(table), sql.identifier(key), sql.identifier(column)];
    let after = -1;
    for (;;) {
      const { rows } = await db.execute<{ key: number; value: string }>(
        sql`select ${k} as key, ${c} as value from ${t} where ${c} is not null and ${k} > ${after}
            order by ${k} limit ${BATCH}`,
      );
      for (const row of rows) {
        if (!box.needsRewrite(row.value)) {
          report.current += 1;
          continue;
        }
        let plain: string;
        try {
          plain = box.open(row.value);
        } catch (err) {
          if (!(err instanceof SecretUnreadableError)) throw err;
          report.unreadable.push({ key: Number(row.key), reason: err.message });
          continue;
        }
        if (opts.dryRun) {
          report.rewritten += 1;
          continue;
        }
        const written = await db.execute(
          sql`update ${t} set ${c} = ${box.seal(plain)} where ${k} = ${row.key} and ${c} = ${row.value} returning 1`,
        );
        if (written.rows.length > 0) report.rewritten += 1;
      }
      if (rows.length < BATCH) break;
      after = Number(rows[rows.length - 1]?.key);
    }
    reports.push(report);
  }
  return reports;
}
