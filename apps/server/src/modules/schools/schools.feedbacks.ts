import dayjs from "dayjs";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import { createNotifier } from "../notifications/notifications.service.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { roundedRating } from "./rating.ts";
import { createSchoolsRepository } from "./schools.repository.ts";

/** Ratings of visits: a university rates a visit that took place; universities and the school read them. */
export function createSchoolFeedbacks(ctx: Pick<AppContext, "db" | "now" | "mailer" | "config" | "live">) {
  const { now } = ctx;
  const repo = createSchoolsRepository(ctx.db);
  const notifier = createNotifier(ctx);
  const today = () => dayjs(now()).format("YYYY-MM-DD");

  return {
    /** A university rates its own confirmed visit once it took place. */
    async createFeedback(me: UserWithPartner, eventId: number, input: { rating: number; comment?: string }) {
      const event = await repo.universityVisit(me.partner_id, eventId);
      if (!event || me.institute_type !== "University") throw new NotFoundError(`Event ${eventId} not found`);
      if (event.status !== "confirm" || !event.date || event.date >= today()) {
        throw new ValidationError({ event_id: "You can rate a visit once it has taken place" });
      }
      const saved = await repo.insertFeedback({
        event_id: event.id,
        school_partner_id: event.school,
        university_partner_id: me.partner_id,
        user_id: me.id,
        rating: input.rating,
        comment: input.comment ?? null,
        created_at: now(),
      });
      if (!saved) throw new ConflictError("This visit has already been rated");
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
          id: saved.id,
          event_id: event.id,
          rating: input.rating,
          comment: input.comment ?? null,
          university_name: me.partner_name,
          created_at: saved.created_at.toISOString(),
        },
      };
    },

    /** Ratings of a school: for universities, and for the school itself. */
    async feedbacks(me: UserWithPartner, schoolId: number, page: { page_no: number; per_page: number }) {
      const schoolType = await repo.instituteType(schoolId);
      const allowed = me.institute_type === "University" || me.partner_id === schoolId;
      if (schoolType !== "School" || !allowed) throw new NotFoundError(`School ${schoolId} not found`);
      const rows = await repo.feedbackPage(schoolId, page);
      const stats = await repo.ratingStats(schoolId);
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
