import { z } from "zod";
import { LOCALES } from "../rules/constants.ts";
import { NAME_MAX_LENGTH, SEARCH_TEXT_MAX_LENGTH, TITLE_MAX_LENGTH } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { GUEST_ROLES, REGISTRATION_STATUSES, WEBINAR_TABS } from "../rules/webinar-sessions.ts";
import {
  dateText,
  emailField,
  fromJsonText,
  idField,
  idListField,
  newPasswordField,
  optionalIdField,
  optionalText,
  pageNoField,
  passwordField,
  requiredText,
} from "./common.ts";

/**
 * The guest area's calls under /api/v1/webinars (spec 3 §7 "Webinar area"; issue 10 §2). Guests are
 * students, parents and counselors with their own accounts, separate from partner staff.
 */

/** A real calendar date, YYYY-MM-DD (2026-02-30 is refused, so the database never sees it). */
export const calendarDateField = dateText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getUTCFullYear() >= 1900;
  }, "must be a date (YYYY-MM-DD)");

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const fromDigits = (v: unknown) => (typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : v);
/** Form booleans: "true"/"false"/"1"/"0" or JSON booleans. */
export const formBoolean = z.preprocess(
  (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v),
  z.boolean({ error: "must be true or false" }),
);

export const SCORE_TESTS = ["SAT", "ACT", "IB", "GPA", "IELTS", "TOEFL", "Duolingo"] as const;
/** Scores by test, e.g. { "SAT": "1450" }; a form sends them as one JSON text. */
const scoresField = z.preprocess(
  fromJsonText,
  z.partialRecord(
    z.enum(SCORE_TESTS, { error: "is not a known test" }),
    z.string().trim().max(20, "must be at most 20 characters"),
  ),
);
const interestsField = z.preprocess(
  (v) => (typeof v === "string" ? [v] : v),
  z.array(z.string().trim().min(1).max(100, "must be at most 100 characters")).max(10, "at most 10"),
);
const graduationYearField = z.preprocess(
  fromDigits,
  z.int({ error: MESSAGES.notInteger }).min(1950, MESSAGES.range(1950, 2100)).max(2100, MESSAGES.range(1950, 2100)),
);
/** Planned university start: year and month, "2027-09". */
const plannedStartField = dateText().regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, "must be a month (YYYY-MM)");

/** The editable profile of a guest (spec 3 §2 registration fields). */
const profileFields = {
  first_name: requiredText(NAME_MAX_LENGTH),
  last_name: requiredText(NAME_MAX_LENGTH),
  role: z.enum(GUEST_ROLES, { error: "must be student, parent or counselor" }),
  date_of_birth: z.preprocess(blankToUndefined, calendarDateField.optional()),
  graduation_year: z.preprocess(blankToUndefined, graduationYearField.optional()),
  country_id: optionalIdField(),
  state: optionalText(100),
  city: optionalText(120),
  postal_code: optionalText(20),
  citizenship_country_id: optionalIdField(),
  planned_start: z.preprocess(blankToUndefined, plannedStartField.optional()),
  scores: z.preprocess(blankToUndefined, scoresField.optional()),
  academic_interests: z.preprocess(blankToUndefined, interestsField.optional()),
  /** A school of the directory found through GET schools, or the institute's name as typed. */
  school_partner_id: optionalIdField(),
  institute_name: optionalText(TITLE_MAX_LENGTH),
  gender: z.preprocess(blankToUndefined, z.enum(["male", "female", "other"]).optional()),
  timezone: optionalText(64),
};

/** POST registrations (multipart or JSON): a guest account with its profile and password. */
export const GuestRegistrationInputSchema = z.object({
  ...profileFields,
  email: emailField,
  password: newPasswordField,
  locale: z.preprocess(blankToUndefined, z.enum(LOCALES).optional()),
});
export type GuestRegistrationInput = z.infer<typeof GuestRegistrationInputSchema>;

/** PUT users/update_user (multipart or JSON): the profile; the email stays (it is the sign-in). */
export const GuestProfileInputSchema = z.object(profileFields);
export type GuestProfileInput = z.infer<typeof GuestProfileInputSchema>;

/** PUT users/update_password (multipart or JSON). */
export const GuestPasswordInputSchema = z
  .object({ current_password: passwordField, password: newPasswordField, password_confirmation: passwordField })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: MESSAGES.passwordsMustMatch,
  });

/** PUT users/update_locale: the multipart field user[locale] (spec 3 §7). */
export const GuestLocaleFormSchema = z.object({ "user[locale]": z.enum(LOCALES, { error: MESSAGES.required }) });
export const GuestLocaleInputSchema = z.object({ locale: z.enum(LOCALES, { error: MESSAGES.required }) });

/**
 * PUT users/discoverable: the guest's own choice to be found by universities (decision 111). Only a student may
 * turn it on; turning it off removes them from the universities' search at once.
 */
export const GuestDiscoverableInputSchema = z.object({ discoverable: formBoolean });

/** POST sessions (sign-in). */
export const GuestSignInInputSchema = z.object({ email: emailField, password: passwordField });

export const GuestUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(GUEST_ROLES),
  date_of_birth: z.string().nullable(),
  graduation_year: z.number().nullable(),
  country_id: z.number().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  citizenship_country_id: z.number().nullable(),
  planned_start: z.string().nullable(),
  scores: z.record(z.string(), z.string()),
  academic_interests: z.array(z.string()),
  school_partner_id: z.number().nullable(),
  institute_name: z.string().nullable(),
  gender: z.string().nullable(),
  timezone: z.string().nullable(),
  locale: z.enum(LOCALES),
  /** Whether the guest may register for events (spec 3 §3 "required_fields_filled"). */
  required_fields_filled: z.boolean(),
  /** The required fields still empty. */
  missing_fields: z.array(z.string()),
  /** Whether the guest's personal calendar feed is on (its URL is shown only when made). */
  has_calendar_feed: z.boolean().default(false),
  /**
   * Whether the guest chose to be found by universities on Quad (issue 26 §3, decision 111): off by default, for
   * students only, withdrawn at any time; since when.
   */
  discoverable: z.boolean().default(false),
  discoverable_since: z.string().nullable().default(null),
  /**
   * Signed in with a School partner's account (spec 3 §2) rather than a guest sign-in: such a user
   * signs out and changes the password in the school account, not here.
   */
  signed_in_with_school_account: z.boolean().default(false),
  authToken: z.string().optional(),
});
export type GuestUser = z.infer<typeof GuestUserSchema>;
/** Answer of POST registrations, POST sessions, GET users/me and the profile updates. */
export const GuestSessionResponseSchema = z.object({ data: GuestUserSchema });

/** GET schools: directory schools by name, for the registration's institute field. */
export const GuestSchoolsQuerySchema = z.object({
  search_text: requiredText(SEARCH_TEXT_MAX_LENGTH),
  country_id: optionalIdField(),
});
export const GuestSchoolsResponseSchema = z.object({
  schools: z.array(
    z.object({ id: z.number(), name: z.string(), city: z.string().nullable(), country_id: z.number().nullable() }),
  ),
});

export const WebinarCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The Chinese name and description, when the provider gave them (shown to Chinese readers). */
  name_zh: z.string().nullable(),
  description: z.string().nullable(),
  description_zh: z.string().nullable(),
  image_name: z.string().nullable(),
  /** Published sessions not yet ended. */
  upcoming_count: z.number(),
});
export const WebinarCategoriesResponseSchema = z.object({ categories: z.array(WebinarCategorySchema) });

/** A session as a guest sees it (spec 3 §3 fields first). */
export const GuestWebinarSessionSchema = z.object({
  id: z.number(),
  start_time: z.string(),
  end_time: z.string(),
  is_in_person: z.boolean(),
  is_recording_available: z.boolean(),
  /** The meeting address: only for a registered guest. */
  join_url: z.string().nullable(),
  is_video_watched: z.boolean(),
  is_attending: z.boolean(),
  is_slido_embed: z.boolean(),
  category_id: z.number().nullable(),
  event_id: z.number().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  timezone: z.string(),
  location: z.string().nullable(),
  speakers: z.array(z.object({ name: z.string(), title: z.string().optional() })),
  host_institution: z.object({ id: z.number(), name: z.string() }),
  capacity: z.number().nullable(),
  seats_left: z.number().nullable(),
  /** The signed-in guest's registration, null without one. */
  registration_status: z.enum(REGISTRATION_STATUSES).nullable(),
  /** Until when a freed seat is held for this waitlisted guest. */
  offer_expires_at: z.string().nullable(),
  /** The replay: only for a signed-in guest. */
  recording_url: z.string().nullable(),
  timing: z.enum(["live", "upcoming", "past"]),
  action_label: z.string(),
  is_featured: z.boolean(),
});
export type GuestWebinarSession = z.infer<typeof GuestWebinarSessionSchema>;

export const GuestSessionsListResponseSchema = z.object({
  sessions: z.array(GuestWebinarSessionSchema),
  matched: z.number(),
  total: z.number(),
  page_no: z.number(),
});
export const FeatureSessionsResponseSchema = z.object({ sessions: z.array(GuestWebinarSessionSchema) });
export const TrendingSessionsResponseSchema = z.object({
  current: z.array(GuestWebinarSessionSchema),
  upcoming: z.array(GuestWebinarSessionSchema),
  past: z.array(GuestWebinarSessionSchema),
});
export const GuestSessionDetailResponseSchema = z.object({ session: GuestWebinarSessionSchema });

export const CategoryEventsQuerySchema = z.object({
  tab: z.enum(WEBINAR_TABS).optional(),
  page_no: pageNoField(),
});
export const CategoryEventParamsSchema = z.object({ category_id: idField(), event_id: idField() });

/** POST categories/filter_list: search text, categories, a date range, a tab and a page. */
export const FilterListInputSchema = z
  .object({
    search_text: optionalText(SEARCH_TEXT_MAX_LENGTH),
    category_ids: idListField(50).optional(),
    start_date: z.preprocess(blankToUndefined, calendarDateField.optional()),
    end_date: z.preprocess(blankToUndefined, calendarDateField.optional()),
    tab: z.enum(WEBINAR_TABS).optional(),
    page_no: pageNoField(),
  })
  .refine((v) => !v.start_date || !v.end_date || v.start_date <= v.end_date, {
    path: ["end_date"],
    message: "must be on or after the start date",
  });

export const UserSessionsQuerySchema = z.object({
  /** Past sessions too (the cancel overlay's include-past-events flag). */
  include_past: z.preprocess((v) => v === "true" || v === true, z.boolean()).optional(),
  page_no: pageNoField(),
});

/** POST events/{id}/register: the join option, or an on-demand view (spec 3 §7). */
export const RegisterInputSchema = z.object({
  is_attending: formBoolean.optional(),
  is_video_watched: formBoolean.optional(),
});
export const RegistrationAnswerSchema = z.object({ message: z.string(), session: GuestWebinarSessionSchema });

/** GET join/{token}. */
export const JoinParamsSchema = z.object({
  token: z
    .string()
    .min(16, "is not a join link")
    .max(100, "is not a join link")
    .regex(/^[A-Za-z0-9_-]+$/, "is not a join link"),
});

/** GET join/{token}/calendar.ics: the personal join token. */
export const JoinCalendarParamsSchema = JoinParamsSchema;

/** POST users/calendar_feed: the feed's address, shown once (only its hash is kept). */
export const CalendarFeedResponseSchema = z.object({
  /** https://…/api/v1/webinars/calendar/{token}.ics — subscribe to it (webcal:// works too). */
  url: z.string(),
});

/** GET calendar/{token}.ics: the feed's token. */
export const CalendarFeedParamsSchema = z.object({
  token: z
    .string()
    .min(16, "is not a calendar feed")
    .max(100, "is not a calendar feed")
    .regex(/^[A-Za-z0-9_-]+$/, "is not a calendar feed"),
});
