import type { EventHistoryEntry, EventsListInput } from "@quad/contract/api/events";
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../lib/like.ts";
import { partners } from "../partners/partners.table.ts";
import { countries } from "../reference/reference.table.ts";
import { users } from "../users/users.table.ts";
import { eventAudits, events, eventViews } from "./visits.table.ts";

const school = alias(partners, "school");
const university = alias(partners, "university");
const creator = alias(users, "creator");

export const eventColumns = {
  id: events.id,
  status: events.status,
  event_date: events.event_date,
  start_minute: events.start_minute,
  end_minute: events.end_minute,
  timezone: events.timezone,
  slot_id: events.slot_id,
  holds_capacity: events.holds_capacity,
  note: events.note,
  attendees: events.attendees,
  location: events.location,
  reason: events.reason,
  sequence: events.sequence,
  created_at: events.created_at,
  updated_at: events.updated_at,
  school_id: school.id,
  school_name: school.name,
  school_city: school.city,
  school_country: countries.name,
  school_timezone: school.timezone,
  university_id: university.id,
  university_name: university.name,
  university_timezone: university.timezone,
  creator_partner_id: creator.partner_id,
  creator_first_name: creator.first_name,
  creator_last_name: creator.last_name,
  creator_email: creator.email,
  seen_at: eventViews.seen_at,
};

/** A visit's columns as one side sees it: the other side's last change, and whether the other side made it. */
const columnsFor = (side: Side) => ({
  ...eventColumns,
  other_changed_at: side.column === "school_partner_id" ? events.university_changed_at : events.school_changed_at,
  created_by_other: sql<boolean>`${creator.partner_id} is distinct from ${side.partnerId}`,
});
export type EventRow = {
  id: number;
  status: string;
  event_date: string | null;
  start_minute: number | null;
  end_minute: number | null;
  timezone: string | null;
  slot_id: number | null;
  holds_capacity: number;
  note: string | null;
  attendees: { name: string; email: string }[];
  location: string | null;
  reason: string | null;
  sequence: number;
  created_at: Date;
  updated_at: Date;
  school_id: number;
  school_name: string;
  school_city: string | null;
  school_country: string | null;
  school_timezone: string | null;
  university_id: number;
  university_name: string;
  university_timezone: string | null;
  creator_partner_id: number | null;
  creator_first_name: string | null;
  creator_last_name: string | null;
  creator_email: string | null;
  other_changed_at: Date | null;
  created_by_other: boolean;
  /** When the viewer last saw the visit (null when never, or no viewer). */
  seen_at: Date | null;
};

/** Whose visits, and who looks at them (their last views mark New and Updated). */
export type Side = { column: "school_partner_id" | "university_partner_id"; partnerId: number; userId: number };

export function createVisitsRepository(db: Db) {
  const base = (side: Side) =>
    db
      .select(columnsFor(side))
      .from(events)
      .innerJoin(school, eq(school.id, events.school_partner_id))
      .innerJoin(university, eq(university.id, events.university_partner_id))
      .leftJoin(countries, eq(countries.id, school.country_id))
      .leftJoin(creator, eq(creator.id, events.created_by))
      .leftJoin(eventViews, and(eq(eventViews.event_id, events.id), eq(eventViews.user_id, side.userId)));

  /**
   * Past and upcoming follow the school's calendar (as `is_past` does): a visit is past once its date is
   * before today in the school's zone, whatever the viewer's zone.
   */
  function filters(
    side: Side,
    input: Pick<EventsListInput, "tab" | "status" | "search_text">,
    at: Date,
    withTab = true,
    withFilters = true,
  ) {
    const pattern = containsPattern(input.search_text);
    const other = side.column === "school_partner_id" ? university.name : school.name;
    const today = sql`(${at.toISOString()}::timestamptz at time zone coalesce(${school.timezone}, 'UTC'))::date`;
    return and(
      eq(events[side.column], side.partnerId),
      withTab
        ? input.tab === "past"
          ? lt(events.event_date, today)
          : or(gte(events.event_date, today), isNull(events.event_date))
        : undefined,
      withFilters && input.status ? eq(events.status, input.status) : undefined,
      withFilters && pattern ? ilike(other, pattern) : undefined,
    );
  }

  return {
    async find(side: Side, id: number): Promise<EventRow | undefined> {
      const [row] = await base(side).where(and(eq(events.id, id), eq(events[side.column], side.partnerId)));
      return row as EventRow | undefined;
    },
    async list(side: Side, input: EventsListInput, at: Date, limit?: number): Promise<EventRow[]> {
      const order =
        input.tab === "past"
          ? [desc(events.event_date), desc(events.start_minute)]
          : [asc(events.event_date), asc(events.start_minute)];
      const q = base(side)
        .where(filters(side, input, at))
        .orderBy(...order, desc(events.id));
      return (limit === undefined ? await q : await q.limit(limit).offset((input.page_no - 1) * limit)) as EventRow[];
    },
    async counts(side: Side, input: EventsListInput, at: Date) {
      const n = async (where: ReturnType<typeof filters>) => {
        const [row] = await db
          .select({ n: count() })
          .from(events)
          .innerJoin(school, eq(school.id, events.school_partner_id))
          .innerJoin(university, eq(university.id, events.university_partner_id))
          .where(where);
        return Number(row?.n ?? 0);
      };
      return {
        matched: await n(filters(side, input, at)),
        total: await n(filters(side, input, at, true, false)),
        total_without_group: await n(filters(side, input, at, false, false)),
      };
    },
    /** Records that a person saw a visit now (opened it or acted on it). */
    async markSeen(eventId: number, userId: number, at: Date) {
      await db
        .insert(eventViews)
        .values({ event_id: eventId, user_id: userId, seen_at: at })
        .onConflictDoUpdate({ target: [eventViews.user_id, eventViews.event_id], set: { seen_at: at } });
    },
    /** The status changes of a visit, oldest first, with who made each. */
    async history(id: number): Promise<EventHistoryEntry[]> {
      const rows = await db
        .select({
          from_status: eventAudits.from_status,
          to_status: eventAudits.to_status,
          reason: eventAudits.reason,
          created_at: eventAudits.created_at,
          first_name: users.first_name,
          last_name: users.last_name,
          institute_type: partners.institute_type,
        })
        .from(eventAudits)
        .leftJoin(users, eq(users.id, eventAudits.user_id))
        .leftJoin(partners, eq(partners.id, users.partner_id))
        .where(eq(eventAudits.event_id, id))
        .orderBy(asc(eventAudits.id));
      return rows.map((r) => ({
        from_status: r.from_status as EventHistoryEntry["from_status"],
        to_status: r.to_status as EventHistoryEntry["to_status"],
        reason: r.reason,
        created_at: r.created_at.toISOString(),
        by:
          r.first_name === null
            ? null
            : { name: `${r.first_name} ${r.last_name ?? ""}`.trim(), institute_type: r.institute_type ?? "" },
      }));
    },
  };
}
