import { z } from "zod";
import { GENDERS } from "../rules/constants.ts";
import { NAME_MAX_LENGTH } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { codeField, newPasswordField, optionalText, passwordField, requiredText } from "./common.ts";

/** PUT users/{id}/update_password */
export const UpdatePasswordInputSchema = z
  .object({
    current_password: passwordField,
    password: newPasswordField,
    password_confirmation: passwordField,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: MESSAGES.passwordsMustMatch,
  });

export const PHONE_PATTERN = /^[0-9][0-9 ()-]{5,18}[0-9]$/;
export const COUNTRY_CODE_PATTERN = /^\+[0-9]{1,4}$/;

/** PUT users/{id} (multipart; the photo comes as the file field `profile_photo`). */
export const UpdateProfileInputSchema = z.object({
  first_name: requiredText(NAME_MAX_LENGTH),
  last_name: requiredText(NAME_MAX_LENGTH),
  phone_country_code: optionalText(5).refine((v) => !v || COUNTRY_CODE_PATTERN.test(v), MESSAGES.invalidPhone),
  phone: optionalText(20).refine((v) => !v || PHONE_PATTERN.test(v), MESSAGES.invalidPhone),
  designation: optionalText(120),
  biography: optionalText(1000),
  gender: z
    .enum(GENDERS)
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

/** PUT users/{id}/update_timezone and PUT timezones/set_timezone */
export const TimezoneInputSchema = z.object({
  timezone: codeField().min(1, MESSAGES.required),
});
export const TimezoneResponseSchema = z.object({ timezone: z.string().nullable(), label: z.string().nullable() });

/** The email preference switches, one per notification kind. */
export const EMAIL_PREFERENCE_KEYS = [
  "Event",
  "StudentApplication",
  "PartnerProgram",
  "WebinarCategory",
  "Connection",
  "Team",
] as const;
export const EmailPreferencesSchema = z.object(
  Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((k) => [k, z.boolean()])) as Record<
    (typeof EMAIL_PREFERENCE_KEYS)[number],
    z.ZodBoolean
  >,
);
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;
/** PUT users/{id}/set_email_preference */
export const SetEmailPreferenceInputSchema = z.object({ email_preferences: EmailPreferencesSchema.partial() });
export const EmailPreferencesResponseSchema = z.object({ email_preferences: EmailPreferencesSchema });

export const CONTACT_REQUEST_TYPES = ["demo_request", "upgrade", "support", "feedback"] as const;
/** POST users/{id}/contact_uem */
export const ContactRequestInputSchema = z.object({
  request_type: z.enum(CONTACT_REQUEST_TYPES, { error: MESSAGES.required }),
  comments: requiredText(2000),
});

/** GET / POST user_configurations */
export const UserConfigurationSchema = z.object({
  is_dashboard_onboarding_complete: z.boolean(),
  visits_feedback_pending: z.boolean(),
  has_leads_available: z.boolean(),
  has_lead_categories_available: z.boolean(),
  configurations_available: z.boolean(),
});
export const UpdateUserConfigurationInputSchema = z.object({ is_dashboard_onboarding_complete: z.boolean() });
export const UserConfigurationResponseSchema = z.object({ user_configuration: UserConfigurationSchema });
