import {
  CountryWiseVisitsSchema,
  type DashboardFilter,
  NewActivitiesSchema,
  NewConnectionsSchema,
  RecommendedSchoolsSchema,
} from "@quad/contract/api/dashboard";
import {
  DASHBOARD_LIST_SIZE,
  defaultCountryIds,
  GLANCE_DAYS,
  NEW_WINDOW_DAYS,
  VISIT_MINUTES,
} from "@quad/contract/rules/dashboard";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { AppContext } from "../../app-context.ts";
import { ValidationError } from "../../lib/errors.ts";
import {
  createVersionedList,
  createVersionedMemo,
  normalisedKey,
  prepareListVersion,
  type StoredAnswer,
} from "../list-versions/list-versions.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { planOfUser } from "../users/users.serializer.ts";
import { createDashboardRepository } from "./dashboard.repository.ts";
import { createDashboardBookings } from "./dashboard-bookings.service.ts";
import { countriesOf, createRollupFigures, type RollupCall } from "./dashboard-figures.service.ts";

type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config">;

const dateOf = (d: Date) => d.toISOString().slice(0, 10);
const hhmm = (minute: number | null) =>
  minute === null ? "" : `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

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

  const compute = createRollupFigures(repo, now);

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

  /**
   * A "new since your last view" answer, remembered per connections version, user's since moment, filter and the
   * institution's connections plan (the FREE PLAN badge, decision 104: a plan's change raises no list version, so
   * it is part of the key). The plan is the session's (`plan_tiers`, read with the user and dropped from every
   * process's session cache when a plan changes): no query of its own on a call the dashboard makes twice per view.
   */
  async function sinceLastView(
    me: UserWithPartner,
    filter: DashboardFilter,
    what: "connections" | "activities",
    compute: (since: Date, lastViewed: string | null, plan: "paid" | "free") => Promise<object>,
  ): Promise<StoredAnswer> {
    const { since, lastViewed } = await newSince(me);
    const plan = planOfUser(me).connections === "paid" ? "paid" : "free";
    const key = `new_${what}:${plan}:${since.toISOString()}:${lastViewed}:${normalisedKey(filter)}`;
    return remembered(me.partner_id, key, async () => compute(since, lastViewed, plan));
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

    ...createDashboardBookings(ctx, repo),
  };
}
