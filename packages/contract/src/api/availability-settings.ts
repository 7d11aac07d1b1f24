import { z } from "zod";
import { MESSAGES } from "../rules/messages.ts";
import { idField, idListField, optionalText } from "./common.ts";

const Contact = z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() });

/** GET availability_settings (School). */
export const AvailabilitySettingsSchema = z.object({
  school: z.object({
    id: z.number(),
    name: z.string(),
    timezone: z.string().nullable(),
    is_event_auto_accept: z.boolean(),
    publish_events: z.boolean(),
    instructions: z.string().nullable(),
    confirmation_message: z.string().nullable(),
    event_location: z.string().nullable(),
  }),
  primary_contact: Contact.nullable(),
  member_contacts: z.array(Contact),
  /** Path of the public booking page for the share link. */
  booking_link: z.string(),
});
export const AvailabilitySettingsResponseSchema = AvailabilitySettingsSchema;

/** POST primary_contact_settings */
export const PrimaryContactSettingsInputSchema = z.object({
  primary_contact_id: idField(),
  member_contact_ids: idListField(20).default([]),
});
/** PUT event_publish_settings */
export const EventPublishSettingsInputSchema = z.object({ publish_events: z.boolean() });
/** PUT message_settings */
export const MessageSettingsInputSchema = z.object({
  instructions: optionalText(2000),
  confirmation_message: optionalText(2000),
});
/** POST event_location (default) and PUT schools/{id}/update_event_location (one visit) */
export const EventLocationInputSchema = z.object({
  location: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(300, MESSAGES.tooLong(300)),
});
