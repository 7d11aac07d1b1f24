import {
  GuestSessionsListResponseSchema,
  type GuestWebinarSession,
  TrendingSessionsResponseSchema,
} from "@quad/contract/api/webinars";
import { MESSAGES } from "@quad/contract/rules/messages";
import {
  actionLabel,
  joinLinkOpen,
  missingRequiredFields,
  seatsLeft,
  WEBINAR_PAGE_SIZE,
  type WebinarTab,
  webinarTiming,
} from "@quad/contract/rules/webinar-sessions";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import { containsPattern } from "../../lib/like.ts";
import { hashToken } from "../../lib/tokens.ts";
import { StoredAnswer } from "../list-versions/list-versions.ts";
import { CATALOGUE_CLOCK_MS, createCatalogueMemo, type GuestRegistration } from "./catalogue-memo.ts";
import { createGuestCatalogueRepository, visibleToGuests } from "./guest-catalogue.repository.ts";
import { createGuestsRepository, type GuestRow } from "./guests.repository.ts";
import { joinLinkFor, joinTokenHashFor } from "./join-link.ts";
import { webinarMailLog } from "./webinar-mail-log.table.ts";
import { webinarRegistrations, webinars, webinarUsers } from "./webinars.table.ts";

type CatalogueRepo = ReturnType<typeof createGuestCatalogueRepository>;
type SessionRow = NonNullable<Awaited<ReturnType<CatalogueRepo["get"]>>>;

const TRENDING_PER_TAB = 8;

const storedAnswer = <T>(schema: { parse: (value: unknown) => T }, value: T) =>
  new StoredAnswer(Buffer.from(JSON.stringify(schema.parse(value))));
const FEATURED_LIMIT = 8;
/** Signed-in guests' own answers remembered (those with a registration among the answer's sessions). */
const GUEST_ANSWERS_MAX = 2_000;

/** What of a guest's registrations an answer shows, as text: equal texts give equal answers. */
const fingerprint = (regs: GuestRegistration[]) =>
  regs
    .map(
      (r) =>
        `${r.webinar_id}:${r.registration_id}:${r.registration_status}:${r.offer_expires_at?.getTime() ?? ""}:${r.reg_is_attending ? 1 : 0}${r.reg_is_video_watched ? 1 : 0}`,
    )
    .sort()
    .join(",");

/**
 * The guest catalogue (published sessions only) and a guest's registrations: seats taken under a
 * lock on the session's row, so N concurrent registrations on capacity k give exactly k registered.
 */
export function createGuestCatalogueService(ctx: Pick<AppContext, "db" | "config" | "mailer" | "now" | "jobs">) {
  const { db, config, now } = ctx;
  const repo = createGuestCatalogueRepository(db);
  const guests = createGuestsRepository(db);
  const secret = config.fileUrlSecret;
  const memo = createCatalogueMemo(db);
  const { remember } = memo;
  const guestAnswers = new LRUCache<string, { stamp: string; answer: StoredAnswer }>({ max: GUEST_ANSWERS_MAX });

  /** Rows with a guest's registrations laid over (those of other sessions are left aside). */
  function overlay(rows: SessionRow[], registrations: Pick<GuestRegistration, "webinar_id">[]): SessionRow[] {
    if (registrations.length === 0) return rows;
    const mine = new Map(registrations.map((r) => [r.webinar_id, r]));
    return rows.map((row) => {
      const reg = mine.get(row.id);
      return reg ? { ...row, ...reg } : row;
    });
  }

  /** Public rows (remembered, the same for everyone) with the signed-in guest's own registrations laid over. */
  async function withGuest(rows: SessionRow[], guest: GuestRow | null): Promise<SessionRow[]> {
    if (!guest || rows.length === 0) return rows;
    return overlay(
      rows,
      await repo.registrationsOf(
        guest.id,
        rows.map((r) => r.id),
      ),
    );
  }

  /**
   * A signed-in guest's answer as a StoredAnswer (decision 048). One statement reads the catalogue version and
   * the guest's registrations; the public rows come from the memo. A guest with no registration among the
   * rows gets the signed-in variant of the public answer, remembered like the visitors'; one with some gets
   * their own answer, remembered until the version, the clock step or those registrations change.
   */
  async function guestAnswer<Rows>(
    guest: GuestRow,
    key: string,
    scope: { categoryId?: number; at: Date },
    rowsOf: (version: number) => Promise<Rows>,
    sessionsOf: (rows: Rows) => SessionRow[],
    answerOf: (rows: Rows, registrations: GuestRegistration[]) => StoredAnswer,
  ): Promise<StoredAnswer> {
    const { version, registrations } = await memo.state(scope.categoryId, guest.id);
    const rows = await rowsOf(version);
    const ids = new Set(sessionsOf(rows).map((r) => r.id));
    const mine = registrations.filter((r) => ids.has(r.webinar_id));
    if (mine.length === 0) return memo.rememberAt(`${key}:signed-in`, scope, version, async () => answerOf(rows, []));
    const step = Math.floor(scope.at.getTime() / CATALOGUE_CLOCK_MS);
    const stamp = `${version}@${step}|${fingerprint(mine)}`;
    const memoKey = `${guest.id}:${scope.categoryId ?? "all"}:${key}`;
    const hit = guestAnswers.get(memoKey);
    if (hit?.stamp === stamp) return hit.answer;
    const answer = answerOf(rows, mine);
    guestAnswers.set(memoKey, { stamp, answer });
    return answer;
  }

  const trendingRows = (at: Date) => async () => ({
    current: await repo.trending(null, "current", at, TRENDING_PER_TAB),
    upcoming: await repo.trending(null, "upcoming", at, TRENDING_PER_TAB),
    past: await repo.trending(null, "past", at, TRENDING_PER_TAB),
  });
  const categoryPage = (categoryId: number, tab: WebinarTab | undefined, pageNo: number, at: Date) => async () => {
    await mustCategory(categoryId);
    return repo.page(null, { categoryIds: [categoryId], tab }, at, pageNo, WEBINAR_PAGE_SIZE);
  };

  function toSession(row: SessionRow, signedIn: boolean, at: Date): GuestWebinarSession {
    const status = (row.registration_status ?? null) as GuestWebinarSession["registration_status"];
    const registered = status === "registered";
    const live = status === "registered" || status === "waitlisted";
    const is_attending = registered && Boolean(row.reg_is_attending);
    const left = seatsLeft(row.capacity, row.registered_count + row.held_offers);
    return {
      id: row.id,
      start_time: row.start_time.toISOString(),
      end_time: row.end_time.toISOString(),
      is_in_person: row.is_in_person,
      is_recording_available: row.is_recording_available,
      join_url:
        registered && row.registration_id && row.join_url && !row.is_in_person
          ? joinLinkFor(config.appUrl, secret, row.registration_id)
          : null,
      is_video_watched: Boolean(row.reg_is_video_watched),
      is_attending,
      is_slido_embed: row.is_slido_embed,
      category_id: row.category_id,
      event_id: row.event_id,
      title: row.title,
      description: row.description,
      timezone: row.timezone,
      location: row.location,
      speakers: row.speakers,
      host_institution: { id: row.partner_id, name: row.host_name },
      capacity: row.capacity,
      seats_left: left,
      registration_status: status,
      offer_expires_at: live && row.offer_expires_at ? row.offer_expires_at.toISOString() : null,
      recording_url: signedIn && row.is_recording_available ? row.recording_url : null,
      timing: webinarTiming(row.start_time, row.end_time, at),
      action_label: actionLabel({ ...row, is_attending }, at),
      is_featured: row.is_featured,
    };
  }

  const list = (rows: SessionRow[], guest: GuestRow | null, at: Date) =>
    rows.map((r) => toSession(r, Boolean(guest), at));

  async function mustGet(guest: GuestRow | null, id: number, at: Date) {
    const row = await repo.get(guest?.id ?? null, id, at);
    if (!row) throw new NotFoundError(MESSAGES.sessionNotFound);
    return row;
  }

  async function mustCategory(id: number) {
    if (!(await repo.categoryExists(id))) throw new NotFoundError();
  }

  /** Offers a freed seat to the first waitlisted guest without an offer; the guest offered, if any. */
  async function offerFreedSeat(tx: Pick<Db, "select" | "update">, webinarId: number, at: Date, startsAt: Date) {
    const [first] = await tx
      .select({ id: webinarRegistrations.id, webinar_user_id: webinarRegistrations.webinar_user_id })
      .from(webinarRegistrations)
      .where(
        and(
          eq(webinarRegistrations.webinar_id, webinarId),
          eq(webinarRegistrations.status, "waitlisted"),
          isNull(webinarRegistrations.offer_expires_at),
        ),
      )
      .orderBy(asc(webinarRegistrations.waitlisted_at), asc(webinarRegistrations.id))
      .limit(1)
      .for("update");
    if (!first) return undefined;
    // Held for WAITLIST_OFFER_HOURS, never past the start (the jobs' rule, decision 037).
    const expires = new Date(Math.min(at.getTime() + config.WAITLIST_OFFER_HOURS * 3_600_000, startsAt.getTime()));
    await tx
      .update(webinarRegistrations)
      .set({ offer_expires_at: expires })
      .where(eq(webinarRegistrations.id, first.id));
    return { ...first, expires };
  }

  return {
    async categories() {
      return { categories: await repo.categories(now()) };
    },

    async trending(guest: GuestRow | null) {
      const at = now();
      const rows = await remember("trending", { at }, trendingRows(at));
      // One read of the guest's registrations for all three tabs.
      const all = await withGuest([...rows.current, ...rows.upcoming, ...rows.past], guest);
      const current = all.slice(0, rows.current.length);
      const upcoming = all.slice(current.length, current.length + rows.upcoming.length);
      const past = all.slice(current.length + upcoming.length);
      return { current: list(current, guest, at), upcoming: list(upcoming, guest, at), past: list(past, guest, at) };
    },

    /** A visitor's trending answer, checked and serialised once per catalogue version and clock step. */
    async trendingForVisitors() {
      return remember("trending:answer", { at: now() }, async () =>
        storedAnswer(TrendingSessionsResponseSchema, await this.trending(null)),
      );
    },

    /** A signed-in guest's trending answer, checked and serialised once per version, clock step and own registrations. */
    async trendingForGuest(guest: GuestRow) {
      const at = now();
      type Rows = Awaited<ReturnType<ReturnType<typeof trendingRows>>>;
      return guestAnswer(
        guest,
        "trending",
        { at },
        (version) => memo.rememberAt("trending", { at }, version, trendingRows(at)),
        (rows: Rows) => [...rows.current, ...rows.upcoming, ...rows.past],
        (rows, mine) =>
          storedAnswer(TrendingSessionsResponseSchema, {
            current: list(overlay(rows.current, mine), guest, at),
            upcoming: list(overlay(rows.upcoming, mine), guest, at),
            past: list(overlay(rows.past, mine), guest, at),
          }),
      );
    },

    /** A category's featured sessions not yet ended (the category page's header). */
    async featured(guest: GuestRow | null, categoryId: number) {
      await mustCategory(categoryId);
      const at = now();
      const page = await remember("featured", { categoryId, at }, () =>
        repo.page(null, { categoryIds: [categoryId], featured: true }, at, 1, FEATURED_LIMIT),
      );
      return { sessions: list(await withGuest(page.rows, guest), guest, at) };
    },

    async categoryEvents(guest: GuestRow | null, categoryId: number, tab: WebinarTab | undefined, pageNo: number) {
      const at = now();
      const page = await remember(
        `events:${tab ?? "all"}:${pageNo}`,
        { categoryId, at },
        categoryPage(categoryId, tab, pageNo, at),
      );
      const sessions = list(await withGuest(page.rows, guest), guest, at);
      return { sessions, matched: page.matched, total: page.total, page_no: pageNo };
    },

    /** A visitor's page of a category, checked and serialised once per category version and clock step. */
    async categoryEventsForVisitors(categoryId: number, tab: WebinarTab | undefined, pageNo: number) {
      return remember(`events:answer:${tab ?? "all"}:${pageNo}`, { categoryId, at: now() }, async () =>
        storedAnswer(GuestSessionsListResponseSchema, await this.categoryEvents(null, categoryId, tab, pageNo)),
      );
    },

    /** A signed-in guest's page of a category, checked and serialised once per version, clock step and own registrations. */
    async categoryEventsForGuest(guest: GuestRow, categoryId: number, tab: WebinarTab | undefined, pageNo: number) {
      const at = now();
      const scope = { categoryId, at };
      const key = `events:${tab ?? "all"}:${pageNo}`;
      type Page = Awaited<ReturnType<ReturnType<typeof categoryPage>>>;
      return guestAnswer(
        guest,
        key,
        scope,
        (version) => memo.rememberAt(key, scope, version, categoryPage(categoryId, tab, pageNo, at)),
        (page: Page) => page.rows,
        (page, mine) =>
          storedAnswer(GuestSessionsListResponseSchema, {
            sessions: list(overlay(page.rows, mine), guest, at),
            matched: page.matched,
            total: page.total,
            page_no: pageNo,
          }),
      );
    },

    /** One session as the guest sees it (published only; 404 otherwise). */
    async detail(guest: GuestRow, id: number, at = now()) {
      return { session: toSession(await mustGet(guest, id, at), true, at) };
    },

    async categoryEvent(guest: GuestRow | null, categoryId: number, eventId: number) {
      const at = now();
      const row = await mustGet(guest, eventId, at);
      if (row.category_id !== categoryId) throw new NotFoundError(MESSAGES.sessionNotFound);
      return { session: toSession(row, Boolean(guest), at) };
    },

    async filter(
      guest: GuestRow | null,
      input: {
        search_text?: string;
        category_ids?: number[];
        start_date?: string;
        end_date?: string;
        tab?: WebinarTab;
        page_no: number;
      },
    ) {
      const at = now();
      const to = input.end_date ? new Date(Date.parse(`${input.end_date}T00:00:00Z`) + 86_400_000) : undefined;
      const page = await repo.page(
        guest?.id ?? null,
        {
          categoryIds: input.category_ids,
          tab: input.tab,
          searchPattern: containsPattern(input.search_text),
          from: input.start_date ? new Date(`${input.start_date}T00:00:00Z`) : undefined,
          to,
        },
        at,
        input.page_no,
        WEBINAR_PAGE_SIZE,
      );
      return { sessions: list(page.rows, guest, at), matched: page.matched, total: page.total, page_no: input.page_no };
    },

    async mine(guest: GuestRow, includePast: boolean, pageNo: number) {
      const at = now();
      const page = await repo.mine(guest.id, includePast, at, pageNo, WEBINAR_PAGE_SIZE);
      return { sessions: list(page.rows, guest, at), matched: page.matched, total: page.total, page_no: pageNo };
    },

    /**
     * POST events/{id}/register: a seat when one is free (or held for this guest by an offer), else
     * the waitlist; with is_video_watched an on-demand view of an ended session's recording.
     */
    async register(guest: GuestRow, webinarId: number, input: { is_attending?: boolean; is_video_watched?: boolean }) {
      const at = now();
      const session = await mustGet(guest, webinarId, at);
      if (!input.is_video_watched && missingRequiredFields(guest).length > 0)
        throw new ValidationError({ base: MESSAGES.fillRequiredToRegister });
      const timing = webinarTiming(session.start_time, session.end_time, at);
      if (input.is_video_watched && !session.is_recording_available)
        throw new ValidationError({ is_video_watched: MESSAGES.sessionNoRecording });
      if (!input.is_video_watched && timing === "past") throw new ValidationError({ base: MESSAGES.sessionEnded });
      const person_id = await guests.personOf(guest);

      let message: string = MESSAGES.sessionRegistered;
      // The mail the new state earns (a seat: the confirmation; the waiting list: its acknowledgement).
      let mail: { registration_id: number; kind: "confirmation" | "waitlisted" } | undefined;
      await db.transaction(async (tx) => {
        const [w] = await tx
          .select({
            id: webinars.id,
            partner_id: webinars.partner_id,
            capacity: webinars.capacity,
            seats_taken: webinars.seats_taken,
          })
          .from(webinars)
          .where(and(eq(webinars.id, webinarId), visibleToGuests))
          .for("update");
        if (!w) throw new NotFoundError(MESSAGES.sessionNotFound);
        const [existing] = await tx
          .select()
          .from(webinarRegistrations)
          .where(and(eq(webinarRegistrations.webinar_id, w.id), eq(webinarRegistrations.webinar_user_id, guest.id)));
        const activity = (kind: string) =>
          repo.recordActivity(tx, { person_id, partner_id: w.partner_id, kind, webinar_id: w.id, at });

        if (input.is_video_watched) {
          // An on-demand view takes no seat: it marks the registration (made if need be) and counts once per click.
          if (existing) {
            await tx
              .update(webinarRegistrations)
              .set({ is_video_watched: true })
              .where(eq(webinarRegistrations.id, existing.id));
          } else {
            const [made] = await tx
              .insert(webinarRegistrations)
              .values({
                webinar_id: w.id,
                partner_id: w.partner_id,
                webinar_user_id: guest.id,
                status: "registered",
                is_attending: false,
                is_video_watched: true,
                registered_at: at,
              })
              .returning({ id: webinarRegistrations.id });
            if (made)
              await tx
                .update(webinarRegistrations)
                .set({ join_token_hash: joinTokenHashFor(secret, made.id) })
                .where(eq(webinarRegistrations.id, made.id));
          }
          await activity("watched_video");
          message = MESSAGES.sessionVideoWatched;
          return;
        }

        const is_attending = input.is_attending ?? true;
        if (existing?.status === "registered") {
          await tx.update(webinarRegistrations).set({ is_attending }).where(eq(webinarRegistrations.id, existing.id));
          return;
        }
        // Seats taken come from the row locked above: the registrations' triggers update that row, so every
        // change to the counter waits for this lock. Seats held for others by live offers are counted.
        const [counts] = await tx
          .select({ held: sql<number>`count(*)::int`.mapWith(Number) })
          .from(webinarRegistrations)
          .where(
            and(
              eq(webinarRegistrations.webinar_id, w.id),
              eq(webinarRegistrations.status, "waitlisted"),
              sql`${webinarRegistrations.offer_expires_at} is not null`,
              sql`${webinarRegistrations.offer_expires_at} > ${at.toISOString()}`,
              sql`${webinarRegistrations.webinar_user_id} <> ${guest.id}`,
            ),
          );
        const taken = w.seats_taken + (counts?.held ?? 0);
        const seat = w.capacity === null || taken < w.capacity;
        if (existing?.status === "waitlisted" && !seat) {
          await tx.update(webinarRegistrations).set({ is_attending }).where(eq(webinarRegistrations.id, existing.id));
          message = MESSAGES.sessionWaitlisted;
          return;
        }
        const values = seat
          ? { status: "registered", waitlisted_at: null, offer_expires_at: null }
          : { status: "waitlisted", waitlisted_at: at, offer_expires_at: null };
        let id = existing?.id;
        if (existing) {
          await tx
            .update(webinarRegistrations)
            .set({ ...values, is_attending, cancelled_at: null, registered_at: at })
            .where(eq(webinarRegistrations.id, existing.id));
        } else {
          const [made] = await tx
            .insert(webinarRegistrations)
            .values({
              ...values,
              webinar_id: w.id,
              partner_id: w.partner_id,
              webinar_user_id: guest.id,
              is_attending,
              registered_at: at,
            })
            .returning({ id: webinarRegistrations.id });
          id = made?.id;
        }
        if (id)
          await tx
            .update(webinarRegistrations)
            .set({ join_token_hash: joinTokenHashFor(secret, id) })
            .where(eq(webinarRegistrations.id, id));
        await activity(seat ? "registered" : "waitlisted");
        if (!seat) message = MESSAGES.sessionWaitlisted;
        if (id) mail = { registration_id: id, kind: seat ? "confirmation" : "waitlisted" };
      });
      // Mailed by its job, once per registration and kind (webinar_mail_log), never on the request path.
      if (mail) await ctx.jobs.send("webinar-mail", mail, { singletonKey: `${mail.registration_id}-${mail.kind}` });
      return { message, session: toSession(await mustGet(guest, webinarId, at), true, at) };
    },

    /** POST events/{id}/cancel_registration: a registered seat freed is offered to the first waitlisted guest. */
    async cancel(guest: GuestRow, webinarId: number) {
      const at = now();
      const session = await mustGet(guest, webinarId, at);
      if (session.registration_status !== "registered" && session.registration_status !== "waitlisted")
        throw new NotFoundError(MESSAGES.sessionNotRegistered);
      if (webinarTiming(session.start_time, session.end_time, at) === "past")
        throw new ConflictError(MESSAGES.sessionEnded);
      const person_id = await guests.personOf(guest);
      let offered: { id: number; webinar_user_id: number; expires: Date } | undefined;
      await db.transaction(async (tx) => {
        const [w] = await tx
          .select({ id: webinars.id, partner_id: webinars.partner_id, capacity: webinars.capacity })
          .from(webinars)
          .where(eq(webinars.id, webinarId))
          .for("update");
        if (!w) throw new NotFoundError(MESSAGES.sessionNotFound);
        const [was] = await tx
          .update(webinarRegistrations)
          .set({ status: "cancelled", cancelled_at: at, waitlisted_at: null, offer_expires_at: null })
          .where(
            and(
              eq(webinarRegistrations.webinar_id, w.id),
              eq(webinarRegistrations.webinar_user_id, guest.id),
              sql`${webinarRegistrations.status} in ('registered','waitlisted')`,
            ),
          )
          .returning({ id: webinarRegistrations.id });
        if (!was) throw new NotFoundError(MESSAGES.sessionNotRegistered);
        await repo.recordActivity(tx, { person_id, partner_id: w.partner_id, kind: "cancelled", webinar_id: w.id, at });
        // Registering again later is a new registration: it is confirmed again.
        await tx
          .delete(webinarMailLog)
          .where(
            and(
              eq(webinarMailLog.registration_id, was.id),
              inArray(webinarMailLog.kind, ["confirmation", "waitlisted"]),
            ),
          );
        if (session.registration_status === "registered" && w.capacity !== null)
          offered = await offerFreedSeat(tx, w.id, at, new Date(session.start_time));
      });
      // The offer mail is a job: mailed once (the mail log), and the seat passes on when the offer ends.
      if (offered)
        await ctx.jobs.send(
          "webinar-waitlist-offer",
          { registration_id: offered.id },
          { singletonKey: String(offered.id) },
        );
      return {
        message: MESSAGES.sessionRegistrationCancelled,
        session: toSession(await mustGet(guest, webinarId, at), true, at),
      };
    },

    /**
     * GET join/{token}: the meeting address of a registered guest's session while it runs (from 15
     * minutes before); the first join records attendance.
     */
    async join(token: string): Promise<string> {
      const at = now();
      const [row] = await db
        .select({
          registration_id: webinarRegistrations.id,
          first_joined_at: webinarRegistrations.first_joined_at,
          partner_id: webinarRegistrations.partner_id,
          webinar_id: webinars.id,
          start_time: webinars.start_time,
          end_time: webinars.end_time,
          join_url: webinars.join_url,
          is_in_person: webinars.is_in_person,
          guest_id: webinarUsers.id,
          person_id: webinarUsers.person_id,
          email: webinarUsers.email,
        })
        .from(webinarRegistrations)
        .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinar_id))
        .innerJoin(webinarUsers, eq(webinarUsers.id, webinarRegistrations.webinar_user_id))
        .where(
          and(
            eq(webinarRegistrations.join_token_hash, hashToken(token)),
            eq(webinarRegistrations.status, "registered"),
            visibleToGuests,
          ),
        );
      if (!row) throw new NotFoundError(MESSAGES.joinLinkNotFound);
      if (row.is_in_person || !row.join_url) throw new ConflictError(MESSAGES.joinInPerson);
      if (!joinLinkOpen(row.start_time, row.end_time, at)) {
        if (at < row.start_time)
          throw new ConflictError(MESSAGES.joinNotOpenYet, { start_time: row.start_time.toISOString() });
        throw new ConflictError(MESSAGES.sessionEnded, { end_time: row.end_time.toISOString() });
      }
      if (!row.first_joined_at) {
        const person_id = await guests.personOf({ id: row.guest_id, email: row.email, person_id: row.person_id });
        await db.transaction(async (tx) => {
          const [first] = await tx
            .update(webinarRegistrations)
            .set({ first_joined_at: at })
            .where(and(eq(webinarRegistrations.id, row.registration_id), isNull(webinarRegistrations.first_joined_at)))
            .returning({ id: webinarRegistrations.id });
          if (first)
            await repo.recordActivity(tx, {
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
