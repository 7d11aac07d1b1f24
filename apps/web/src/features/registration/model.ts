import type { RegistrationInput } from "@quad/contract/api/auth";
import type { REGISTRABLE_TYPES } from "@quad/contract/rules/constants";
import { MESSAGES } from "@quad/contract/rules/messages";

/** Pure rules of registration and institution search. */

export type RegistrableType = (typeof REGISTRABLE_TYPES)[number];

export interface RegistrationFormValues {
  partner_id: string;
  institution_name: string;
  country_id: string;
  state_id: string;
  city: string;
  website: string;
  first_name: string;
  last_name: string;
  designation: string;
  phone: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export const REGISTRATION_FIELDS: readonly (keyof RegistrationFormValues)[] = [
  "institution_name",
  "country_id",
  "state_id",
  "city",
  "website",
  "first_name",
  "last_name",
  "designation",
  "phone",
  "email",
  "password",
  "password_confirmation",
];

/** Form values prefilled from the search screen's query string. */
export function initialRegistrationValues(search: URLSearchParams): RegistrationFormValues {
  const partnerId = search.get("partner_id") ?? "";
  return {
    partner_id: /^\d+$/.test(partnerId) ? partnerId : "",
    institution_name: search.get("institution_name") ?? "",
    country_id: /^\d+$/.test(search.get("country_id") ?? "") ? (search.get("country_id") ?? "") : "",
    state_id: "",
    city: "",
    website: "",
    first_name: "",
    last_name: "",
    designation: "",
    phone: "",
    email: "",
    password: "",
    password_confirmation: "",
  };
}

/** The form's strings as the contract input (empty optional fields left out). */
export function toRegistrationInput(type: RegistrableType, v: RegistrationFormValues): Record<string, unknown> {
  const optional = (s: string) => (s.trim() === "" ? undefined : s);
  return {
    institute_type: type,
    partner_id: v.partner_id ? Number(v.partner_id) : undefined,
    institution_name: optional(v.institution_name),
    country_id: v.country_id ? Number(v.country_id) : undefined,
    state_id: v.state_id ? Number(v.state_id) : undefined,
    city: optional(v.city),
    website: optional(v.website),
    first_name: v.first_name,
    last_name: v.last_name,
    designation: optional(v.designation),
    phone: optional(v.phone),
    email: v.email,
    password: v.password,
    password_confirmation: v.password_confirmation,
  };
}

/** multipart/form-data body of POST registrations. */
export function registrationFormData(input: RegistrationInput): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) data.append(key, String(value));
  }
  return data;
}

/** Where "Register" (claim a listed institution) and "Add it" (a new one) lead. */
export function registerHref(
  type: RegistrableType,
  target: { partnerId?: number; name: string; countryId?: number | null },
): string {
  const params = new URLSearchParams();
  if (target.partnerId) params.set("partner_id", String(target.partnerId));
  if (target.name) params.set("institution_name", target.name);
  if (target.countryId) params.set("country_id", String(target.countryId));
  const qs = params.toString();
  return `${type === "School" ? "/register-school" : "/register-university"}${qs ? `?${qs}` : ""}`;
}

/**
 * Errors of the whole form at once. The contract schema checks the fields; its cross-field rules
 * (name unless claimed, matching passwords) only run once the fields pass, so they are repeated here
 * so that every problem shows on the first submit.
 */
export function registrationErrors(
  schemaErrors: Record<string, unknown>,
  v: RegistrationFormValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(schemaErrors)) {
    if (typeof message === "string") errors[field] = message;
  }
  if (!v.partner_id && v.institution_name.trim() === "") errors.institution_name = MESSAGES.required;
  if (v.password === "") errors.password = MESSAGES.required;
  if (v.password_confirmation !== "" && v.password !== v.password_confirmation) {
    errors.password_confirmation = MESSAGES.passwordsMustMatch;
  }
  return errors;
}
