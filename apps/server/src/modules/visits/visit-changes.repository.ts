import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { availabilitySlots, slotBookings } from "./availability.table.ts";
import { eventAudits, events } from "./visits.table.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

/** What a new visit row holds. */
export type NewVisit = typeof events.$inferInsert;
/** What a change may set on a visit (its revision is bumped by every change). */
export type VisitChange = Partial<Omit<NewVisit, "id" | "sequence">>;
/** One line of a visit's status history. */
export type VisitAudit = typeof eventAudits.$inferInsert;

/** Every change the other side is told of is a new revision of the visit's calendar entry. */
const nextSequence = sql`${events.sequence} + 1`;

/** The writes of a visit, on the database or inside one transaction. */
function visitWrites(q: Executor) {
  return {
    /** Saves a new visit; answers its id. */
    async insert(values: NewVisit): Promise<number> {
      const [saved] = await q.insert(events).values(values).returning({ id: events.id });
      return saved?.id as number;
    },
    /** Changes a visit and bumps its revision. */
    async update(id: number, values: VisitChange) {
      await q
        .update(events)
        .set({ ...values, sequence: nextSequence })
        .where(eq(events.id, id));
    },
    /** Adds a line to a visit's status history. */
    async audit(values: VisitAudit) {
      await q.insert(eventAudits).values(values);
    },
    /** Locks a visit's row for a status change and answers what the change needs. */
    async lock(id: number) {
      const [row] = await q
        .select({
          status: events.status,
          holds: events.holds_capacity,
          slot_id: events.slot_id,
          event_date: events.event_date,
        })
        .from(events)
        .where(eq(events.id, id))
        .for("update");
      return row;
    },
    /** Takes one place of a slot date; false when it is full. Atomic under concurrency. */
    async takePlace(slotId: number, date: string): Promise<boolean> {
      const rows = await q.execute(sql`
        insert into slot_bookings (slot_id, event_date, booked)
        select id, ${date}, 1 from availability_slots where id = ${slotId} and capacity >= 1
        on conflict (slot_id, event_date) do update set booked = slot_bookings.booked + 1
        where slot_bookings.booked < (select capacity from availability_slots where id = ${slotId})
        returning booked`);
      const list = (rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]);
      return list.length === 1;
    },
    async releasePlace(slotId: number, date: string) {
      await q
        .update(slotBookings)
        .set({ booked: sql`${slotBookings.booked} - 1` })
        .where(
          and(eq(slotBookings.slot_id, slotId), eq(slotBookings.event_date, date), sql`${slotBookings.booked} > 0`),
        );
    },
  };
}
export type VisitWrites = ReturnType<typeof visitWrites>;

/** Writes of visits (booking, status, date, place) and the slot a visit is booked on. */
export function createVisitChangesRepository(db: Db) {
  return {
    ...visitWrites(db),
    /** Runs `work` in one transaction; its writes commit together or not at all. */
    transaction<T>(work: (tx: VisitWrites) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(visitWrites(tx)));
    },
    /** A school's slot (its hours, weekday and date range), or undefined when the school has no such slot. */
    async schoolSlot(schoolId: number, slotId: number) {
      const [row] = await db
        .select({
          start_minute: availabilitySlots.start_minute,
          end_minute: availabilitySlots.end_minute,
          day: availabilitySlots.day,
          start: availabilitySlots.start_date,
          end: availabilitySlots.end_date,
        })
        .from(availabilitySlots)
        .where(and(eq(availabilitySlots.id, slotId), eq(availabilitySlots.partner_id, schoolId)));
      return row;
    },
  };
}
