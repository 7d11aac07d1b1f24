import { MESSAGES } from "@quad/contract/rules/messages";
import { presenceOpen, presenceSeconds, recordingViewRefusal } from "@quad/contract/rules/webinar-attendance";
import { and, desc, eq, gt } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, NotFoundError } from "../../lib/errors.ts";
import { createGuestCatalogueRepository, visibleToGuests } from "./guest-catalogue.repository.ts";
import { createGuestCatalogueService } from "./guest-catalogue.service.ts";
import { createGuestsRepository, type GuestRow } from "./guests.repository.ts";
import { activities, webinarRegistrations, webinars } from "./webinars.table.ts";

/** A reload of the replay page within this time is the same view (no second activity). */
export const RECORDING_VIEW_DEDUPE_MS = 30 * 60_000;

/**
 * What a signed-in guest does inside a session (issue 10 §3): watching its replay in Quad, and the
 * time spent in it while live, counted from the session page's presence beats.
 */
export function createGuestAttendanceService(ctx: Pick<AppContext, "db" | "config" | "mailer" | "now" | "jobs">) {
  const { db, now } = ctx;
  const catalogue = createGuestCatalogueService(ctx);
  const repo = createGuestCatalogueRepository(db);
  const guests = createGuestsRepository(db);

  return {
    /**
     * POST events/{id}/recording_view: the guest opens the replay of an ended session with a recording;
     * recorded as "viewed recording" for the host (once per RECORDING_VIEW_DEDUPE_MS), and marked on the
     * guest's registration when there is one. Answers the session with its recording_url.
     */
    async recordingView(guest: GuestRow, webinarId: number) {
      const at = now();
      const [s] = await db
        .select({
          id: webinars.id,
          partner_id: webinars.partner_id,
          end_time: webinars.end_time,
          recording_url: webinars.recording_url,
          is_recording_available: webinars.is_recording_available,
        })
        .from(webinars)
        .where(and(eq(webinars.id, webinarId), visibleToGuests));
      if (!s) throw new NotFoundError(MESSAGES.sessionNotFound);
      const refusal = recordingViewRefusal({ ...s, end: s.end_time }, at);
      if (refusal?.status === 409) throw new ConflictError(refusal.message, { end_time: s.end_time.toISOString() });
      if (refusal) throw new NotFoundError(refusal.message);
      const person_id = await guests.personOf(guest);
      await db.transaction(async (tx) => {
        const [recent] = await tx
          .select({ id: activities.id })
          .from(activities)
          .where(
            and(
              eq(activities.person_id, person_id),
              eq(activities.webinar_id, s.id),
              eq(activities.kind, "viewed_recording"),
              gt(activities.occurred_at, new Date(at.getTime() - RECORDING_VIEW_DEDUPE_MS)),
            ),
          )
          .orderBy(desc(activities.occurred_at))
          .limit(1);
        if (!recent)
          await repo.recordActivity(tx, {
            person_id,
            partner_id: s.partner_id,
            kind: "viewed_recording",
            webinar_id: s.id,
            at,
          });
        await tx
          .update(webinarRegistrations)
          .set({ is_video_watched: true })
          .where(and(eq(webinarRegistrations.webinar_id, s.id), eq(webinarRegistrations.webinar_user_id, guest.id)));
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
      const [s] = await db
        .select({ id: webinars.id, start_time: webinars.start_time, end_time: webinars.end_time })
        .from(webinars)
        .where(and(eq(webinars.id, webinarId), visibleToGuests));
      if (!s) throw new NotFoundError(MESSAGES.sessionNotFound);
      const person_id = await guests.personOf(guest);
      await db.transaction(async (tx) => {
        const [r] = await tx
          .select({
            id: webinarRegistrations.id,
            partner_id: webinarRegistrations.partner_id,
            status: webinarRegistrations.status,
            first_joined_at: webinarRegistrations.first_joined_at,
            last_presence_at: webinarRegistrations.last_presence_at,
            joined_seconds: webinarRegistrations.joined_seconds,
          })
          .from(webinarRegistrations)
          .where(and(eq(webinarRegistrations.webinar_id, s.id), eq(webinarRegistrations.webinar_user_id, guest.id)))
          .for("update");
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
        await tx
          .update(webinarRegistrations)
          .set({ joined_seconds: total, last_presence_at: at })
          .where(eq(webinarRegistrations.id, r.id));
        if (added > 0)
          await tx
            .update(activities)
            .set({ duration_seconds: total })
            .where(
              and(
                eq(activities.person_id, person_id),
                eq(activities.partner_id, r.partner_id),
                eq(activities.webinar_id, s.id),
                eq(activities.kind, "attended"),
              ),
            );
      });
    },
  };
}
