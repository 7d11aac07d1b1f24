import { z } from "zod";
import { URL_MAX_LENGTH } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { boundedString, listField, requiredText, tokenField } from "./common.ts";

/**
 * Calendar sync (spec 1 §4 calendar flow, §7 "Calendar and video meeting"; issue 25 §1), under
 * /api/v1/partners/institutes/{id}/…, {id} being the caller's institution. One connection per user, to
 * Google Calendar or to a CalDAV server; the chosen calendars receive the user's visits, sessions and meetings.
 */

export const CALENDAR_PROVIDERS = ["google", "caldav"] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

/** The most calendars one account lists or one user chooses. */
export const CALENDARS_MAX = 100;

/** GET institutes/{id}/google_authorization — query; `core=true` keeps core mode through the round trip (spec 1 §4). */
export const GoogleAuthorizationQuerySchema = z.object({
  core: z.enum(["true", "false"]).optional(),
});
export const GoogleAuthorizationResponseSchema = z.object({ url: z.url() });

/**
 * POST institutes/{id}/calendar_token — the calendar token call (field auth_token, spec 1 §7; path ours).
 * Google: auth_token is the authorisation code Google returned to /calendar-sync. CalDAV: the server's
 * address, the user name, and auth_token is the (app) password.
 */
export const CalendarTokenInputSchema = z.discriminatedUnion("provider", [
  /** `state` is the one Google returned with the code (it proves this user started the round trip). */
  z.object({ provider: z.literal("google"), auth_token: tokenField(), state: tokenField() }),
  z.object({
    provider: z.literal("caldav"),
    server_url: requiredText(URL_MAX_LENGTH).pipe(z.url({ error: MESSAGES.invalidUrl })),
    username: requiredText(),
    auth_token: tokenField(),
  }),
]);
export type CalendarTokenInput = z.input<typeof CalendarTokenInputSchema>;

export const CalendarSchema = z.object({
  /** The provider's id of the calendar (Google's calendar id, the CalDAV collection's address). */
  id: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  selected: z.boolean(),
});
export type Calendar = z.infer<typeof CalendarSchema>;

/** GET institutes/{id}/calendars (and the answer of every other calendar call): the connection and its calendars. */
export const CalendarsResponseSchema = z.object({
  connected: z.boolean(),
  provider: z.enum(CALENDAR_PROVIDERS).nullable(),
  /** The Google account's email or the CalDAV user name. */
  account: z.string().nullable(),
  server_url: z.string().nullable(),
  /** The provider refused the stored grant: the screen asks to reconnect ("Please sync your calendar again."). */
  is_calender_expired: z.boolean(),
  last_synced_at: z.iso.datetime({ offset: true }).nullable(),
  /** Why the last sync failed, if it did (a sentence for the user). */
  last_error: z.string().nullable(),
  /** A sync is queued or running. */
  syncing: z.boolean(),
  /** How many events Quad keeps in the calendars now. */
  synced_events: z.int(),
  calendars: z.array(CalendarSchema),
});
export type CalendarsResponse = z.infer<typeof CalendarsResponseSchema>;

/** POST institutes/{id}/calendars — the calendars to sync into: at least one ("Atleast 1 Calendar required"). */
export const ChooseCalendarsInputSchema = z.object({
  calendar_ids: listField(boundedString(URL_MAX_LENGTH).min(1, MESSAGES.required), CALENDARS_MAX).min(
    1,
    MESSAGES.calendarRequired,
  ),
});
export type ChooseCalendarsInput = z.input<typeof ChooseCalendarsInputSchema>;

/** POST institutes/{id}/google_sync — queues a sync now (any provider; the spec's name is kept). */
export const CalendarSyncResponseSchema = z.object({ message: z.string(), queued: z.boolean() });
