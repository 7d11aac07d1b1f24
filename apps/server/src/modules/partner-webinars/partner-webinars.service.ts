import type { PartnerWebinarsQuery, RegistrantsQuery, WebinarInputParsed } from "@quad/contract/api/partner-webinars";
import {
  canCancelWebinar,
  canEditWebinar,
  PARTNER_WEBINARS_PAGE_SIZE,
  REGISTRANTS_PAGE_SIZE,
  WEBINAR_MESSAGES,
  type WebinarStatus,
} from "@quad/contract/rules/partner-webinars";
import dayjs from "dayjs";
import type { AppContext } from "../../app-context.ts";
import { csvRow } from "../../lib/csv.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import { webinarCancelledMail } from "../mail/templates.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import type { PartnerWebinarPorts } from "./partner-webinars.ports.ts";
import { createPartnerWebinarsRepository } from "./partner-webinars.repository.ts";
import { instantOf, webinarView } from "./partner-webinars.view.ts";

type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config" | "storage" | "fileLinks">;

/** A guest's view of the session's time in their zone (else the session's), e.g. "Dec 3, 2026 09:00 AM (Asia/Shanghai)". */
export function mailWhen(start: Date, zone: string, locale: string): string {
  const d = dayjs(start).tz(zone);
  return locale === "zh-CN"
    ? `${d.format("YYYY年M月D日 HH:mm")}（${zone}）`
    : `${d.format("MMM D, YYYY hh:mm A")} (${zone})`;
}

/** A university's or application client's webinar sessions (issue 10 §4). */
export function createPartnerWebinarsService(ctx: Ctx, ports: PartnerWebinarPorts = {}) {
  const { now } = ctx;
  const repo = createPartnerWebinarsRepository(ctx.db);

  async function own(me: UserWithPartner, id: number) {
    const row = await repo.get(me.partner_id, id);
    if (!row) throw new NotFoundError(`Webinar ${id} not found`);
    return row;
  }

  /** The references a session names must be real: a known category, an event the partner takes part in. */
  async function checkReferences(me: UserWithPartner, input: WebinarInputParsed) {
    const errors: Record<string, string> = {};
    // A start in a spring-forward gap moves to the first real instant, which may pass the end.
    if (instantOf(input.end_at, input.timezone) <= instantOf(input.start_at, input.timezone))
      errors.end_at = WEBINAR_MESSAGES.endAfterStart;
    if (input.category_id !== undefined && !(await repo.categoryExists(input.category_id)))
      errors.category_id = "is not a webinar category";
    if (input.provider_event_id !== undefined && !(await repo.isParticipating(me.partner_id, input.provider_event_id)))
      errors.provider_event_id = "is not an event you take part in";
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  function values(input: WebinarInputParsed) {
    return {
      title: input.title,
      description: input.description ?? null,
      category_id: input.category_id ?? null,
      provider_event_id: input.provider_event_id ?? null,
      start_time: instantOf(input.start_at, input.timezone),
      end_time: instantOf(input.end_at, input.timezone),
      timezone: input.timezone,
      is_in_person: input.is_in_person,
      location: input.location ?? null,
      join_url: input.join_url ?? null,
      recording_url: input.recording_url ?? null,
      is_recording_available: input.is_recording_available,
      is_slido_embed: input.is_slido_embed,
      capacity: input.capacity ?? null,
      speakers: input.speakers.map((s) => (s.title ? { name: s.name, title: s.title } : { name: s.name })),
      status: input.status as WebinarStatus,
    };
  }

  async function detail(me: UserWithPartner, id: number) {
    const row = await own(me, id);
    return { webinar: { ...webinarView(row, now()), counts: await repo.counts(id) } };
  }

  return {
    async list(me: UserWithPartner, q: PartnerWebinarsQuery) {
      const perPage = (q.per_page as number | undefined) ?? PARTNER_WEBINARS_PAGE_SIZE;
      const pageNo = (q.page_no as number | undefined) ?? 1;
      const at = now();
      const { rows, total } = await repo.list(me.partner_id, q, at, perPage, (pageNo - 1) * perPage);
      return {
        webinars: rows.map((r) => webinarView(r, at)),
        total_count: total,
        tab_counts: await repo.tabCounts(me.partner_id, q, at),
        page_no: pageNo,
        per_page: perPage,
      };
    },

    get: detail,

    async create(me: UserWithPartner, input: WebinarInputParsed) {
      await checkReferences(me, input);
      const at = now();
      const id = await repo.create({
        ...values(input),
        partner_id: me.partner_id,
        created_by: me.id,
        created_at: at,
        updated_at: at,
      });
      return detail(me, id);
    },

    async update(me: UserWithPartner, id: number, input: WebinarInputParsed) {
      const row = await own(me, id);
      if (!canEditWebinar(row.status as WebinarStatus)) throw new ConflictError(WEBINAR_MESSAGES.cancelledNotEditable);
      const next = values(input);
      if (row.registered_count > 0 && input.capacity !== undefined && input.capacity < row.registered_count)
        throw new ValidationError({
          capacity: `is below the ${row.registered_count} guests already registered`,
        });
      await checkReferences(me, input);
      await repo.update(me.partner_id, id, { ...next, updated_at: now() });
      await ports.announcer?.sessionChanged({ kind: "session_updated", sessionId: id, hostPartnerId: me.partner_id });
      return detail(me, id);
    },

    /** Cancels the session; every registrant (and everyone waiting) is told by mail in their language. */
    async cancel(me: UserWithPartner, id: number, reason: string | undefined) {
      const row = await own(me, id);
      const at = now();
      if (row.status === "cancelled") throw new ConflictError(WEBINAR_MESSAGES.alreadyCancelled);
      if (!canCancelWebinar(row.status as WebinarStatus, row.end_time, at))
        throw new ConflictError(WEBINAR_MESSAGES.pastNotCancellable);
      if (!(await repo.cancel(me.partner_id, id, row.status, at)))
        throw new ConflictError(WEBINAR_MESSAGES.alreadyCancelled);
      await ports.announcer?.sessionChanged({ kind: "session_cancelled", sessionId: id, hostPartnerId: me.partner_id });
      // Drafts were never announced; only a published session has guests to tell.
      if (row.status === "published") {
        const link = `${ctx.config.appUrl}/webinars`;
        for (const guest of await repo.activeRegistrants(id)) {
          const locale = guest.locale === "zh-CN" ? "zh-CN" : "en-US";
          await ctx.mailer.send(
            webinarCancelledMail(
              guest.email,
              guest.first_name,
              {
                title: row.title,
                host: me.partner_name,
                when: mailWhen(row.start_time, guest.timezone ?? row.timezone, locale),
                reason: reason ?? null,
              },
              link,
              locale,
            ),
          );
        }
      }
      return detail(me, id);
    },

    async registrants(me: UserWithPartner, id: number, q: RegistrantsQuery) {
      await own(me, id);
      const perPage = (q.per_page as number | undefined) ?? REGISTRANTS_PAGE_SIZE;
      const pageNo = (q.page_no as number | undefined) ?? 1;
      const { rows, total } = await repo.registrants(id, q, perPage, (pageNo - 1) * perPage);
      return {
        registrants: rows.map((r) => ({
          ...r,
          role: r.role as "student" | "parent" | "counselor",
          status: r.status as "registered" | "waitlisted" | "cancelled",
          registered_at: r.registered_at.toISOString(),
          first_joined_at: r.first_joined_at?.toISOString() ?? null,
          attended_at: r.attended_at?.toISOString() ?? null,
        })),
        total_count: total,
        page_no: pageNo,
        per_page: perPage,
      };
    },

    async downloadRegistrants(me: UserWithPartner, id: number, q: RegistrantsQuery) {
      const row = await own(me, id);
      const { rows } = await repo.registrants(id, q);
      let csv = csvRow([
        "Session",
        "First name",
        "Last name",
        "Email",
        "Role",
        "Institution",
        "Status",
        "Registered at",
        "First joined at",
        "Minutes joined",
        "Checked in at",
        "Check-in method",
        "Watched replay",
      ]);
      for (const r of rows) {
        csv += csvRow([
          row.title,
          r.first_name,
          r.last_name,
          r.email,
          r.role,
          r.institute_name,
          r.status,
          r.registered_at,
          r.first_joined_at,
          Math.round(r.joined_seconds / 60),
          r.attended_at,
          r.check_in_method,
          r.is_video_watched ? "yes" : "no",
        ]);
      }
      const name = await ctx.storage.put(Buffer.from(`\uFEFF${csv}`, "utf8"), "csv");
      return { csv_url: ctx.fileLinks.url(name) as string };
    },

    async formOptions(me: UserWithPartner) {
      return {
        categories: await repo.categories(),
        provider_events: await repo.participatingEvents(me.partner_id, now()),
      };
    },
  };
}
