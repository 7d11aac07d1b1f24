import { and, eq, gte, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { accountRepresentatives, eventBookings } from "../dashboard/dashboard.table.ts";
import { partners } from "../partners/partners.table.ts";
import { events } from "../visits/visits.table.ts";
import { webinars } from "../webinars/webinar-sessions.table.ts";

export interface VisitEntryRow {
  id: number;
  event_date: string;
  start_minute: number;
  end_minute: number;
  school_timezone: string | null;
  location: string | null;
  sequence: number;
  school_name: string;
  university_name: string;
}

export interface SessionEntryRow {
  id: number;
  title: string;
  description: string | null;
  start_time: Date;
  end_time: Date;
  timezone: string;
  is_in_person: boolean;
  location: string | null;
  join_url: string | null;
  category_id: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface MeetingEntryRow {
  id: number;
  start_at: Date;
  end_at: Date;
  comments: string | null;
  rep_name: string;
  rep_timezone: string;
}

const school = alias(partners, "school");
const university = alias(partners, "university");

/** What goes to a user's calendar: their institution's confirmed visits, the sessions it hosts, their meetings. */
export function createCalendarEntriesRepository(db: Db) {
  return {
    async visits(partnerId: number, fromDate: string): Promise<VisitEntryRow[]> {
      const rows = await db
        .select({
          id: events.id,
          event_date: events.event_date,
          start_minute: events.start_minute,
          end_minute: events.end_minute,
          school_timezone: school.timezone,
          location: events.location,
          sequence: events.sequence,
          school_name: school.name,
          university_name: university.name,
        })
        .from(events)
        .innerJoin(school, eq(school.id, events.school_partner_id))
        .innerJoin(university, eq(university.id, events.university_partner_id))
        .where(
          and(
            eq(events.status, "confirm"),
            or(eq(events.school_partner_id, partnerId), eq(events.university_partner_id, partnerId)),
            gte(events.event_date, fromDate),
            sql`${events.start_minute} is not null and ${events.end_minute} is not null`,
          ),
        );
      return rows as VisitEntryRow[];
    },

    async sessions(partnerId: number, from: Date): Promise<SessionEntryRow[]> {
      return db
        .select({
          id: webinars.id,
          title: webinars.title,
          description: webinars.description,
          start_time: webinars.start_time,
          end_time: webinars.end_time,
          timezone: webinars.timezone,
          is_in_person: webinars.is_in_person,
          location: webinars.location,
          join_url: webinars.join_url,
          category_id: webinars.category_id,
          created_at: webinars.created_at,
          updated_at: webinars.updated_at,
        })
        .from(webinars)
        .where(
          and(
            eq(webinars.partner_id, partnerId),
            eq(webinars.status, "published"),
            isNull(webinars.cancelled_at),
            gte(webinars.end_time, from),
          ),
        );
    },

    async meetings(userId: number, from: Date): Promise<MeetingEntryRow[]> {
      return db
        .select({
          id: eventBookings.id,
          start_at: eventBookings.start_at,
          end_at: eventBookings.end_at,
          comments: eventBookings.comments,
          rep_name: accountRepresentatives.name,
          rep_timezone: accountRepresentatives.timezone,
        })
        .from(eventBookings)
        .innerJoin(accountRepresentatives, eq(accountRepresentatives.id, eventBookings.rep_id))
        .where(
          and(eq(eventBookings.user_id, userId), isNull(eventBookings.cancelled_at), gte(eventBookings.end_at, from)),
        );
    },
  };
}
