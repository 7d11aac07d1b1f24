import type { ProviderEventsQuery } from "@quad/contract/api/partner-webinars";
import { WEBINAR_MESSAGES, type WebinarStatus } from "@quad/contract/rules/partner-webinars";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, NotFoundError } from "../../lib/errors.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createProviderEventsRepository, type ProviderEventRow } from "./provider-events.repository.ts";

type Ctx = Pick<AppContext, "db" | "now">;

/** The provider's events as a university or application client sees them, and taking part in them. */
export function createProviderEventsService(ctx: Ctx) {
  const { now } = ctx;
  const repo = createProviderEventsRepository(ctx.db);

  async function views(partnerId: number, rows: ProviderEventRow[]) {
    const sessions = await repo.sessionsOf(
      partnerId,
      rows.map((r) => r.id),
    );
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
    const row = await repo.published(partnerId, id);
    if (!row) throw new NotFoundError(`Event ${id} not found`);
    return row;
  }

  async function one(partnerId: number, id: number) {
    const [event] = await views(partnerId, [await published(partnerId, id)]);
    return { event: event as NonNullable<typeof event> };
  }

  return {
    async list(me: UserWithPartner, q: ProviderEventsQuery) {
      // By default the events that have not ended; a date range picks events overlapping it.
      const filter = {
        from: q.from ? new Date(`${q.from}T00:00:00Z`) : now(),
        to: q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000) : undefined,
        categoryId: q.category_id || undefined,
        participantId: q.participating ? me.partner_id : undefined,
      };
      const perPage = q.per_page ?? 20;
      const pageNo = q.page_no ?? 1;
      const rows = await repo.list(me.partner_id, filter, perPage, (pageNo - 1) * perPage);
      const total = await repo.count(filter);
      const categories = await repo.categories();
      return { events: await views(me.partner_id, rows), categories, total_count: total, page_no: pageNo };
    },

    async participate(me: UserWithPartner, id: number) {
      const event = await published(me.partner_id, id);
      if (event.end_time.getTime() <= now().getTime()) throw new ConflictError(WEBINAR_MESSAGES.eventNotOpen);
      await repo.participate(id, me.partner_id, me.id, now());
      return one(me.partner_id, id);
    },

    /** Withdraws; the partner's sessions stay, no longer part of the event. */
    async withdraw(me: UserWithPartner, id: number) {
      await published(me.partner_id, id);
      await repo.withdraw(id, me.partner_id, now());
      return one(me.partner_id, id);
    },
  };
}
