import type { SlackDeliveryKind, SlackEvent } from "@quad/contract/rules/slack";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { SecretBox } from "../../lib/secrets/secret-box.ts";
import { slackDeliveries, slackSettings } from "./slack.table.ts";

export type SlackSettingsRow = typeof slackSettings.$inferSelect;
export type SlackDeliveryRow = typeof slackDeliveries.$inferSelect;

/**
 * An institution's Slack webhook and the deliveries to it. The webhook address is encrypted at rest (decision
 * 102); one that cannot be read is as if Slack were not configured (the admin pastes it again).
 */
export function createSlackRepository(db: Db, secrets: SecretBox) {
  function readable(row: SlackSettingsRow | undefined): SlackSettingsRow | undefined {
    if (!row) return undefined;
    const url = secrets.read(row.webhook_url, `slack_settings.webhook_url of partner ${row.partner_id}`);
    return url === null ? undefined : { ...row, webhook_url: url };
  }
  return {
    async settings(partnerId: number) {
      const [row] = await db.select().from(slackSettings).where(eq(slackSettings.partner_id, partnerId));
      return readable(row);
    },
    async save(partnerId: number, values: { webhook_url: string; events: SlackEvent[]; updated_by: number }, at: Date) {
      const stored = { ...values, webhook_url: secrets.seal(values.webhook_url) };
      const [row] = await db
        .insert(slackSettings)
        .values({ partner_id: partnerId, ...stored, created_at: at, updated_at: at })
        .onConflictDoUpdate({ target: slackSettings.partner_id, set: { ...stored, updated_at: at } })
        .returning();
      if (!row) throw new Error("Slack settings not saved");
      return { ...row, webhook_url: values.webhook_url };
    },
    async remove(partnerId: number) {
      await db.delete(slackSettings).where(eq(slackSettings.partner_id, partnerId));
    },
    async addDelivery(partnerId: number, kind: SlackDeliveryKind, text: string, at: Date) {
      const [row] = await db
        .insert(slackDeliveries)
        .values({ partner_id: partnerId, kind, text, created_at: at })
        .returning();
      if (!row) throw new Error("Slack delivery not saved");
      return row;
    },
    async delivery(id: number) {
      const [row] = await db.select().from(slackDeliveries).where(eq(slackDeliveries.id, id));
      return row;
    },
    async recent(partnerId: number, limit: number) {
      return db
        .select()
        .from(slackDeliveries)
        .where(eq(slackDeliveries.partner_id, partnerId))
        .orderBy(desc(slackDeliveries.created_at), desc(slackDeliveries.id))
        .limit(limit);
    },
    /** One try's outcome; a delivered row never changes again (a retried job finds it done). */
    async recordTry(
      id: number,
      outcome: { status: "queued" | "delivered" | "failed"; last_error: string | null; delivered_at: Date | null },
    ) {
      await db
        .update(slackDeliveries)
        .set({ ...outcome, attempts: sql`${slackDeliveries.attempts} + 1` })
        .where(and(eq(slackDeliveries.id, id), sql`${slackDeliveries.status} <> 'delivered'`));
    },
    async markFailed(id: number, reason: string) {
      await db
        .update(slackDeliveries)
        .set({ status: "failed", last_error: reason })
        .where(and(eq(slackDeliveries.id, id), eq(slackDeliveries.status, "queued")));
    },
  };
}
