import { datesBetween, weekdayOf } from "@quad/contract/rules/slot-dates";
import dayjs from "dayjs";
import { and, asc, eq, isNotNull, lte, ne } from "drizzle-orm";
import { partners } from "../modules/partners/partners.table.ts";
import { createSchoolFeedbacks } from "../modules/schools/schools.feedbacks.ts";
import type { UserWithPartner } from "../modules/users/users.repository.ts";
import { users } from "../modules/users/users.table.ts";
import { createAvailabilityService } from "../modules/visits/availability.service.ts";
import { createAvailabilitySettingsService } from "../modules/visits/availability-settings.service.ts";
import { createVisitsService } from "../modules/visits/visits.service.ts";
import type { DemoActors } from "./demo-context.ts";

const DAY = 24 * 3_600_000;
const HOUR = 3_600_000;

type Slot = { slot_id: number; day: number; time_from: string };

/** The demo school's weekly times (manual confirmation) and the auto-accepting school's. */
const MANUAL_SLOTS = [
  { days: [1, 2, 3, 4, 5], time_from: "09:00", time_to: "09:45", capacity: 3 },
  { days: [1, 2, 3, 4, 5], time_from: "11:00", time_to: "11:45", capacity: 2 },
  { days: [1, 2, 3, 4, 5], time_from: "14:00", time_to: "14:45", capacity: 2 },
];
const AUTO_SLOTS = [{ days: [2, 4], time_from: "10:00", time_to: "11:00", capacity: 4 }];

/** What happens to one visit, in order; `days` are days after the request (the history's clock). */
type Step =
  | { do: "confirm" | "declined" | "cancel"; by: "school" | "university"; days: number; reason?: string }
  | { do: "reschedule"; by: "school" | "university"; days: number; to: string; reason: string }
  | { do: "rate"; days: number; rating: number; comment: string };

interface PlannedVisit {
  /** The slot booked, or none for a request without a date. */
  slot?: Slot;
  date?: string;
  school: "demo" | "auto";
  /** When the university asked, from the real now. */
  requestedAt: Date;
  note?: string;
  steps: Step[];
}

/** The n-th date on or after `from` on which a slot runs. */
function nthDate(slot: Slot, from: string, n: number) {
  return datesBetween(from, dayjs(from).add(120, "day").format("YYYY-MM-DD")).filter((d) => weekdayOf(d) === slot.day)[
    n
  ] as string;
}

/**
 * Visits layer of the demo world, made by the demo users through the real services: the demo school
 * (manual confirmation) and a second registered school (auto-accept) publish availability from 8 weeks
 * ago to 12 weeks ahead; the demo university requests visits, the schools confirm, decline and move
 * them, the university cancels, moves and rates them, each at its own past moment. States, histories,
 * held places, ratings and notifications are what those actions give in real use.
 */
export async function seedDemoVisits(
  actors: DemoActors,
  opts: { now: Date; universityEmail: string; schoolEmail: string },
) {
  const { ctx } = actors;
  const db = ctx.db;
  const now = opts.now;
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * HOUR);
  const today = dayjs(now).format("YYYY-MM-DD");
  const start = dayjs(now).subtract(8, "week").startOf("week").format("YYYY-MM-DD");
  const end = dayjs(now).add(12, "week").format("YYYY-MM-DD");

  const uni = await actors.user(opts.universityEmail);
  const school = await actors.user(opts.schoolEmail);
  const [autoSchool] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(
      and(
        eq(partners.institute_type, "School"),
        isNotNull(partners.registered_at),
        lte(partners.registered_at, ago(90)), // on Quad before the demo history starts
        ne(partners.id, school.partner_id),
      ),
    )
    .orderBy(asc(partners.id))
    .limit(1);
  const [autoAdminRow] = autoSchool
    ? await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.partner_id, autoSchool.id), eq(users.role, "admin")))
        .orderBy(asc(users.id))
        .limit(1)
    : [];
  const autoAdmin = autoAdminRow ? await actors.user(autoAdminRow.email) : undefined;

  const events = createVisitsService(ctx);
  const availability = createAvailabilityService(ctx);
  const settings = createAvailabilitySettingsService(ctx);
  const feedbacks = createSchoolFeedbacks(ctx);

  // Ten weeks ago the schools set up visits: settings, then their weekly availability.
  actors.at(ago(70));
  await events.setAutoAccept(school, false);
  await settings.setContacts(school, school.id, []);
  await settings.setLocation(school, "Counselling centre, level 2");
  const range = { availability_start_date: start, availability_end_date: end, is_bulk_upload: true };
  const manual = (await availability.set(school, school.partner_id, { ...range, slots: MANUAL_SLOTS })).slots;
  let auto: Slot[] = [];
  if (autoAdmin) {
    await events.setAutoAccept(autoAdmin, true);
    auto = (await availability.set(autoAdmin, autoAdmin.partner_id, { ...range, slots: AUTO_SLOTS })).slots;
  }
  const slot = (list: Slot[], day: number, from: string) => {
    const found = list.find((s) => s.day === day && s.time_from === from);
    if (!found) throw new Error(`No demo slot on day ${day} at ${from}`);
    return found;
  };
  const mon9 = slot(manual, 1, "09:00");
  const tue11 = slot(manual, 2, "11:00");
  const wed14 = slot(manual, 3, "14:00");
  const thu9 = slot(manual, 4, "09:00");
  const fri11 = slot(manual, 5, "11:00");
  const mon14 = slot(manual, 1, "14:00");
  const tue9 = slot(manual, 2, "09:00");

  const past = dayjs(now).subtract(6, "week").format("YYYY-MM-DD");
  const pastVisit = (s: Slot, n: number, rating?: [number, string]): PlannedVisit => {
    const date = nthDate(s, past, n);
    const requestedAt = new Date(dayjs(date).subtract(14, "day").toDate().getTime() + 15 * HOUR);
    return {
      slot: s,
      date,
      school: "demo",
      requestedAt,
      note: "Information session for grade 12.",
      steps: [
        { do: "confirm", by: "school", days: 1 },
        ...(rating ? [{ do: "rate" as const, days: 16, rating: rating[0], comment: rating[1] }] : []),
      ],
    };
  };

  const plan: PlannedVisit[] = [
    // Visits that took place: two rated, two waiting for the university's rating.
    pastVisit(mon9, 0, [5, "Engaged students and a well-organised counselling team."]),
    pastVisit(tue11, 1, [4, "Great turnout; the room was a little small."]),
    pastVisit(mon14, 2),
    pastVisit(wed14, 3),
    // Confirmed by the school, then moved by the school (the university is told).
    {
      slot: thu9,
      date: nthDate(thu9, today, 1),
      school: "demo",
      requestedAt: ago(12),
      note: "Presentation on engineering programs.",
      steps: [
        { do: "confirm", by: "school", days: 1 },
        { do: "reschedule", by: "school", days: 9, to: nthDate(thu9, today, 2), reason: "Exam week" },
      ],
    },
    // Confirmed, then cancelled by the university.
    {
      slot: wed14,
      date: nthDate(wed14, today, 3),
      school: "demo",
      requestedAt: ago(8),
      steps: [
        { do: "confirm", by: "school", days: 1 },
        { do: "cancel", by: "university", days: 5, reason: "Our travel plans changed" },
      ],
    },
    // Confirmed, then moved by the university: waits for the school again.
    {
      slot: fri11,
      date: nthDate(fri11, today, 2),
      school: "demo",
      requestedAt: ago(7),
      note: "Campus life talk.",
      steps: [
        { do: "confirm", by: "school", days: 1 },
        {
          do: "reschedule",
          by: "university",
          days: 5,
          to: nthDate(fri11, today, 4),
          reason: "Moved to fit our Asia tour",
        },
      ],
    },
    // Declined by the school.
    {
      slot: tue9,
      date: nthDate(tue9, today, 2),
      school: "demo",
      requestedAt: ago(5),
      note: "Could we meet your IB students?",
      steps: [{ do: "declined", by: "school", days: 1, reason: "The school is closed for exams that week" }],
    },
    // Confirmed a few days ago.
    {
      slot: tue11,
      date: nthDate(tue11, today, 1),
      school: "demo",
      requestedAt: ago(4, 6),
      note: "Presentation on scholarships.",
      steps: [{ do: "confirm", by: "school", days: 1 }],
    },
    // A request without a date.
    {
      school: "demo",
      requestedAt: ago(3),
      note: "Could we visit during your spring college fair?",
      steps: [],
    },
    // Booked at the auto-accepting school: confirmed at once.
    ...(auto[0]
      ? [
          {
            slot: auto[0],
            date: nthDate(auto[0], today, 2),
            school: "auto" as const,
            requestedAt: ago(2),
            note: "Booked through the schools directory.",
            steps: [],
          },
        ]
      : []),
    // Waiting for the school.
    {
      slot: mon9,
      date: nthDate(mon9, today, 1),
      school: "demo",
      requestedAt: ago(0, 5),
      note: "Two admissions officers will attend.",
      steps: [],
    },
  ];

  const attendees = [{ name: `${uni.first_name} ${uni.last_name}`, email: uni.email }];
  for (const v of plan) {
    const host = v.school === "demo" ? school : (autoAdmin as UserWithPartner);
    actors.at(v.requestedAt);
    const { event } = await events.create(uni, {
      school_partner_id: host.partner_id,
      slot_id: v.slot?.slot_id,
      event_date: v.date,
      timezone: uni.timezone ?? "America/New_York",
      note: v.note,
      attendees: v.slot ? attendees : [],
    });
    for (const step of v.steps) {
      const moment = new Date(v.requestedAt.getTime() + step.days * DAY);
      if (moment > now) throw new Error(`Demo visit step ${step.do} would happen after now`);
      actors.at(moment);
      if (step.do === "rate") {
        await feedbacks.createFeedback(uni, event.id, { rating: step.rating, comment: step.comment });
      } else if (step.do === "reschedule") {
        const by = step.by === "school" ? host : uni;
        const current = await events.get(by, event.id);
        await events.reschedule(by, event.id, {
          slot_id: current.event.slot_id as number,
          event_date: step.to,
          timezone: by.timezone ?? by.partner_timezone ?? "UTC",
          reason: step.reason,
        });
      } else {
        await events.updateStatus(step.by === "school" ? host : uni, event.id, step.do, step.reason);
      }
    }
  }
}
