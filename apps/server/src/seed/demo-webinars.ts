import dayjs from "dayjs";
import { and, asc, eq, isNotNull, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { createProviderCatalogue } from "../modules/partner-webinars/provider-catalogue.ts";
import { partners } from "../modules/partners/partners.table.ts";
import { users } from "../modules/users/users.table.ts";
import { webinarUsers } from "../modules/webinars/guests.table.ts";
import { webinarRegistrations } from "../modules/webinars/webinar-registrations.table.ts";
import { webinars } from "../modules/webinars/webinar-sessions.table.ts";
import { FIRST_NAMES, LAST_NAMES } from "./names.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

interface Plan {
  owner: { user: number; partner: number; timezone: string };
  title: string;
  /** Hours from the seeding hour to the start, and the length in hours. */
  startHours: number;
  hours: number;
  location: string | null;
  guests: number;
  checkedIn: number;
}

/**
 * Events to check students in to (spec 2 "QR scan screen"): for the demo university and the demo school,
 * one running now, one later this week and one finished, with registered student guests (some already
 * checked in). Deterministic: names come from the demo word lists by position.
 */
export async function seedDemoWebinars(tx: Tx, opts: { now: Date; universityEmail: string; schoolEmail: string }) {
  const owner = async (email: string) => {
    const [row] = await tx
      .select({ user: users.id, partner: users.partner_id, timezone: partners.timezone })
      .from(users)
      .innerJoin(partners, eq(partners.id, users.partner_id))
      .where(eq(users.email, email));
    return row ? { ...row, timezone: row.timezone ?? "UTC" } : undefined;
  };
  const uni = await owner(opts.universityEmail);
  const school = await owner(opts.schoolEmail);
  if (!uni || !school) return;
  const otherSchools = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(
      and(eq(partners.institute_type, "School"), isNotNull(partners.registered_at), ne(partners.id, school.partner)),
    )
    .orderBy(asc(partners.id))
    .limit(6);
  const schoolIds = [school.partner, ...otherSchools.map((s) => s.id)];

  const plans: Plan[] = [
    { owner: uni, title: "Campus open day", startHours: -1, hours: 4, location: "Main hall", guests: 32, checkedIn: 6 },
    {
      owner: uni,
      title: "Engineering info session",
      startHours: 50,
      hours: 2,
      location: "Room B12",
      guests: 12,
      checkedIn: 0,
    },
    {
      owner: uni,
      title: "Scholarships evening",
      startHours: -24 * 9,
      hours: 2,
      location: "Library",
      guests: 10,
      checkedIn: 8,
    },
    {
      owner: school,
      title: "University fair",
      startHours: -1,
      hours: 3,
      location: "Sports hall",
      guests: 24,
      checkedIn: 4,
    },
    {
      owner: school,
      title: "Parents' information evening",
      startHours: 74,
      hours: 2,
      location: null,
      guests: 8,
      checkedIn: 0,
    },
  ];

  const hour = dayjs(opts.now).startOf("hour");
  let n = 0;
  const guestsNeeded = Math.max(...plans.map((p) => p.guests));
  const guestRows = await tx
    .insert(webinarUsers)
    .values(
      Array.from({ length: guestsNeeded + 20 }, (_, i) => {
        n += 1;
        const first = FIRST_NAMES[(i * 7) % FIRST_NAMES.length] as string;
        const last = LAST_NAMES[(i * 11) % LAST_NAMES.length] as string;
        return {
          email: `${first}.${last}.${n}@student.quad.test`.toLowerCase(),
          first_name: first,
          last_name: last,
          role: i % 9 === 8 ? "parent" : "student",
          school_partner_id: schoolIds[i % schoolIds.length] ?? null,
          graduation_year: i % 9 === 8 ? null : hour.year() + 1 + (i % 3),
          required_fields_filled: true,
          created_at: opts.now,
          updated_at: opts.now,
        };
      }),
    )
    .returning({ id: webinarUsers.id });

  for (const [index, p] of plans.entries()) {
    const start = hour.add(p.startHours, "hour");
    const [w] = await tx
      .insert(webinars)
      .values({
        partner_id: p.owner.partner,
        title: p.title,
        description: `${p.title}: meet the team and ask your questions.`,
        start_time: start.toDate(),
        end_time: start.add(p.hours, "hour").toDate(),
        timezone: p.owner.timezone,
        is_in_person: p.location !== null,
        location: p.location,
        created_by: p.owner.user,
        created_at: opts.now,
        updated_at: opts.now,
      })
      .returning({ id: webinars.id });
    if (!w) continue;
    // Each event takes its guests from a different place in the list, so they overlap only in part.
    const picked = Array.from(
      { length: p.guests },
      (_, i) => guestRows[(i + index * 5) % guestRows.length]?.id as number,
    );
    await tx.insert(webinarRegistrations).values(
      picked.map((guestId, i) => {
        const checked = i < p.checkedIn;
        return {
          webinar_id: w.id,
          partner_id: p.owner.partner,
          webinar_user_id: guestId,
          registered_at: start.subtract(3 + (i % 5), "day").toDate(),
          attended_at: checked ? start.add(i * 3, "minute").toDate() : null,
          check_in_method: checked ? ("qr" as const) : null,
          checked_in_by: checked ? p.owner.user : null,
        };
      }),
    );
  }
}

/**
 * The provider's catalogue as Quad's operators would set it up (`npm run webinars`): categories and
 * upcoming events relative to the seeding day, so universities have events to take part in. No
 * notifications: the demo world's notices are its visits and team.
 */
export async function seedDemoProviderEvents(tx: Tx, opts: { now: Date }) {
  const catalogue = createProviderCatalogue({ db: tx as unknown as Db });
  const categories = [
    { name: "Study in the UK", name_zh: "英国留学", description: "Universities of the United Kingdom", position: 1 },
    {
      name: "Study in the US",
      name_zh: "美国留学",
      description: "Colleges and universities of the United States",
      position: 2,
    },
    {
      name: "Scholarships and funding",
      name_zh: "奖学金与资助",
      description: "Paying for university abroad",
      position: 3,
    },
  ];
  for (const c of categories) await catalogue.addCategory(c);
  const day = (days: number, hhmm: string) => `${dayjs(opts.now).add(days, "day").format("YYYY-MM-DD")}T${hhmm}`;
  const events = [
    {
      category: "Study in the UK",
      title: "UK Universities Virtual Fair",
      days: 12,
      from: "09:00",
      to: "17:00",
      timezone: "Europe/London",
    },
    {
      category: "Study in the US",
      title: "US College Week",
      days: 26,
      from: "08:00",
      to: "20:00",
      timezone: "America/New_York",
    },
    {
      category: "Scholarships and funding",
      title: "Scholarships Q&A Day",
      days: 40,
      from: "10:00",
      to: "16:00",
      timezone: "Asia/Shanghai",
    },
  ];
  for (const e of events) {
    await catalogue.addEvent({
      category: e.category,
      title: e.title,
      start: day(e.days, e.from),
      end: day(e.days, e.to),
      timezone: e.timezone,
      description: `${e.title}: live sessions hosted by universities taking part.`,
    });
  }
}
