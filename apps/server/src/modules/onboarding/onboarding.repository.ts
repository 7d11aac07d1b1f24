import type { DashboardStepFacts } from "@quad/contract/rules/onboarding";
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { partners } from "../partners/partners.table.ts";
import { regions } from "../reference/reference.table.ts";
import { users } from "../users/users.table.ts";
import { userOnboardings } from "./onboarding.table.ts";

export type OnboardingRow = typeof userOnboardings.$inferSelect;
export type OnboardingChanges = Partial<typeof userOnboardings.$inferInsert>;

/** A user's onboarding row, and what the onboarding reads of the user, their colleagues and institution. */
export function createOnboardingRepository(db: Db) {
  const activePeers = (me: { id: number; partner_id: number }) =>
    and(eq(users.partner_id, me.partner_id), ne(users.id, me.id), eq(users.status, "active"));
  return {
    async find(userId: number): Promise<OnboardingRow | undefined> {
      const [row] = await db.select().from(userOnboardings).where(eq(userOnboardings.user_id, userId));
      return row;
    },
    async save(userId: number, values: OnboardingChanges, at: () => Date) {
      await db
        .insert(userOnboardings)
        .values({ user_id: userId, ...values, updated_at: at() })
        .onConflictDoUpdate({ target: userOnboardings.user_id, set: { ...values, updated_at: at() } });
    },
    async isOnboard(userId: number): Promise<boolean | undefined> {
      const [u] = await db.select({ is_onboard: users.is_onboard }).from(users).where(eq(users.id, userId));
      return u?.is_onboard;
    },
    async setOnboard(userId: number, isOnboard: boolean, at: Date) {
      await db.update(users).set({ is_onboard: isOnboard, updated_at: at }).where(eq(users.id, userId));
    },
    regions() {
      return db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(regions.name);
    },
    regionIds() {
      return db.select({ id: regions.id }).from(regions);
    },
    /** Up to 50 active colleagues, and how many there are. */
    async peers(me: { id: number; partner_id: number }) {
      const list = await db
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
          is_onboard: users.is_onboard,
        })
        .from(users)
        .where(activePeers(me))
        .orderBy(users.first_name)
        .limit(50);
      const [total] = await db.select({ n: count() }).from(users).where(activePeers(me));
      return { list, total: Number(total?.n ?? 0) };
    },
    async profile(userId: number) {
      const [u] = await db
        .select({
          first_name: users.first_name,
          last_name: users.last_name,
          designation: users.designation,
          timezone: users.timezone,
        })
        .from(users)
        .where(eq(users.id, userId));
      return u;
    },
    /**
     * What the dashboard's first steps read of the institution (issue 24 §3), its own rows only: sessions it
     * published (not cancelled), school visits it requested, its past confirmed visits without feedback, its lead
     * categories.
     */
    async dashboardStepFacts(partnerId: number, today: string): Promise<DashboardStepFacts> {
      const result = await db.execute(sql`
        select
          (select count(*) from webinars w where w.partner_id = ${partnerId} and w.status = 'published'
            and w.cancelled_at is null)::int as published_webinars,
          (select count(*) from events e where e.university_partner_id = ${partnerId})::int as requested_visits,
          (select count(*) from events e where e.university_partner_id = ${partnerId} and e.status = 'confirm'
            and e.event_date < ${today}::date
            and not exists (select 1 from event_feedbacks f where f.event_id = e.id))::int as visits_awaiting_feedback,
          (select count(*) from lead_categories c where c.partner_id = ${partnerId})::int as lead_categories`);
      const rows = ((result as unknown as { rows?: unknown[] }).rows ??
        (result as unknown as unknown[])) as DashboardStepFacts[];
      const [facts] = rows;
      if (!facts) throw new Error("dashboard step facts: no row");
      return facts;
    },
    async institution(partnerId: number) {
      const [p] = await db
        .select({ description: partners.description, logo: partners.logo, website: partners.website })
        .from(partners)
        .where(eq(partners.id, partnerId));
      return p;
    },
  };
}
