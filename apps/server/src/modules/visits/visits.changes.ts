import type { RescheduleEventInput } from "@quad/contract/api/events";
import {
  LIVE_STATUSES,
  VISIT_MESSAGES,
  type VisitAction,
  type VisitStatus,
  visitActionAllowed,
} from "@quad/contract/rules/visits";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import { ZONES } from "../../lib/time-zones.ts";
import { createNotifier } from "../notifications/notifications.service.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createVisitSchoolsRepository } from "./visit-schools.repository.ts";
import type { VisitsAccess } from "./visits.access.ts";
import type { VisitAnnouncement, VisitPorts } from "./visits.ports.ts";
import { visitFacts, visitWhen as when } from "./visits.view.ts";

/** The column of the last change made by the user's side (what marks the visit for the other side). */
const changedBy = (me: UserWithPartner, at: Date) =>
  me.institute_type === "School" ? { school_changed_at: at } : { university_changed_at: at };

/** Changes to an existing visit: its status, its date (reschedule) and its location; the other side is told. */
export function createVisitChanges(
  ctx: Pick<AppContext, "db" | "now" | "mailer" | "config" | "live">,
  { writes, view, get, seen, slotOnDate }: VisitsAccess,
  ports: VisitPorts = {},
) {
  const { now } = ctx;
  const schools = createVisitSchoolsRepository(ctx.db);
  const notifier = createNotifier(ctx);

  /** Tells the ports (Slack, calendars) of a change; both sides' institutions are named. */
  async function announce(kind: VisitAnnouncement["kind"], me: UserWithPartner, row: Parameters<typeof visitFacts>[0]) {
    const facts = visitFacts(row);
    await ports.announcer?.announce({
      kind,
      partnerIds: [facts.school.id, facts.university.id],
      by: me.partner_name,
      visit: {
        id: facts.id,
        school_id: facts.school.id,
        school: facts.school.name,
        university: facts.university.name,
        starts_at: facts.starts_at,
        timezone: facts.school.timezone,
      },
    });
  }

  return {
    /** Confirm, decline (with a reason) or cancel (with a reason; final). */
    async updateStatus(me: UserWithPartner, id: number, action: VisitAction, reason?: string) {
      const side = me.institute_type === "School" ? "School" : "University";
      const current = view(await get(me, id));
      if (!visitActionAllowed(side, current.status, action))
        throw new ValidationError({ status: VISIT_MESSAGES.notAllowed });
      if (current.is_past && action === "cancel") throw new ValidationError({ status: VISIT_MESSAGES.pastCancel });
      if (current.is_past && action === "confirm") throw new ValidationError({ status: VISIT_MESSAGES.pastConfirm });
      const at = now();
      await writes.transaction(async (tx) => {
        const locked = await tx.lock(id);
        if (!locked || locked.status !== current.status)
          throw new ConflictError("The visit changed meanwhile. Please reload.");
        let holds = locked.holds;
        if (action === "confirm" && !holds && locked.slot_id && locked.event_date) {
          if (!(await tx.takePlace(locked.slot_id, locked.event_date)))
            throw new ConflictError(VISIT_MESSAGES.slotFull);
          holds = 1;
        }
        if (action !== "confirm" && holds && locked.slot_id && locked.event_date) {
          await tx.releasePlace(locked.slot_id, locked.event_date);
          holds = 0;
        }
        await tx.update(id, {
          status: action,
          holds_capacity: holds,
          reason: reason ?? null,
          ...changedBy(me, at),
          updated_at: at,
        });
        await tx.audit({
          event_id: id,
          user_id: me.id,
          from_status: current.status,
          to_status: action,
          reason: reason ?? null,
          created_at: at,
        });
      });
      await seen(me, id);
      const row = await get(me, id);
      const updated = view(row);
      const keys = { confirm: "visitConfirmed", declined: "visitDeclined", cancel: "visitCancelled" } as const;
      await notifier.notifyPartner(side === "School" ? updated.university.id : updated.school.id, {
        notification_type: "Event",
        message_key: keys[action],
        message_params: { partner: me.partner_name, ...when(updated) },
        sub_message: reason ?? null,
        partner_school: updated.school.name,
        partner_university: updated.university.name,
        event_id: id,
        visit: visitFacts(row),
      });
      // A confirmation, or the end of a confirmed visit (its calendars' events go, decision 100).
      const kind = action === "confirm" ? "visit_confirmed" : current.status === "confirm" ? "visit_cancelled" : null;
      if (kind) await announce(kind, me, row);
      return { event: updated };
    },

    /**
     * Moves a visit to another slot date of the school. The university's move is confirmed at once on
     * auto-accept, else it awaits the school; the school's own move is confirmed (the school is the side
     * that confirms), and the university is told.
     */
    async reschedule(me: UserWithPartner, id: number, input: RescheduleEventInput) {
      if (me.institute_type !== "University" && me.institute_type !== "School")
        throw new NotFoundError(`Event ${id} not found`);
      const bySchool = me.institute_type === "School";
      const current = view(await get(me, id));
      if (!LIVE_STATUSES.includes(current.status)) {
        throw new ValidationError({ status: VISIT_MESSAGES.notAllowed });
      }
      if (!ZONES.has(input.timezone)) throw new ValidationError({ timezone: VISIT_MESSAGES.timezoneRequired });
      const school = await schools.calendarFacts(current.school.id);
      const slot = await slotOnDate(current.school.id, school?.timezone ?? null, input.slot_id, input.event_date);
      const status: VisitStatus = bySchool || school?.auto ? "confirm" : "reschedule";
      const at = now();
      try {
        await writes.transaction(async (tx) => {
          const locked = await tx.lock(id);
          if (locked?.status !== current.status) throw new ConflictError("The visit changed meanwhile. Please reload.");
          if (locked.holds && locked.slot_id && locked.event_date)
            await tx.releasePlace(locked.slot_id, locked.event_date);
          await tx.update(id, {
            slot_id: input.slot_id,
            event_date: input.event_date,
            start_minute: slot.start_minute,
            end_minute: slot.end_minute,
            timezone: input.timezone,
            status,
            holds_capacity: status === "confirm" ? 1 : 0,
            reason: input.reason ?? null,
            ...changedBy(me, at),
            updated_at: at,
          });
          if (status === "confirm" && !(await tx.takePlace(input.slot_id, input.event_date))) {
            throw new ConflictError(VISIT_MESSAGES.slotFull);
          }
          await tx.audit({
            event_id: id,
            user_id: me.id,
            from_status: current.status,
            to_status: status,
            reason: input.reason ?? null,
            created_at: at,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(VISIT_MESSAGES.alreadyBooked);
        throw err;
      }
      await seen(me, id);
      const row = await get(me, id);
      const updated = view(row);
      // Both sides' calendars follow the new date (or drop the visit while the move awaits the school).
      await announce("visit_rescheduled", me, row);
      await notifier.notifyPartner(bySchool ? updated.university.id : updated.school.id, {
        notification_type: "Event",
        message_key: "visitRescheduled",
        message_params: { partner: me.partner_name, ...when(updated) },
        sub_message: input.reason ?? null,
        partner_school: updated.school.name,
        partner_university: updated.university.name,
        event_id: id,
        visit: visitFacts(row),
      });
      return { event: updated };
    },

    /** The school sets where a visit takes place; the university is told. */
    async updateLocation(me: UserWithPartner, id: number, location: string) {
      if (me.institute_type !== "School") throw new NotFoundError(`Event ${id} not found`);
      const current = view(await get(me, id));
      const at = now();
      await writes.update(id, { location, ...changedBy(me, at), updated_at: at });
      await seen(me, id);
      const row = await get(me, id);
      await notifier.notifyPartner(current.university.id, {
        notification_type: "Event",
        message_key: "visitLocationSet",
        message_params: { partner: me.partner_name, ...when(current) },
        sub_message: location,
        partner_school: me.partner_name,
        event_id: id,
        visit: visitFacts(row),
      });
      await announce("visit_updated", me, row);
      return { event: view(row) };
    },
  };
}
