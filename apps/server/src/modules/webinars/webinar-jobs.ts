import { LOCALES, type Locale } from "@quad/contract/rules/constants";
import {
  dueFollowUp,
  dueReminders,
  WATCH_WINDOW_DAYS,
  type WebinarMailKind,
} from "@quad/contract/rules/webinar-timing";
import type { AppContext } from "../../app-context.ts";
import { joinCalendarLinkFor, joinLinkFor } from "./join-link.ts";
import { createWebinarJobsRepository, type RegistrationFacts } from "./webinar-jobs.repository.ts";
import { webinarMail } from "./webinar-mails.ts";
import { createWebinarScanRepository } from "./webinar-scan.repository.ts";

declare module "../../plugins/jobs.ts" {
  interface JobPayloads {
    /** Every minute: finds due reminders, follow-ups and seat offers, and queues them. */
    "webinar-scan": Record<string, never>;
    /** One mail of background work to one registration, sent at most once (webinar_mail_log). */
    "webinar-mail": { registration_id: number; kind: WebinarMailKind };
    /** A seat offered to a waitlisted registration: mail it, and look again when the offer ends. */
    "webinar-waitlist-offer": { registration_id: number };
    /** Offers a session's free seats (freed, or whose offer ended unaccepted) to the next on its waiting list. */
    "webinar-offer-pass": { webinar_id: number };
  }
}

/** The scan's schedule: every minute (pg-boss schedules have minute precision). */
export const WEBINAR_SCAN_CRON = "* * * * *";
/** Most jobs one scan queues of each kind; the rest are found by the next scan. */
const SCAN_LIMIT = 5000;
const HOUR_MS = 60 * 60 * 1000;
/** How far back the scan looks for registrations whose confirmation job was lost. */
const CONFIRMATION_RECOVERY_MS = HOUR_MS;

type Ctx = Pick<AppContext, "db" | "mailer" | "jobs" | "config" | "now">;

export type MailOutcome = "sent" | "already_sent" | "not_due" | "gone";

const toLocale = (value: string): Locale => LOCALES.find((l) => l === value) ?? "en-US";

/**
 * The background work of webinars (issue 10 §3): the confirmation of a seat (or of a place on the
 * waiting list) queued by the registration, reminders 24 hours and 1 hour before a session,
 * the split follow-up after it, and seat offers to the waiting list. Each mail is sent at most once:
 * the mail log row and the outbox row are written in one transaction. Reads the webinar tables; writes
 * the mail log, and offer_expires_at when it passes a seat on (decision 037).
 */
export function createWebinarJobs(ctx: Ctx) {
  const repo = createWebinarJobsRepository(ctx.db);
  const scanRepo = createWebinarScanRepository(ctx.db);

  /** Whether the mail is still due now (the registration or the session may have changed since it was queued). */
  function isDue(kind: WebinarMailKind, f: RegistrationFacts, now: Date): boolean {
    const { registration: r, session: s } = f;
    if (s.status !== "published" || s.cancelled_at !== null) return false;
    switch (kind) {
      case "confirmation":
        return r.status === "registered" && s.end_time > now;
      case "waitlisted":
        return r.status === "waitlisted" && s.start_time > now;
      case "reminder_24h":
      case "reminder_1h":
        return r.status === "registered" && dueReminders(s.start_time, now, r.registered_at).includes(kind);
      case "thanks":
      case "replay": {
        const due = dueFollowUp({ end: s.end_time, now, attended: r.attended, recordingAvailable: s.recording });
        return due === kind && (kind === "thanks" || r.status === "registered");
      }
      case "waitlist_offer":
        return (
          r.status === "waitlisted" && r.offer_expires_at !== null && r.offer_expires_at > now && s.start_time > now
        );
    }
  }

  /** Mails one kind to one registration unless it is no longer due or was already mailed. */
  async function mailOnce(registrationId: number, kind: WebinarMailKind): Promise<MailOutcome> {
    const f = await repo.facts(registrationId);
    if (!f) return "gone";
    const now = ctx.now();
    if (!isDue(kind, f, now)) return "not_due";
    const message = webinarMail({
      kind,
      session: f.session,
      guest: { ...f.guest, locale: toLocale(f.guest.locale) },
      offer_expires_at: f.registration.offer_expires_at,
      appUrl: ctx.config.appUrl,
      sender: ctx.config.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? ctx.config.MAIL_FROM,
      now,
      ...(kind === "confirmation" || kind === "reminder_24h" || kind === "reminder_1h"
        ? {
            personal: {
              // Online sessions: the link leads to whatever meeting address the host sets, now or later.
              join_link: f.session.is_in_person
                ? null
                : joinLinkFor(ctx.config.appUrl, ctx.config.fileUrlSecret, registrationId),
              ics_url: joinCalendarLinkFor(ctx.config.appUrl, ctx.config.fileUrlSecret, registrationId),
            },
          }
        : {}),
    });
    const staged = await repo.logOnce(registrationId, kind, now, (tx) => ctx.mailer.stage(tx, message));
    if (!staged) return "already_sent";
    staged.deliver();
    return "sent";
  }

  /**
   * Offers the session's free seats to the next on its waiting list (decision 037): free seats are the
   * capacity less the registered and the open offers; the next are the earliest waitlisted (waitlisted_at,
   * then id) who never had an offer, so an offer that ended unaccepted is not made again. Offers last
   * WAITLIST_OFFER_HOURS and never past the start; none once the session has started. Under a lock of the
   * session's row, so two instances never offer one seat twice. Resolves the registrations offered a seat.
   */
  async function offerSeats(webinarId: number): Promise<number[]> {
    const now = ctx.now();
    const offered = await repo.offering(async (tx) => {
      const session = await tx.lockSession(webinarId);
      if (!session || session.capacity === null || session.status !== "published" || session.cancelled_at) return [];
      if (session.start_time <= now) return [];
      const free = session.capacity - (await tx.seatsTakenOrHeld(webinarId, now));
      if (free <= 0) return [];
      const ids = await tx.nextNeverOffered(webinarId, free);
      if (ids.length === 0) return [];
      const until = new Date(
        Math.min(now.getTime() + ctx.config.WAITLIST_OFFER_HOURS * HOUR_MS, session.start_time.getTime()),
      );
      await tx.offer(ids, until);
      return ids;
    });
    await ctx.jobs.sendMany(
      "webinar-waitlist-offer",
      offered.map((registration_id) => ({
        data: { registration_id },
        options: { singletonKey: String(registration_id) },
      })),
    );
    return offered;
  }

  /** A seat offered to a waitlisted registration: mails the offer, and passes the seat on once it ends. */
  async function handleOffer(registrationId: number): Promise<MailOutcome> {
    const r = await repo.offerOf(registrationId);
    if (!r) return "gone";
    if (r.status !== "waitlisted" || r.offer_expires_at === null) return "not_due";
    if (r.offer_expires_at <= ctx.now()) {
      await offerSeats(r.webinar_id);
      return "not_due";
    }
    const outcome = await mailOnce(registrationId, "waitlist_offer");
    // When the offer ends, the seat (if still not taken) goes to the next on the list.
    await ctx.jobs.send(
      "webinar-offer-pass",
      { webinar_id: r.webinar_id },
      { startAfter: new Date(r.offer_expires_at.getTime() + 1000) },
    );
    return outcome;
  }

  /** Finds what is due now and queues it; the jobs themselves check again and mail at most once. */
  async function scan() {
    const now = ctx.now();
    const windowStart = new Date(now.getTime() - WATCH_WINDOW_DAYS * 24 * HOUR_MS);

    // Reminders: sessions starting within 24 hours; the nearer reminder's kind once within the hour.
    const reminderRows = await scanRepo.dueReminders(now, SCAN_LIMIT);
    const mails: { registration_id: number; kind: WebinarMailKind }[] = reminderRows.flatMap((r) =>
      dueReminders(r.start, now, r.registered_at).map((kind) => ({ registration_id: r.id, kind })),
    );

    // Follow-ups: sessions ended within the watch window; attendees get thanks, no-shows the replay.
    for (const r of await scanRepo.dueFollowUps(now, windowStart, SCAN_LIMIT)) {
      const kind = dueFollowUp({ end: r.end, now, attended: r.attended, recordingAvailable: r.recording });
      if (kind) mails.push({ registration_id: r.id, kind });
    }
    // Confirmations of the last hour whose job was lost (the registration queues it after its commit).
    const recent = new Date(now.getTime() - CONFIRMATION_RECOVERY_MS);
    for (const r of await scanRepo.unconfirmed(now, recent, SCAN_LIMIT))
      mails.push({ registration_id: r.id, kind: r.status === "registered" ? "confirmation" : "waitlisted" });
    await ctx.jobs.sendMany(
      "webinar-mail",
      mails.map((data) => ({ data, options: { singletonKey: `${data.registration_id}-${data.kind}` } })),
    );

    // Open offers not mailed yet (an offer made by the guest area whose job was lost, or made elsewhere).
    const offers = await scanRepo.unmailedOffers(now, SCAN_LIMIT);
    await ctx.jobs.sendMany(
      "webinar-waitlist-offer",
      offers.map((r) => ({ data: { registration_id: r.id }, options: { singletonKey: String(r.id) } })),
    );

    // Sessions with a free seat (freed, or its offer ended unaccepted) and someone on the list never offered one.
    const seats = await scanRepo.sessionsWithFreeSeats(now, SCAN_LIMIT);
    await ctx.jobs.sendMany(
      "webinar-offer-pass",
      seats.map((s) => ({ data: { webinar_id: s.id } })),
    );
    return { mails: mails.length, offers: offers.length, sessionsWithFreeSeats: seats.length };
  }

  return { scan, mailOnce, offerSeats, handleOffer };
}

/** Declares the webinar queues, their workers and the scan's schedule on the app's jobs. */
export function registerWebinarJobs(ctx: Ctx) {
  const work = createWebinarJobs(ctx);
  const { jobs } = ctx;
  // One scan at a time across instances; a failed scan is simply the next minute's.
  void jobs.define("webinar-scan", { policy: "singleton", retryLimit: 0, expireInSeconds: 5 * 60 });
  // One queued mail per registration and kind (singletonKey); retried with backoff (SMTP, database hiccups).
  void jobs.define("webinar-mail", { policy: "short", retryLimit: 5, retryDelay: 30, retryBackoff: true });
  void jobs.define("webinar-waitlist-offer", { policy: "short", retryLimit: 5, retryDelay: 30, retryBackoff: true });
  void jobs.define("webinar-offer-pass", { retryLimit: 5, retryDelay: 10, retryBackoff: true });
  jobs.schedule("webinar-scan", WEBINAR_SCAN_CRON, {});
  void jobs.work("webinar-scan", async () => {
    await work.scan();
  });
  void jobs.work(
    "webinar-mail",
    async (data) => {
      await work.mailOnce(data.registration_id, data.kind);
    },
    { concurrency: 2 },
  );
  void jobs.work("webinar-waitlist-offer", async (data) => {
    await work.handleOffer(data.registration_id);
  });
  void jobs.work("webinar-offer-pass", async (data) => {
    await work.offerSeats(data.webinar_id);
  });
  return work;
}
