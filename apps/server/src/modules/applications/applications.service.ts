import type { ApplicationResponse, UpdateApplicationInput } from "@quad/contract/api/applications";
import {
  type ApplicationsListInput,
  type ApplicationsListResponse,
  ApplicationsListResponseSchema,
} from "@quad/contract/api/applications-list";
import {
  actionsOf,
  applyUpdate,
  RESULT_CLASS_NAMES,
  RESULT_LABELS,
  REVIEW_DAYS_DEFAULT,
  resultsAllowed,
  setChoice,
  type UcasChoice,
} from "@quad/contract/rules/application";
import {
  APPLICATION_ACTIVITIES_PAGE_SIZE,
  APPLICATIONS_PAGE_SIZE,
  statusClockEnd,
  tabCounts,
} from "@quad/contract/rules/application-list";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import {
  createVersionedList,
  createVersionedMemo,
  normalisedKey,
  StoredAnswer,
} from "../list-versions/list-versions.ts";
import { createNotificationsService } from "../notifications/notifications.service.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createApplicationChanges } from "./application-changes.ts";
import { CSV_BATCH_ROWS, writeApplicationsCsv } from "./application-csv.ts";
import { createApplicationListRepository, type ListQuestion, type StateCounts } from "./application-list.repository.ts";
import { createApplicationLookupsRepository } from "./application-lookups.repository.ts";
import { type Lookup, lookupOptions } from "./application-lookups.ts";
import type { ApplicationPorts } from "./application-ports.ts";
import { applicationTimeline } from "./application-timeline.repository.ts";
import { createApplicationsRepository } from "./applications.repository.ts";
import { type ApplicationQuery, type ApplicationScope, todayOf, zoneOf } from "./applications.scope.ts";
import { documentView, listItemView, stateOf, timelineItemView } from "./applications.view.ts";
import { isSchool, schoolRowView } from "./school-applications.service.ts";

/** `database` gives the CSV its PostgreSQL cursor; without it (PGlite, the demo world's seeding) rows come in batches. */
type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config" | "storage" | "fileLinks"> &
  Partial<Pick<AppContext, "database">>;

/** The overdue and on-time filters move with the clock (the review days' cutoff): such answers are not remembered. */
const clockBound = (q: ApplicationQuery) =>
  (q.filters?.application_status ?? []).some((s) => s === "overdue" || s === "on_time");
/** A question that narrows the institution's applications (else its counts are the institution's own). */
const narrows = (q: ApplicationQuery) => Boolean(q.search_text) || normalisedKey(q.filters ?? {}) !== "{}";

/**
 * Staff's side of direct apply's applications (spec 3 §7; issue 13 §2–§3). Every query is scoped by the session's
 * institution: a University or ApplicationClient sees the applications to its programs; a School's list and
 * look-ups hold the applications its students shared with it (decision 072; its detail: school-applications).
 */
export function createApplicationsService(ctx: Ctx, ports: ApplicationPorts) {
  const { db, now } = ctx;
  const repo = createApplicationsRepository(db);
  const lists = createApplicationListRepository(db, ctx.database?.pool);
  const lookups = createApplicationLookupsRepository(db);
  const changes = createApplicationChanges(ctx, ports);
  const notifications = createNotificationsService(ctx);
  // The list, remembered per institution until one of its applications (or what their rows show, or its review
  // days) changes (migration 0033, decision 052 amended), and until the clock moves a row's days in status or
  // overdue marker; the day is part of the key (the tabs turn on it). The counts per status and start date are
  // remembered per question under the same version: paging and sorting reuse them.
  const applicationsList = createVersionedList(db, "applications", ApplicationsListResponseSchema, 1000, now);
  const stateCounts = createVersionedMemo<StateCounts>(2000);

  async function scopeOf(me: UserWithPartner): Promise<ApplicationScope> {
    return {
      partnerId: me.partner_id,
      side: isSchool(me) ? "school" : "institution",
      zone: zoneOf(me.partner_timezone),
      now: now(),
      reviewDays: await repo.reviewDays(me.partner_id),
    };
  }

  async function own(me: UserWithPartner, id: number) {
    const row = await repo.get(me.partner_id, id);
    if (!row) throw new NotFoundError(`Application ${id} not found`);
    return row;
  }

  async function detail(me: UserWithPartner, id: number): Promise<ApplicationResponse> {
    const row = await own(me, id);
    const scope = await scopeOf(me);
    const documents = (await repo.documents(id)).map((d) => ({ d, view: documentView(d) }));
    return {
      application: {
        ...listItemView(row, scope.reviewDays, scope.now),
        personal: row.personal,
        guardian: row.guardian,
        education: row.education,
        academic: row.academic,
        tests: row.tests,
        documents: documents.filter((x) => !x.d.is_university_document && !x.d.is_deleted).map((x) => x.view),
        university_documents: documents.filter((x) => x.d.is_university_document).map((x) => x.view),
        review_days: scope.reviewDays,
        actions: actionsOf(stateOf(row)),
      },
    };
  }

  const questionOf = (input: ApplicationsListInput): ApplicationQuery => ({
    search_text: input.search_text,
    filters: input.filters,
  });

  /**
   * The institution's applications (under the question, when one narrows them) counted per status and start date,
   * remembered under the version (null: not remembered) by the question's key.
   */
  async function countsOf(
    scope: ApplicationScope,
    key: string,
    q: ApplicationQuery | undefined,
    version: number | null,
  ) {
    const memoKey = `${scope.partnerId}:${key}`;
    const hit = version === null ? undefined : stateCounts.get(memoKey, version);
    if (hit) return hit;
    const groups = await lists.countsByState(scope, q);
    if (version !== null) stateCounts.set(memoKey, version, groups);
    return groups;
  }

  /** The list's answer: the page, and the counts (matched, total, past_count, data_count) from the counts per state. */
  async function answerOf(
    scope: ApplicationScope,
    today: string,
    q: ApplicationQuery,
    input: ApplicationsListInput,
    version: number | null,
  ): Promise<ApplicationsListResponse> {
    const perPage = APPLICATIONS_PAGE_SIZE;
    const l: ListQuestion = { scope, q, tab: input.tab, today, sort: input.sort_params };
    const all = countsOf(scope, "*", undefined, version);
    const [rows, everyone, asked] = await Promise.all([
      lists.page(l, perPage, (input.page_no - 1) * perPage),
      all,
      narrows(q) ? countsOf(scope, normalisedKey(q), q, clockBound(q) ? null : version) : all,
    ]);
    const totals = tabCounts(everyone, today);
    const matched = tabCounts(asked, today);
    return {
      applications: rows.map((r) => {
        const item = listItemView(r, scope.reviewDays, scope.now);
        return scope.side === "school" ? schoolRowView(item) : item;
      }),
      matched: matched[input.tab],
      total: totals[input.tab],
      past_count: matched.past,
      upcoming_count: matched.upcoming,
      data_count: totals.upcoming + totals.past,
      page_no: input.page_no,
      per_page: perPage,
    };
  }

  return {
    scopeOf,
    own,

    /** One tab's page with its counts, as stored JSON. */
    async list(me: UserWithPartner, input: ApplicationsListInput): Promise<StoredAnswer> {
      const q = questionOf(input);
      const at = now();
      const zone = zoneOf(me.partner_timezone);
      const today = todayOf({ zone, now: at });
      const key = `${today}:${normalisedKey({ ...q, tab: input.tab, sort: input.sort_params, page: input.page_no })}`;
      let reviewDays = REVIEW_DAYS_DEFAULT;
      const compute = async (version: number | null) => {
        reviewDays = await repo.reviewDays(me.partner_id);
        const side = isSchool(me) ? "school" : "institution";
        return answerOf({ partnerId: me.partner_id, side, zone, now: at, reviewDays }, today, q, input, version);
      };
      // A school's list reads other institutions' applications, whose versions are theirs: never remembered.
      if (clockBound(q) || isSchool(me))
        return new StoredAnswer(Buffer.from(JSON.stringify(ApplicationsListResponseSchema.parse(await compute(null)))));
      return applicationsList(me.partner_id, key, compute, (answer) =>
        statusClockEnd(answer.applications, reviewDays, at),
      );
    },

    /** download: true — the tab's rows under the same question, sorted as the list, as a CSV link. */
    async download(me: UserWithPartner, input: ApplicationsListInput) {
      const scope = await scopeOf(me);
      const l: ListQuestion = {
        scope,
        q: questionOf(input),
        tab: input.tab,
        today: todayOf(scope),
        sort: input.sort_params,
      };
      const batches = lists.batches(l, CSV_BATCH_ROWS);
      const csv_url = await writeApplicationsCsv(ctx, batches, scope.reviewDays, scope.now, ports.payments);
      return { csv_url };
    },

    async options(me: UserWithPartner, lookup: Lookup) {
      const side = isSchool(me) ? "school" : "institution";
      return { options: await lookupOptions(lookups, { partnerId: me.partner_id, side }, lookup) };
    },

    /** One application, as the reader may see it; reading changes nothing (`markSeen` does). */
    async get(me: UserWithPartner, id: number) {
      return detail(me, id);
    },

    /** The reader opened the application: its New badge clears and their notifications about it are read. */
    async markSeen(me: UserWithPartner, id: number) {
      await own(me, id);
      await repo.markSeen(me.partner_id, id);
      await notifications.markReadAboutApplication(me.id, id);
    },

    /** Status, result, deposit paid, UCAS choice, fee status: through the status machine, all or nothing. */
    async update(me: UserWithPartner, id: number, input: UpdateApplicationInput) {
      const { note, ...update } = input;
      await changes.change(
        me.partner_id,
        id,
        (s) => applyUpdate(s, update),
        { kind: "staff", userId: me.id },
        note ?? null,
      );
      return detail(me, id);
    },

    async updateChoice(me: UserWithPartner, id: number, choice: UcasChoice | null) {
      await changes.change(me.partner_id, id, (s) => setChoice(s, choice), { kind: "staff", userId: me.id });
      return detail(me, id);
    },

    /** POST reset_choices: the UCAS choices of the given applications (or all the institution's) cleared. */
    async resetChoices(me: UserWithPartner, ids: number[] | undefined) {
      const rows = await repo.choicesSet(me.partner_id, ids ? [...new Set(ids)] : undefined);
      for (const row of rows)
        await changes.change(me.partner_id, row.id, (s) => setChoice(s, null), { kind: "staff", userId: me.id });
      return { message: "UCAS choices have been reset", updated: rows.length };
    },

    async results(me: UserWithPartner, id: number) {
      const state = stateOf(await own(me, id));
      return {
        results: resultsAllowed(state).map((r) => ({
          value: r,
          label: RESULT_LABELS[r],
          class_name: RESULT_CLASS_NAMES[r],
        })),
        current: state.result,
      };
    },

    async activities(me: UserWithPartner, id: number, page: number) {
      const row = await own(me, id);
      const perPage = APPLICATION_ACTIVITIES_PAGE_SIZE;
      const { rows, total } = await applicationTimeline(db, {
        partnerId: me.partner_id,
        applicationId: id,
        personId: row.person_id,
        page,
        perPage,
      });
      return { activities: rows.map(timelineItemView), total, page_no: page, per_page: perPage };
    },

    async settings(me: UserWithPartner) {
      return { settings: { review_days: await repo.reviewDays(me.partner_id) } };
    },

    async saveSettings(me: UserWithPartner, reviewDays: number) {
      await repo.saveReviewDays(me.partner_id, reviewDays, now());
      return { settings: { review_days: reviewDays } };
    },

    detail,
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
