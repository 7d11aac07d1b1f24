import { weekdayOf } from "@quad/contract/rules/slot-dates";
import { VISIT_MESSAGES } from "@quad/contract/rules/visits";
import dayjs from "dayjs";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError, ValidationError } from "../../lib/errors.ts";
import { createNotificationsService } from "../notifications/notifications.service.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createVisitChangesRepository } from "./visit-changes.repository.ts";
import { createVisitsRepository, type EventRow } from "./visits.repository.ts";
import { eventView, sideOf } from "./visits.view.ts";

/** What every visit operation shares: the repository, the visit as the user may see it, slot checks. */
export function createVisitsAccess(ctx: Pick<AppContext, "db" | "now">) {
  const { db, now } = ctx;
  const repo = createVisitsRepository(db);
  const writes = createVisitChangesRepository(db);
  const notifications = createNotificationsService(ctx);
  const todayIn = (zone: string | null) =>
    dayjs(now())
      .tz(zone ?? "UTC")
      .format("YYYY-MM-DD");
  const view = (e: EventRow) => eventView(e, todayIn, now());

  async function get(me: UserWithPartner, id: number) {
    const row = await repo.find(sideOf(me), id);
    if (!row) throw new NotFoundError(`Event ${id} not found`);
    return row;
  }

  /** The user has seen the visit now (opened it, or changed it): its marks clear and its notifications are read. */
  async function seen(me: UserWithPartner, id: number) {
    await repo.markSeen(id, me.id, now());
    await notifications.markReadAboutEvent(me.id, id);
  }

  /** A school's slot that runs on a date not yet past in the school's zone; 422 otherwise. */
  async function slotOnDate(schoolId: number, zone: string | null, slotId: number, date: string) {
    const row = await writes.schoolSlot(schoolId, slotId);
    if (!row || row.day !== weekdayOf(date) || date < row.start || date > row.end) {
      throw new ValidationError({ event_date: VISIT_MESSAGES.slotNotOnDate });
    }
    if (date < todayIn(zone)) throw new ValidationError({ event_date: VISIT_MESSAGES.dateTimeRequired });
    return { start_minute: row.start_minute, end_minute: row.end_minute };
  }

  return { repo, writes, todayIn, view, get, seen, slotOnDate };
}
export type VisitsAccess = ReturnType<typeof createVisitsAccess>;
