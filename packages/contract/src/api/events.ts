import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { VISIT_MESSAGES } from "../rules/visits.ts";
import { codeField, dateText, idField, optionalText, pageNoField, perPageField, searchTextField } from "./common.ts";

export const VISIT_STATUSES = ["requested", "pending", "confirm", "declined", "cancel", "reschedule"] as const;
export const EVENTS_PAGE_SIZE = 20;

const AttendeeSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.required).max(120, MESSAGES.tooLong(120)),
  email: z.email(MESSAGES.invalidEmail).max(EMAIL_MAX_LENGTH, MESSAGES.tooLong(EMAIL_MAX_LENGTH)),
});

/** POST events/create_event — a university books a slot date, or sends a request without one. */
export const CreateEventInputSchema = z
  .object({
    school_partner_id: idField(),
    slot_id: idField().optional(),
    event_date: dateText()
      .regex(/^\d{4}-\d{2}-\d{2}$/, VISIT_MESSAGES.dateTimeRequired)
      .optional(),
    timezone: codeField().trim().optional(),
    note: optionalText(1000),
    attendees: z.array(AttendeeSchema).max(10).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.slot_id !== undefined && !v.event_date)
      ctx.addIssue({ code: "custom", path: ["event_date"], message: VISIT_MESSAGES.dateTimeRequired });
    if (v.event_date && v.slot_id === undefined)
      ctx.addIssue({ code: "custom", path: ["slot_id"], message: VISIT_MESSAGES.dateTimeRequired });
    if (v.slot_id !== undefined && !v.timezone)
      ctx.addIssue({ code: "custom", path: ["timezone"], message: VISIT_MESSAGES.timezoneRequired });
  });
export type CreateEventInput = z.infer<typeof CreateEventInputSchema>;

export const EventSchema = z.object({
  id: z.number(),
  status: z.enum(VISIT_STATUSES),
  event_date: z.string().nullable(),
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  timezone: z.string().nullable(),
  school_timezone: z.string(),
  starts_at: z.string().nullable(),
  slot_id: z.number().nullable(),
  school: z.object({ id: z.number(), name: z.string(), city: z.string().nullable(), country: z.string().nullable() }),
  university: z.object({ id: z.number(), name: z.string() }),
  note: z.string().nullable(),
  attendees: z.array(z.object({ name: z.string(), email: z.string() })),
  location: z.string().nullable(),
  reason: z.string().nullable(),
  is_past: z.boolean(),
  /** Who asked for the visit; null when that account is gone. */
  requested_by: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** New or Updated for the signed-in user (rules/visits.ts visitFreshness); null otherwise. */
  freshness: z.enum(["new", "updated"]).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Event = z.infer<typeof EventSchema>;
export const EventResponseSchema = z.object({ event: EventSchema });

/** One status change of a visit (the audit trail), oldest first. */
export const EventHistoryEntrySchema = z.object({
  from_status: z.enum(VISIT_STATUSES).nullable(),
  to_status: z.enum(VISIT_STATUSES),
  reason: z.string().nullable(),
  created_at: z.string(),
  /** Who made the change: the person's name and their side; null when the account is gone. */
  by: z.object({ name: z.string(), institute_type: z.string() }).nullable(),
});
export type EventHistoryEntry = z.infer<typeof EventHistoryEntrySchema>;
/** GET events/{id}: the visit with its status history. */
export const EventDetailResponseSchema = z.object({
  event: EventSchema.extend({ history: z.array(EventHistoryEntrySchema) }),
});

/** POST events — the visits list (upcoming or past), or its CSV with download: true. */
export const EventsListInputSchema = z.object({
  tab: z.enum(["upcoming", "past"]).default("upcoming"),
  status: z.enum(VISIT_STATUSES).optional(),
  search_text: searchTextField(),
  page_no: pageNoField(),
  per_page: perPageField(100, EVENTS_PAGE_SIZE),
  download: z.boolean().optional(),
});
export type EventsListInput = z.infer<typeof EventsListInputSchema>;
export const EventsListResponseSchema = z.object({
  events: z.array(EventSchema),
  matched: z.number(),
  total: z.number(),
  total_without_group: z.number(),
  page_no: z.number(),
});

/**
 * POST events/{id}/seen — the signed-in partner user has opened the visit: its New/Updated mark clears for
 * them and their notifications about it are read. GET events/{id} only reads; the screen calls this once.
 */
export const EventSeenResponseSchema = z
  .null()
  .describe("Seen: the visit's New/Updated mark is cleared for the caller and their notifications about it are read");

/** PUT events/{id}/update_status */
export const UpdateEventStatusInputSchema = z
  .object({
    status: z.enum(["confirm", "declined", "cancel"], { error: MESSAGES.required }),
    reason: optionalText(500),
  })
  .refine((v) => v.status === "confirm" || Boolean(v.reason), {
    path: ["reason"],
    message: VISIT_MESSAGES.reasonRequired,
  });

/** PUT auto_event_accept?is_event_auto_accept= */
export const AutoAcceptQuerySchema = z.object({
  is_event_auto_accept: z.enum(["true", "false"]).transform((v) => v === "true"),
});
export const AutoAcceptResponseSchema = z.object({ is_event_auto_accept: z.boolean() });

/** PUT events/{id}/reschedule (also under universities/ or schools/ by institute type). */
export const RescheduleEventInputSchema = z.object({
  slot_id: idField(VISIT_MESSAGES.dateTimeRequired),
  event_date: dateText(VISIT_MESSAGES.dateTimeRequired).regex(/^\d{4}-\d{2}-\d{2}$/, VISIT_MESSAGES.dateTimeRequired),
  timezone: codeField(VISIT_MESSAGES.timezoneRequired).trim().min(1, VISIT_MESSAGES.timezoneRequired),
  reason: optionalText(500),
});
export type RescheduleEventInput = z.infer<typeof RescheduleEventInputSchema>;
