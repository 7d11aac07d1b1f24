import { MESSAGES } from "@quad/contract/rules/messages";
import { presenceOpen, presenceSeconds, recordingViewRefusal } from "@quad/contract/rules/webinar-attendance";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, NotFoundError } from "../../lib/errors.ts";
import { createGuestAttendanceRepository } from "./guest-attendance.repository.ts";
import { createGuestCatalogueService } from "./guest-catalogue.service.ts";
import { createGuestsRepository, type GuestRow } from "./guests.repository.ts";

/** A reload of the replay page within this time is the same view (no second activity). */
export const RECORDING_VIEW_DEDUPE_MS = 30 * 60_000;

/**
 * What a signed-in guest does inside a session (issue 10 §3): watching its replay in Quad, and the
 * time spent in it while live, counted from the session page's presence beats.
 */
export function createGuestAttendanceService(ctx: Pick<AppContext, "db" | "config" | "now">) {
  const { db, now } = ctx;
  const catalogue = createGuestCatalogueService(ctx);
  const repo = createGuestAttendanceRepository(db);
  const guests = createGuestsRepository(db);

  return {
    /**
     * POST events/{id}/recording_view: the guest opens the replay of an ended session with a recording;
     * recorded as "viewed recording" for the host (once per RECORDING_VIEW_DEDUPE_MS), and marked on the
     * guest's registration when there is one. Answers the session with its recording_url.
     */
    async recordingView(guest: GuestRow, webinarId: number) {
      const at = now();
      const s = await repo.recordingOf(webinarId);
      if (!s) throw new NotFoundError(MESSAGES.sessionNotFound);
      const refusal = recordingViewRefusal({ ...s, end: s.end_time }, at);
      if (refusal?.status === 409) throw new ConflictError(refusal.message, { end_time: s.end_time.toISOString() });
      if (refusal) throw new NotFoundError(refusal.message);
      const person_id = await guests.personOf(guest);
      await repo.transaction(async (tx) => {
        const recent = await tx.viewedRecordingSince(
          person_id,
          s.id,
          new Date(at.getTime() - RECORDING_VIEW_DEDUPE_MS),
        );
        if (!recent)
          await tx.recordActivity({
            person_id,
            partner_id: s.partner_id,
            kind: "viewed_recording",
            webinar_id: s.id,
            at,
          });
        await tx.markVideoWatched(s.id, guest.id);
      });
      return catalogue.detail(guest, s.id, at);
    },

    /**
     * POST events/{id}/presence: one beat of the open session page after the guest joined. Adds the
     * seconds since the previous beat (at most PRESENCE_MAX_BEAT_SECONDS, only between start and end)
     * to the registration's joined_seconds and keeps the "attended" activity's duration in step.
     */
    async presence(guest: GuestRow, webinarId: number): Promise<void> {
      const at = now();
      const s = await repo.timesOf(webinarId);
      if (!s) throw new NotFoundError(MESSAGES.sessionNotFound);
      const person_id = await guests.personOf(guest);
      await repo.transaction(async (tx) => {
        const r = await tx.lockRegistration(s.id, guest.id);
        if (r?.status !== "registered") throw new NotFoundError(MESSAGES.sessionNotRegistered);
        if (!presenceOpen(s.start_time, s.end_time, at))
          throw new ConflictError(MESSAGES.presenceNotLive, {
            start_time: s.start_time.toISOString(),
            end_time: s.end_time.toISOString(),
          });
        if (!r.first_joined_at) throw new ConflictError(MESSAGES.presenceNotJoined);
        const since = r.last_presence_at ?? r.first_joined_at;
        // A beat older than the last one (clocks of two instances) adds nothing and moves nothing back.
        if (since > at) return;
        const added = presenceSeconds({ since, now: at, start: s.start_time, end: s.end_time });
        const total = r.joined_seconds + added;
        await tx.setPresence(r.id, total, at);
        if (added > 0) await tx.setAttendedDuration({ person_id, partner_id: r.partner_id, webinar_id: s.id }, total);
      });
    },
  };
}
