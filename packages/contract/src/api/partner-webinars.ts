import { z } from "zod";
import { FREE_TEXT_MAX_LENGTH, hasControlCharacter, TITLE_MAX_LENGTH } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import {
  EDITABLE_WEBINAR_STATUSES,
  isCalendarWallTime,
  isKnownTimeZone,
  isWebUrl,
  PARTNER_WEBINARS_PAGE_SIZE,
  REGISTRANTS_PAGE_SIZE,
  REGISTRATION_STATUSES,
  WALL_TIME_PATTERN,
  WEBINAR_CAPACITY_MAX,
  WEBINAR_MESSAGES,
  WEBINAR_SPEAKERS_MAX,
  WEBINAR_STATUSES,
  WEBINAR_TABS,
} from "../rules/partner-webinars.ts";
import {
  codeField,
  dateText,
  optionalIdField,
  optionalText,
  pageNoField,
  perPageField,
  requiredText,
} from "./common.ts";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const wallTime = z.preprocess(
  blankToUndefined,
  dateText()
    .trim()
    .regex(WALL_TIME_PATTERN, WEBINAR_MESSAGES.invalidDateTime)
    .refine(isCalendarWallTime, WEBINAR_MESSAGES.invalidDateTime),
);

const urlField = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(2000, "must be at most 2000 characters")
    .refine((v) => !hasControlCharacter(v), MESSAGES.controlCharacters)
    .refine(isWebUrl, MESSAGES.invalidUrl)
    .optional(),
);

const capacityField = z.preprocess(
  (v) => (v === "" || v === null ? undefined : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v),
  z
    .int({ error: MESSAGES.range(1, WEBINAR_CAPACITY_MAX) })
    .min(1, MESSAGES.range(1, WEBINAR_CAPACITY_MAX))
    .max(WEBINAR_CAPACITY_MAX, MESSAGES.range(1, WEBINAR_CAPACITY_MAX))
    .optional(),
);

export const SpeakerSchema = z.object({ name: requiredText(120), title: optionalText(160) });

/**
 * POST partner_webinars / PUT partner_webinars/{id}: a session as the partner writes it. Times are
 * wall-clock times ("YYYY-MM-DDTHH:mm") in the session's own IANA zone.
 */
export const WebinarInputSchema = z
  .object({
    title: requiredText(TITLE_MAX_LENGTH),
    description: optionalText(FREE_TEXT_MAX_LENGTH),
    category_id: optionalIdField(),
    provider_event_id: optionalIdField(),
    start_at: wallTime,
    end_at: wallTime,
    timezone: codeField().trim().min(1, MESSAGES.required).refine(isKnownTimeZone, WEBINAR_MESSAGES.invalidTimezone),
    is_in_person: z.boolean().default(false),
    location: optionalText(500),
    join_url: urlField,
    recording_url: urlField,
    is_recording_available: z.boolean().default(false),
    is_slido_embed: z.boolean().default(false),
    capacity: capacityField,
    speakers: z.array(SpeakerSchema).max(WEBINAR_SPEAKERS_MAX, `at most ${WEBINAR_SPEAKERS_MAX}`).default([]),
    status: z.enum(EDITABLE_WEBINAR_STATUSES).default("published"),
  })
  .superRefine((v, ctx) => {
    const valid = (w: unknown): w is string =>
      typeof w === "string" && WALL_TIME_PATTERN.test(w) && isCalendarWallTime(w);
    if (valid(v.start_at) && valid(v.end_at) && v.end_at <= v.start_at)
      ctx.addIssue({ code: "custom", path: ["end_at"], message: WEBINAR_MESSAGES.endAfterStart });
    if (v.is_in_person && !v.location)
      ctx.addIssue({ code: "custom", path: ["location"], message: WEBINAR_MESSAGES.locationRequired });
    if (v.is_recording_available && !v.recording_url)
      ctx.addIssue({ code: "custom", path: ["recording_url"], message: MESSAGES.required });
  });
export type WebinarInput = z.input<typeof WebinarInputSchema>;
export type WebinarInputParsed = z.output<typeof WebinarInputSchema>;

export const RegistrantCountsSchema = z.object({
  registered: z.number(),
  waitlisted: z.number(),
  cancelled: z.number(),
  attended: z.number(),
  watched_replay: z.number(),
});
export type RegistrantCounts = z.infer<typeof RegistrantCountsSchema>;

export const PartnerWebinarSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.object({ id: z.number(), name: z.string(), name_zh: z.string().nullable() }).nullable(),
  provider_event: z.object({ id: z.number(), title: z.string() }).nullable(),
  /** Instants (ISO, UTC). */
  start_time: z.string(),
  end_time: z.string(),
  /** The same times as wall-clock times in the session's zone ("YYYY-MM-DDTHH:mm"), for the edit form. */
  start_at: z.string(),
  end_at: z.string(),
  timezone: z.string(),
  is_in_person: z.boolean(),
  location: z.string().nullable(),
  join_url: z.string().nullable(),
  recording_url: z.string().nullable(),
  is_recording_available: z.boolean(),
  is_slido_embed: z.boolean(),
  capacity: z.number().nullable(),
  speakers: z.array(z.object({ name: z.string(), title: z.string().optional() })),
  status: z.enum(WEBINAR_STATUSES),
  tab: z.enum(WEBINAR_TABS),
  cancelled_at: z.string().nullable(),
  registered_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PartnerWebinar = z.infer<typeof PartnerWebinarSchema>;
export const PartnerWebinarResponseSchema = z.object({ webinar: PartnerWebinarSchema });
export const PartnerWebinarDetailResponseSchema = z.object({
  webinar: PartnerWebinarSchema.extend({ counts: RegistrantCountsSchema }),
});
export type PartnerWebinarDetail = z.infer<typeof PartnerWebinarDetailResponseSchema>["webinar"];

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values).optional());

/** GET partner_webinars — the partner's sessions, filtered and paged. */
export const PartnerWebinarsQuerySchema = z.object({
  search: optionalText(200),
  status: optionalEnum(WEBINAR_STATUSES),
  tab: optionalEnum(WEBINAR_TABS),
  category_id: optionalIdField(),
  page_no: pageNoField(),
  per_page: perPageField(100, PARTNER_WEBINARS_PAGE_SIZE),
});
export type PartnerWebinarsQuery = z.infer<typeof PartnerWebinarsQuerySchema>;
export const PartnerWebinarsResponseSchema = z.object({
  webinars: z.array(PartnerWebinarSchema),
  total_count: z.number(),
  /** Sessions per tab under the same search, status and category. */
  tab_counts: z.object({ upcoming: z.number(), live: z.number(), past: z.number() }),
  page_no: z.number(),
  per_page: z.number(),
});
export type PartnerWebinarsResponse = z.infer<typeof PartnerWebinarsResponseSchema>;

/** PUT partner_webinars/{id}/cancel — the reason goes to every registrant. */
export const CancelWebinarInputSchema = z.object({ reason: optionalText(1000) });

/** GET partner_webinars/{id}/registrants — paged, or as CSV with download=true. */
export const RegistrantsQuerySchema = z.object({
  search: optionalText(200),
  status: optionalEnum(REGISTRATION_STATUSES),
  page_no: pageNoField(),
  per_page: perPageField(100, REGISTRANTS_PAGE_SIZE),
  download: z.preprocess(
    (v) => (v === "true" ? true : v === "false" || v === "" ? false : v),
    z.boolean().default(false),
  ),
});
export type RegistrantsQuery = z.infer<typeof RegistrantsQuerySchema>;

export const RegistrantSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(["student", "parent", "counselor"]),
  institute_name: z.string().nullable(),
  status: z.enum(REGISTRATION_STATUSES),
  registered_at: z.string(),
  first_joined_at: z.string().nullable(),
  joined_seconds: z.number(),
  attended_at: z.string().nullable(),
  check_in_method: z.string().nullable(),
  is_video_watched: z.boolean(),
});
export type Registrant = z.infer<typeof RegistrantSchema>;
export const RegistrantsResponseSchema = z.object({
  registrants: z.array(RegistrantSchema),
  total_count: z.number(),
  page_no: z.number(),
  per_page: z.number(),
});

/** GET provider_events — the provider's published events, with this partner's part in them. */
export const ProviderEventsQuerySchema = z.object({
  category_id: optionalIdField(),
  /** Events on or after this date (YYYY-MM-DD); by default from today. */
  from: z.preprocess(blankToUndefined, z.iso.date({ error: WEBINAR_MESSAGES.invalidDateTime }).max(10).optional()),
  to: z.preprocess(blankToUndefined, z.iso.date({ error: WEBINAR_MESSAGES.invalidDateTime }).max(10).optional()),
  /** Only the events the institution takes part in (its own events overview, decision 076). */
  participating: z.preprocess(
    (v) => (v === "true" ? true : v === "false" || v === "" ? false : v),
    z.boolean().default(false),
  ),
  page_no: pageNoField(),
  per_page: perPageField(100, 20),
});
export type ProviderEventsQuery = z.infer<typeof ProviderEventsQuerySchema>;
export const ProviderEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.object({ id: z.number(), name: z.string(), name_zh: z.string().nullable() }),
  start_time: z.string(),
  end_time: z.string(),
  timezone: z.string(),
  participants_count: z.number(),
  is_participating: z.boolean(),
  /** This partner's sessions in the event. */
  sessions: z.array(
    z.object({ id: z.number(), title: z.string(), start_time: z.string(), status: z.enum(WEBINAR_STATUSES) }),
  ),
});
export type ProviderEvent = z.infer<typeof ProviderEventSchema>;
export const ProviderEventsResponseSchema = z.object({
  events: z.array(ProviderEventSchema),
  categories: z.array(z.object({ id: z.number(), name: z.string(), name_zh: z.string().nullable() })),
  total_count: z.number(),
  page_no: z.number(),
});
export type ProviderEventsResponse = z.infer<typeof ProviderEventsResponseSchema>;
export const ProviderEventResponseSchema = z.object({ event: ProviderEventSchema });

const CategoryOptionSchema = z.object({ id: z.number(), name: z.string(), name_zh: z.string().nullable() });
/** GET webinar_form_options — what the session form offers: categories, and the events the partner takes part in. */
export const WebinarFormOptionsResponseSchema = z.object({
  categories: z.array(CategoryOptionSchema),
  provider_events: z.array(z.object({ id: z.number(), title: z.string(), category_id: z.number() })),
});
export type WebinarFormOptions = z.infer<typeof WebinarFormOptionsResponseSchema>;
