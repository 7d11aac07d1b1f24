import type { ApplicationResponse, UpdateApplicationInput } from "@quad/contract/api/applications";
import type { ApplicationsListInput, ApplicationsListResponse } from "@quad/contract/api/applications-list";
import {
  actionsOf,
  applyUpdate,
  RESULT_CLASS_NAMES,
  RESULT_LABELS,
  resultsAllowed,
  setChoice,
  type UcasChoice,
} from "@quad/contract/rules/application";
import { APPLICATION_ACTIVITIES_PAGE_SIZE, APPLICATIONS_PAGE_SIZE } from "@quad/contract/rules/application-list";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createApplicationChanges } from "./application-changes.ts";
import { writeApplicationsCsv } from "./application-csv.ts";
import { type Lookup, lookupOptions } from "./application-lookups.ts";
import { applicationTimeline } from "./application-timeline.ts";
import { type ApplicationQuery, type ApplicationScope, todayOf, zoneOf } from "./applications.filters.ts";
import { createApplicationsRepository } from "./applications.repository.ts";
import { documentView, listItemView, stateOf } from "./applications.view.ts";

type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config" | "storage" | "fileLinks">;

/**
 * Staff's side of direct apply's applications (spec 3 §7; issue 13 §2–§3). Every query is scoped by the session's
 * institution: a University or ApplicationClient sees the applications to its programs; a School owns no program,
 * so it reaches the area and sees none (decision 052).
 */
export function createApplicationsService(ctx: Ctx) {
  const { db, now } = ctx;
  const repo = createApplicationsRepository(db);
  const changes = createApplicationChanges(ctx);

  async function scopeOf(me: UserWithPartner): Promise<ApplicationScope> {
    return {
      partnerId: me.partner_id,
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

  return {
    scopeOf,
    own,

    async list(me: UserWithPartner, input: ApplicationsListInput): Promise<ApplicationsListResponse> {
      const scope = await scopeOf(me);
      const today = todayOf(scope);
      const q = questionOf(input);
      const perPage = APPLICATIONS_PAGE_SIZE;
      const [rows, counts] = await Promise.all([
        repo.page(scope, q, input.tab, today, input.sort_params, perPage, (input.page_no - 1) * perPage),
        repo.counts(scope, q, input.tab, today),
      ]);
      return {
        applications: rows.map((r) => listItemView(r, scope.reviewDays, scope.now)),
        ...counts,
        page_no: input.page_no,
        per_page: perPage,
      };
    },

    /** download: true — the tab's rows under the same question, sorted as the list, as a CSV link. */
    async download(me: UserWithPartner, input: ApplicationsListInput) {
      const scope = await scopeOf(me);
      const today = todayOf(scope);
      const q = questionOf(input);
      const csv_url = await writeApplicationsCsv(
        ctx,
        (limit, offset) => repo.page(scope, q, input.tab, today, input.sort_params, limit, offset),
        scope.reviewDays,
        scope.now,
      );
      return { csv_url };
    },

    async options(me: UserWithPartner, lookup: Lookup) {
      return { options: await lookupOptions(repo, me.partner_id, lookup) };
    },

    /** One application; opening it is seeing it (the New badge clears). */
    async get(me: UserWithPartner, id: number) {
      const answer = await detail(me, id);
      await repo.markSeen(me.partner_id, id);
      return answer;
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
      const timeline = await applicationTimeline(db, {
        partnerId: me.partner_id,
        applicationId: id,
        personId: row.person_id,
        page,
        perPage,
      });
      return { ...timeline, page_no: page, per_page: perPage };
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
