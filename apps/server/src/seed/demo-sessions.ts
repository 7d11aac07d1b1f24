import { WebinarInputSchema } from "@quad/contract/api/partner-webinars";
import { GuestRegistrationInputSchema } from "@quad/contract/api/webinars";

/**
 * The demo world's webinar catalogue as plans: who hosts what, when (relative to the seeding hour), who
 * registers, joins, watches the replay or cancels. Pure data; `demo-guest-webinars.ts` plays it through
 * the services. Deterministic: everything follows from the position in these lists.
 */

export const DEMO_GUEST_EMAIL = "guest@quad.test";
/** Recordings play in the guest area's video player (a public sample video). */
export const DEMO_RECORDING_URL = "https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/BigBuckBunny.mp4";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type GuestPlan = {
  email: string;
  first_name: string;
  last_name: string;
  role: "student" | "parent" | "counselor";
  /** Days before the seeding moment the account was made. */
  daysAgo: number;
  locale?: "en-US" | "zh-CN";
  city: string;
  countryCode: string;
  interests?: string[];
};

/** The guests: guest@quad.test first (a student), then students, parents and counselors. */
export const GUEST_PLANS: GuestPlan[] = [
  {
    email: DEMO_GUEST_EMAIL,
    first_name: "Maya",
    last_name: "Lin",
    role: "student",
    daysAgo: 95,
    city: "Shanghai",
    countryCode: "CN",
    interests: ["Computer Science", "Economics"],
  },
  ...(
    [
      ["Ethan", "Walker", "student", "Chicago", "US", ["Engineering"]],
      ["Priya", "Nair", "student", "Mumbai", "IN", ["Medicine", "Biology"]],
      ["Lucas", "Oliveira", "student", "São Paulo", "BR", ["Business"]],
      ["Chloe", "Martin", "student", "Toronto", "CA", ["Psychology"]],
      ["Wei", "Zhang", "student", "Beijing", "CN", ["Mathematics"]],
      ["Amara", "Eze", "student", "Lagos", "NG", ["Law"]],
      ["Sarah", "Walker", "parent", "Chicago", "US"],
      ["Li", "Zhang", "parent", "Beijing", "CN"],
      ["Anita", "Nair", "parent", "Mumbai", "IN"],
      ["David", "Okafor", "counselor", "Lagos", "NG"],
      ["Helen", "Brooks", "counselor", "London", "GB"],
      ["Kenji", "Sato", "counselor", "Tokyo", "JP"],
    ] as const
  ).map(
    ([first_name, last_name, role, city, countryCode, interests], i): GuestPlan => ({
      email: `${first_name}.${last_name}@${role === "counselor" ? "school" : "family"}.quad.test`.toLowerCase(),
      first_name,
      last_name,
      role,
      daysAgo: 90 - i * 2,
      locale: countryCode === "CN" ? "zh-CN" : "en-US",
      city,
      countryCode,
      interests: interests ? [...interests] : undefined,
    }),
  ),
];

/** The registration form a guest sends (POST registrations), checked by the contract's schema. */
export function registrationInput(
  g: GuestPlan,
  i: number,
  refs: { countryId: number; schoolId: number | null; password: string; year: number },
) {
  const student = g.role === "student";
  return GuestRegistrationInputSchema.parse({
    email: g.email,
    password: refs.password,
    first_name: g.first_name,
    last_name: g.last_name,
    role: g.role,
    country_id: refs.countryId,
    city: g.city,
    locale: g.locale,
    date_of_birth: student ? `${refs.year - 17 + (i % 2)}-0${1 + (i % 9)}-1${i % 10}` : undefined,
    graduation_year: student ? refs.year + 1 + (i % 2) : undefined,
    planned_start: student ? `${refs.year + 1 + (i % 2)}-09` : undefined,
    academic_interests: g.interests,
    school_partner_id: g.role === "parent" ? undefined : (refs.schoolId ?? undefined),
    institute_name: g.role !== "parent" && !refs.schoolId ? "Riverside International School" : undefined,
  });
}

/** The host of a session the demo application client holds (not one of the universities). */
export const CLIENT_HOST = -1;

export type SessionPlan = {
  /** 0: the demo university; 1..3 other universities of the directory; CLIENT_HOST: the demo application client. */
  host: number;
  /** The title of a provider event the host takes part in and holds this session in (its times set start and end). */
  providerEvent?: string;
  title: string;
  category: number;
  /** Start and end, ms from the seeding hour. */
  start: number;
  end: number;
  capacity?: number;
  location?: string;
  recording?: boolean;
  /** Guests (positions in GUEST_PLANS) who register, in order; past capacity they wait. */
  guests: number[];
  /** Of those, who join (past and live sessions), watch the replay, and cancel. */
  joined?: number[];
  watched?: number[];
  cancelled?: number[];
};

const TOPICS: [string, number][] = [
  ["Undergraduate admissions explained", 0],
  ["Life on campus: a student panel", 1],
  ["Writing a personal statement that stands out", 0],
  ["Scholarships for international students", 2],
  ["Choosing a major: engineering or computer science?", 1],
  ["Applying with the Common App", 1],
  ["Student visas, step by step", 0],
  ["Financial aid and cost of attendance", 2],
  ["Meet the business school", 1],
  ["Medicine and health sciences pathways", 0],
  ["Preparing for interviews", 1],
  ["Merit scholarships: who qualifies", 2],
  ["Foundation years and pathway programmes", 0],
  ["Parents' Q&A: safety, housing and support", 1],
  ["Counselors' briefing: this year's deadlines", 0],
  ["Research opportunities for undergraduates", 1],
  ["Funding your master's degree", 2],
  ["Arts and design portfolios", 0],
  ["From offer to arrival", 1],
  ["Budgeting for your first year abroad", 2],
];

/** Guests by role (positions in GUEST_PLANS). */
const STUDENTS = [1, 2, 3, 4, 5, 6];
const PARENTS = [7, 8, 9];
const COUNSELORS = [10, 11, 12];
const rotate = <T>(list: T[], by: number) => list.map((_, i) => list[(i + by) % list.length] as T);

/**
 * 41 published sessions: 18 ended (10 with recordings), one live now (and a week-long open week that is
 * live too), 21 upcoming; three upcoming ones are full with guests waiting.
 */
export function sessionPlans(): SessionPlan[] {
  const plans: SessionPlan[] = [];
  const topic = (n: number) => TOPICS[n % TOPICS.length] as [string, number];
  for (let i = 0; i < 18; i++) {
    const [title, category] = topic(i);
    const start = -(1 + i * 3) * DAY - (i % 3) * HOUR;
    // The recent ones drew a few guests each; the older ones one.
    const guests =
      i < 10
        ? [
            ...rotate(STUDENTS, i).slice(0, 1 + (i % 2)),
            i % 2 ? (COUNSELORS[i % 3] as number) : (PARENTS[i % 3] as number),
          ]
        : [STUDENTS[i % STUDENTS.length] as number];
    if (i === 1 || i === 4) guests.unshift(0);
    plans.push({
      host: i % 4,
      title,
      category,
      start,
      end: start + (i % 2 ? 2 : 1) * HOUR,
      recording: i < 10,
      guests,
      joined: guests.filter((_, k) => k % 3 !== 2),
      // A no-show watches the replay, and so does a student who never registered.
      watched:
        i < 10
          ? [...guests.filter((_, k) => k % 3 === 2), ...(i % 3 === 1 ? [STUDENTS[(i + 3) % 6] as number] : [])]
          : [],
    });
  }
  plans.push({
    host: 0,
    title: "Live now: ask our admissions team anything",
    category: 0,
    start: -HOUR,
    end: 2 * HOUR,
    guests: [0, 1, 2, 7, 10],
    joined: [1, 2, 7],
  });
  plans.push({
    host: 1,
    title: "Virtual open week",
    category: 1,
    start: -2 * DAY,
    end: 5 * DAY,
    guests: [3, 8],
    joined: [3],
  });
  for (let i = 0; i < 21; i++) {
    const [title, category] = topic(i + 7);
    const start = 5 * HOUR + i * Math.round(1.6 * DAY) + (i % 4) * HOUR;
    const full = i === 2 || i === 7 || i === 12;
    // A full session: four students, a parent and a counselor on 4 seats, so two wait.
    const guests = full
      ? [...rotate(STUDENTS, i).slice(0, 4), PARENTS[i % 3] as number, COUNSELORS[i % 3] as number]
      : [STUDENTS[i % STUDENTS.length] as number, ...(i % 4 === 1 ? [PARENTS[i % 3] as number] : [])];
    if (i === 0 || i === 12) guests.push(0);
    plans.push({
      host: i % 4,
      title,
      category,
      start,
      end: start + (1 + (i % 2)) * HOUR,
      capacity: full ? 4 : i % 5 === 1 ? 200 : undefined,
      location: i === 5 || i === 15 ? "Visitor centre, main campus" : undefined,
      guests,
      // A seat freed on a full session goes to the first on the waiting list, who takes it.
      cancelled: full ? [guests[1] as number] : i % 6 === 3 ? [guests[0] as number] : [],
    });
  }
  // The application client holds sessions too (issue 24 §5): one in the provider's UK fair, which it takes part in,
  // and one of its own.
  plans.push({
    host: CLIENT_HOST,
    providerEvent: "UK Universities Virtual Fair",
    title: "Applying to UK universities with an admissions adviser",
    category: 0,
    start: 0,
    end: 0,
    guests: [2, 4, 8],
  });
  plans.push({
    host: CLIENT_HOST,
    title: "Your application documents, step by step",
    category: 1,
    start: 3 * DAY + 2 * HOUR,
    end: 3 * DAY + 3 * HOUR,
    guests: [1, 5, 9],
  });
  return plans;
}

/** A session as the host's form sends it (wall times in the host's zone), checked by the contract's schema. */
export function sessionInput(
  p: SessionPlan,
  i: number,
  refs: { categoryId: number; timezone: string; startAt: string; endAt: string },
) {
  const slug = `quad-demo-${i + 1}`;
  return WebinarInputSchema.parse({
    title: p.title,
    description: `${p.title}. Bring your questions: the admissions team answers them live.`,
    category_id: refs.categoryId,
    start_at: refs.startAt,
    end_at: refs.endAt,
    timezone: refs.timezone,
    is_in_person: Boolean(p.location),
    location: p.location,
    join_url: p.location ? undefined : `https://meet.jit.si/${slug}`,
    capacity: p.capacity,
    is_slido_embed: i % 5 === 0,
    speakers: [{ name: "Admissions team", title: "Office of Admissions" }],
    status: "published",
  });
}
