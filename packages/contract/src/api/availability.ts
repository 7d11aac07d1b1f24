import { z } from "zod";
import { MAX_SLOTS_PER_REQUEST, SLOT_MESSAGES } from "../rules/availability.ts";
import { MESSAGES } from "../rules/messages.ts";
import { boundedString, dateText, idListField, optionalIdField } from "./common.ts";

const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/;
const isoDate = dateText().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)");

export const SlotInputSchema = z.object({
  days: z.array(z.number().int().min(1).max(7)).min(1, "Choose at least one day").max(7),
  time_from: boundedString(5).regex(HHMM, "must be a time (HH:mm)"),
  time_to: boundedString(5).regex(HHMM, "must be a time (HH:mm)"),
  capacity: z.number({ error: SLOT_MESSAGES.capacityInteger }),
});

/** POST schools/{id}/set_availability */
export const SetAvailabilityInputSchema = z.object({
  availability: z.object({
    availability_start_date: isoDate,
    availability_end_date: isoDate,
    is_bulk_upload: z.boolean().default(false),
    slots: z.array(SlotInputSchema).min(1, SLOT_MESSAGES.atLeastOne).max(MAX_SLOTS_PER_REQUEST, SLOT_MESSAGES.atMost),
  }),
});
export type SetAvailabilityInput = z.infer<typeof SetAvailabilityInputSchema>;

export const ConflictSlotSchema = z.object({
  slot_id: z.number(),
  availability_id: z.number(),
  day: z.number(),
  time_from: z.string(),
  time_to: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
/** 409 answer of set_availability and slot updates. */
export const AvailabilityConflictSchema = z.object({ error: z.string(), conflict_slots: z.array(ConflictSlotSchema) });

export const AvailabilityQuerySchema = z.object({
  start_date: isoDate,
  end_date: isoDate,
  university_partner_id: optionalIdField(),
});

export const DaySlotSchema = z.object({
  slot_id: z.number(),
  availability_id: z.number(),
  day: z.number(),
  time_from: z.string(),
  time_to: z.string(),
  /** The weekly slot's date range (it repeats on its weekday from start_date to end_date). */
  start_date: z.string(),
  end_date: z.string(),
  timezone: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  capacity: z.number(),
  /** Confirmed visits on this date: each holds a place. */
  booked: z.number(),
  /** capacity − booked (see rules/slot-state). */
  remaining: z.number(),
  /** Requests on this date waiting for the school's confirmation; they hold no place yet. */
  pending: z.number(),
  /** The viewer's institution has a live visit on this date (same as `university_visit !== null`). */
  is_booked_by_university: z.boolean(),
  /** The viewer's institution's live visit on this date, with its status; null when it has none. */
  university_visit: z.object({ id: z.number(), status: z.enum(["pending", "confirm", "reschedule"]) }).nullable(),
  /**
   * The school's own view only (decision 101): a busy time in the connected calendar of one of its staff overlaps
   * this slot on this date. Never sent to a university or on the public page.
   */
  calendar_conflict: z.boolean().optional(),
});
/** A live visit on the school's calendar (wall-clock times in the school's zone). */
export const CalendarVisitSchema = z.object({
  id: z.number(),
  status: z.enum(["requested", "pending", "confirm", "reschedule"]),
  event_date: z.string(),
  time_from: z.string(),
  time_to: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  slot_id: z.number().nullable(),
  university: z.object({ id: z.number(), name: z.string() }),
});
export type CalendarVisit = z.infer<typeof CalendarVisitSchema>;

/**
 * GET schools/{id}/availability: data keyed by date. The school itself also gets `visits`: its live
 * visits (requested, pending, confirmed, rescheduled) in the range, for its calendar.
 */
export const AvailabilityResponseSchema = z.object({
  timezone: z.string(),
  /** The school confirms bookings at once (auto-accept); otherwise a booking is a request it confirms. */
  auto_confirm: z.boolean(),
  data: z.record(z.string(), z.array(DaySlotSchema)),
  visits: z.array(CalendarVisitSchema).optional(),
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>;
export type DaySlot = z.infer<typeof DaySlotSchema>;

export const SavedAvailabilitySchema = z.object({
  availability_id: z.number(),
  slots: z.array(ConflictSlotSchema.extend({ capacity: z.number() })),
});

export const SlotSchema = ConflictSlotSchema.extend({ capacity: z.number() });
export type Slot = z.infer<typeof SlotSchema>;
export type ConflictSlot = z.infer<typeof ConflictSlotSchema>;
/** PUT availabilities/{id} (one slot) */
export const UpdateSlotInputSchema = z.object({
  time_from: boundedString(5).regex(HHMM, "must be a time (HH:mm)"),
  time_to: boundedString(5).regex(HHMM, "must be a time (HH:mm)"),
  capacity: z.number({ error: SLOT_MESSAGES.capacityInteger }),
});
/** PUT availabilities/bulk_delete */
export const BulkDeleteInputSchema = z.object({ ids: idListField(500).min(1, MESSAGES.required) });
export const SlotPrecedenceQuerySchema = z.object({ date: isoDate });
export const SlotPrecedenceResponseSchema = z.object({ date: z.string(), is_available: z.boolean() });
export const UnregisteredAvailabilitiesResponseSchema = z.object({
  slots: z.array(ConflictSlotSchema.extend({ capacity: z.number() })),
});

/** GET public/schools/{id}/availability — the share link's page (no sign-in). */
export const PublicAvailabilityResponseSchema = AvailabilityResponseSchema.extend({
  school: z.object({ id: z.number(), name: z.string(), city: z.string().nullable(), country: z.string().nullable() }),
});
