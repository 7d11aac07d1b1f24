import ICAL from "ical.js";
import type { BusyTime } from "./calendar-provider.ts";

/** Most occurrences of one recurring event read in a window (a daily event over the weeks read is far fewer). */
const MAX_OCCURRENCES = 500;

/**
 * The busy times of CalDAV calendar objects (RFC 5545, read by ical.js) inside [from, to): every event that is not
 * transparent or cancelled, recurring ones expanded with their exceptions, each with its UID so Quad's own events
 * can be left out (decision 101).
 */
export function busyTimesOf(objects: string[], from: Date, to: Date): BusyTime[] {
  const busy: BusyTime[] = [];
  for (const data of objects) {
    let calendar: ICAL.Component;
    try {
      calendar = new ICAL.Component(ICAL.parse(data));
    } catch {
      continue; // One unreadable object does not hide the others.
    }
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const vevents = calendar.getAllSubcomponents("vevent");
    const exceptions = vevents.filter((v) => v.hasProperty("recurrence-id"));
    for (const master of vevents.filter((v) => !v.hasProperty("recurrence-id"))) {
      const event = new ICAL.Event(master, { exceptions });
      const occurrences: { start: ICAL.Time; end: ICAL.Time; item: ICAL.Event }[] = [];
      if (!event.isRecurring()) {
        occurrences.push({ start: event.startDate, end: event.endDate, item: event });
      } else {
        const it = event.iterator();
        for (let n = 0, next = it.next(); next && n < MAX_OCCURRENCES; n += 1, next = it.next()) {
          if (next.toJSDate() >= to) break;
          const d = event.getOccurrenceDetails(next);
          occurrences.push({ start: d.startDate, end: d.endDate, item: d.item });
        }
      }
      for (const o of occurrences) {
        const c = o.item.component;
        if (String(c.getFirstPropertyValue("transp") ?? "").toUpperCase() === "TRANSPARENT") continue;
        if (String(c.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") continue;
        const start = o.start.toJSDate();
        const end = o.end.toJSDate();
        if (end > from && start < to && end > start) busy.push({ start, end, uid: event.uid });
      }
    }
  }
  return busy;
}
