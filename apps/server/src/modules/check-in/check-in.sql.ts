import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";
import { webinarUsers as guests, webinarRegistrations as regs, webinars } from "../webinars/webinars.table.ts";

/** The columns check-in reads (webinars with their counts, participants with school and checker) and their rows. */
export const school = alias(partners, "school");
export const checker = alias(users, "checker");

// Written out: drizzle leaves the table name off a column of the single table a query selects from.
const registeredCount = sql<number>`(select count(*)::int from webinar_registrations r where r.webinar_id = "webinars"."id")`;
const checkedInCount = sql<number>`(select count(*)::int from webinar_registrations r where r.webinar_id = "webinars"."id" and r.attended_at is not null)`;

export const webinarColumns = {
  id: webinars.id,
  title: webinars.title,
  start_time: webinars.start_time,
  end_time: webinars.end_time,
  timezone: webinars.timezone,
  is_in_person: webinars.is_in_person,
  location: webinars.location,
  registered_count: registeredCount,
  checked_in_count: checkedInCount,
};
export type WebinarRow = {
  id: number;
  title: string;
  start_time: Date;
  end_time: Date;
  timezone: string;
  is_in_person: boolean;
  location: string | null;
  registered_count: number;
  checked_in_count: number;
};

export const participantColumns = {
  id: regs.id,
  student_id: guests.id,
  first_name: guests.first_name,
  last_name: guests.last_name,
  email: guests.email,
  role: guests.role,
  school_id: school.id,
  school_name: school.name,
  institute_name: guests.institute_name,
  graduation_year: guests.graduation_year,
  source: regs.source,
  registered_at: regs.registered_at,
  attended_at: regs.attended_at,
  check_in_method: regs.check_in_method,
  checker_id: checker.id,
  checker_first_name: checker.first_name,
  checker_last_name: checker.last_name,
};
export type ParticipantRow = {
  id: number;
  student_id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  school_id: number | null;
  school_name: string | null;
  institute_name: string | null;
  graduation_year: number | null;
  source: string;
  registered_at: Date;
  attended_at: Date | null;
  check_in_method: string | null;
  checker_id: number | null;
  checker_first_name: string | null;
  checker_last_name: string | null;
};

export type GuestRow = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  school_partner_id: number | null;
  school_name: string | null;
  graduation_year: number | null;
};
