/** Visit (event) rules (spec 2 §4, §8). */
export const VISIT_MESSAGES = {
  dateTimeRequired: "Please select a date and time for visit",
  timezoneRequired: "Select Timezone",
  slotFull: "This time is fully booked. Please choose another slot.",
  alreadyBooked: "Your institution already has a visit at this time",
  pastCancel: "A past visit cannot be cancelled",
  pastConfirm: "A past visit cannot be confirmed. Reschedule it instead.",
  reasonRequired: "Please give a reason",
  notAllowed: "This change is not possible for the visit's current status",
  slotNotOnDate: "The chosen slot is not available on this date",
  messagingClosed: "Messages can no longer be sent about this visit",
} as const;

export type VisitStatus = "requested" | "pending" | "confirm" | "declined" | "cancel" | "reschedule";
export type VisitAction = "confirm" | "declined" | "cancel";

/** Statuses a visit can still change from. */
export const LIVE_STATUSES: VisitStatus[] = ["requested", "pending", "confirm", "reschedule"];

/**
 * Whether a side may apply an action to a visit in a status. Schools confirm or decline what is
 * waiting for them; either side cancels a live visit; cancellation and declining are final.
 */
export function visitActionAllowed(side: "School" | "University", status: VisitStatus, action: VisitAction): boolean {
  if (action === "cancel") return LIVE_STATUSES.includes(status);
  if (side !== "School") return false;
  return status === "pending" || status === "requested" || status === "reschedule";
}

/** A visit is past once its date is before today in the school's zone. */
export function isPastVisit(eventDate: string | null, todayInZone: string): boolean {
  return eventDate !== null && eventDate < todayInZone;
}

/** How long an unseen change keeps a visit marked (days). */
export const FRESHNESS_WINDOW_DAYS = 14;

/** What a viewer's New / Updated mark depends on. */
export interface FreshnessFacts {
  /** The other side's last change (creating the visit counts); null when it never touched the visit. */
  otherChangedAt: Date | null;
  /** Whether the other side created the visit. */
  createdByOther: boolean;
  /** When the viewer last opened or acted on the visit; null when never. */
  seenAt: Date | null;
  status: VisitStatus;
  isPast: boolean;
}

/**
 * New: the other side made the visit (a request, a booking) and the viewer has not opened it yet.
 * Updated: the other side changed it (status, date, place) since the viewer last saw it. Either mark needs
 * the change to be recent and the visit to be ahead; opening or acting on the visit clears it. A visit's
 * own changes never mark it for the one who made them.
 */
export function visitFreshness(f: FreshnessFacts, now: Date): "new" | "updated" | null {
  if (!f.otherChangedAt || f.isPast) return null;
  if (f.seenAt && f.seenAt.getTime() >= f.otherChangedAt.getTime()) return null;
  if (now.getTime() - f.otherChangedAt.getTime() > FRESHNESS_WINDOW_DAYS * 86_400_000) return null;
  if (f.createdByOther && !f.seenAt) return LIVE_STATUSES.includes(f.status) ? "new" : "updated";
  return "updated";
}

/** How long after its date a visit can still be written about (a thank-you, a follow-up), in days. */
export const MESSAGE_AFTER_VISIT_DAYS = 30;
/** How long after a visit was declined or cancelled the sides can still write about it, in days. */
export const MESSAGE_AFTER_CLOSING_DAYS = 14;

/** What decides whether a message can be sent about a visit (decision 099). */
export interface MessagingFacts {
  status: VisitStatus;
  /** The visit's date (YYYY-MM-DD), null when none is set yet. */
  eventDate: string | null;
  /** Today's date in the school's zone (YYYY-MM-DD). */
  today: string;
  /** The visit's last change: for a declined or cancelled visit, when it was closed. */
  changedAt: Date | string;
  now: Date;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * Whether either side can still send the other a message about a visit (decision 099): a live visit until
 * MESSAGE_AFTER_VISIT_DAYS after its date (any time while it has no date); a declined or cancelled one for
 * MESSAGE_AFTER_CLOSING_DAYS after it was closed, and never after that window past its date either.
 */
export function visitMessagingOpen(f: MessagingFacts): boolean {
  if (f.eventDate !== null && daysBetween(f.eventDate, f.today) > MESSAGE_AFTER_VISIT_DAYS) return false;
  if (LIVE_STATUSES.includes(f.status)) return true;
  const closedAt = new Date(f.changedAt).getTime();
  return f.now.getTime() - closedAt <= MESSAGE_AFTER_CLOSING_DAYS * 86_400_000;
}
