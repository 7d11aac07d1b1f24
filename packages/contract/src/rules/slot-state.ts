/**
 * One model of a slot date's state, for every screen that offers slots (the Book now dialog, the public booking
 * page, the school page's summary) and for the server that counts the places. Decision 033.
 *
 * - A place is held by a confirmed visit only (the school's confirmation takes it, atomically): `booked`.
 * - Requests waiting for the school's confirmation (`pending`, also a move awaiting it) hold no place, and are shown
 *   as such beside the places left, never hidden.
 * - A slot date the viewer's own institution already has a live visit on is theirs: requested or booked, never
 *   offered again.
 */

/** The status of the viewer's institution's live visit on a slot date. A move awaiting the school is a request. */
export type HeldVisitStatus = "pending" | "confirm" | "reschedule";

export interface SlotFacts {
  starts_at: string;
  capacity: number;
  /** Places left: capacity less the confirmed visits (`placesLeft`, computed by the server). */
  remaining: number;
  /** Requests on this date waiting for the school's confirmation (they hold no place yet). */
  pending: number;
  /** The viewer's institution's live visit on this date, when it has one. */
  university_visit: { id: number; status: HeldVisitStatus } | null;
}

/**
 * past: already started, never offered. requested / booked: the viewer's institution holds it (waiting for the
 * school / confirmed). full: every place is taken by confirmed visits. open: can be chosen.
 */
export type SlotStateKind = "past" | "requested" | "booked" | "full" | "open";

export interface SlotState {
  kind: SlotStateKind;
  /** Only an open slot date can be chosen. */
  bookable: boolean;
  capacity: number;
  placesLeft: number;
  /** Requests waiting for the school on this date, the viewer's own one excluded. */
  otherRequests: number;
  /** The viewer's institution's visit on this date (requested or booked), else null. */
  visitId: number | null;
}

/** Places a slot date has left: its capacity less the confirmed visits. */
export function placesLeft(capacity: number, booked: number): number {
  return Math.max(0, capacity - Math.max(0, booked));
}

export function slotState(slot: SlotFacts, now: Date = new Date()): SlotState {
  const left = Math.max(0, slot.remaining);
  const own = slot.university_visit;
  const ownWaiting = own && own.status !== "confirm" ? 1 : 0;
  const base = {
    capacity: slot.capacity,
    placesLeft: left,
    otherRequests: Math.max(0, slot.pending - ownWaiting),
    visitId: own?.id ?? null,
  };
  const kind: SlotStateKind =
    Date.parse(slot.starts_at) <= now.getTime()
      ? "past"
      : own
        ? own.status === "confirm"
          ? "booked"
          : "requested"
        : left <= 0
          ? "full"
          : "open";
  return { ...base, kind, bookable: kind === "open" };
}
