import { datesBetween, weekdayOf } from "@quad/contract/rules/slot-dates";
import dayjs from "dayjs";
import { and, asc, eq, isNotNull, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { availabilities, availabilitySlots, slotBookings } from "../modules/availability/availability.table.ts";
import { eventAudits, eventFeedbacks, events } from "../modules/events/events.table.ts";
import { partners } from "../modules/partners/partners.table.ts";
import { users } from "../modules/users/users.table.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Slot = { id: number; day: number; start_minute: number; end_minute: number; capacity: number };

/** Weekly slots: [weekday, from minute, to minute, capacity]. */
const MANUAL_SLOTS: [number, number, number, number][] = [1, 2, 3, 4, 5].flatMap((d) => [
  [d, 9 * 60, 9 * 60 + 45, 3],
  [d, 11 * 60, 11 * 60 + 45, 2],
  [d, 14 * 60, 14 * 60 + 45, 2],
]);
const AUTO_SLOTS: [number, number, number, number][] = [
  [2, 10 * 60, 11 * 60, 4],
  [4, 10 * 60, 11 * 60, 4],
];

async function addAvailability(
  tx: Tx,
  schoolId: number,
  start: string,
  end: string,
  rows: [number, number, number, number][],
) {
  const [set] = await tx
    .insert(availabilities)
    .values({ partner_id: schoolId, start_date: start, end_date: end, is_bulk_upload: true })
    .returning({ id: availabilities.id });
  return (await tx
    .insert(availabilitySlots)
    .values(
      rows.map(([day, start_minute, end_minute, capacity]) => ({
        availability_id: set?.id as number,
        partner_id: schoolId,
        day,
        start_minute,
        end_minute,
        capacity,
        start_date: start,
        end_date: end,
      })),
    )
    .returning({
      id: availabilitySlots.id,
      day: availabilitySlots.day,
      start_minute: availabilitySlots.start_minute,
      end_minute: availabilitySlots.end_minute,
      capacity: availabilitySlots.capacity,
    })) as Slot[];
}

/** The n-th date on or after `from` on which a slot runs. */
function nthDate(slot: Slot, from: string, n: number) {
  return datesBetween(from, dayjs(from).add(120, "day").format("YYYY-MM-DD")).filter((d) => weekdayOf(d) === slot.day)[
    n
  ] as string;
}

/**
 * Visits layer of the demo world: availability for the demo school (manual confirmation) and a second
 * registered school (auto-accept) from 8 weeks ago to 12 weeks ahead, visits in every status between
 * the demo university and them, and past visits with and without feedback.
 */
export async function seedDemoVisits(tx: Tx, opts: { now: Date; universityEmail: string; schoolEmail: string }) {
  const today = dayjs(opts.now).format("YYYY-MM-DD");
  const start = dayjs(opts.now).subtract(8, "week").startOf("week").format("YYYY-MM-DD");
  const end = dayjs(opts.now).add(12, "week").format("YYYY-MM-DD");
  const [uni] = await tx
    .select({ id: users.id, partner_id: users.partner_id })
    .from(users)
    .where(eq(users.email, opts.universityEmail));
  const [school] = await tx
    .select({ id: users.id, partner_id: users.partner_id })
    .from(users)
    .where(eq(users.email, opts.schoolEmail));
  if (!uni || !school) return;
  const [autoSchool] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(
      and(eq(partners.institute_type, "School"), isNotNull(partners.registered_at), ne(partners.id, school.partner_id)),
    )
    .orderBy(asc(partners.id))
    .limit(1);
  await tx
    .update(partners)
    .set({
      is_event_auto_accept: false,
      primary_contact_user_id: school.id,
      event_location: "Counselling centre, level 2",
    })
    .where(eq(partners.id, school.partner_id));
  const manual = await addAvailability(tx, school.partner_id, start, end, MANUAL_SLOTS);
  const auto = autoSchool ? await addAvailability(tx, autoSchool.id, start, end, AUTO_SLOTS) : [];
  if (autoSchool) await tx.update(partners).set({ is_event_auto_accept: true }).where(eq(partners.id, autoSchool.id));

  const past = dayjs(opts.now).subtract(6, "week").format("YYYY-MM-DD");
  const plan: {
    slot: Slot;
    school: number;
    date: string;
    status: string;
    reason?: string;
    note?: string;
    feedback?: [number, string];
  }[] = [];
  const [m0, m1, m2, m3, m4, m5] = manual as [Slot, Slot, Slot, Slot, Slot, Slot];
  plan.push(
    {
      slot: m0,
      school: school.partner_id,
      date: nthDate(m0, today, 1),
      status: "pending",
      note: "Two admissions officers will attend.",
    },
    {
      slot: m1,
      school: school.partner_id,
      date: nthDate(m1, today, 1),
      status: "confirm",
      note: "Presentation on engineering programs.",
    },
    {
      slot: m2,
      school: school.partner_id,
      date: nthDate(m2, today, 2),
      status: "declined",
      reason: "The school is closed for exams that week",
    },
    {
      slot: m3,
      school: school.partner_id,
      date: nthDate(m3, today, 3),
      status: "cancel",
      reason: "Our travel plans changed",
    },
    {
      slot: m4,
      school: school.partner_id,
      date: nthDate(m4, today, 4),
      status: "reschedule",
      reason: "Moved to fit our Asia tour",
    },
    {
      slot: m0,
      school: school.partner_id,
      date: nthDate(m0, past, 0),
      status: "confirm",
      feedback: [5, "Engaged students and a well-organised counselling team."],
    },
    {
      slot: m1,
      school: school.partner_id,
      date: nthDate(m1, past, 1),
      status: "confirm",
      feedback: [4, "Great turnout; the room was a little small."],
    },
    // Two visits that took place and wait for the university's rating.
    { slot: m5, school: school.partner_id, date: nthDate(m5, past, 2), status: "confirm" },
    { slot: m2, school: school.partner_id, date: nthDate(m2, past, 3), status: "confirm" },
  );
  if (auto[0])
    plan.push({
      slot: auto[0],
      school: autoSchool?.id as number,
      date: nthDate(auto[0], today, 2),
      status: "confirm",
      note: "Booked through the schools directory.",
    });

  for (const v of plan) {
    const holds = v.status === "confirm" ? 1 : 0;
    const [saved] = await tx
      .insert(events)
      .values({
        school_partner_id: v.school,
        university_partner_id: uni.partner_id,
        slot_id: v.slot.id,
        event_date: v.date,
        start_minute: v.slot.start_minute,
        end_minute: v.slot.end_minute,
        timezone: "America/New_York",
        status: v.status,
        holds_capacity: holds,
        note: v.note ?? null,
        reason: v.reason ?? null,
        location: "Counselling centre, level 2",
        created_by: uni.id,
        created_at: opts.now,
        updated_at: opts.now,
      })
      .returning({ id: events.id });
    const id = saved?.id as number;
    await tx.insert(eventAudits).values({
      event_id: id,
      user_id: uni.id,
      from_status: null,
      to_status: v.status === "requested" ? "requested" : "pending",
      created_at: opts.now,
    });
    if (holds) {
      await tx.insert(slotBookings).values({ slot_id: v.slot.id, event_date: v.date, booked: 1 }).onConflictDoNothing();
    }
    if (v.feedback) {
      await tx.insert(eventFeedbacks).values({
        event_id: id,
        school_partner_id: v.school,
        university_partner_id: uni.partner_id,
        user_id: uni.id,
        rating: v.feedback[0],
        comment: v.feedback[1],
        created_at: opts.now,
      });
    }
  }
  // A request without a slot.
  await tx.insert(events).values({
    school_partner_id: school.partner_id,
    university_partner_id: uni.partner_id,
    status: "requested",
    note: "Could we visit during your spring college fair?",
    created_by: uni.id,
    created_at: opts.now,
    updated_at: opts.now,
  });
}
