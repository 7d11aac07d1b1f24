/** What a visit announcement says: the visit as both sides name it. */
export interface VisitAnnouncement {
  kind: "visit_requested" | "visit_confirmed";
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
 * Those outside the visits module told of a visit's new request or confirmation (an institution's Slack,
 * decision 091). The messages module sits above visits, so visits names the port and the composition root
 * hands in the implementation. It never fails the visit's change: it only queues work.
 */
export interface VisitAnnouncer {
  announce(a: VisitAnnouncement): Promise<void>;
}

/** What the visits module is handed by the composition root. */
export interface VisitPorts {
  announcer?: VisitAnnouncer;
}

/** One announcer that tells each of these in turn (the composition root hands several to the visits module). */
export function announceToAll(...announcers: VisitAnnouncer[]): VisitAnnouncer {
  return {
    async announce(a) {
      for (const announcer of announcers) await announcer.announce(a);
    },
  };
}
