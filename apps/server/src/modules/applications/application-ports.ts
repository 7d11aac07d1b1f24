import type { ApplicationResult, ApplicationStatus, StateChange } from "@quad/contract/rules/application";
import type { Db } from "../../db/client.ts";
import type { Tx } from "./applications.repository.ts";

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

/**
 * The payments an application's state makes due (issue 27, decision 115): a fee on submission, a deposit on an
 * offer, cancelled when withdrawn or the offer is gone. Called inside the change's transaction, after the new
 * state is written, so the due rows and the state never disagree; idempotent. The payments module sits above
 * applications (its table references student_applications).
 */
export interface ApplicationPayments {
  submitted(tx: Tx, applicationId: number, at: Date): Promise<void>;
  changed(tx: Tx, applicationId: number, changes: readonly StateChange[], at: Date): Promise<void>;
  /** The applications CSV's payment cells, per application: its fee's and deposit's status and amount. */
  csvCells(applicationIds: readonly number[]): Promise<Map<number, PaymentCells>>;
}
export interface PaymentCells {
  application_fee: string;
  deposit: string;
}

/** What the applications module is handed by the composition root. */
export interface ApplicationPorts {
  guestNotifier: GuestNotifier;
  announcer?: ApplicationAnnouncer;
  payments?: ApplicationPayments;
}
