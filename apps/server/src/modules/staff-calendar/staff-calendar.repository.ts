import { and, asc, eq, gt, gte, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";
import { events } from "../visits/visits.table.ts";
import { visibleToGuests } from "../webinars/guest-catalogue.repository.ts";
import { webinarUsers } from "../webinars/guests.table.ts";
import { webinarRegistrations } from "../webinars/webinar-registrations.table.ts";
import { webinars } from "../webinars/webinar-sessions.table.ts";
import { staffCalendarFeeds } from "./staff-calendar.table.ts";

const school = alias(partners, "school");
const university = alias(partners, "university");
const host = alias(partners, "host");

const sessionColumns = {
  id: webinars.id,
  title: webinars.title,
  start_time: webinars.start_time,
  end_time: webinars.end_time,
  timezone: webinars.timezone,
  is_in_person: webinars.is_in_person,
  location: webinars.location,
  join_url: webinars.join_url,
  category_id: webinars.category_id,
  created_at: webinars.created_at,
  updated_at: webinars.updated_at,
  host_name: host.name,
};

/** A staff user's feed: its row, its owner, and what it lists (decision 090). */
export function createStaffCalendarRepository(db: Db) {
  return {
    async feedOf(userId: number) {
      const [row] = await db.select().from(staffCalendarFeeds).where(eq(staffCalendarFeeds.user_id, userId));
      return row;
    },
    /** Turns the feed on, or gives it a new token (the previous one stops working at once). */
    async save(userId: number, salt: string, tokenHash: string, at: Date) {
      const values = { user_id: userId, token_salt: salt, token_hash: tokenHash, created_at: at };
      const [row] = await db
        .insert(staffCalendarFeeds)
        .values(values)
        .onConflictDoUpdate({ target: staffCalendarFeeds.user_id, set: values })
        .returning();
      if (!row) throw new Error("calendar feed not saved");
      return row;
    },
    async remove(userId: number) {
      await db.delete(staffCalendarFeeds).where(eq(staffCalendarFeeds.user_id, userId));
    },
    /** The active user whose feed token this is, with their institution. */
    async owner(tokenHash: string) {
      const [row] = await db
        .select({
          id: users.id,
          partner_id: users.partner_id,
          locale: users.locale,
          partner_name: partners.name,
          institute_type: partners.institute_type,
          token_salt: staffCalendarFeeds.token_salt,
          token_hash: staffCalendarFeeds.token_hash,
        })
        .from(staffCalendarFeeds)
        .innerJoin(users, eq(users.id, staffCalendarFeeds.user_id))
        .innerJoin(partners, eq(partners.id, users.partner_id))
        .where(and(eq(staffCalendarFeeds.token_hash, tokenHash), eq(users.status, "active")));
      return row;
    },
    /** The institution's confirmed visits dated on or after `fromDate`, by date. */
    async confirmedVisits(partnerId: number, fromDate: string, limit: number) {
      return db
        .select({
          id: events.id,
          status: events.status,
          sequence: events.sequence,
          event_date: events.event_date,
          start_minute: events.start_minute,
          end_minute: events.end_minute,
          timezone: events.timezone,
          location: events.location,
          note: events.note,
          school_id: school.id,
          school_name: school.name,
          school_timezone: school.timezone,
          university_id: university.id,
          university_name: university.name,
          university_timezone: university.timezone,
        })
        .from(events)
        .innerJoin(school, eq(school.id, events.school_partner_id))
        .innerJoin(university, eq(university.id, events.university_partner_id))
        .where(
          and(
            or(eq(events.school_partner_id, partnerId), eq(events.university_partner_id, partnerId)),
            eq(events.status, "confirm"),
            gte(events.event_date, fromDate),
          ),
        )
        .orderBy(asc(events.event_date), asc(events.start_minute), asc(events.id))
        .limit(limit);
    },
    /** Published sessions the institution hosts, ending after `endsAfter`, by start. */
    async hostedSessions(partnerId: number, endsAfter: Date, limit: number) {
      return db
        .select(sessionColumns)
        .from(webinars)
        .innerJoin(host, eq(host.id, webinars.partner_id))
        .where(and(eq(webinars.partner_id, partnerId), visibleToGuests, gt(webinars.end_time, endsAfter)))
        .orderBy(asc(webinars.start_time), asc(webinars.id))
        .limit(limit);
    },
    /** Sessions the user registered for with their school account (decision 038), ending after `endsAfter`. */
    async joinedSessions(userId: number, endsAfter: Date, limit: number) {
      return db
        .select({ ...sessionColumns, registration_id: webinarRegistrations.id })
        .from(webinarRegistrations)
        .innerJoin(webinarUsers, eq(webinarUsers.id, webinarRegistrations.webinar_user_id))
        .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinar_id))
        .innerJoin(host, eq(host.id, webinars.partner_id))
        .where(
          and(
            eq(webinarUsers.partner_user_id, userId),
            eq(webinarRegistrations.status, "registered"),
            visibleToGuests,
            gt(webinars.end_time, endsAfter),
          ),
        )
        .orderBy(asc(webinars.start_time), asc(webinars.id))
        .limit(limit);
    },
  };
}

export type StaffFeedVisitRow = Awaited<
  ReturnType<ReturnType<typeof createStaffCalendarRepository>["confirmedVisits"]>
>[number];
export type StaffFeedSessionRow = Awaited<
  ReturnType<ReturnType<typeof createStaffCalendarRepository>["hostedSessions"]>
>[number];
export type StaffFeedJoinedRow = Awaited<
  ReturnType<ReturnType<typeof createStaffCalendarRepository>["joinedSessions"]>
>[number];
export type StaffCalendarRepository = ReturnType<typeof createStaffCalendarRepository>;
