import type { ApplicationResult, ApplicationStatus } from "@quad/contract/rules/application";

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
  applicationUpdated(u: ApplicationUpdate): Promise<void>;
}

/** What the applications module is handed by the composition root. */
export interface ApplicationPorts {
  guestNotifier: GuestNotifier;
}
