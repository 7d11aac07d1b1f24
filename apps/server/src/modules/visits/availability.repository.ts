import type { CalendarVisit } from "@quad/contract/api/availability";
import { LIVE_STATUSES } from "@quad/contract/rules/visits";
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { partners } from "../partners/partners.table.ts";
import { availabilities, availabilitySlots, slotBookings } from "./availability.table.ts";
import { events } from "./visits.table.ts";

export const slotColumns = {
  slot_id: availabilitySlots.id,
  availability_id: availabilitySlots.availability_id,
  day: availabilitySlots.day,
  start_minute: availabilitySlots.start_minute,
  end_minute: availabilitySlots.end_minute,
  capacity: availabilitySlots.capacity,
  start_date: availabilitySlots.start_date,
  end_date: availabilitySlots.end_date,
};
export type SlotRow = {
  slot_id: number;
  availability_id: number;
  day: number;
  start_minute: number;
  end_minute: number;
  capacity: number;
  start_date: string;
  end_date: string;
};

/** The statuses of a visit still on the calendar (the contract's live statuses). */
export type LiveVisitStatus = CalendarVisit["status"];

export function createAvailabilityRepository(db: Db) {
  return {
    /** Slots of a school active in a date range. */
    async slotsInRange(partnerId: number, start: string, end: string): Promise<SlotRow[]> {
      return db
        .select(slotColumns)
        .from(availabilitySlots)
        .where(
          and(
            eq(availabilitySlots.partner_id, partnerId),
            lte(availabilitySlots.start_date, end),
            gte(availabilitySlots.end_date, start),
          ),
        )
        .orderBy(availabilitySlots.day, availabilitySlots.start_minute);
    },
    async slot(partnerId: number, id: number): Promise<SlotRow | undefined> {
      const [row] = await db
        .select(slotColumns)
        .from(availabilitySlots)
        .where(and(eq(availabilitySlots.partner_id, partnerId), eq(availabilitySlots.id, id)));
      return row;
    },
    async slotsByIds(partnerId: number, ids: number[]): Promise<SlotRow[]> {
      return db
        .select(slotColumns)
        .from(availabilitySlots)
        .where(and(eq(availabilitySlots.partner_id, partnerId), inArray(availabilitySlots.id, ids)));
    },
    async bookings(slotIds: number[], start: string, end: string) {
      if (!slotIds.length) return [];
      return db
        .select({ slot_id: slotBookings.slot_id, event_date: slotBookings.event_date, booked: slotBookings.booked })
        .from(slotBookings)
        .where(
          and(
            inArray(slotBookings.slot_id, slotIds),
            gte(slotBookings.event_date, start),
            lte(slotBookings.event_date, end),
          ),
        );
    },
    /** Highest booked count of a slot on a date from `from` on. */
    async maxBookedFrom(slotIds: number[], from: string): Promise<Map<number, number>> {
      if (!slotIds.length) return new Map();
      const rows = await db
        .select({ slot_id: slotBookings.slot_id, max: sql<number>`max(${slotBookings.booked})` })
        .from(slotBookings)
        .where(and(inArray(slotBookings.slot_id, slotIds), gte(slotBookings.event_date, from)))
        .groupBy(slotBookings.slot_id);
      return new Map(rows.map((r) => [r.slot_id, Number(r.max)]));
    },
    async insert(
      partnerId: number,
      userId: number,
      set: { start_date: string; end_date: string; is_bulk_upload: boolean },
      slots: { day: number; start_minute: number; end_minute: number; capacity: number }[],
    ) {
      return db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(availabilities)
          .values({ partner_id: partnerId, created_by: userId, ...set })
          .returning({ id: availabilities.id });
        const id = saved?.id as number;
        const rows = await tx
          .insert(availabilitySlots)
          .values(
            slots.map((s) => ({
              ...s,
              availability_id: id,
              partner_id: partnerId,
              start_date: set.start_date,
              end_date: set.end_date,
            })),
          )
          .returning(slotColumns);
        return { availability_id: id, slots: rows };
      });
    },
    /**
     * Requests waiting for the school's confirmation per slot date (pending, or moved and awaiting it): they hold
     * no place (decision 033) but are shown beside the places left.
     */
    async waitingRequests(slotIds: number[], start: string, end: string) {
      if (!slotIds.length) return [];
      return db
        .select({ slot_id: events.slot_id, event_date: events.event_date, waiting: sql<number>`count(*)::int` })
        .from(events)
        .where(
          and(
            inArray(events.slot_id, slotIds),
            gte(events.event_date, start),
            lte(events.event_date, end),
            inArray(events.status, ["pending", "reschedule"]),
            eq(events.holds_capacity, 0),
          ),
        )
        .groupBy(events.slot_id, events.event_date);
    },
    async update(id: number, values: { start_minute: number; end_minute: number; capacity: number }) {
      await db.update(availabilitySlots).set(values).where(eq(availabilitySlots.id, id));
    },
    async remove(ids: number[]) {
      if (ids.length) await db.delete(availabilitySlots).where(inArray(availabilitySlots.id, ids));
    },
    /** A school's live visits with a date and time in a date range, for its calendar. */
    async liveVisits(schoolId: number, start: string, end: string) {
      return db
        .select({
          id: events.id,
          status: events.status,
          event_date: events.event_date,
          start_minute: events.start_minute,
          end_minute: events.end_minute,
          slot_id: events.slot_id,
          university_id: partners.id,
          university_name: partners.name,
        })
        .from(events)
        .innerJoin(partners, eq(partners.id, events.university_partner_id))
        .where(
          and(
            eq(events.school_partner_id, schoolId),
            gte(events.event_date, start),
            lte(events.event_date, end),
            isNotNull(events.start_minute),
            isNotNull(events.end_minute),
            inArray(events.status, LIVE_STATUSES),
          ),
        )
        .orderBy(asc(events.event_date), asc(events.start_minute));
    },
    /** Slots of a school that have never held a visit. */
    /** A university's live visits (pending, confirmed, awaiting a reschedule) on these slots between two dates. */
    async universityHolds(universityId: number, slotIds: number[], start: string, end: string) {
      return db
        .select({ id: events.id, slot_id: events.slot_id, event_date: events.event_date, status: events.status })
        .from(events)
        .where(
          and(
            eq(events.university_partner_id, universityId),
            inArray(events.slot_id, slotIds),
            gte(events.event_date, start),
            lte(events.event_date, end),
            inArray(events.status, ["pending", "confirm", "reschedule"]),
          ),
        );
    },
    async unregistered(partnerId: number): Promise<SlotRow[]> {
      return db
        .select(slotColumns)
        .from(availabilitySlots)
        .where(
          and(
            eq(availabilitySlots.partner_id, partnerId),
            sql`not exists (select 1 from ${slotBookings} where ${slotBookings.slot_id} = ${availabilitySlots.id} and ${slotBookings.booked} > 0)`,
          ),
        )
        .orderBy(availabilitySlots.day, availabilitySlots.start_minute);
    },
  };
}
