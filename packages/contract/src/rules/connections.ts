/** Connections (leads) of a University or ApplicationClient: spec 2 §3, §9; issue 11. */

/** The list tabs, in order (spec: students, guardians, counselors). */
export const CONNECTION_USER_TYPES = ["student", "guardian", "counsellor"] as const;
export type ConnectionUserType = (typeof CONNECTION_USER_TYPES)[number];

/** A webinar guest's role as a connection's user type. */
export const USER_TYPE_OF_GUEST_ROLE = {
  student: "student",
  parent: "guardian",
  counselor: "counsellor",
} as const satisfies Record<"student" | "parent" | "counselor", ConnectionUserType>;

/** Connection state groups (spec 2 §3). */
export const LIST_STATES = ["shortlisted", "longlisted", "applying", "applied", "offered"] as const;
export type ListState = (typeof LIST_STATES)[number];
export const ADDED_TO_LIST_STATES = ["shortlisted", "longlisted", "applying", "applied"] as const;
export const APPLICANT_STATES = ["applying", "applied"] as const;

export const ACCESS_TIERS = ["no_access", "paid", "free"] as const;
export type AccessTier = (typeof ACCESS_TIERS)[number];

/** How a connection first came to the institution. */
export const CONNECTION_SOURCES = ["webinar", "visit", "profile_view", "added", "application", "prospect"] as const;
export type ConnectionSource = (typeof CONNECTION_SOURCES)[number];

/** What a person did (recorded by Quad) and what staff may add by hand. */
export const PERSON_ACTIVITY_KINDS = [
  "registered",
  "waitlisted",
  "cancelled",
  "attended",
  "watched_video",
  "viewed_recording",
  "visit_signup",
  "profile_view",
  "applied",
] as const;
export const STAFF_ACTIVITY_KINDS = ["note", "call", "meeting", "email"] as const;
/** What staff did through Quad rather than by hand: connecting a discoverable prospect (issue 26 §3). */
export const SYSTEM_ACTIVITY_KINDS = ["prospect_connect"] as const;
export const ACTIVITY_KINDS = [...PERSON_ACTIVITY_KINDS, ...STAFF_ACTIVITY_KINDS, ...SYSTEM_ACTIVITY_KINDS] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * The activity_type filter values of spec 2 (dashboard links carry them): the spec's visit labels are
 * both a visit sign-up.
 */
export const ACTIVITY_TYPE_FILTER_VALUES: Record<string, ActivityKind> = {
  "Registered for a session": "registered",
  "Attended a session": "attended",
  "Watched on-demand video": "watched_video",
  "Viewed recording": "viewed_recording",
  "Signed up for visit": "visit_signup",
  "Signup for the school visit": "visit_signup",
  "Viewed profile": "profile_view",
};

/** Age under which contact details need a recorded guardian consent. */
export const ADULT_AGE = 18;

export const CONNECTIONS_PAGE_SIZE = 25;
export const ENGAGEMENT_PAGE_SIZE = 20;

/** Links into the list carry one of these (spec 2 §1). */
export const DASHBOARD_LINK_FILTERS = ["graduation_year", "event_title", "country", "activity_type"] as const;

/**
 * Every column a connections download can carry, in the default order, with its default header.
 * A partner's download format (partner_mapping.mapping_columns) picks, orders and renames these keys.
 */
export const EXPORT_COLUMNS = [
  { key: "first_name", header: "First name" },
  { key: "last_name", header: "Last name" },
  { key: "email", header: "Email" },
  { key: "phone", header: "Phone" },
  { key: "user_type", header: "Connection type" },
  { key: "country", header: "Country" },
  { key: "state", header: "State" },
  { key: "city", header: "City" },
  { key: "citizenships", header: "Citizenships" },
  { key: "graduation_year", header: "Graduation year" },
  { key: "gender", header: "Gender" },
  { key: "date_of_birth", header: "Date of birth" },
  { key: "school_name", header: "School" },
  { key: "school_city", header: "School city" },
  { key: "school_state", header: "School state" },
  { key: "academic_interests", header: "Academic interest" },
  { key: "course_interests", header: "Course interest" },
  { key: "interest", header: "Interest" },
  { key: "fit", header: "Fit" },
  { key: "status", header: "Status" },
  { key: "list_state", header: "List state" },
  { key: "lead_category", header: "Lead category" },
  { key: "next_step", header: "Next step" },
  { key: "source", header: "Source" },
  { key: "sat", header: "SAT" },
  { key: "act", header: "ACT" },
  { key: "toefl", header: "TOEFL" },
  { key: "ielts", header: "IELTS" },
  { key: "duolingo", header: "Duolingo" },
  { key: "gpa", header: "GPA" },
  { key: "ib", header: "IB" },
  { key: "a_level", header: "A-level" },
  { key: "activities_count", header: "Activities" },
  { key: "last_activity_at", header: "Last activity" },
  { key: "created_at", header: "Date added" },
] as const;
export type ExportColumnKey = (typeof EXPORT_COLUMNS)[number]["key"];
export const SCORE_KEYS = ["sat", "act", "toefl", "ielts", "duolingo", "gpa", "ib", "a_level"] as const;
