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

/** What the applications module is handed by the composition root. */
export interface ApplicationPorts {
  guestNotifier: GuestNotifier;
}
