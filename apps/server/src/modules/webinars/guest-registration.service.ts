import { MESSAGES } from "@quad/contract/rules/messages";
import { joinLinkOpen, missingRequiredFields, webinarTiming } from "@quad/contract/rules/webinar-sessions";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import { createGuestCatalogueRepository } from "./guest-catalogue.repository.ts";
import { createGuestRegistrationRepository, type RegistrationTx } from "./guest-registration.repository.ts";
import { toGuestSession } from "./guest-session.view.ts";
import { createGuestsRepository, type GuestRow } from "./guests.repository.ts";
import { joinTokenHashFor } from "./join-link.ts";

/**
 * A guest's registrations: seats taken under a lock on the session's row, so N concurrent
 * registrations on capacity k give exactly k registered; the waiting list and its offers; join links.
 */
export function createGuestRegistrationService(ctx: Pick<AppContext, "db" | "config" | "now" | "jobs">) {
  const { db, config, now } = ctx;
  const catalogue = createGuestCatalogueRepository(db);
  const repo = createGuestRegistrationRepository(db);
  const guests = createGuestsRepository(db);
  const secret = config.fileUrlSecret;
  const links = { appUrl: config.appUrl, secret };

  async function mustGet(guest: GuestRow, id: number, at: Date) {
    const row = await catalogue.get(guest.id, id, at);
    if (!row) throw new NotFoundError(MESSAGES.sessionNotFound);
    return row;
  }
  const session = async (guest: GuestRow, id: number, at: Date) =>
    toGuestSession(await mustGet(guest, id, at), true, at, links);

  /** Offers a freed seat to the first waitlisted guest without an offer; the guest offered, if any. */
  async function offerFreedSeat(tx: RegistrationTx, webinarId: number, at: Date, startsAt: Date) {
    const first = await tx.firstWaitlistedWithoutOffer(webinarId);
    if (!first) return undefined;
    // Held for WAITLIST_OFFER_HOURS, never past the start (the jobs' rule, decision 037).
    const expires = new Date(Math.min(at.getTime() + config.WAITLIST_OFFER_HOURS * 3_600_000, startsAt.getTime()));
    await tx.update(first.id, { offer_expires_at: expires });
    return { ...first, expires };
  }

  return {
    /**
     * POST events/{id}/register: a seat when one is free (or held for this guest by an offer), else
     * the waitlist; with is_video_watched an on-demand view of an ended session's recording.
     */
    async register(guest: GuestRow, webinarId: number, input: { is_attending?: boolean; is_video_watched?: boolean }) {
      const at = now();
      const row = await mustGet(guest, webinarId, at);
      if (!input.is_video_watched && missingRequiredFields(guest).length > 0)
        throw new ValidationError({ base: MESSAGES.fillRequiredToRegister });
      const timing = webinarTiming(row.start_time, row.end_time, at);
      if (input.is_video_watched && !row.is_recording_available)
        throw new ValidationError({ is_video_watched: MESSAGES.sessionNoRecording });
      if (!input.is_video_watched && timing === "past") throw new ValidationError({ base: MESSAGES.sessionEnded });
      const person_id = await guests.personOf(guest);

      let message: string = MESSAGES.sessionRegistered;
      // The mail the new state earns (a seat: the confirmation; the waiting list: its acknowledgement).
      let mail: { registration_id: number; kind: "confirmation" | "waitlisted" } | undefined;
      await repo.transaction(async (tx) => {
        const w = await tx.lockSession(webinarId, { visibleOnly: true });
        if (!w) throw new NotFoundError(MESSAGES.sessionNotFound);
        const existing = await tx.registrationOf(w.id, guest.id);
        const activity = (kind: string) =>
          tx.recordActivity({ person_id, partner_id: w.partner_id, kind, webinar_id: w.id, at });

        if (input.is_video_watched) {
          // An on-demand view takes no seat: it marks the registration (made if need be) and counts once per click.
          if (existing) {
            await tx.update(existing.id, { is_video_watched: true });
          } else {
            const made = await tx.insert({
              webinar_id: w.id,
              partner_id: w.partner_id,
              webinar_user_id: guest.id,
              status: "registered",
              is_attending: false,
              is_video_watched: true,
              registered_at: at,
            });
            if (made) await tx.update(made, { join_token_hash: joinTokenHashFor(secret, made) });
          }
          await activity("watched_video");
          message = MESSAGES.sessionVideoWatched;
          return;
        }

        const is_attending = input.is_attending ?? true;
        if (existing?.status === "registered") {
          await tx.update(existing.id, { is_attending });
          return;
        }
        // Seats taken come from the row locked above: the registrations' triggers update that row, so every
        // change to the counter waits for this lock. Seats held for others by live offers are counted.
        const taken = w.seats_taken + (await tx.heldForOthers(w.id, guest.id, at));
        const seat = w.capacity === null || taken < w.capacity;
        if (existing?.status === "waitlisted" && !seat) {
          await tx.update(existing.id, { is_attending });
          message = MESSAGES.sessionWaitlisted;
          return;
        }
        const values = seat
          ? { status: "registered", waitlisted_at: null, offer_expires_at: null }
          : { status: "waitlisted", waitlisted_at: at, offer_expires_at: null };
        let id = existing?.id;
        if (existing) {
          await tx.update(existing.id, { ...values, is_attending, cancelled_at: null, registered_at: at });
        } else {
          id = await tx.insert({
            ...values,
            webinar_id: w.id,
            partner_id: w.partner_id,
            webinar_user_id: guest.id,
            is_attending,
            registered_at: at,
          });
        }
        if (id) await tx.update(id, { join_token_hash: joinTokenHashFor(secret, id) });
        await activity(seat ? "registered" : "waitlisted");
        if (!seat) message = MESSAGES.sessionWaitlisted;
        if (id) mail = { registration_id: id, kind: seat ? "confirmation" : "waitlisted" };
      });
      // Mailed by its job, once per registration and kind (webinar_mail_log), never on the request path.
      if (mail) await ctx.jobs.send("webinar-mail", mail, { singletonKey: `${mail.registration_id}-${mail.kind}` });
      return { message, session: await session(guest, webinarId, at) };
    },

    /** POST events/{id}/cancel_registration: a registered seat freed is offered to the first waitlisted guest. */
    async cancel(guest: GuestRow, webinarId: number) {
      const at = now();
      const row = await mustGet(guest, webinarId, at);
      if (row.registration_status !== "registered" && row.registration_status !== "waitlisted")
        throw new NotFoundError(MESSAGES.sessionNotRegistered);
      if (webinarTiming(row.start_time, row.end_time, at) === "past") throw new ConflictError(MESSAGES.sessionEnded);
      const person_id = await guests.personOf(guest);
      let offered: { id: number; webinar_user_id: number; expires: Date } | undefined;
      await repo.transaction(async (tx) => {
        const w = await tx.lockSession(webinarId, { visibleOnly: false });
        if (!w) throw new NotFoundError(MESSAGES.sessionNotFound);
        const was = await tx.cancelActive(w.id, guest.id, at);
        if (!was) throw new NotFoundError(MESSAGES.sessionNotRegistered);
        await tx.recordActivity({ person_id, partner_id: w.partner_id, kind: "cancelled", webinar_id: w.id, at });
        // Registering again later is a new registration: it is confirmed again.
        await tx.forgetConfirmationMails(was);
        if (row.registration_status === "registered" && w.capacity !== null)
          offered = await offerFreedSeat(tx, w.id, at, new Date(row.start_time));
      });
      // The offer mail is a job: mailed once (the mail log), and the seat passes on when the offer ends.
      if (offered)
        await ctx.jobs.send(
          "webinar-waitlist-offer",
          { registration_id: offered.id },
          { singletonKey: String(offered.id) },
        );
      return { message: MESSAGES.sessionRegistrationCancelled, session: await session(guest, webinarId, at) };
    },

    /**
     * GET join/{token}: the meeting address of a registered guest's session while it runs (from 15
     * minutes before); the first join records attendance.
     */
    async join(token: string): Promise<string> {
      const at = now();
      const row = await repo.joinable(token);
      if (!row) throw new NotFoundError(MESSAGES.joinLinkNotFound);
      if (row.is_in_person || !row.join_url) throw new ConflictError(MESSAGES.joinInPerson);
      if (!joinLinkOpen(row.start_time, row.end_time, at)) {
        if (at < row.start_time)
          throw new ConflictError(MESSAGES.joinNotOpenYet, { start_time: row.start_time.toISOString() });
        throw new ConflictError(MESSAGES.sessionEnded, { end_time: row.end_time.toISOString() });
      }
      if (!row.first_joined_at) {
        const person_id = await guests.personOf({ id: row.guest_id, email: row.email, person_id: row.person_id });
        await repo.transaction(async (tx) => {
          if (await tx.markFirstJoined(row.registration_id, at))
            await tx.recordActivity({
              person_id,
              partner_id: row.partner_id,
              kind: "attended",
              webinar_id: row.webinar_id,
              via: "join_link",
              at,
            });
        });
      }
      return row.join_url;
    },
  };
}
