import type { SessionUser } from "@quad/contract/api/auth";
import { useSessionStore } from "../lib/session-store";

/** A signed-in university admin as the session call answers (tests that need one signed in). */
export const UNIVERSITY_ADMIN = {
  id: 1,
  authToken: "tok",
  partner_id: 1,
  email: "university@quad.test",
  first_name: "Emily",
  last_name: "Carter",
  company: { id: 1, name: "Northbridge University", created_at: "2026-01-01T00:00:00Z" },
  is_calender_expired: false,
  is_onboard: true,
  is_admin: true,
  is_support_user: false,
  locale: "en-US",
  timezone: null,
  institute_type: "University",
  role: { name: "admin" },
  required_fields_filled: true,
  privacy_policy_accepted: true,
  last_login: null,
  country_code: "US",
  plan: { connections: "paid", prospect_engage: "paid", insights: "paid" },
};

/** The demo world's second university on the growth plans' first steps (starter@quad.test): connections and prospect-and-engage free, insights not in its plan. */
export const STARTER_ADMIN = {
  ...UNIVERSITY_ADMIN,
  id: 7,
  partner_id: 7,
  email: "starter@quad.test",
  first_name: "Sam",
  last_name: "Reed",
  company: { id: 7, name: "Northfield University", created_at: "2026-01-01T00:00:00Z" },
  plan: { connections: "free", prospect_engage: "free", insights: "no_access" },
};

/** Puts `user` (a fixture above, with changes) in the session store, as a sign-in does. */
export function signInAs(user: object): void {
  useSessionStore.getState().signIn(user as SessionUser);
}
