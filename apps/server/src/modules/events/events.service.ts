import type { CreateEventInput, Event, EventsListInput, RescheduleEventInput } from "@quad/contract/api/events";
import { wallClockInstant, weekdayOf } from "@quad/contract/rules/slot-dates";
import {
  isPastVisit,
  VISIT_MESSAGES,
  type VisitAction,
  type VisitStatus,
  visitActionAllowed,
} from "@quad/contract/rules/visits";
import dayjs from "dayjs";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import { csvRow } from "../../lib/csv.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import { availabilitySlots } from "../availability/availability.table.ts";
import { hhmm } from "../availability/availability.view.ts";
import { createNotifier } from "../notifications/notifications.service.ts";
import { partners } from "../partners/partners.table.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createEventsRepository, type EventRow, type Side } from "./events.repository.ts";
import { eventAudits, events } from "./events.table.ts";

type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config" | "live" | "storage" | "fileLinks">;
const ZONES = new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
const isUniqueViolation = (err: unknown) =>
  typeof err === "object" &&
  err !== null &&
  ((err as { code?: string }).code === "23505" || (err as { cause?: { code?: string } }).cause?.code === "23505");

export function createEventsService(ctx: Ctx) {
  const { db, now } = ctx;
  const repo = createEventsRepository(db);
  const notifier = createNotifier(ctx);
  const todayIn = (zone: string | null) =>
    dayjs(now())
      .tz(zone ?? "UTC")
      .format("YYYY-MM-DD");

  function sideOf(me: UserWithPartner): Side {
    if (me.institute_type === "School") return { column: "school_partner_id", partnerId: me.partner_id };
    return { column: "university_partner_id", partnerId: me.partner_id };
  }

  function view(e: EventRow): Event {
    const zone = e.school_timezone ?? "UTC";
    return {
      id: e.id,
      status: e.status as Event["status"],
      event_date: e.event_date,
      time_from: e.start_minute === null ? null : hhmm(e.start_minute),
      time_to: e.end_minute === null ? null : hhmm(e.end_minute),
      timezone: e.timezone,
      school_timezone: zone,
      starts_at:
        e.event_date && e.start_minute !== null
          ? wallClockInstant(e.event_date, hhmm(e.start_minute), zone).toISOString()
          : null,
      slot_id: e.slot_id,
      school: { id: e.school_id, name: e.school_name, city: e.school_city, country: e.school_country },
      university: { id: e.university_id, name: e.university_name },
      note: e.note,
      attendees: e.attendees,
      location: e.location,
      reason: e.reason,
      is_past: isPastVisit(e.event_date, todayIn(zone)),
      created_at: e.created_at.toISOString(),
      updated_at: e.updated_at.toISOString(),
    };
  }

  async function get(me: UserWithPartner, id: number) {
    const row = await repo.find(sideOf(me), id);
    if (!row) throw new NotFoundError(`Event ${id} not found`);
    return row;
  }

  /** A school's slot that runs on a date not yet past in the school's zone; 422 otherwise. */
  async function slotOnDate(schoolId: number, zone: string | null, slotId: number, date: string) {
    const [row] = await db
      .select({
        start_minute: availabilitySlots.start_minute,
        end_minute: availabilitySlots.end_minute,
        day: availabilitySlots.day,
        start: availabilitySlots.start_date,
        end: availabilitySlots.end_date,
      })
      .from(availabilitySlots)
      .where(and(eq(availabilitySlots.id, slotId), eq(availabilitySlots.partner_id, schoolId)));
    if (!row || row.day !== weekdayOf(date) || date < row.start || date > row.end) {
      throw new ValidationError({ event_date: VISIT_MESSAGES.slotNotOnDate });
    }
    if (date < todayIn(zone)) throw new ValidationError({ event_date: VISIT_MESSAGES.dateTimeRequired });
    return { start_minute: row.start_minute, end_minute: row.end_minute };
  }

  /** Notification parameters naming a visit's date, time and zone (rendered per reader's language). */
  const when = (e: Event) => ({
    date: e.event_date,
    time: e.event_date ? e.time_from : null,
    timezone: e.event_date ? e.school_timezone : null,
  });

  return {
    view,

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

    async get(me: UserWithPartner, id: number) {
      const event = view(await get(me, id));
      return { event: { ...event, history: await repo.history(id) } };
    },

    /** A university books a slot date (confirmed at once on auto-accept), or sends a request without one. */
    async create(me: UserWithPartner, input: CreateEventInput) {
      if (me.institute_type !== "University") throw new ForbiddenError("Only universities request school visits");
      const [school] = await db
        .select({
          id: partners.id,
          type: partners.institute_type,
          auto: partners.is_event_auto_accept,
          timezone: partners.timezone,
          name: partners.name,
          location: partners.event_location,
        })
        .from(partners)
        .where(eq(partners.id, input.school_partner_id));
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
        id = await db.transaction(async (tx) => {
          const [saved] = await tx
            .insert(events)
            .values({
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
              created_at: at,
              updated_at: at,
            })
            .returning({ id: events.id });
          if (
            status === "confirm" &&
            !(await repo.takePlace(tx, input.slot_id as number, input.event_date as string))
          ) {
            throw new ConflictError(VISIT_MESSAGES.slotFull);
          }
          await tx.insert(eventAudits).values({
            event_id: saved?.id as number,
            user_id: me.id,
            from_status: null,
            to_status: status,
            created_at: at,
          });
          return saved?.id as number;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(VISIT_MESSAGES.alreadyBooked);
        throw err;
      }
      const event = view(await get(me, id));
      await notifier.notifyPartner(school.id, {
        notification_type: "Event",
        message_key:
          status === "confirm" ? "visitBooked" : status === "pending" ? "visitRequested" : "visitRequestSent",
        message_params: { partner: me.partner_name, ...when(event) },
        sub_message: input.note ?? null,
        partner_university: me.partner_name,
        event_id: id,
      });
      return { event };
    },

    /** Confirm, decline (with a reason) or cancel (with a reason; final). */
    async updateStatus(me: UserWithPartner, id: number, action: VisitAction, reason?: string) {
      const side = me.institute_type === "School" ? "School" : "University";
      const current = view(await get(me, id));
      if (!visitActionAllowed(side, current.status, action))
        throw new ValidationError({ status: VISIT_MESSAGES.notAllowed });
      if (current.is_past && action === "cancel") throw new ValidationError({ status: VISIT_MESSAGES.pastCancel });
      if (current.is_past && action === "confirm") throw new ValidationError({ status: VISIT_MESSAGES.pastConfirm });
      const at = now();
      await db.transaction(async (tx) => {
        const locked = await repo.lock(tx, id);
        if (!locked || locked.status !== current.status)
          throw new ConflictError("The visit changed meanwhile. Please reload.");
        let holds = locked.holds;
        if (action === "confirm" && !holds && locked.slot_id && locked.event_date) {
          if (!(await repo.takePlace(tx, locked.slot_id, locked.event_date)))
            throw new ConflictError(VISIT_MESSAGES.slotFull);
          holds = 1;
        }
        if (action !== "confirm" && holds && locked.slot_id && locked.event_date) {
          await repo.releasePlace(tx, locked.slot_id, locked.event_date);
          holds = 0;
        }
        await tx
          .update(events)
          .set({ status: action, holds_capacity: holds, reason: reason ?? null, updated_at: at })
          .where(eq(events.id, id));
        await tx.insert(eventAudits).values({
          event_id: id,
          user_id: me.id,
          from_status: current.status,
          to_status: action,
          reason: reason ?? null,
          created_at: at,
        });
      });
      const updated = view(await get(me, id));
      const keys = { confirm: "visitConfirmed", declined: "visitDeclined", cancel: "visitCancelled" } as const;
      await notifier.notifyPartner(side === "School" ? updated.university.id : updated.school.id, {
        notification_type: "Event",
        message_key: keys[action],
        message_params: { partner: me.partner_name, ...when(updated) },
        sub_message: reason ?? null,
        partner_school: updated.school.name,
        partner_university: updated.university.name,
        event_id: id,
      });
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
      if (!["requested", "pending", "confirm", "reschedule"].includes(current.status)) {
        throw new ValidationError({ status: VISIT_MESSAGES.notAllowed });
      }
      if (!ZONES.has(input.timezone)) throw new ValidationError({ timezone: VISIT_MESSAGES.timezoneRequired });
      const [school] = await db
        .select({ auto: partners.is_event_auto_accept, timezone: partners.timezone })
        .from(partners)
        .where(eq(partners.id, current.school.id));
      const slot = await slotOnDate(current.school.id, school?.timezone ?? null, input.slot_id, input.event_date);
      const status: VisitStatus = bySchool || school?.auto ? "confirm" : "reschedule";
      const at = now();
      try {
        await db.transaction(async (tx) => {
          const locked = await repo.lock(tx, id);
          if (locked?.status !== current.status) throw new ConflictError("The visit changed meanwhile. Please reload.");
          if (locked.holds && locked.slot_id && locked.event_date)
            await repo.releasePlace(tx, locked.slot_id, locked.event_date);
          await tx
            .update(events)
            .set({
              slot_id: input.slot_id,
              event_date: input.event_date,
              start_minute: slot.start_minute,
              end_minute: slot.end_minute,
              timezone: input.timezone,
              status,
              holds_capacity: status === "confirm" ? 1 : 0,
              reason: input.reason ?? null,
              updated_at: at,
            })
            .where(eq(events.id, id));
          if (status === "confirm" && !(await repo.takePlace(tx, input.slot_id, input.event_date))) {
            throw new ConflictError(VISIT_MESSAGES.slotFull);
          }
          await tx.insert(eventAudits).values({
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
      const updated = view(await get(me, id));
      await notifier.notifyPartner(bySchool ? updated.university.id : updated.school.id, {
        notification_type: "Event",
        message_key: "visitRescheduled",
        message_params: { partner: me.partner_name, ...when(updated) },
        sub_message: input.reason ?? null,
        partner_school: updated.school.name,
        partner_university: updated.university.name,
        event_id: id,
      });
      return { event: updated };
    },

    /** The school sets where a visit takes place; the university is told. */
    async updateLocation(me: UserWithPartner, id: number, location: string) {
      if (me.institute_type !== "School") throw new NotFoundError(`Event ${id} not found`);
      const current = view(await get(me, id));
      await db.update(events).set({ location, updated_at: now() }).where(eq(events.id, id));
      await notifier.notifyPartner(current.university.id, {
        notification_type: "Event",
        message_key: "visitLocationSet",
        message_params: { partner: me.partner_name, ...when(current) },
        sub_message: location,
        partner_school: me.partner_name,
        event_id: id,
      });
      return { event: view(await get(me, id)) };
    },

    async setAutoAccept(me: UserWithPartner, value: boolean) {
      if (me.institute_type !== "School") throw new ForbiddenError("Only schools accept visits");
      await db
        .update(partners)
        .set({ is_event_auto_accept: value, updated_at: now() })
        .where(eq(partners.id, me.partner_id));
      return { is_event_auto_accept: value };
    },
  };
}
