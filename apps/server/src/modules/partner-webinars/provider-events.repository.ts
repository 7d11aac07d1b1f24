import { and, asc, count, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { providerEventParticipants, providerEvents, webinarCategories } from "../webinars/webinar-catalogue.table.ts";
import { webinars } from "../webinars/webinar-sessions.table.ts";

const columns = (partnerId: number) => ({
  id: providerEvents.id,
  title: providerEvents.title,
  description: providerEvents.description,
  start_time: providerEvents.start_time,
  end_time: providerEvents.end_time,
  timezone: providerEvents.timezone,
  category_id: webinarCategories.id,
  category_name: webinarCategories.name,
  category_name_zh: webinarCategories.name_zh,
  participants_count: sql<number>`(select count(*)::int from ${providerEventParticipants} p where p.provider_event_id = ${providerEvents.id})`,
  is_participating: sql<boolean>`exists (select 1 from ${providerEventParticipants} p where p.provider_event_id = ${providerEvents.id} and p.partner_id = ${partnerId})`,
});

/** A provider's event as a partner sees it. */
export type ProviderEventRow = {
  id: number;
  title: string;
  description: string | null;
  start_time: Date;
  end_time: Date;
  timezone: string;
  category_id: number;
  category_name: string;
  category_name_zh: string | null;
  participants_count: number;
  is_participating: boolean;
};

/** What list filters pick: published events overlapping [from, to), of one category, or those a partner is in. */
export interface ProviderEventsFilter {
  from: Date;
  to?: Date;
  categoryId?: number;
  participantId?: number;
}

/** The provider's events as partners read them, and their participation. */
export function createProviderEventsRepository(db: Db) {
  const where = (f: ProviderEventsFilter) => {
    const w: SQL[] = [eq(providerEvents.status, "published")];
    w.push(gte(providerEvents.end_time, f.from));
    if (f.to) w.push(lt(providerEvents.start_time, f.to));
    if (f.categoryId) w.push(eq(providerEvents.category_id, f.categoryId));
    if (f.participantId)
      w.push(
        sql`exists (select 1 from ${providerEventParticipants} p where p.provider_event_id = ${providerEvents.id} and p.partner_id = ${f.participantId})`,
      );
    return and(...w);
  };

  return {
    /** A published event; undefined for any other id. */
    async published(partnerId: number, id: number): Promise<ProviderEventRow | undefined> {
      const [row] = await db
        .select(columns(partnerId))
        .from(providerEvents)
        .innerJoin(webinarCategories, eq(webinarCategories.id, providerEvents.category_id))
        .where(and(eq(providerEvents.id, id), eq(providerEvents.status, "published")));
      return row as ProviderEventRow | undefined;
    },
    async list(partnerId: number, f: ProviderEventsFilter, limit: number, offset: number) {
      return (await db
        .select(columns(partnerId))
        .from(providerEvents)
        .innerJoin(webinarCategories, eq(webinarCategories.id, providerEvents.category_id))
        .where(where(f))
        .orderBy(asc(providerEvents.start_time), asc(providerEvents.id))
        .limit(limit)
        .offset(offset)) as ProviderEventRow[];
    },
    async count(f: ProviderEventsFilter): Promise<number> {
      const [total] = await db.select({ n: count() }).from(providerEvents).where(where(f));
      return total?.n ?? 0;
    },
    async categories() {
      return db
        .select({ id: webinarCategories.id, name: webinarCategories.name, name_zh: webinarCategories.name_zh })
        .from(webinarCategories)
        .orderBy(asc(webinarCategories.position), asc(webinarCategories.name));
    },
    /** The partner's sessions that belong to some of the events. */
    async sessionsOf(partnerId: number, eventIds: number[]) {
      if (eventIds.length === 0) return [];
      return db
        .select({
          id: webinars.id,
          title: webinars.title,
          start_time: webinars.start_time,
          status: webinars.status,
          event_id: webinars.provider_event_id,
        })
        .from(webinars)
        .where(and(eq(webinars.partner_id, partnerId), inArray(webinars.provider_event_id, eventIds)))
        .orderBy(asc(webinars.start_time));
    },
    async participate(eventId: number, partnerId: number, userId: number, at: Date) {
      await db
        .insert(providerEventParticipants)
        .values({ provider_event_id: eventId, partner_id: partnerId, joined_by: userId, joined_at: at })
        .onConflictDoNothing();
    },
    /** Withdraws the partner; its sessions stay, no longer part of the event. */
    async withdraw(eventId: number, partnerId: number, at: Date) {
      await db.transaction(async (tx) => {
        await tx
          .delete(providerEventParticipants)
          .where(
            and(
              eq(providerEventParticipants.provider_event_id, eventId),
              eq(providerEventParticipants.partner_id, partnerId),
            ),
          );
        await tx
          .update(webinars)
          .set({ provider_event_id: null, updated_at: at })
          .where(and(eq(webinars.partner_id, partnerId), eq(webinars.provider_event_id, eventId)));
      });
    },
  };
}
