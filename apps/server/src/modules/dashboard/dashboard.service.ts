import {
  AddedListDimensionsSchema,
  ChartSummarySchema,
  ConnectionInsightsSchema,
  CountryWiseConnectionsSchema,
  CountryWiseVisitsSchema,
  type CreateEventBookingInput,
  type DashboardFilter,
  DashboardSummarySchema,
  EventConnectionsSchema,
  ListingSchema,
  NewActivitiesSchema,
  NewConnectionsSchema,
  ProfileViewsSchema,
  RecommendedSchoolsSchema,
  TrendChartSchema,
} from "@quad/contract/api/dashboard";
import { APPLICANT_STATES } from "@quad/contract/rules/connections";
import {
  BOOKING_MINUTES,
  DASHBOARD_LIST_SIZE,
  defaultCountryIds,
  GLANCE_DAYS,
  NEW_WINDOW_DAYS,
  trendMonths,
  trendSeries,
  VISIT_MINUTES,
} from "@quad/contract/rules/dashboard";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, ValidationError } from "../../lib/errors.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import { normalisedKey } from "../connections/connections.service.ts";
import {
  createVersionedList,
  createVersionedMemo,
  prepareListVersion,
  type StoredAnswer,
} from "../list-versions/list-versions.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { bookingRepMail, bookingUserMail } from "./dashboard.mail.ts";
import { type ConnectionPart, createDashboardRepository } from "./dashboard.repository.ts";
import { freeSlots, slotWindow } from "./dashboard.slots.ts";

type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config">;

/** The POST dashboards/* calls answered from the rollups (remembered until a connection changes). */
export const ROLLUP_CALLS = [
  "summary",
  "connection_insights",
  "listing",
  "university_profile_views",
  "event_connections",
  "chart_summary",
  "added_list_chart_summary",
  "applicant_chart_summary",
  "trend_chart",
  "added_list_trend_chart",
  "added_list_dimentions",
  "applicant_trend_chart",
  "country_wise_connections",
] as const;
export type RollupCall = (typeof ROLLUP_CALLS)[number];

const dateOf = (d: Date) => d.toISOString().slice(0, 10);
const hhmm = (minute: number | null) =>
  minute === null ? "" : `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
const present = (ids: readonly number[] | undefined) => (ids && ids.length > 0 ? ids : undefined);

/** The week at a glance is remembered at most this long (its windows move with the clock). */
const GLANCE_STEP_MS = 5 * 60_000;

/** Recommended schools listed at most. */
const RECOMMENDED_SCHOOLS_MAX = 20;

/** The university dashboard (issue 12, decision 050): figures from the rollups, the week from visits and webinars. */
export function createDashboardService(ctx: Ctx) {
  const { db, now } = ctx;
  const repo = createDashboardRepository(db);
  // Every rollup figure moves only with a connection's change, which raises the 'connections' version (a new
  // activity advances its connection; a webinar's rename raises it too, migration 0029): the answers are
  // remembered per institution, UTC date (trend months, minors) and normalised body until then.
  const remembered = createVersionedList(db, "connections", { parse: (v: unknown) => v as object }, 4000);
  // Visits (events) and schools' own rows raise the schools directory's version (migration 0017): answers that
  // show visits or schools keep it in their key as well.
  const directoryVersion = prepareListVersion(db, "directory");
  const glanceVersion = prepareListVersion(db, "glance");
  const glance = createVersionedMemo<Awaited<ReturnType<typeof weekAtAGlance>>>(2000);

  const countriesOf = (filter: DashboardFilter) => present(filter.country_ids);

  async function chartSummary(me: UserWithPartner, filter: DashboardFilter, part: ConnectionPart) {
    const [r, directApplications] = await Promise.all([
      repo.chartSummary(me.partner_id, countriesOf(filter), part, await ownCountry(me)),
      repo.directApplications(me.partner_id, countriesOf(filter)),
    ]);
    return ChartSummarySchema.parse({
      connected_count: r.connected,
      added_to_list_count: r.added,
      applying_count: r.applying,
      submitted_count: r.submitted,
      // Applications through Quad's direct apply, whatever the list part: every one is an `applied` activity.
      direct_app_count: directApplications,
      international_count: r.international,
      international_students_count: r.international_students,
      counsellors_count: r.counsellors,
      guardian_count: r.guardians,
    });
  }

  /** The institution's own country (partners.country_id): who counts as international. */
  async function ownCountry(me: UserWithPartner): Promise<number | null> {
    return repo.ownCountry(me.partner_id);
  }

  async function stateTrend(me: UserWithPartner, filter: DashboardFilter, states: readonly string[]) {
    const months = trendMonths(now());
    const rows = await repo.stateMonths(me.partner_id, countriesOf(filter), states, `${months[0]}-01`);
    return TrendChartSchema.parse({
      months,
      series: states.map((key) => {
        const mine = rows.filter((r) => r.key === key);
        const entered = new Map(mine.filter((r) => r.month).map((r) => [r.month as string, r.entered]));
        const net = new Map(mine.filter((r) => r.month).map((r) => [r.month as string, r.entered - r.left]));
        const before = mine.filter((r) => !r.month).reduce((s, r) => s + r.entered - r.left, 0);
        return {
          key,
          monthly: trendSeries(months, entered).monthly,
          // Never below zero: a state's net count cannot be (changes before the history began are not kept).
          cumulative: trendSeries(months, net, before).cumulative.map((n) => Math.max(0, n)),
        };
      }),
    });
  }

  const compute: Record<RollupCall, (me: UserWithPartner, filter: DashboardFilter) => Promise<object>> = {
    async summary(me, filter) {
      const r = await repo.connectionFigures(me.partner_id, countriesOf(filter));
      return DashboardSummarySchema.parse({
        connected: r.connected,
        added_to_list: r.added_to_list,
        applying: r.applying,
        offered: r.offered,
        free_connections_count: r.free,
        paid_connections_count: r.paid,
        by_user_type: { student: r.student, guardian: r.guardian, counsellor: r.counsellor },
      });
    },
    async connection_insights(me, filter) {
      const r = await repo.connectionFigures(me.partner_id, countriesOf(filter));
      return ConnectionInsightsSchema.parse({
        total_count: r.connected,
        visits_count: r.visits,
        events_count: r.events,
        profile_count: r.profile,
        list_count: r.added_to_list,
      });
    },
    async listing(me, filter) {
      const r = await repo.connectionFigures(me.partner_id, countriesOf(filter));
      return ListingSchema.parse({
        total_count: r.added_to_list,
        applying_list: r.applying,
        short_list: r.shortlisted,
        long_list: r.longlisted,
      });
    },
    async university_profile_views(me, filter) {
      const [r, views] = await Promise.all([
        repo.connectionFigures(me.partner_id, countriesOf(filter)),
        repo.profileViews(me.partner_id, countriesOf(filter)),
      ]);
      return ProfileViewsSchema.parse({
        total_views: views,
        uniq_views: r.profile,
        total_connections: r.from_profile_view,
      });
    },
    async event_connections(me, filter) {
      return EventConnectionsSchema.parse({
        events: await repo.eventConnections(me.partner_id, countriesOf(filter), DASHBOARD_LIST_SIZE),
      });
    },
    chart_summary: (me, filter) => chartSummary(me, filter, "all"),
    added_list_chart_summary: (me, filter) => chartSummary(me, filter, "added"),
    applicant_chart_summary: (me, filter) => chartSummary(me, filter, "applicants"),
    async trend_chart(me, filter) {
      const months = trendMonths(now());
      const rows = await repo.connectionMonths(me.partner_id, countriesOf(filter), `${months[0]}-01`);
      const series = (keys: readonly string[] | null, key: string) => {
        const mine = rows.filter((r) => keys === null || keys.includes(r.key));
        const counts = new Map<string, number>();
        let before = 0;
        for (const r of mine) {
          if (r.month) counts.set(r.month, (counts.get(r.month) ?? 0) + r.n);
          else before += r.n;
        }
        return { key, ...trendSeries(months, counts, before) };
      };
      return TrendChartSchema.parse({
        months,
        series: [
          series(["student"], "student"),
          series(["guardian"], "guardian"),
          series(["counsellor"], "counsellor"),
          series(null, "all"),
        ],
      });
    },
    added_list_trend_chart: (me, filter) => stateTrend(me, filter, ["shortlisted", "longlisted", "applying"]),
    applicant_trend_chart: (me, filter) => stateTrend(me, filter, APPLICANT_STATES),
    async added_list_dimentions(me, filter) {
      const countryIds = countriesOf(filter);
      const [byState, byType, byYear, byCountry] = await Promise.all([
        repo.addedSplit(me.partner_id, countryIds, "list_state"),
        repo.addedSplit(me.partner_id, countryIds, "user_type"),
        repo.addedSplit(me.partner_id, countryIds, "graduation_year"),
        repo.byCountry(
          me.partner_id,
          countryIds,
          ["shortlisted", "longlisted", "applying", "applied"],
          DASHBOARD_LIST_SIZE,
        ),
      ]);
      return AddedListDimensionsSchema.parse({
        total_count: byState.reduce((s, r) => s + r.count, 0),
        by_state: byState,
        by_user_type: byType,
        // Graduation year unknown (0 in the rollup) is left out: it has no /connections filter to open.
        by_graduation_year: byYear.filter((r) => r.key !== "0"),
        by_country: byCountry.map(({ id, name, count }) => ({ id, name, count })),
      });
    },
    async country_wise_connections(me, filter) {
      const states = present(filter.included_states as never) as string[] | undefined;
      const citizenship = filter.group_by === "citizenship";
      const countries = citizenship
        ? await repo.byCitizenship(me.partner_id, present(filter.citizenship_ids), states)
        : await repo.byCountry(me.partner_id, countriesOf(filter), states);
      return CountryWiseConnectionsSchema.parse({
        group_by: citizenship ? "citizenship" : "country",
        total_count: countries.reduce((s, c) => s + c.count, 0),
        countries,
      });
    },
  };

  /**
   * Where "new" starts: the user's previous dashboard view, at most NEW_WINDOW_DAYS back — counted from the
   * start of that UTC day, so that the answer can be remembered through the day.
   */
  async function newSince(me: UserWithPartner) {
    const prefs = await repo.preferences(me.id);
    const floor = new Date(`${dateOf(new Date(now().getTime() - NEW_WINDOW_DAYS * 86_400_000))}T00:00:00.000Z`);
    const previous = prefs?.previous_viewed_at ? new Date(prefs.previous_viewed_at) : null;
    return { since: previous && previous > floor ? previous : floor, lastViewed: prefs?.previous_viewed_at ?? null };
  }

  /** A "new since your last view" answer, remembered per connections version, user's since moment and filter. */
  async function sinceLastView(
    me: UserWithPartner,
    filter: DashboardFilter,
    what: "connections" | "activities",
    compute: (since: Date, lastViewed: string | null, plan: "paid" | "free") => Promise<object>,
  ): Promise<StoredAnswer> {
    const { since, lastViewed } = await newSince(me);
    const key = `new_${what}:${since.toISOString()}:${lastViewed}:${normalisedKey(filter)}`;
    return remembered(me.partner_id, key, async () =>
      compute(since, lastViewed, (await repo.hasPaidConnections(me.partner_id)) ? "paid" : "free"),
    );
  }

  /** The week at a glance as of a moment (whether the institution takes part in provider events apart). */
  async function weekAtAGlance(partnerId: number, at: Date) {
    const until = new Date(at.getTime() + GLANCE_DAYS * 86_400_000);
    const back = new Date(at.getTime() - GLANCE_DAYS * 86_400_000);
    const [upcoming, changed, sessions, open] = await Promise.all([
      repo.glanceVisits(partnerId, { from: dateOf(at), to: dateOf(until) }, DASHBOARD_LIST_SIZE),
      repo.glanceVisits(partnerId, { changedSince: back }, DASHBOARD_LIST_SIZE),
      repo.upcomingSessions(partnerId, at, until, DASHBOARD_LIST_SIZE),
      repo.openProviderEvents(partnerId, at, DASHBOARD_LIST_SIZE),
    ]);
    const visit = (v: (typeof upcoming)[number]) => ({
      id: v.id,
      school_name: v.school_name,
      status: v.status,
      event_date: v.event_date,
      time_from: hhmm(v.start_minute),
      time_to: hhmm(v.end_minute),
      timezone: v.timezone ?? "UTC",
      updated_at: v.updated_at,
    });
    return {
      upcoming_visits: upcoming.map(visit),
      visit_changes: changed.map(visit),
      upcoming_sessions: sessions.map((s) => ({ ...s, participating: true })),
      open_events: open,
    };
  }

  return {
    /** A rollup call's answer, as stored JSON; recomputed only when the institution's connections changed. */
    async rollup(me: UserWithPartner, call: RollupCall, filter: DashboardFilter): Promise<StoredAnswer> {
      // Who counts as international turns on the institution's own country, which no connection change
      // announces: the chart summaries read it (one primary-key read) and keep it in their key.
      const own = call.endsWith("chart_summary") ? `:${await repo.ownCountry(me.partner_id)}` : "";
      return remembered(me.partner_id, `${call}${own}:${dateOf(now())}:${normalisedKey(filter)}`, () =>
        compute[call](me, filter),
      );
    },

    /** Visits per country: remembered per connections and directory versions (any visit raises the latter). */
    async countryWiseVisits(me: UserWithPartner, filter: DashboardFilter): Promise<StoredAnswer> {
      const key = `country_wise_visits:${await directoryVersion(0)}:${normalisedKey(filter)}`;
      return remembered(me.partner_id, key, async () =>
        CountryWiseVisitsSchema.parse({ countries: await repo.visitsByCountry(me.partner_id, countriesOf(filter)) }),
      );
    },

    /** Schools to visit: remembered like the visits, per UTC date too (last and next visit turn on today). */
    async recommendedSchools(me: UserWithPartner, filter: DashboardFilter): Promise<StoredAnswer> {
      const today = dateOf(now());
      const key = `recommended_schools:${await directoryVersion(0)}:${today}:${normalisedKey(filter)}`;
      return remembered(me.partner_id, key, async () =>
        RecommendedSchoolsSchema.parse({
          schools: await repo.recommendedSchools(
            me.partner_id,
            countriesOf(filter),
            filter.states && filter.states.length > 0 ? filter.states : undefined,
            filter.previous_visited === true,
            today,
            RECOMMENDED_SCHOOLS_MAX,
          ),
        }),
      );
    },

    /** Connections made since the user's previous view: remembered per connections version and that moment. */
    async newConnections(me: UserWithPartner, filter: DashboardFilter): Promise<StoredAnswer> {
      return sinceLastView(me, filter, "connections", async (since, lastViewed, plan) => {
        const { counts, rows } = await repo.newConnections(
          me.partner_id,
          countriesOf(filter),
          since,
          DASHBOARD_LIST_SIZE,
        );
        return NewConnectionsSchema.parse({
          total_connections_count: counts.total,
          paid_connections_count: counts.paid,
          free_connections_count: counts.free,
          connection_plan: plan,
          last_viewed: lastViewed,
          connections: rows,
        });
      });
    },

    /**
     * Activities since the user's previous view: remembered like new connections (every activity advances its
     * connection, raising the connections version; a webinar's rename raises it too).
     */
    async newActivities(me: UserWithPartner, filter: DashboardFilter): Promise<StoredAnswer> {
      return sinceLastView(me, filter, "activities", async (since, lastViewed, plan) => {
        const { counts, rows } = await repo.newActivities(
          me.partner_id,
          countriesOf(filter),
          since,
          DASHBOARD_LIST_SIZE,
        );
        return NewActivitiesSchema.parse({
          total_activities_count: counts.total,
          paid_activities_count: counts.paid,
          free_activities_count: counts.free,
          connection_plan: plan,
          last_viewed: lastViewed,
          activities: rows,
        });
      });
    },

    /**
     * Week at a glance; opening the dashboard (the web asks this first) also begins a new visit when the last
     * one began VISIT_MINUTES ago or more: the last visit becomes the previous one, where "new" connections and
     * activities start.
     */
    async events(me: UserWithPartner) {
      const at = now();
      // Remembered per institution for a few minutes at most, and only while no visit (schools directory), own
      // webinar or provider event (glance) changed; whether the institution takes part is read each time.
      const [visitsV, ownV, providerV] = await Promise.all([
        directoryVersion(0),
        glanceVersion(me.partner_id),
        glanceVersion(0),
        repo.markViewed(me.id, at, VISIT_MINUTES),
      ]);
      const key = `${me.partner_id}:${ownV}:${providerV}:${Math.floor(at.getTime() / GLANCE_STEP_MS)}`;
      let week = glance.get(key, visitsV);
      if (!week) {
        week = await weekAtAGlance(me.partner_id, at);
        glance.set(key, visitsV, week);
      }
      const ids = week.open_events.map((e) => e.id);
      const mine = new Set(ids.length ? await repo.participations(me.partner_id, ids) : []);
      return { ...week, open_events: week.open_events.map((e) => ({ ...e, participating: mine.has(e.id) })) };
    },

    async selectedRegions(me: UserWithPartner) {
      const prefs = await repo.preferences(me.id);
      if (prefs?.country_ids) return { country_ids: [...prefs.country_ids].sort((a, b) => a - b), is_default: false };
      return { country_ids: defaultCountryIds(await repo.regions()), is_default: true };
    },

    async saveSelectedRegions(me: UserWithPartner, countryIds: number[]) {
      const ids = [...new Set(countryIds)].sort((a, b) => a - b);
      const unknown = await repo.unknownCountries(ids);
      if (unknown.length > 0) throw new ValidationError({ country_ids: MESSAGES.unknownCountries });
      await repo.saveCountries(me.id, ids, now());
      return { country_ids: ids, is_default: false };
    },

    async assignedRep(me: UserWithPartner) {
      const rep = await repo.assignedRep(me.partner_id);
      if (!rep) return { assigned_rep: null };
      const at = now();
      const window = slotWindow(at);
      const booked = new Set(await repo.bookedStarts(rep.id, window.from, window.to));
      return {
        assigned_rep: {
          id: rep.id,
          name: rep.name,
          email: rep.email,
          title: rep.title,
          timezone: rep.timezone,
          available_slots: freeSlots(rep, at, booked),
        },
      };
    },

    async book(me: UserWithPartner, input: CreateEventBookingInput) {
      const rep = await repo.assignedRep(me.partner_id);
      if (!rep) throw new ValidationError({ start_at: MESSAGES.noAccountRep });
      const at = now();
      const start = new Date(input.start_at);
      const window = slotWindow(at);
      const slots = freeSlots(rep, at, new Set());
      if (!slots.includes(start.toISOString())) throw new ValidationError({ start_at: MESSAGES.meetingSlotNotFree });
      const booked = new Set(await repo.bookedStarts(rep.id, window.from, window.to));
      if (booked.has(start.toISOString())) throw new ConflictError(MESSAGES.meetingSlotTaken);
      const end = new Date(start.getTime() + BOOKING_MINUTES * 60_000);
      const comments = input.comments ?? null;
      let id: number;
      try {
        id = await repo.createBooking({
          partnerId: me.partner_id,
          userId: me.id,
          repId: rep.id,
          start,
          end,
          comments,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(MESSAGES.meetingSlotTaken);
        throw err;
      }
      const mail = {
        bookingId: id,
        start,
        end,
        comments,
        user: {
          email: me.email,
          first_name: me.first_name,
          last_name: me.last_name,
          locale: me.locale,
          timezone: me.timezone ?? me.partner_timezone ?? "UTC",
        },
        partnerName: me.partner_name,
        rep: { name: rep.name, email: rep.email, timezone: rep.timezone },
        sender: ctx.config.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? ctx.config.MAIL_FROM,
        stamp: at,
        url: `${ctx.config.appUrl}/dashboard`,
      };
      await ctx.mailer.send(bookingUserMail(mail));
      await ctx.mailer.send(bookingRepMail(mail));
      const booking = {
        id,
        start_at: start.toISOString(),
        end_at: end.toISOString(),
        rep_name: rep.name,
        rep_email: rep.email,
        comments,
      };
      return { event_booking: booking, message: MESSAGES.meetingBooked };
    },

    async upcomingBookings(me: UserWithPartner) {
      return { upcoming_events: await repo.upcomingBookings(me.id, now()) };
    },
  };
}
