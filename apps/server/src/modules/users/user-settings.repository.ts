import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { partners } from "../partners/partners.table.ts";
import { contactRequests, userConfigurations, users } from "./users.table.ts";

/** What a user's settings change of their own row, their institution's time zone, and their contact requests. */
export function createUserSettingsRepository(db: Db) {
  return {
    async passwordHash(userId: number): Promise<string | null | undefined> {
      const [row] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId));
      return row ? row.hash : undefined;
    },
    async setPassword(userId: number, passwordHash: string, at: Date) {
      await db.update(users).set({ password_hash: passwordHash, updated_at: at }).where(eq(users.id, userId));
    },
    async updateUser(userId: number, changes: Partial<typeof users.$inferInsert>) {
      await db.update(users).set(changes).where(eq(users.id, userId));
    },
    async setPartnerTimezone(partnerId: number, timezone: string, at: Date) {
      await db.update(partners).set({ timezone, updated_at: at }).where(eq(partners.id, partnerId));
    },
    async emailPreferences(userId: number): Promise<Record<string, boolean> | null | undefined> {
      const [row] = await db.select({ p: users.email_preferences }).from(users).where(eq(users.id, userId));
      return row?.p;
    },
    async addContactRequest(row: typeof contactRequests.$inferInsert) {
      await db.insert(contactRequests).values(row);
    },
    async dashboardOnboardingDone(userId: number): Promise<boolean | undefined> {
      const [row] = await db
        .select({ done: userConfigurations.is_dashboard_onboarding_complete })
        .from(userConfigurations)
        .where(eq(userConfigurations.user_id, userId));
      return row?.done;
    },
    async setDashboardOnboardingDone(userId: number, done: boolean, at: Date) {
      await db
        .insert(userConfigurations)
        .values({ user_id: userId, is_dashboard_onboarding_complete: done, updated_at: at })
        .onConflictDoUpdate({
          target: userConfigurations.user_id,
          set: { is_dashboard_onboarding_complete: done, updated_at: at },
        });
    },
    /** Each an indexed existence check of the institution's own rows. */
    async configurationFlags(partnerId: number, today: string) {
      const result = await db.execute(sql`
        select
          exists (select 1 from dashboard_connection_counts where partner_id = ${partnerId} and n > 0) as leads,
          exists (select 1 from lead_categories where partner_id = ${partnerId}) as categories,
          exists (select 1 from partner_mappings where partner_id = ${partnerId}
            and jsonb_array_length(mapping_columns) > 0) as mapping,
          exists (select 1 from events e where e.university_partner_id = ${partnerId} and e.status = 'confirm'
            and e.event_date < ${today}::date
            and not exists (select 1 from event_feedbacks f where f.event_id = e.id)) as feedback`);
      const [flags] = ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as {
        leads: boolean;
        categories: boolean;
        mapping: boolean;
        feedback: boolean;
      }[];
      return flags;
    },
  };
}
