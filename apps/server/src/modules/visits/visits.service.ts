import type { CreateEventInput, EventsListInput } from "@quad/contract/api/events";
import { VISIT_MESSAGES, type VisitStatus } from "@quad/contract/rules/visits";
import type { AppContext } from "../../app-context.ts";
import { csvRow } from "../../lib/csv.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import { ZONES } from "../../lib/time-zones.ts";
import { createNotifier } from "../notifications/notifications.service.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createVisitSchoolsRepository } from "./visit-schools.repository.ts";
import { createVisitsAccess } from "./visits.access.ts";
import { createVisitChanges } from "./visits.changes.ts";
import type { VisitPorts } from "./visits.ports.ts";
import { sideOf, visitFacts, visitWhen as when } from "./visits.view.ts";

type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config" | "live" | "storage" | "fileLinks">;

/** School visits: the lists, one visit, a university's request, changes, a school's auto-accept. */
export function createVisitsService(ctx: Ctx, ports: VisitPorts = {}) {
  const { now } = ctx;
  const access = createVisitsAccess(ctx);
  const { repo, writes, view, get, slotOnDate, seen } = access;
  const schools = createVisitSchoolsRepository(ctx.db);
  const notifier = createNotifier(ctx);

  return {
    view,
    ...createVisitChanges(ctx, access, ports),

    async list(me: UserWithPartner, input: EventsListInput) {
      const side = sideOf(me);
      const at = now();
      const rows = await repo.list(side, input, at, input.per_page);
      return { events: rows.map(view), ...(await repo.counts(side, input, at)), page_no: input.page_no };
    },

    async download(me: UserWithPartner, input: EventsListInput) {
      const rows = await repo.list(sideOf(me), input, now());
      let csv = csvRow([
        "Visit",
        "School",
        "University",
        "Date",
        "From",
        "To",
        "Time zone",
        "Status",
        "Reason",
        "Note",
      ]);
      for (const e of rows.map(view)) {
        csv += csvRow([
          e.id,
          e.school.name,
          e.university.name,
          e.event_date,
          e.time_from,
          e.time_to,
          e.school_timezone,
          e.status,
          e.reason,
          e.note,
        ]);
      }
      const name = await ctx.storage.put(Buffer.from(`\uFEFF${csv}`, "utf8"), "csv");
      return { csv_url: ctx.fileLinks.url(name) as string };
    },

    /** One visit with its history; reading it writes nothing (the screen says it was seen with `markSeen`). */
    async get(me: UserWithPartner, id: number) {
      const event = view(await get(me, id));
      const history = await repo.history(id);
      return { event: { ...event, history } };
    },

    /** The caller opened the visit (same access as `get`): New/Updated clear for them, their notifications are read. */
    async markSeen(me: UserWithPartner, id: number) {
      await get(me, id);
      await seen(me, id);
    },

    /** A university books a slot date (confirmed at once on auto-accept), or sends a request without one. */
    async create(me: UserWithPartner, input: CreateEventInput) {
      if (me.institute_type !== "University") throw new ForbiddenError("Only universities request school visits");
      const school = await schools.forBooking(input.school_partner_id);
      if (school?.type !== "School") throw new NotFoundError(`School ${input.school_partner_id} not found`);
      if (input.timezone && !ZONES.has(input.timezone))
        throw new ValidationError({ timezone: VISIT_MESSAGES.timezoneRequired });

      let slot: { start_minute: number; end_minute: number } | undefined;
      if (input.slot_id !== undefined && input.event_date) {
        slot = await slotOnDate(school.id, school.timezone, input.slot_id, input.event_date);
      }
      const status: VisitStatus = !slot ? "requested" : school.auto ? "confirm" : "pending";
      const at = now();
      let id: number;
      try {
        id = await writes.transaction(async (tx) => {
          const savedId = await tx.insert({
            school_partner_id: school.id,
            university_partner_id: me.partner_id,
            slot_id: slot ? (input.slot_id ?? null) : null,
            event_date: slot ? (input.event_date ?? null) : null,
            start_minute: slot?.start_minute ?? null,
            end_minute: slot?.end_minute ?? null,
            timezone: input.timezone ?? null,
            status,
            holds_capacity: status === "confirm" ? 1 : 0,
            note: input.note ?? null,
            attendees: input.attendees,
            location: school.location,
            created_by: me.id,
            university_changed_at: at,
            created_at: at,
            updated_at: at,
          });
          if (status === "confirm" && !(await tx.takePlace(input.slot_id as number, input.event_date as string))) {
            throw new ConflictError(VISIT_MESSAGES.slotFull);
          }
          await tx.audit({
            event_id: savedId,
            user_id: me.id,
            from_status: null,
            to_status: status,
            created_at: at,
          });
          return savedId;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(VISIT_MESSAGES.alreadyBooked);
        throw err;
      }
      const row = await get(me, id);
      const event = view(row);
      await notifier.notifyPartner(school.id, {
        notification_type: "Event",
        message_key:
          status === "confirm" ? "visitBooked" : status === "pending" ? "visitRequested" : "visitRequestSent",
        message_params: { partner: me.partner_name, ...when(event) },
        sub_message: input.note ?? null,
        partner_university: me.partner_name,
        event_id: id,
        visit: visitFacts(row),
      });
      const facts = visitFacts(row);
      await ports.announcer?.announce({
        kind: status === "confirm" ? "visit_confirmed" : "visit_requested",
        partnerIds: status === "confirm" ? [school.id, me.partner_id] : [school.id],
        by: me.partner_name,
        visit: {
          id,
          school_id: facts.school.id,
          school: facts.school.name,
          university: facts.university.name,
          starts_at: facts.starts_at,
          timezone: facts.school.timezone,
        },
      });
      return { event };
    },

    async setAutoAccept(me: UserWithPartner, value: boolean) {
      if (me.institute_type !== "School") throw new ForbiddenError("Only schools accept visits");
      await schools.saveSettings(me.partner_id, { is_event_auto_accept: value }, now());
      return { is_event_auto_accept: value };
    },
  };
}
