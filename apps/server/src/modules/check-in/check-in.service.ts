import type {
  CheckInEvent,
  CheckInResult,
  MobileEventDetailQuery,
  Participant,
  RegisterUserInput,
  ScanEventInput,
} from "@quad/contract/api/check-in";
import { PARTICIPANTS_PAGE_SIZE } from "@quad/contract/api/check-in";
import { CHECK_IN_MESSAGES } from "@quad/contract/rules/check-in";
import { sessionTiming } from "@quad/contract/rules/session-timing";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError, ValidationError } from "../../lib/errors.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import type { ParticipantRow, WebinarRow } from "./check-in.repository.ts";
import { createCheckInRepository } from "./check-in.repository.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

type Ctx = Pick<AppContext, "db" | "now">;
/** The event picker shows at most this many events (today's, live and the next upcoming ones). */
const EVENT_LIST_LIMIT = 100;
const SCHOOLS_LIMIT = 20;

export function createCheckInService(ctx: Ctx) {
  const { db, now } = ctx;
  const repo = createCheckInRepository(db);

  /** Start of today in the partner's zone: events that ended before it are closed for check-in. */
  const startOfToday = (me: UserWithPartner) =>
    dayjs(now())
      .tz(me.partner_timezone ?? "UTC")
      .startOf("day")
      .toDate();

  function eventView(w: WebinarRow): CheckInEvent {
    return {
      id: w.id,
      title: w.title,
      start_time: w.start_time.toISOString(),
      end_time: w.end_time.toISOString(),
      timezone: w.timezone,
      is_in_person: w.is_in_person,
      location: w.location,
      timing: sessionTiming(w.start_time, w.end_time, now()),
      registered_count: Number(w.registered_count),
      checked_in_count: Number(w.checked_in_count),
    };
  }

  function participantView(p: ParticipantRow): Participant {
    return {
      id: p.id,
      student_id: p.student_id,
      first_name: p.first_name,
      last_name: p.last_name,
      email: p.email,
      role: p.role as Participant["role"],
      school: p.school_id !== null && p.school_name !== null ? { id: p.school_id, name: p.school_name } : null,
      institute_name: p.institute_name,
      graduation_year: p.graduation_year,
      source: p.source as Participant["source"],
      registered_at: p.registered_at.toISOString(),
      checked_in: p.attended_at !== null,
      attended_at: p.attended_at?.toISOString() ?? null,
      check_in_method: p.check_in_method as Participant["check_in_method"],
      checked_in_by:
        p.checker_id !== null
          ? { id: p.checker_id, name: `${p.checker_first_name ?? ""} ${p.checker_last_name ?? ""}`.trim() }
          : null,
    };
  }

  /** The partner's own published webinar; another partner's is a 404 like a missing one. */
  async function ownWebinar(me: UserWithPartner, id: number) {
    const w = await repo.findWebinar(me.partner_id, id);
    if (!w) throw new NotFoundError(CHECK_IN_MESSAGES.webinarNotFound(id));
    return w;
  }

  /** The same check without the webinar's counts (scans, walk-ins and look-ups need only its id and end). */
  async function ownWebinarAccess(me: UserWithPartner, id: number) {
    const w = await repo.findWebinarAccess(me.partner_id, id);
    if (!w) throw new NotFoundError(CHECK_IN_MESSAGES.webinarNotFound(id));
    return w;
  }

  async function openWebinar(me: UserWithPartner, id: number) {
    const w = await ownWebinarAccess(me, id);
    if (w.end_time <= startOfToday(me)) throw new ValidationError({ webinar_id: CHECK_IN_MESSAGES.checkInClosed });
    return w;
  }

  async function result(webinarId: number, studentId: number, recorded: boolean): Promise<CheckInResult> {
    const p = await repo.findParticipant(webinarId, studentId);
    if (!p) throw new NotFoundError(CHECK_IN_MESSAGES.notRegistered(studentId, webinarId));
    return {
      status: recorded ? "checked_in" : "already_checked_in",
      participant: participantView(p),
      ...(await repo.counts(webinarId)),
    };
  }

  return {
    async list(me: UserWithPartner) {
      const { rows, total } = await repo.listOpen(me.partner_id, startOfToday(me), EVENT_LIST_LIMIT);
      // Live events first, then upcoming ones, then today's finished ones; soonest first within each.
      const rank = { live: 0, upcoming: 1, past: 2 } as const;
      const events = rows.map(eventView).sort((a, b) => rank[a.timing] - rank[b.timing]);
      return { events, matched: total, total, page_no: 1 };
    },

    async detail(me: UserWithPartner, id: number, query: MobileEventDetailQuery) {
      const w = await ownWebinar(me, id);
      const page = await repo.participantsPage(w.id, query, PARTICIPANTS_PAGE_SIZE);
      return {
        event: eventView(w),
        participants: page.rows.map(participantView),
        matched: page.matched,
        total: page.total,
        page_no: query.page_no,
        per_page: PARTICIPANTS_PAGE_SIZE,
      };
    },

    /** Checks a registered student in; a second scan answers already_checked_in and changes nothing. */
    async scan(me: UserWithPartner, input: ScanEventInput): Promise<CheckInResult> {
      const w = await openWebinar(me, input.webinar_id);
      let by = me.id;
      if (input.user_id !== undefined && input.user_id !== me.id) {
        if (!(await repo.isActiveTeamMember(me.partner_id, input.user_id)))
          throw new ValidationError({ user_id: CHECK_IN_MESSAGES.notTeamMember });
        by = input.user_id;
      }
      const recorded = await repo.checkIn(w.id, input.student_id, { method: input.method, by, at: now() });
      return result(w.id, input.student_id, recorded);
    },

    /**
     * Registers a walk-in guest (reusing the guest with this email, whose details stay theirs) and checks
     * them in. `created` tells whether the registration is new.
     */
    async registerUser(me: UserWithPartner, input: RegisterUserInput) {
      const w = await openWebinar(me, input.webinar_id);
      const school = input.school_id === undefined ? undefined : await repo.schoolName(input.school_id);
      if (input.school_id !== undefined && school === undefined)
        throw new ValidationError({ school_id: CHECK_IN_MESSAGES.schoolNotFound(input.school_id) });
      const at = now();
      await repo.insertGuest({
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        role: input.role,
        school_partner_id: input.school_id ?? null,
        // The school is one field (decision 082): a directory school's name is the guest's institute.
        institute_name: input.school_id === undefined ? (input.institute_name ?? null) : (school ?? null),
        graduation_year: input.graduation_year ?? null,
        created_at: at,
        updated_at: at,
      });
      const guest = await repo.findGuestByEmail(input.email);
      if (!guest) throw new Error(`Guest ${input.email} was not saved`);
      const created = await repo.register(w.id, me.partner_id, guest.id, at);
      const recorded = await repo.checkIn(w.id, guest.id, { method: "walk_in", by: me.id, at });
      return { created, result: await result(w.id, guest.id, recorded) };
    },

    async schools(me: UserWithPartner, webinarId: number, searchText: string | undefined) {
      const w = await ownWebinarAccess(me, webinarId);
      return { schools: await repo.schools(w.id, searchText, SCHOOLS_LIMIT) };
    },

    /**
     * A guest by email: one registered for this event is found whatever school is chosen; anyone else
     * only at the school they gave, so an email alone never reveals a stranger.
     */
    async lookup(me: UserWithPartner, q: { school_id: number; webinar_id: number; email: string }) {
      const w = await ownWebinarAccess(me, q.webinar_id);
      const guest = await repo.findGuestByEmail(q.email);
      const participant = guest ? await repo.findParticipant(w.id, guest.id) : undefined;
      if (!guest || (!participant && guest.school_partner_id !== q.school_id))
        throw new NotFoundError(CHECK_IN_MESSAGES.studentNotFound);
      return {
        student: {
          id: guest.id,
          first_name: guest.first_name,
          last_name: guest.last_name,
          email: guest.email,
          role: guest.role as Participant["role"],
          school:
            guest.school_partner_id !== null && guest.school_name !== null
              ? { id: guest.school_partner_id, name: guest.school_name }
              : null,
          graduation_year: guest.graduation_year,
        },
        participant: participant ? participantView(participant) : null,
      };
    },
  };
}
