import { SCHOOL_VISITS_LIMIT } from "@quad/contract/api/schools";
import { wallClockInstant } from "@quad/contract/rules/slot-dates";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { hhmm } from "../visits/availability.view.ts";
import { roundedRating } from "./rating.ts";
import { createSchoolsDirectory } from "./schools.directory.ts";
import { createSchoolFeedbacks } from "./schools.feedbacks.ts";
import { createSchoolsRepository } from "./schools.repository.ts";

/** Schools as universities see them: the directory, a school's profile and its ratings. */
export function createSchoolsService(ctx: Pick<AppContext, "db" | "now" | "mailer" | "config" | "live" | "fileLinks">) {
  const repo = createSchoolsRepository(ctx.db);
  return {
    ...createSchoolsDirectory(ctx),
    ...createSchoolFeedbacks(ctx),

    /** A school's profile as universities see it (and the school itself). */
    async detailInfo(me: UserWithPartner, schoolId: number) {
      const row = await repo.profile(schoolId);
      const allowed = me.institute_type === "University" || me.partner_id === schoolId;
      if (row?.p.institute_type !== "School" || !allowed) throw new NotFoundError(`School ${schoolId} not found`);
      const stats = await repo.ratingStats(schoolId);
      const p = row.p;
      const zone = p.timezone ?? "UTC";
      const visits =
        me.institute_type === "University" ? await repo.visitsAt(me.partner_id, schoolId, SCHOOL_VISITS_LIMIT) : [];
      return {
        visits: visits.map((v) => ({
          event_id: v.event_id,
          event_date: v.event_date,
          time_from: v.start_minute === null ? null : hhmm(v.start_minute),
          time_to: v.end_minute === null ? null : hhmm(v.end_minute),
          starts_at:
            v.event_date && v.start_minute !== null
              ? wallClockInstant(v.event_date, hhmm(v.start_minute), zone).toISOString()
              : null,
          status: v.status,
        })),
        school: {
          id: p.id,
          name: p.name,
          address: p.address,
          city: p.city,
          state: row.state,
          country: row.country,
          email: p.email,
          contact: p.contact,
          website: p.website,
          description: p.description,
          school_size: row.size,
          school_type: p.school_type as "public_partner" | "private_partner" | "international" | null,
          ceeb_code: p.ceeb_code,
          timezone: p.timezone,
          instructions: p.instructions,
          confirmation_message: p.confirmation_message,
          logo_url: ctx.fileLinks.url(p.logo),
          rating: roundedRating(stats?.avg),
          ratings_count: Number(stats?.n ?? 0),
          is_registered: p.registered_at !== null,
        },
      };
    },
  };
}
