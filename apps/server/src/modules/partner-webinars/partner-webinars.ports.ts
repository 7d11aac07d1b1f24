/** What a session announcement says: which session changed, and how. */
export interface SessionAnnouncement {
  /** Its time, place, link or text changed (`session_updated`), or it was cancelled (`session_cancelled`). */
  kind: "session_updated" | "session_cancelled";
  sessionId: number;
  /** The institution that hosts it. */
  hostPartnerId: number;
}

/**
 * Those outside the module told of a change to a hosted session (its staff's and registered staff's calendars,
 * decision 100). calendar-sync sits above partner-webinars, so this module names the port and the composition
 * root hands in the implementation. It only queues work.
 */
export interface SessionAnnouncer {
  sessionChanged(a: SessionAnnouncement): Promise<void>;
}

/** What the partner-webinars module is handed by the composition root. */
export interface PartnerWebinarPorts {
  announcer?: SessionAnnouncer;
}
