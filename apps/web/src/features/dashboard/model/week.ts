import type { GlanceVisitSchema } from "@quad/contract/api/dashboard";
import type { z } from "zod";

/* The week at a glance and the meeting booking's slots. */

type GlanceVisit = z.infer<typeof GlanceVisitSchema>;

/** A visit's calendar day and hours as the school set them ("2026-11-25", "09:00–10:00"). */
export function visitWhen(v: Pick<GlanceVisit, "event_date" | "time_from" | "time_to">): {
  day: string;
  hours: string;
} {
  return { day: v.event_date.slice(0, 10), hours: `${v.time_from.slice(0, 5)}–${v.time_to.slice(0, 5)}` };
}

/** Free slots grouped by their day in `zone`, days in order (the booking modal's day picker). */
export function slotsByDay(slots: readonly string[], zone: string): Array<{ day: string; slots: string[] }> {
  const fmt = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
  const days = new Map<string, string[]>();
  for (const slot of [...slots].sort()) {
    const day = fmt.format(new Date(slot));
    const list = days.get(day) ?? [];
    list.push(slot);
    days.set(day, list);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/**
 * Where an event's Participate action leads: the provider's events catalogue narrowed to the event's day (its
 * dates are UTC days overlapping the events), so the event is at hand with its Participate button.
 */
export function participateSearch(startsAt: string): { from: string; to: string } {
  const day = new Date(startsAt).toISOString().slice(0, 10);
  return { from: day, to: day };
}
