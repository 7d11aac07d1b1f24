import { z } from "zod";
import { SCHOOL_TYPES } from "../rules/constants.ts";
import { MESSAGES } from "../rules/messages.ts";
import { idListField, optionalText, pageNoField, perPageField, searchTextField } from "./common.ts";

export const SCHOOLS_PAGE_SIZE = 20;
export const FEEDBACKS_PAGE_SIZE = 10;

/** POST universities/{id}/schools_list — the schools directory. */
export const SchoolsListInputSchema = z.object({
  country_ids: idListField(300).optional(),
  state_ids: idListField(500).optional(),
  school_type: z.enum(SCHOOL_TYPES).optional(),
  school_size_ids: idListField(20).optional(),
  search_text: searchTextField(),
  open_availability: z.boolean().optional(),
  page_no: pageNoField(),
  per_page: perPageField(100, SCHOOLS_PAGE_SIZE),
});
export type SchoolsListInput = z.infer<typeof SchoolsListInputSchema>;

export const BOOKING_STATES = ["open", "fully_booked", "no_availability"] as const;
export const SchoolListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  ceeb_code: z.string().nullable(),
  school_size: z.string().nullable(),
  school_type: z.enum(SCHOOL_TYPES).nullable(),
  timezone: z.string().nullable(),
  rating: z.number().nullable(),
  ratings_count: z.number(),
  booking_state: z.enum(BOOKING_STATES),
  upcoming_visit: z.object({ event_id: z.number(), event_date: z.string().nullable(), status: z.string() }).nullable(),
  is_registered: z.boolean(),
});
export const PendingFeedbackSchema = z.object({
  event_id: z.number(),
  school_id: z.number(),
  school_name: z.string(),
  event_date: z.string(),
});
export const PendingFeedbacksSchema = z.object({ total_feedbacks: z.number(), events: z.array(PendingFeedbackSchema) });
export const SchoolsListResponseSchema = z.object({
  schools: z.array(SchoolListItemSchema),
  is_slot_status_visible: z.boolean(),
  pending_feedbacks: PendingFeedbacksSchema,
  matched: z.number(),
  total: z.number(),
  page_no: z.number(),
});

/** POST events/{id}/create_feedback (multipart or JSON) */
export const CreateFeedbackInputSchema = z.object({
  rating: z.coerce
    .number({ error: MESSAGES.required })
    .int(MESSAGES.notInteger)
    .min(1, MESSAGES.range(1, 5))
    .max(5, MESSAGES.range(1, 5)),
  comment: optionalText(1000),
});
export const FeedbackSchema = z.object({
  id: z.number(),
  event_id: z.number(),
  rating: z.number(),
  comment: z.string().nullable(),
  university_name: z.string(),
  created_at: z.string(),
});
export const FeedbackResponseSchema = z.object({ feedback: FeedbackSchema });
export const FeedbacksQuerySchema = z.object({
  page_no: pageNoField(),
  per_page: perPageField(50, FEEDBACKS_PAGE_SIZE),
});
export const FeedbacksResponseSchema = z.object({
  feedbacks: z.array(FeedbackSchema),
  average_rating: z.number().nullable(),
  matched: z.number(),
  total: z.number(),
  page_no: z.number(),
});

/** GET schools/{id}/detail_info — a school's profile for universities. */
export const SchoolDetailInfoSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  email: z.string().nullable(),
  contact: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  school_size: z.string().nullable(),
  school_type: z.enum(SCHOOL_TYPES).nullable(),
  ceeb_code: z.string().nullable(),
  timezone: z.string().nullable(),
  instructions: z.string().nullable(),
  confirmation_message: z.string().nullable(),
  logo_url: z.string().nullable(),
  rating: z.number().nullable(),
  ratings_count: z.number(),
  is_registered: z.boolean(),
});
/** A visit of the signed-in university with the school (newest first), as the school page lists them. */
export const SchoolVisitSchema = z.object({
  event_id: z.number(),
  event_date: z.string().nullable(),
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  /** The instant the visit starts (null for a request without a date). */
  starts_at: z.string().nullable(),
  status: z.string(),
});
export const SCHOOL_VISITS_LIMIT = 20;
export const SchoolDetailInfoResponseSchema = z.object({
  school: SchoolDetailInfoSchema,
  /** The caller's own visits with this school (a university's; empty for the school itself). */
  visits: z.array(SchoolVisitSchema),
});
