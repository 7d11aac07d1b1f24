import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { partners } from "../partners/partners.table.ts";
import { countries } from "../reference/reference.table.ts";
import { users } from "../users/users.table.ts";

/** A school's visit settings a school may change (on its partner row). */
export type SchoolVisitSettings = Partial<
  Pick<
    typeof partners.$inferInsert,
    | "primary_contact_user_id"
    | "notified_contact_ids"
    | "publish_events"
    | "instructions"
    | "confirmation_message"
    | "event_location"
    | "is_event_auto_accept"
  >
>;

/** The institution side of visits: a school's calendar facts, its visit settings and contacts. */
export function createVisitSchoolsRepository(db: Db) {
  return {
    /** What booking a visit needs of the school (undefined when no such partner). */
    async forBooking(partnerId: number) {
      const [row] = await db
        .select({
          id: partners.id,
          type: partners.institute_type,
          auto: partners.is_event_auto_accept,
          timezone: partners.timezone,
          name: partners.name,
          location: partners.event_location,
        })
        .from(partners)
        .where(eq(partners.id, partnerId));
      return row;
    },
    /** A partner's zone, type and auto-accept (a school's calendar facts). */
    async calendarFacts(partnerId: number) {
      const [row] = await db
        .select({
          id: partners.id,
          timezone: partners.timezone,
          type: partners.institute_type,
          auto: partners.is_event_auto_accept,
        })
        .from(partners)
        .where(eq(partners.id, partnerId));
      return row;
    },
    /** What the public booking page shows of a partner. */
    async publicFacts(partnerId: number) {
      const [row] = await db
        .select({
          id: partners.id,
          name: partners.name,
          city: partners.city,
          type: partners.institute_type,
          timezone: partners.timezone,
          auto: partners.is_event_auto_accept,
          country_id: partners.country_id,
        })
        .from(partners)
        .where(eq(partners.id, partnerId));
      return row;
    },
    async countryName(countryId: number) {
      const [row] = await db.select({ name: countries.name }).from(countries).where(eq(countries.id, countryId));
      return row?.name;
    },
    /** The whole partner row of a school (its visit settings). */
    async settings(partnerId: number) {
      const [row] = await db.select().from(partners).where(eq(partners.id, partnerId));
      return row;
    },
    async saveSettings(partnerId: number, values: SchoolVisitSettings, at: Date) {
      await db
        .update(partners)
        .set({ ...values, updated_at: at })
        .where(eq(partners.id, partnerId));
    },
    /** The active members of a partner among `ids`. */
    async activeContacts(partnerId: number, ids: number[]) {
      if (!ids.length) return [];
      return db
        .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email })
        .from(users)
        .where(and(eq(users.partner_id, partnerId), inArray(users.id, ids), eq(users.status, "active")));
    },
  };
}
