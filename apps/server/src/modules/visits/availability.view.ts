import type { SlotRow } from "./availability.repository.ts";

export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
export const slotView = (s: SlotRow) => ({
  slot_id: s.slot_id,
  availability_id: s.availability_id,
  day: s.day,
  time_from: hhmm(s.start_minute),
  time_to: hhmm(s.end_minute),
  start_date: s.start_date,
  end_date: s.end_date,
});
