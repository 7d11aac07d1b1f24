import type { ApplicationResult, ApplicationStatus } from "@quad/contract/rules/application";
import type { Db } from "../../db/client.ts";

/** What the institution's change was, as the applicant is told it. */
export interface ApplicationUpdate {
  guestId: number;
  applicationId: number;
  program: string;
  institution: string;
  status: ApplicationStatus;
  result: ApplicationResult | null;
}

/**
 * The guest area's notifications (decision 056) as applications needs them. guest-notifications sits above
 * applications (its table references student_applications), so applications names the port and the composition
 * root hands in the implementation (decision 068).
 */
export interface GuestNotifier {
  /** Writes the notification, through the caller's transaction when given (the release writes it with its mark). */
  applicationUpdated(u: ApplicationUpdate, tx?: Pick<Db, "insert">): Promise<void>;
}

/** A new application, as those outside the module are told of it (an institution's Slack, decision 091). */
export interface ApplicationAnnouncement {
  /** The institution whose program it is. */
  partnerId: number;
  applicationId: number;
  program: string;
  student: string;
}

/**
 * Those told of a new application (the messages module sits above applications). It never fails the
 * student's application: it only queues work.
 */
export interface ApplicationAnnouncer {
  applicationSubmitted(a: ApplicationAnnouncement): Promise<void>;
}

/** What the applications module is handed by the composition root. */
export interface ApplicationPorts {
  guestNotifier: GuestNotifier;
  announcer?: ApplicationAnnouncer;
}
