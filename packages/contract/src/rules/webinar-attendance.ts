import { MESSAGES } from "./messages.ts";
import { joinLinkOpen } from "./webinar-sessions.ts";

/**
 * What a guest does with a session once inside Quad (issue 10 §3): the time spent in the live session,
 * counted from the session page's presence beats, and watching its recording.
 */

/** How often the session page reports that it is still open after the guest joined (seconds). */
export const PRESENCE_BEAT_SECONDS = 60;
/** The most one beat counts: a page asleep or closed for a while adds no more than this (seconds). */
export const PRESENCE_MAX_BEAT_SECONDS = 90;

export interface PresenceInput {
  /** The previous beat, or the first join when there was none. */
  since: Date;
  now: Date;
  start: Date;
  end: Date;
}

/**
 * The seconds one presence beat adds to the guest's time in the session: the time since the previous
 * beat (or the join) that falls between the session's start and end, at most PRESENCE_MAX_BEAT_SECONDS.
 */
export function presenceSeconds({ since, now, start, end }: PresenceInput): number {
  const from = Math.max(since.getTime(), start.getTime());
  const to = Math.min(now.getTime(), end.getTime());
  if (to <= from) return 0;
  return Math.min(PRESENCE_MAX_BEAT_SECONDS, Math.floor((to - from) / 1000));
}

/**
 * Whether a beat is taken now: while the join link works (from a little before the start until the
 * end), so a guest who joined early is not refused; only the time from the start counts.
 */
export function presenceOpen(start: Date, end: Date, now: Date): boolean {
  return joinLinkOpen(start, end, now);
}

export interface RecordingViewInput {
  end: Date;
  recording_url: string | null;
  is_recording_available: boolean;
}

/**
 * Why a session's recording cannot be viewed now (null when it can): the session must have ended and
 * have a recording. Replays stay available after the 7-day window ("Watch" instead of "Watch Now").
 */
export function recordingViewRefusal(s: RecordingViewInput, now: Date): { status: 404 | 409; message: string } | null {
  if (now.getTime() < s.end.getTime()) return { status: 409, message: MESSAGES.recordingNotEnded };
  if (!s.is_recording_available || !s.recording_url?.trim())
    return { status: 404, message: MESSAGES.sessionNoRecording };
  return null;
}
