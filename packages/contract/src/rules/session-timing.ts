/**
 * Session timing (spec 2 §9, spec 3 §4): live between start and end, past after end, upcoming
 * before start. The start instant itself is live; the end instant is past.
 */
export type SessionTiming = "live" | "upcoming" | "past";

export function sessionTiming(start: Date | string, end: Date | string, now: Date): SessionTiming {
  const t = now.getTime();
  if (t < new Date(start).getTime()) return "upcoming";
  if (t < new Date(end).getTime()) return "live";
  return "past";
}
