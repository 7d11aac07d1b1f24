import { BOOKING_MINUTES } from "@quad/contract/rules/dashboard";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(timezone);

/** How many working days (Monday to Friday in the representative's zone) the free slots cover. */
export const BOOKING_WORKING_DAYS = 10;

export interface RepHours {
  timezone: string;
  day_start_hour: number;
  day_end_hour: number;
}

/**
 * The representative's free meeting slots (ISO start times, UTC): every BOOKING_MINUTES within their working
 * hours in their own zone, on the next BOOKING_WORKING_DAYS working days after today (in their zone), less
 * the starts already booked.
 */
export function freeSlots(rep: RepHours, now: Date, booked: ReadonlySet<string>): string[] {
  const out: string[] = [];
  let day = dayjs(now).tz(rep.timezone).startOf("day");
  let days = 0;
  while (days < BOOKING_WORKING_DAYS) {
    day = day.add(1, "day");
    const weekday = day.day();
    if (weekday === 0 || weekday === 6) continue;
    days += 1;
    const date = day.format("YYYY-MM-DD");
    for (
      let minute = rep.day_start_hour * 60;
      minute + BOOKING_MINUTES <= rep.day_end_hour * 60;
      minute += BOOKING_MINUTES
    ) {
      const hh = String(Math.floor(minute / 60)).padStart(2, "0");
      const mm = String(minute % 60).padStart(2, "0");
      const start = dayjs.tz(`${date} ${hh}:${mm}`, rep.timezone).toDate();
      if (start <= now) continue;
      const key = start.toISOString();
      if (!booked.has(key)) out.push(key);
    }
  }
  return out;
}

/** The window free slots lie in: from now to the end of the last working day (a safe upper bound). */
export function slotWindow(now: Date): { from: Date; to: Date } {
  return { from: now, to: new Date(now.getTime() + (BOOKING_WORKING_DAYS * 2 + 4) * 86_400_000) };
}
