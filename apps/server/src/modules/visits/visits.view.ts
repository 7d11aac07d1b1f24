import type { Event } from "@quad/contract/api/events";
import { wallClockInstant } from "@quad/contract/rules/slot-dates";
import { isPastVisit, visitFreshness } from "@quad/contract/rules/visits";
import type { VisitFacts } from "../mail/visit-mail.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { hhmm } from "./availability.view.ts";
import type { EventRow, Side } from "./visits.repository.ts";

/** Which column ties a visit to the signed-in user's institution. */
export function sideOf(me: UserWithPartner): Side {
  if (me.institute_type === "School") return { column: "school_partner_id", partnerId: me.partner_id, userId: me.id };
  return { column: "university_partner_id", partnerId: me.partner_id, userId: me.id };
}

/** Where a wall-clock minute of the visit's date falls, as an ISO instant in the school's zone. */
const instantAt = (e: EventRow, minute: number | null, zone: string) =>
  e.event_date && minute !== null ? wallClockInstant(e.event_date, hhmm(minute), zone).toISOString() : null;

/** A visit as the API answers it to the one who looks; `todayIn` gives the calendar date now in a zone. */
export function eventView(e: EventRow, todayIn: (zone: string) => string, now: Date): Event {
  const zone = e.school_timezone ?? "UTC";
  const is_past = isPastVisit(e.event_date, todayIn(zone));
  const status = e.status as Event["status"];
  return {
    id: e.id,
    status,
    event_date: e.event_date,
    time_from: e.start_minute === null ? null : hhmm(e.start_minute),
    time_to: e.end_minute === null ? null : hhmm(e.end_minute),
    timezone: e.timezone,
    school_timezone: zone,
    starts_at: instantAt(e, e.start_minute, zone),
    slot_id: e.slot_id,
    school: { id: e.school_id, name: e.school_name, city: e.school_city, country: e.school_country },
    university: { id: e.university_id, name: e.university_name },
    note: e.note,
    attendees: e.attendees,
    location: e.location,
    reason: e.reason,
    is_past,
    requested_by:
      e.creator_email === null
        ? null
        : { name: `${e.creator_first_name ?? ""} ${e.creator_last_name ?? ""}`.trim(), email: e.creator_email },
    freshness: visitFreshness(
      {
        otherChangedAt: e.other_changed_at,
        createdByOther: e.created_by_other,
        seenAt: e.seen_at,
        status,
        isPast: is_past,
      },
      now,
    ),
    created_at: e.created_at.toISOString(),
    updated_at: e.updated_at.toISOString(),
  };
}

/** Notification parameters naming a visit's date, time and zone (rendered per reader's language). */
export const visitWhen = (e: Event) => ({
  date: e.event_date,
  time: e.event_date ? e.time_from : null,
  timezone: e.event_date ? e.school_timezone : null,
});

/** What a visit's mail needs (notifier's `visit`): both sides with their zones, the instants, the place, the revision. */
export function visitFacts(e: EventRow): VisitFacts {
  const zone = e.school_timezone ?? "UTC";
  return {
    id: e.id,
    status: e.status as VisitFacts["status"],
    sequence: e.sequence,
    school: { id: e.school_id, name: e.school_name, timezone: zone },
    university: { id: e.university_id, name: e.university_name, timezone: e.timezone ?? e.university_timezone },
    starts_at: instantAt(e, e.start_minute, zone),
    ends_at: instantAt(e, e.end_minute, zone),
    location: e.location,
  };
}
