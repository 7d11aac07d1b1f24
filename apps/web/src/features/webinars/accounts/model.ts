import type { GuestUser } from "@quad/contract/api/webinars";
import type { InstituteType } from "@quad/contract/rules/constants";
import { MESSAGES } from "@quad/contract/rules/messages";
import { GUEST_ROLES, type GuestRole, missingRequiredFields } from "@quad/contract/rules/webinar-sessions";

/** Pure rules of the webinar guests' account screens (spec 3 §2, §5; issue 10 §2). */

export const WEBINARS_HOME = "/webinars";
export const GUEST_PROFILE_PATH = "/webinars/users/update";
export const GUEST_SIGN_IN_PATH = "/webinars/sign-in";
export const GUEST_REGISTER_PATH = "/webinars/register";
export const GUEST_SEARCH_SCHOOL_PATH = "/webinars/search-school";

export type GuestSignInFailure = { field: "email" | "password"; message: string } | null;

/** The webinar sign-in treats only 401 (password) and 404 (email) as field errors (spec 3 §5). */
export function guestSignInFailure(status: number | undefined, serverMessage: string | undefined): GuestSignInFailure {
  if (status === 401) return { field: "password", message: serverMessage ?? MESSAGES.invalidCredentials };
  if (status === 404) return { field: "email", message: serverMessage ?? MESSAGES.accountNotFound };
  return null;
}

/** A redirect target must stay on this site: one leading "/", no scheme-relative or backslash trick. */
export function isSafeRedirect(target: string | null | undefined): target is string {
  return (
    typeof target === "string" &&
    target.startsWith("/") &&
    !target.startsWith("//") &&
    !target.startsWith("/\\") &&
    // Sending a guest back to a sign-in or sign-up page after signing in would only bounce.
    !/^\/webinars\/(sign-in|register|search-school|forgot-password|reset-password)(\/|\?|$)/.test(target)
  );
}

/** The safe `redirect_to` of a query string, or null. */
export function redirectFrom(searchStr: string): string | null {
  const target = new URLSearchParams(searchStr).get("redirect_to");
  return isSafeRedirect(target) ? target : null;
}

/**
 * Where a guest goes after signing in or signing up: an incomplete profile first (keeping where they
 * were going), then the safe `redirect_to`, else the webinar home (spec 3 §4).
 */
export function afterSignInPath(guest: Pick<GuestUser, "required_fields_filled">, redirectTo: string | null): string {
  if (!guest.required_fields_filled) return withRedirect(GUEST_PROFILE_PATH, redirectTo);
  return redirectTo ?? WEBINARS_HOME;
}

/** Where the profile screen goes after a save: on when the profile just became complete or a target waits. */
export function afterProfileSavePath(
  wasComplete: boolean,
  nowComplete: boolean,
  redirectTo: string | null,
): string | null {
  if (!nowComplete) return null;
  if (redirectTo) return redirectTo;
  return wasComplete ? null : WEBINARS_HOME;
}

/** A path with `redirect_to` added when there is one. */
export function withRedirect(path: string, redirectTo: string | null): string {
  if (!redirectTo) return path;
  const sep = path.includes("?") ? "&" : "?";
  return `${path}${sep}${new URLSearchParams({ redirect_to: redirectTo }).toString()}`;
}

export type PartnerNotice = "school" | "collegeRep";

/**
 * A signed-in partner opening the guest sign-up (spec 3 §2): a School user is told to use the school
 * account, a University or ApplicationClient user ("college rep") to sign out first.
 */
export function partnerNotice(type: InstituteType | null | undefined): PartnerNotice | null {
  if (!type) return null;
  return type === "School" ? "school" : "collegeRep";
}

/** The school a guest names: one of the directory (GET schools) or a name typed in. */
export type SchoolChoice = { kind: "directory"; id: number; name: string } | { kind: "typed"; name: string };

/** The school choice carried in a query string (search-school -> register). */
export function schoolFromSearch(searchStr: string): SchoolChoice | null {
  const params = new URLSearchParams(searchStr);
  const name = params.get("institute_name")?.trim() ?? "";
  const id = Number(params.get("school_partner_id"));
  if (!name) return null;
  if (Number.isInteger(id) && id > 0) return { kind: "directory", id, name };
  return { kind: "typed", name: name.slice(0, 200) };
}

/** The register screen's address for a school choice, keeping `redirect_to`. */
export function registerHrefFor(choice: SchoolChoice | null, redirectTo: string | null): string {
  const params = new URLSearchParams();
  if (choice) {
    if (choice.kind === "directory") params.set("school_partner_id", String(choice.id));
    params.set("institute_name", choice.name);
  }
  if (redirectTo) params.set("redirect_to", redirectTo);
  const qs = params.toString();
  return qs ? `${GUEST_REGISTER_PATH}?${qs}` : GUEST_REGISTER_PATH;
}

/** Students and counselors name a school; parents and guardians need not (decision 035). */
export function namesSchool(role: GuestRole | "" | null | undefined): boolean {
  return role === "student" || role === "counselor";
}

export const SCORE_TESTS = ["SAT", "ACT", "IB", "GPA", "IELTS", "TOEFL", "Duolingo"] as const;

/** The profile form's values: strings for inputs, as Mantine holds them. */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  role: GuestRole | "";
  date_of_birth: string;
  graduation_year: string;
  country_id: string;
  state: string;
  city: string;
  postal_code: string;
  citizenship_country_id: string;
  planned_start: string;
  scores: Record<string, string>;
  academic_interests: string[];
  school: SchoolChoice | null;
  gender: string;
  timezone: string;
}

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));

/** The form's values from the signed-in guest. */
export function profileFormValues(g: Omit<GuestUser, "authToken">): ProfileFormValues {
  const school: SchoolChoice | null = g.school_partner_id
    ? { kind: "directory", id: g.school_partner_id, name: g.institute_name ?? "" }
    : g.institute_name
      ? { kind: "typed", name: g.institute_name }
      : null;
  return {
    first_name: g.first_name,
    last_name: g.last_name,
    role: g.role,
    date_of_birth: str(g.date_of_birth),
    graduation_year: str(g.graduation_year),
    country_id: str(g.country_id),
    state: str(g.state),
    city: str(g.city),
    postal_code: str(g.postal_code),
    citizenship_country_id: str(g.citizenship_country_id),
    planned_start: str(g.planned_start),
    scores: Object.fromEntries(SCORE_TESTS.map((test) => [test, g.scores[test] ?? ""])),
    academic_interests: g.academic_interests,
    school,
    gender: str(g.gender),
    timezone: str(g.timezone),
  };
}

/**
 * The PUT users/update_user body of the form (the server clears what is not sent, so every field goes):
 * blanks stay blank for the contract's schema to read as "not given".
 */
export function profileInput(v: ProfileFormValues): Record<string, unknown> {
  const scores = Object.fromEntries(
    Object.entries(v.scores)
      .map(([test, value]) => [test, value.trim()] as const)
      .filter(([, value]) => value !== ""),
  );
  return {
    first_name: v.first_name,
    last_name: v.last_name,
    role: v.role,
    date_of_birth: v.date_of_birth,
    graduation_year: v.graduation_year,
    country_id: v.country_id,
    state: v.state,
    city: v.city,
    postal_code: v.postal_code,
    citizenship_country_id: v.citizenship_country_id,
    planned_start: v.planned_start,
    scores: Object.keys(scores).length ? scores : "",
    academic_interests: v.academic_interests.length ? v.academic_interests : "",
    school_partner_id: v.school?.kind === "directory" ? String(v.school.id) : "",
    institute_name: v.school?.name ?? "",
    gender: v.gender,
    timezone: v.timezone,
  };
}

/** The required fields still missing in the form (the contract's rule, on the form's values). */
export function missingInForm(v: ProfileFormValues, email: string): string[] {
  return missingRequiredFields({
    first_name: v.first_name,
    last_name: v.last_name,
    email,
    role: v.role || null,
    date_of_birth: v.date_of_birth || null,
    graduation_year: v.graduation_year ? Number(v.graduation_year) : null,
    country_id: v.country_id ? Number(v.country_id) : null,
    city: v.city,
    school_partner_id: v.school?.kind === "directory" ? v.school.id : null,
    institute_name: v.school?.name ?? null,
  });
}

/** A multipart body with Rails-style `user[field]` names (spec 3 §7: PUT users/update_locale uses user[locale]). */
export function userFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) form.append(`user[${key}][]`, String(item));
    else if (typeof value === "object") form.append(`user[${key}]`, JSON.stringify(value));
    else form.append(`user[${key}]`, String(value));
  }
  return form;
}

/** Graduation years offered: from 10 years back to 8 years ahead of the academic year. */
export function graduationYears(academicYear: number): number[] {
  const years: number[] = [];
  for (let y = academicYear + 8; y >= academicYear - 10; y -= 1) years.push(y);
  return years;
}

export function isGuestRole(value: unknown): value is GuestRole {
  return typeof value === "string" && (GUEST_ROLES as readonly string[]).includes(value);
}

/** Schema fragments of the guest forms that have their own translation (webinars.accounts.errors.*). */
const FRAGMENTS: Record<string, string> = {
  "must be student, parent or counselor": "chooseCategory",
  "must be a date (YYYY-MM-DD)": "date",
  "must be a month (YYYY-MM)": "month",
  "is not a known country": "country",
  "is not a school of the directory": "school",
  "must be at most 20 characters": "scoreTooLong",
};

/** The translation key of a guest-form error fragment, or null for the shared field texts. */
export function fragmentKey(message: string): string | null {
  const key = FRAGMENTS[message];
  return key ? `webinars.accounts.errors.${key}` : null;
}
