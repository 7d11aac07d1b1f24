/**
 * A connection's detail and engagement history (spec 2 §3, §7), and the activities staff add.
 * Every path is under /api/v1/partners/.
 */
import { z } from "zod";
import { CONSENT_METHODS, NEXT_STEPS } from "../rules/connection-privacy.ts";
import {
  ACCESS_TIERS,
  ACTIVITY_KINDS,
  CONNECTION_SOURCES,
  CONNECTION_USER_TYPES,
  LIST_STATES,
  STAFF_ACTIVITY_KINDS,
} from "../rules/connections.ts";
import { DATE_TEXT_MAX_LENGTH } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { optionalText, pageNoField } from "./common.ts";
import { blankToUndefined, NamedSchema } from "./connections.ts";

/** A list-state change as kept (history of GET connections/{id}). */
export const StateChangeSchema = z.object({
  from_state: z.enum(LIST_STATES).nullable(),
  to_state: z.enum(LIST_STATES).nullable(),
  changed_by: NamedSchema.nullable(),
  changed_at: z.string(),
});

/** GET connections/{id} — the sections of the detail (spec 2 §3). */
export const ConnectionDetailSchema = z.object({
  id: z.number(),
  user_type: z.enum(CONNECTION_USER_TYPES),
  list_state: z.enum(LIST_STATES).nullable(),
  lead_category: NamedSchema.nullable(),
  next_step: z.enum(NEXT_STEPS).nullable(),
  access_tier: z.enum(ACCESS_TIERS),
  is_new: z.boolean(),
  is_updated: z.boolean(),
  profile: z.object({
    first_name: z.string(),
    last_name: z.string(),
    gender: z.string().nullable(),
    date_of_birth: z.string().nullable(),
    country: NamedSchema.nullable(),
    state: z.string().nullable(),
    city: z.string().nullable(),
    citizenships: z.array(NamedSchema),
    graduation_year: z.number().nullable(),
    interest: z.string().nullable(),
    fit: z.string().nullable(),
    status: z.string().nullable(),
    /** Date added. */
    created_at: z.string(),
  }),
  academics: z.object({
    /** sat, act, toefl, ielts, duolingo, gpa, ib, a_level as known. */
    scores: z.record(z.string(), z.union([z.string(), z.number()])),
    academic_interests: z.array(z.string()),
    course_interests: z.array(z.string()),
  }),
  contact: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** A minor without a recorded guardian's consent: email and phone withheld (decision 043). */
    hidden: z.boolean(),
    /** The connection is not on the paid tier: email and phone withheld until the plan unlocks it (decision 104). */
    locked: z.boolean(),
    is_minor: z.boolean(),
    guardian_consent_at: z.string().nullable(),
    /** The guardian who gave the consent (decision 043); null before it is recorded, and on records written before. */
    guardian_consent_given_by: z.string().nullable(),
    /** How the consent reached the institution. */
    guardian_consent_method: z.enum(CONSENT_METHODS).nullable(),
    /** The staff member who recorded it. */
    guardian_consent_recorded_by: NamedSchema.nullable(),
    /**
     * Records written before the three fields above: one English sentence (who, how, recorded by whom), shown as
     * it is when they are null. No longer written.
     */
    guardian_consent_by: z.string().nullable(),
  }),
  engagement: z.object({
    activities_count: z.number(),
    first_activity_at: z.string().nullable(),
    last_activity_at: z.string().nullable(),
    by_kind: z.array(z.object({ kind: z.enum(ACTIVITY_KINDS), count: z.number() })),
  }),
  school: z.object({
    id: z.number().nullable(),
    name: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
  source: z.object({
    source: z.enum(CONNECTION_SOURCES),
    first_activity_at: z.string().nullable(),
    /** The webinar of the first activity, when it was one. */
    webinar: z.object({ id: z.number(), title: z.string() }).nullable(),
  }),
  /** List-state changes, newest first. */
  list_state_history: z.array(StateChangeSchema),
});
export type ConnectionDetail = z.infer<typeof ConnectionDetailSchema>;
export const ConnectionDetailResponseSchema = z.object({ connection: ConnectionDetailSchema });

/** GET connections/{id}/engagements — the engagement history, newest first, paged. */
export const EngagementsQuerySchema = z.object({ page_no: pageNoField() });
export const EngagementSchema = z.object({
  id: z.number(),
  kind: z.enum(ACTIVITY_KINDS),
  webinar: z.object({ id: z.number(), title: z.string() }).nullable(),
  /** The school visit of a visit sign-up. */
  event_id: z.number().nullable(),
  duration_seconds: z.number().nullable(),
  note: z.string().nullable(),
  /** The team member who added it; null for what the person did. */
  created_by: NamedSchema.nullable(),
  occurred_at: z.string(),
});
export type Engagement = z.infer<typeof EngagementSchema>;
export const EngagementsResponseSchema = z.object({
  engagements: z.array(EngagementSchema),
  total_activities: z.number(),
  page_no: z.number(),
  per_page: z.number(),
});
export type EngagementsResponse = z.infer<typeof EngagementsResponseSchema>;

/** POST connections/{id}/activities — staff add a note, call, meeting or email. A note needs its text. */
export const CreateActivityInputSchema = z
  .object({
    kind: z.enum(STAFF_ACTIVITY_KINDS),
    note: optionalText(2000),
    /** When it happened (ISO 8601 with offset); now when left out; not in the future. */
    occurred_at: z.preprocess(
      blankToUndefined,
      z.iso.datetime({ offset: true, error: "is not a date and time" }).max(DATE_TEXT_MAX_LENGTH).optional(),
    ),
  })
  .refine((v) => v.kind !== "note" || Boolean(v.note), { path: ["note"], message: MESSAGES.required })
  .refine((v) => !v.occurred_at || Date.parse(v.occurred_at) <= Date.now() + 60_000, {
    path: ["occurred_at"],
    message: "must not be in the future",
  });
export type CreateActivityInput = z.infer<typeof CreateActivityInputSchema>;
export const EngagementResponseSchema = z.object({ engagement: EngagementSchema });
