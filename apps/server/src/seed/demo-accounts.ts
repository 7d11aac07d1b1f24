import type { DirectoryEntry, UserInsert, WorldRefs } from "./directory.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoSignIn {
  email: string;
  role: string;
  institute_type: string;
}

interface DemoPerson {
  email: string;
  first_name: string;
  last_name: string;
  role: "admin" | "member";
  designation: string;
  gender: "male" | "female";
  phone: string;
}

interface DemoInstitution {
  entry: Omit<DirectoryEntry["partner"], "country_id" | "state_id">;
  country: string;
  state: string;
  phoneCode: string;
  people: DemoPerson[];
}

const INSTITUTIONS: DemoInstitution[] = [
  {
    country: "US",
    state: "MA",
    phoneCode: "+1",
    entry: {
      institute_type: "University",
      name: "Northbridge University",
      city: "Boston",
      address: "200 Northbridge Avenue",
      postal_code: "02115",
      timezone: "America/New_York",
      email: "admissions@northbridge.quad.test",
      contact: "+1 6175550142",
      website: "https://www.northbridge.quad.test",
      description:
        "A private research university in Boston with 14,000 students from 90 countries, known for engineering, " +
        "economics and the life sciences, and for small seminars from the first year.",
      top_majors: ["Computer Science", "Economics", "Biology", "Mechanical Engineering", "Psychology"],
      avg_sat: 1420,
      avg_act: 32,
      avg_ib: 37,
      avg_gpa: "3.85",
      avg_ielts: "7.0",
      avg_toefl: 102,
      avg_duolingo: 125,
    },
    people: [
      {
        email: "university@quad.test",
        first_name: "Emily",
        last_name: "Carter",
        role: "admin",
        designation: "Director of International Admissions",
        gender: "female",
        phone: "6175550101",
      },
      {
        email: "university.member@quad.test",
        first_name: "Daniel",
        last_name: "Brooks",
        role: "member",
        designation: "Admissions Counselor",
        gender: "male",
        phone: "6175550102",
      },
    ],
  },
  {
    country: "SG",
    state: "01",
    phoneCode: "+65",
    entry: {
      institute_type: "School",
      name: "Lakeside International School",
      city: "Singapore",
      address: "25 Lakeside Road",
      postal_code: "649406",
      timezone: "Asia/Singapore",
      email: "counselling@lakeside.quad.test",
      contact: "+65 65550190",
      website: "https://www.lakeside.quad.test",
      school_type: "international",
      ceeb_code: "694512",
      instructions: "Please sign in at the main reception with photo ID; visits take place in the Careers Centre.",
      confirmation_message:
        "Thank you for booking a visit to Lakeside. Our counselling team looks forward to meeting you.",
    },
    people: [
      {
        email: "school@quad.test",
        first_name: "Grace",
        last_name: "Tan",
        role: "admin",
        designation: "Head of University Counselling",
        gender: "female",
        phone: "91234501",
      },
      {
        email: "school.member@quad.test",
        first_name: "Marcus",
        last_name: "Lim",
        role: "member",
        designation: "College Counsellor",
        gender: "male",
        phone: "91234502",
      },
    ],
  },
  {
    country: "GB",
    state: "ENG",
    phoneCode: "+44",
    entry: {
      institute_type: "ApplicationClient",
      name: "Atlas Admissions Partners",
      city: "London",
      address: "12 Atlas Yard",
      timezone: "Europe/London",
      email: "hello@atlas.quad.test",
      contact: "+44 2075550123",
      website: "https://www.atlas.quad.test",
      description:
        "An admissions agency that helps students apply to universities in the UK, Europe and North America.",
    },
    people: [
      {
        email: "client@quad.test",
        first_name: "Oliver",
        last_name: "Bennett",
        role: "admin",
        designation: "Managing Director",
        gender: "male",
        phone: "7700900101",
      },
      {
        email: "client.member@quad.test",
        first_name: "Sophie",
        last_name: "Clarke",
        role: "member",
        designation: "Application Advisor",
        gender: "female",
        phone: "7700900102",
      },
    ],
  },
  {
    // A second university on the starter plan (decision 104): free connections (contacts locked), prospect and
    // engage on free, no insights. Only its admin signs in.
    country: "US",
    state: "MN",
    phoneCode: "+1",
    entry: {
      institute_type: "University",
      name: "Northfield University",
      city: "Northfield",
      address: "1 College Street",
      postal_code: "55057",
      timezone: "America/Chicago",
      email: "admissions@northfield.quad.test",
      contact: "+1 5075550160",
      website: "https://www.northfield.quad.test",
      description:
        "A liberal arts university in Minnesota with 3,000 students, new to international recruitment, known for " +
        "its music, mathematics and environmental studies programs.",
      top_majors: ["Mathematics", "Music", "Environmental Studies", "Economics", "Chemistry"],
      avg_sat: 1310,
      avg_act: 29,
      avg_gpa: "3.60",
      avg_ielts: "6.5",
      avg_toefl: 90,
    },
    people: [
      {
        email: "starter@quad.test",
        first_name: "Hannah",
        last_name: "Lindqvist",
        role: "admin",
        designation: "International Recruitment Lead",
        gender: "female",
        phone: "5075550161",
      },
    ],
  },
];

/** The demo sign-ins: admin and member for each partner type, and the starter university's admin. */
export const DEMO_SIGN_INS: DemoSignIn[] = INSTITUTIONS.flatMap((i) =>
  i.people.map((p) => ({ email: p.email, role: p.role, institute_type: i.entry.institute_type })),
);
export const DEMO_MARKER_EMAIL = "university@quad.test";

/** The demo institutions, active and registered, each with an onboarded admin (and a new member but the starter's). */
export function demoInstitutions(
  refs: WorldRefs,
  opts: { now: Date; passwordHash: string; schoolSizeId: number | null },
): DirectoryEntry[] {
  return INSTITUTIONS.map((institution, index) => {
    const registeredAt = new Date(opts.now.getTime() - (400 - index * 30) * DAY_MS);
    const approvedAt = new Date(registeredAt.getTime() + 6 * 3_600_000);
    const country = refs.countries.get(institution.country);
    const state = refs.states.get(institution.country)?.find((s) => s.code === institution.state);
    const users: UserInsert[] = institution.people.map((p) => ({
      ...p,
      phone_country_code: institution.phoneCode,
      password_hash: opts.passwordHash,
      timezone: institution.entry.timezone,
      locale: "en-US",
      is_onboard: p.role === "admin",
      required_fields_filled: true,
      email_confirmed_at: registeredAt,
      privacy_policy_accepted_at: registeredAt,
    }));
    return {
      partner: {
        ...institution.entry,
        status: "active",
        registered_at: registeredAt,
        approved_at: approvedAt,
        country_id: country?.id ?? null,
        state_id: state?.id ?? null,
        school_size_id: institution.entry.institute_type === "School" ? opts.schoolSizeId : null,
      },
      users,
    };
  });
}
