import { z } from "zod";
import { FREE_TEXT_MAX_LENGTH, hasControlCharacter } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { isWebUrl } from "../rules/partner-webinars.ts";
import { optionalIdField, optionalText, tokenField } from "./common.ts";

/** Zoom for visits and webinar sessions (spec 1 §7 "Calendar and video meeting", issue 25 §2). */

/** What the session's partner answer shows of Zoom (spec 1 §3: zoom_email and is_zoom_connected). */
export const ZoomStatusSchema = z.object({ is_zoom_connected: z.boolean(), zoom_email: z.string().nullable() });
export type ZoomStatus = z.infer<typeof ZoomStatusSchema>;

/** POST zoom/sync_user — the return from Zoom's authorisation (`/zoom?code=…&state=…`). */
export const ZoomSyncUserInputSchema = z.object({ code: tokenField(), state: tokenField() });
export type ZoomSyncUserInput = z.infer<typeof ZoomSyncUserInputSchema>;

export const MEETING_URL_MAX_LENGTH = 2000;

/** A pasted meeting address: http(s) only. */
const meetingUrlField = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z
    .string()
    .trim()
    .max(MEETING_URL_MAX_LENGTH, MESSAGES.tooLong(MEETING_URL_MAX_LENGTH))
    .refine((v) => !hasControlCharacter(v), MESSAGES.controlCharacters)
    .refine(isWebUrl, MESSAGES.invalidUrl)
    .optional(),
);

/** Which visit (event_id) or webinar session (session_id) a meeting belongs to: exactly one of them. */
const target = { event_id: optionalIdField(), session_id: optionalIdField() };
const oneTarget = (v: { event_id?: number; session_id?: number }) =>
  (v.event_id === undefined) !== (v.session_id === undefined);
const ONE_TARGET = { message: MESSAGES.meetingTarget, path: ["event_id"] };

export const ZoomMeetingTargetSchema = z.object(target).refine(oneTarget, ONE_TARGET);
export type ZoomMeetingTarget = z.infer<typeof ZoomMeetingTargetSchema>;

/**
 * POST zoom/meeting — with meeting_url: saves the link the user pasted; without: creates a Zoom meeting through
 * the institution's connected account. instructions go with either.
 */
export const ZoomMeetingInputSchema = z
  .object({ ...target, meeting_url: meetingUrlField, instructions: optionalText(FREE_TEXT_MAX_LENGTH) })
  .refine(oneTarget, ONE_TARGET);
export type ZoomMeetingInput = z.infer<typeof ZoomMeetingInputSchema>;

export const MEETING_PROVIDERS = ["zoom", "link"] as const;
export type MeetingProvider = (typeof MEETING_PROVIDERS)[number];

export const ZoomMeetingSchema = z.object({
  event_id: z.number().nullable(),
  session_id: z.number().nullable(),
  meeting_url: z.string(),
  instructions: z.string().nullable(),
  /** zoom: created in Zoom by Quad (removing it deletes it there); link: pasted by a user. */
  provider: z.enum(MEETING_PROVIDERS),
  /** Whether Quad created it on its own when the visit was confirmed. */
  created_automatically: z.boolean(),
  created_at: z.string(),
});
export type ZoomMeeting = z.infer<typeof ZoomMeetingSchema>;
export const ZoomMeetingResponseSchema = z.object({ meeting: ZoomMeetingSchema.nullable() });
export type ZoomMeetingResponse = z.infer<typeof ZoomMeetingResponseSchema>;
