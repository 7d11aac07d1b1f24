/** What a visit announcement says: the visit as both sides name it. */
export interface VisitAnnouncement {
  /**
   * A new request, a confirmation, or a change after it: a new date (`visit_rescheduled`), a new place
   * (`visit_updated`), or the visit ended after confirmation (cancelled or declined: `visit_cancelled`). A listener
   * ignores the kinds it does not handle.
   */
  kind: "visit_requested" | "visit_confirmed" | "visit_rescheduled" | "visit_updated" | "visit_cancelled";
  /** The institutions told (each only if it chose this kind). */
  partnerIds: number[];
  /** Who did it: the acting institution's name. */
  by: string;
  visit: {
    id: number;
    school_id: number;
    school: string;
    university: string;
    /** ISO instant, null while the visit has no date. */
    starts_at: string | null;
    /** The school's zone (the visit's times are the school's). */
    timezone: string;
  };
}

/**
 * Those outside the visits module told of a visit's new request, confirmation, reschedule or cancellation (an
 * institution's Slack, decision 091; its staff's calendars, decision 100). The messages module sits above visits, so visits names the port and the composition root
 * hands in the implementation. It never fails the visit's change: it only queues work.
 */
export interface VisitAnnouncer {
  announce(a: VisitAnnouncement): Promise<void>;
}

/** A time someone's own calendar is busy. */
export interface BusyInterval {
  start: Date;
  end: Date;
}

/**
 * The busy times read from the connected calendars of a school's staff (decision 101): they mark the school's own
 * availability slots as conflicting. calendar-sync sits above visits and keeps them, so it is a port.
 */
export interface BusyTimes {
  ofPartner(partnerId: number, from: Date, to: Date): Promise<BusyInterval[]>;
}

/** What the visits module is handed by the composition root. */
export interface VisitPorts {
  announcer?: VisitAnnouncer;
  busy?: BusyTimes;
}

/** One announcer that tells each of these in turn (the composition root hands several to the visits module). */
export function announceToAll(...announcers: VisitAnnouncer[]): VisitAnnouncer {
  return {
    async announce(a) {
      for (const announcer of announcers) await announcer.announce(a);
    },
  };
}
