import { type SchoolsListInput, SchoolsListResponseSchema } from "@quad/contract/api/schools";
import dayjs from "dayjs";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { createVersionedList } from "../list-versions/list-versions.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { bookingStates } from "./booking-state.ts";
import { roundedRating } from "./rating.ts";
import { type BookingWindow, createSchoolsDirectoryRepository } from "./schools-directory.repository.ts";

type SchoolsListAnswer = z.infer<typeof SchoolsListResponseSchema>;

/** How far ahead the directory looks for open slots. */
const BOOKING_WINDOW_DAYS = 84;

/** The schools directory as universities see it: filters, booking states, their visits, ratings to give. */
export function createSchoolsDirectory(ctx: Pick<AppContext, "db" | "now">) {
  const { db, now } = ctx;
  const repo = createSchoolsDirectoryRepository(db);
  const today = () => dayjs(now()).format("YYYY-MM-DD");
  const directoryList = createVersionedList<SchoolsListAnswer>(db, "directory", SchoolsListResponseSchema);
  const windowEnd = () => dayjs(now()).add(BOOKING_WINDOW_DAYS, "day").format("YYYY-MM-DD");
  const bookingWindow = (): BookingWindow => ({ start: today(), end: windowEnd() });

  function assertOwnUniversity(me: UserWithPartner, id: number) {
    if (me.institute_type !== "University" || me.partner_id !== id)
      throw new NotFoundError(`University ${id} not found`);
  }

  /** open / fully_booked / no_availability over the booking window, for a page of schools. */
  async function bookingStatesOf(schoolIds: number[]) {
    const window = bookingWindow();
    const slots = await repo.windowSlots(schoolIds, window);
    const full = await repo.fullDates(
      slots.map((s) => s.id),
      window,
    );
    const fullBySlot = new Map(full.map((f) => [f.slot_id, Number(f.n)]));
    return bookingStates(schoolIds, slots, fullBySlot, window);
  }

  /** The university's confirmed visits that took place and have no rating yet. */
  async function pendingFeedbacks(universityId: number) {
    const { rows, total } = await repo.unrated(universityId, today());
    return {
      total_feedbacks: total,
      events: rows.map((r) => ({ ...r, event_date: r.event_date as string })),
    };
  }

  /** One page of the directory as a university sees it (its visits, its pending feedbacks). */
  async function listAnswer(me: UserWithPartner, input: SchoolsListInput) {
    const window = bookingWindow();
    const rows = await repo.page(input, window);
    const ids = rows.map((r) => r.id);
    // Independent of each other once the page's schools are known.
    const [matched, total, ratings, visits, bookings, pending] = await Promise.all([
      repo.matched(input, window),
      repo.totalSchools(),
      repo.ratingsOf(ids),
      repo.upcomingVisits(me.partner_id, ids, today()),
      bookingStatesOf(ids),
      pendingFeedbacks(me.partner_id),
    ]);
    return {
      schools: rows.map(({ registered_at, ...r }) => {
        const rating = ratings.find((x) => x.id === r.id);
        const visit = visits.find((v) => v.school === r.id);
        return {
          ...r,
          school_type: r.school_type as "public_partner" | "private_partner" | "international" | null,
          rating: roundedRating(rating?.avg),
          ratings_count: Number(rating?.n ?? 0),
          booking_state: bookings.get(r.id) ?? "no_availability",
          upcoming_visit: visit
            ? { event_id: visit.event_id, event_date: visit.event_date, status: visit.status }
            : null,
          is_registered: registered_at !== null,
        };
      }),
      is_slot_status_visible: true,
      pending_feedbacks: pending,
      matched,
      total,
      page_no: input.page_no,
    };
  }

  return {
    pendingFeedbacks,

    /**
     * The directory page as JSON text; recomputed only when a school, slot, booking, visit or rating changed
     * (or the day did) since the same university asked the same question.
     */
    async list(me: UserWithPartner, universityId: number, input: SchoolsListInput) {
      assertOwnUniversity(me, universityId);
      const key = `${me.partner_id}:${today()}:${JSON.stringify(input)}`;
      return directoryList(0, key, () => listAnswer(me, input));
    },
  };
}
