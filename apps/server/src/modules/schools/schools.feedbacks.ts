import dayjs from "dayjs";
import { and, avg, count, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import { eventFeedbacks, events } from "../visits/visits.table.ts";
import { createNotifier } from "../notifications/notifications.service.ts";
import { partners } from "../partners/partners.table.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { roundedRating } from "./rating.ts";

/** Ratings of visits: a university rates a visit that took place; universities and the school read them. */
export function createSchoolFeedbacks(ctx: Pick<AppContext, "db" | "now" | "mailer" | "config" | "live">) {
  const { db, now } = ctx;
  const notifier = createNotifier(ctx);
  const today = () => dayjs(now()).format("YYYY-MM-DD");

  return {
    /** A university rates its own confirmed visit once it took place. */
    async createFeedback(me: UserWithPartner, eventId: number, input: { rating: number; comment?: string }) {
      const [event] = await db
        .select({ id: events.id, status: events.status, date: events.event_date, school: events.school_partner_id })
        .from(events)
        .where(and(eq(events.id, eventId), eq(events.university_partner_id, me.partner_id)));
      if (!event || me.institute_type !== "University") throw new NotFoundError(`Event ${eventId} not found`);
      if (event.status !== "confirm" || !event.date || event.date >= today()) {
        throw new ValidationError({ event_id: "You can rate a visit once it has taken place" });
      }
      const saved = await db
        .insert(eventFeedbacks)
        .values({
          event_id: event.id,
          school_partner_id: event.school,
          university_partner_id: me.partner_id,
          user_id: me.id,
          rating: input.rating,
          comment: input.comment ?? null,
          created_at: now(),
        })
        .onConflictDoNothing()
        .returning({ id: eventFeedbacks.id, created_at: eventFeedbacks.created_at });
      if (!saved[0]) throw new ConflictError("This visit has already been rated");
      await notifier.notifyPartner(event.school, {
        notification_type: "Event",
        message_key: "visitRated",
        message_params: { partner: me.partner_name, rating: input.rating },
        sub_message: input.comment ?? null,
        partner_university: me.partner_name,
        event_id: event.id,
      });
      return {
        feedback: {
          id: saved[0].id,
          event_id: event.id,
          rating: input.rating,
          comment: input.comment ?? null,
          university_name: me.partner_name,
          created_at: saved[0].created_at.toISOString(),
        },
      };
    },

    /** Ratings of a school: for universities, and for the school itself. */
    async feedbacks(me: UserWithPartner, schoolId: number, page: { page_no: number; per_page: number }) {
      const [school] = await db
        .select({ type: partners.institute_type })
        .from(partners)
        .where(eq(partners.id, schoolId));
      const allowed = me.institute_type === "University" || me.partner_id === schoolId;
      if (school?.type !== "School" || !allowed) throw new NotFoundError(`School ${schoolId} not found`);
      const university = partners;
      const rows = await db
        .select({
          id: eventFeedbacks.id,
          event_id: eventFeedbacks.event_id,
          rating: eventFeedbacks.rating,
          comment: eventFeedbacks.comment,
          university_name: university.name,
          created_at: eventFeedbacks.created_at,
        })
        .from(eventFeedbacks)
        .innerJoin(university, eq(university.id, eventFeedbacks.university_partner_id))
        .where(eq(eventFeedbacks.school_partner_id, schoolId))
        .orderBy(desc(eventFeedbacks.created_at), desc(eventFeedbacks.id))
        .limit(page.per_page)
        .offset((page.page_no - 1) * page.per_page);
      const [stats] = await db
        .select({ n: count(), avg: avg(eventFeedbacks.rating) })
        .from(eventFeedbacks)
        .where(eq(eventFeedbacks.school_partner_id, schoolId));
      const total = Number(stats?.n ?? 0);
      return {
        feedbacks: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
        average_rating: roundedRating(stats?.avg),
        matched: total,
        total,
        page_no: page.page_no,
      };
    },
  };
}
