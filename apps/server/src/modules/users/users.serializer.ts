import type { SessionUser } from "@quad/contract/api/auth";
import { type Plan, planOfType } from "@quad/contract/rules/plans";
import type { UserWithPartner } from "./users.repository.ts";

/** The plan of the user's institution, from the tiers read with the user (decision 104). */
export function planOfUser(u: Pick<UserWithPartner, "institute_type" | "plan_tiers">): Plan {
  return planOfType(u.institute_type, (u.plan_tiers ?? {}) as Partial<Plan>);
}

/** The user as the app keeps it in its session (spec 1 §3 User). */
export function toSessionUser(u: UserWithPartner, authToken?: string): SessionUser {
  return {
    id: u.id,
    ...(authToken ? { authToken } : {}),
    partner_id: u.partner_id,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    company: { id: u.partner_id, name: u.partner_name, created_at: u.partner_created_at.toISOString() },
    is_calender_expired: u.is_calender_expired,
    is_onboard: u.is_onboard,
    is_admin: u.role === "admin",
    is_support_user: u.is_support_user,
    locale: u.locale,
    timezone: u.timezone ?? u.partner_timezone,
    institute_type: u.institute_type,
    role: { name: u.role },
    required_fields_filled: u.required_fields_filled,
    privacy_policy_accepted: u.privacy_policy_accepted_at !== null,
    last_login: u.last_login ? u.last_login.toISOString() : null,
    country_code: u.country_code,
    plan: planOfUser(u),
  };
}
