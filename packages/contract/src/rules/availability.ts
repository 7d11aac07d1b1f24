/** Availability slot rules (spec 2 §5, §9). Times are wall-clock "HH:mm" in the school's zone. */
export const MIN_SLOT_MINUTES = 10;
export const MAX_SLOTS_PER_REQUEST = 50;
export const CAPACITY_MIN = 1;
export const CAPACITY_MAX = 20;

export const SLOT_MESSAGES = {
  atLeastOne: "At least one slot is required",
  atMost: `At most ${MAX_SLOTS_PER_REQUEST} slots are allowed`,
  timeToBeforeFrom: "'Time to' cannot be before 'Time from'",
  minDuration: `Minimum slot duration is ${MIN_SLOT_MINUTES} minutes`,
  duplicate: "Duplicate slots are not allowed",
  overlap: "Availability already exists for this time",
  capacity: `Please enter value between ${CAPACITY_MIN} and ${CAPACITY_MAX}`,
  capacityInteger: "Not a valid integer",
  endBeforeStart: "End date must be on or after the start date",
} as const;

export interface SlotInput {
  days: number[];
  time_from: string;
  time_to: string;
  capacity: number;
}

export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Two wall-clock ranges on the same day overlap (touching ends do not). */
export function rangesOverlap(a: { time_from: string; time_to: string }, b: { time_from: string; time_to: string }) {
  return toMinutes(a.time_from) < toMinutes(b.time_to) && toMinutes(b.time_from) < toMinutes(a.time_to);
}

/** Problems of one slot on its own, by field. */
export function slotProblems(slot: SlotInput): Partial<Record<"time_to" | "capacity", string>> {
  const problems: Partial<Record<"time_to" | "capacity", string>> = {};
  const from = toMinutes(slot.time_from);
  const to = toMinutes(slot.time_to);
  if (to <= from) problems.time_to = SLOT_MESSAGES.timeToBeforeFrom;
  else if (to - from < MIN_SLOT_MINUTES) problems.time_to = SLOT_MESSAGES.minDuration;
  if (!Number.isInteger(slot.capacity)) problems.capacity = SLOT_MESSAGES.capacityInteger;
  else if (slot.capacity < CAPACITY_MIN || slot.capacity > CAPACITY_MAX) problems.capacity = SLOT_MESSAGES.capacity;
  return problems;
}

/** Indexes of slots that repeat or overlap an earlier slot of the same request on a shared weekday. */
export function slotClashes(slots: SlotInput[]): { index: number; kind: "duplicate" | "overlap" }[] {
  const clashes: { index: number; kind: "duplicate" | "overlap" }[] = [];
  slots.forEach((slot, i) => {
    for (let j = 0; j < i; j++) {
      const other = slots[j] as SlotInput;
      if (!slot.days.some((d) => other.days.includes(d))) continue;
      if (slot.time_from === other.time_from && slot.time_to === other.time_to) {
        clashes.push({ index: i, kind: "duplicate" });
        return;
      }
      if (rangesOverlap(slot, other)) {
        clashes.push({ index: i, kind: "overlap" });
        return;
      }
    }
  });
  return clashes;
}
