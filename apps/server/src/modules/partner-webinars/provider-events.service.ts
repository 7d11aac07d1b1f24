import type { ProviderEventsQuery } from "@quad/contract/api/partner-webinars";
import { WEBINAR_MESSAGES, type WebinarStatus } from "@quad/contract/rules/partner-webinars";
import { and, asc, count, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, NotFoundError } from "../../lib/errors.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { providerEventParticipants, providerEvents, webinarCategories, webinars } from "../webinars/webinars.table.ts";

type Ctx = Pick<AppContext, "db" | "now">;

/** The provider's events as a university or application client sees them, and taking part in them. */
export function createProviderEventsService(ctx: Ctx) {
  const { db, now } = ctx;

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
  type Row = {
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

  async function views(partnerId: number, rows: Row[]) {
    const ids = rows.map((r) => r.id);
    const sessions = ids.length
      ? await db
          .select({
            id: webinars.id,
            title: webinars.title,
            start_time: webinars.start_time,
            status: webinars.status,
            event_id: webinars.provider_event_id,
          })
          .from(webinars)
          .where(and(eq(webinars.partner_id, partnerId), inArray(webinars.provider_event_id, ids)))
          .orderBy(asc(webinars.start_time))
      : [];
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      category: { id: r.category_id, name: r.category_name, name_zh: r.category_name_zh },
      start_time: r.start_time.toISOString(),
      end_time: r.end_time.toISOString(),
      timezone: r.timezone,
      participants_count: Number(r.participants_count),
      is_participating: Boolean(r.is_participating),
      sessions: sessions
        .filter((s) => s.event_id === r.id)
        .map((s) => ({
          id: s.id,
          title: s.title,
          start_time: s.start_time.toISOString(),
          status: s.status as WebinarStatus,
        })),
    }));
  }

  /** A published event; 404 for any other id. */
  async function published(partnerId: number, id: number) {
    const [row] = await db
      .select(columns(partnerId))
      .from(providerEvents)
      .innerJoin(webinarCategories, eq(webinarCategories.id, providerEvents.category_id))
      .where(and(eq(providerEvents.id, id), eq(providerEvents.status, "published")));
    if (!row) throw new NotFoundError(`Event ${id} not found`);
    return row as Row;
  }

  async function one(partnerId: number, id: number) {
    const [event] = await views(partnerId, [await published(partnerId, id)]);
    return { event: event as NonNullable<typeof event> };
  }

  return {
    async list(me: UserWithPartner, q: ProviderEventsQuery) {
      const where: SQL[] = [eq(providerEvents.status, "published")];
      // By default the events that have not ended; a date range picks events overlapping it.
      const from = q.from ? new Date(`${q.from}T00:00:00Z`) : now();
      where.push(gte(providerEvents.end_time, from));
      if (q.to) where.push(lt(providerEvents.start_time, new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000)));
      if (q.category_id) where.push(eq(providerEvents.category_id, q.category_id));
      const perPage = q.per_page ?? 20;
      const pageNo = q.page_no ?? 1;
      const rows = (await db
        .select(columns(me.partner_id))
        .from(providerEvents)
        .innerJoin(webinarCategories, eq(webinarCategories.id, providerEvents.category_id))
        .where(and(...where))
        .orderBy(asc(providerEvents.start_time), asc(providerEvents.id))
        .limit(perPage)
        .offset((pageNo - 1) * perPage)) as Row[];
      const [total] = await db
        .select({ n: count() })
        .from(providerEvents)
        .where(and(...where));
      const categories = await db
        .select({ id: webinarCategories.id, name: webinarCategories.name, name_zh: webinarCategories.name_zh })
        .from(webinarCategories)
        .orderBy(asc(webinarCategories.position), asc(webinarCategories.name));
      return { events: await views(me.partner_id, rows), categories, total_count: total?.n ?? 0, page_no: pageNo };
    },

    async participate(me: UserWithPartner, id: number) {
      const event = await published(me.partner_id, id);
      if (event.end_time.getTime() <= now().getTime()) throw new ConflictError(WEBINAR_MESSAGES.eventNotOpen);
      await db
        .insert(providerEventParticipants)
        .values({ provider_event_id: id, partner_id: me.partner_id, joined_by: me.id, joined_at: now() })
        .onConflictDoNothing();
      return one(me.partner_id, id);
    },

    /** Withdraws; the partner's sessions stay, no longer part of the event. */
    async withdraw(me: UserWithPartner, id: number) {
      await published(me.partner_id, id);
      await db.transaction(async (tx) => {
        await tx
          .delete(providerEventParticipants)
          .where(
            and(
              eq(providerEventParticipants.provider_event_id, id),
              eq(providerEventParticipants.partner_id, me.partner_id),
            ),
          );
        await tx
          .update(webinars)
          .set({ provider_event_id: null, updated_at: now() })
          .where(and(eq(webinars.partner_id, me.partner_id), eq(webinars.provider_event_id, id)));
      });
      return one(me.partner_id, id);
    },
  };
}
