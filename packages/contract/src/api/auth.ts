import { z } from "zod";
import { INSTITUTE_TYPES, LOCALES, REGISTRABLE_TYPES, ROLES } from "../rules/constants.ts";
import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH, SEARCH_TEXT_MAX_LENGTH, TITLE_MAX_LENGTH } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { PlanSchema } from "./plans.ts";
import {
  emailField,
  idField,
  newPasswordField,
  optionalIdField,
  optionalText,
  passwordField,
  requiredText,
  tokenField,
} from "./common.ts";

/** POST /api/v1/partners/sessions */
export const CreateSessionInputSchema = z.object({
  email: emailField,
  password: passwordField,
});
export type CreateSessionInput = z.infer<typeof CreateSessionInputSchema>;

export const CompanySchema = z.object({ id: z.number(), name: z.string(), created_at: z.string() });

/** The signed-in user as the app keeps it (spec 1 §3 User). */
export const SessionUserSchema = z.object({
  id: z.number(),
  authToken: z.string().optional(),
  partner_id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: CompanySchema,
  is_calender_expired: z.boolean(),
  is_onboard: z.boolean(),
  is_admin: z.boolean(),
  is_support_user: z.boolean(),
  locale: z.enum(LOCALES),
  timezone: z.string().nullable(),
  institute_type: z.enum(INSTITUTE_TYPES),
  role: z.object({ name: z.enum(ROLES) }),
  required_fields_filled: z.boolean(),
  privacy_policy_accepted: z.boolean(),
  last_login: z.string().nullable(),
  country_code: z.string().nullable(),
  /** The institution's tier per area (issue 26 §1, decision 104): what the app offers, limits or opens. */
  plan: PlanSchema,
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** Answer of POST sessions and GET users/{id}/check_session. */
export const SessionResponseSchema = z.object({ data: SessionUserSchema });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** POST passwords/forgot_password */
export const ForgotPasswordInputSchema = z.object({ email: emailField });
/** PUT passwords/reset_password */
export const ResetPasswordInputSchema = z
  .object({
    reset_password_token: tokenField(),
    password: newPasswordField,
    password_confirmation: passwordField,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: MESSAGES.passwordsMustMatch,
  });

/**
 * POST registrations (multipart). Either claims an existing, unregistered institution
 * (partner_id from the search) or adds a new one (institution_name + country_id).
 */
export const RegistrationInputSchema = z
  .object({
    institute_type: z.enum(REGISTRABLE_TYPES, { error: MESSAGES.required }),
    partner_id: optionalIdField(),
    institution_name: optionalText(TITLE_MAX_LENGTH),
    country_id: idField(),
    state_id: optionalIdField(),
    city: optionalText(120),
    website: optionalText(255),
    first_name: requiredText(NAME_MAX_LENGTH),
    last_name: requiredText(NAME_MAX_LENGTH),
    designation: optionalText(120),
    phone: optionalText(PHONE_MAX_LENGTH),
    email: emailField,
    password: newPasswordField,
    password_confirmation: passwordField,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: MESSAGES.passwordsMustMatch,
  })
  .refine((v) => v.partner_id !== undefined || (v.institution_name ?? "") !== "", {
    path: ["institution_name"],
    message: MESSAGES.required,
  })
  .refine((v) => !v.website || /^https?:\/\//i.test(v.website), {
    path: ["website"],
    message: MESSAGES.invalidUrl,
  });
export type RegistrationInput = z.infer<typeof RegistrationInputSchema>;

/** GET registrations/search — institutions matching a name, for the search-school/university screens. */
export const InstitutionSearchQuerySchema = z.object({
  institute_type: z.enum(REGISTRABLE_TYPES),
  search_text: z
    .string()
    .trim()
    .min(2, "must be at least 2 characters")
    .max(SEARCH_TEXT_MAX_LENGTH, MESSAGES.tooLong(SEARCH_TEXT_MAX_LENGTH)),
  country_id: optionalIdField(),
});
export const InstitutionSearchResultSchema = z.object({
  id: z.number(),
  name: z.string(),
  country: z.string().nullable(),
  country_id: z.number().nullable(),
  city: z.string().nullable(),
  is_registered: z.boolean(),
});
export const InstitutionSearchResponseSchema = z.object({
  institutions: z.array(InstitutionSearchResultSchema),
});

/** GET registrations/email_confirmation */
export const EmailConfirmationQuerySchema = z.object({
  confirmation_token: tokenField(),
});
export const EmailConfirmationResponseSchema = z.object({
  partner_type: z.enum(INSTITUTE_TYPES),
  message: z.string(),
});

export const PartnerSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  institute_type: z.enum(INSTITUTE_TYPES),
  country_id: z.number().nullable(),
  country: z.string().nullable(),
  timezone: z.string().nullable(),
  is_zoom_connected: z.boolean(),
  zoom_email: z.string().nullable(),
  logo_url: z.string().nullable(),
});
/** GET users/user_partner */
export const UserPartnerResponseSchema = z.object({ user: SessionUserSchema, partner: PartnerSummarySchema });

/** GET users/{id} */
export const UserDetailSchema = SessionUserSchema.omit({ authToken: true }).extend({
  phone: z.string().nullable(),
  designation: z.string().nullable(),
  biography: z.string().nullable(),
  gender: z.string().nullable(),
  profile_photo_url: z.string().nullable(),
  phone_country_code: z.string().nullable(),
  phone_number: z.string().nullable(),
  email_preferences: z.record(z.string(), z.boolean()),
  status: z.enum(["active", "deactivated"]),
});
export const UserDetailResponseSchema = z.object({ user: UserDetailSchema });
