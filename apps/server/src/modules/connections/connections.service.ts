import {
  type BulkUpdateConnectionsInput,
  type GuardianConsentInput,
  HiddenCountsResponseSchema,
  type UpdateConnectionInput,
} from "@quad/contract/api/connection-changes";
import type { CreateActivityInput } from "@quad/contract/api/connection-detail";
import {
  type ConnectionLookup,
  type ConnectionsQuery,
  ConnectionsResponseSchema,
  type FilterOptionsQuery,
  FilterOptionsResponseSchema,
} from "@quad/contract/api/connections";
import type { ListState } from "@quad/contract/rules/connections";
import { CONNECTIONS_PAGE_SIZE, ENGAGEMENT_PAGE_SIZE } from "@quad/contract/rules/connections";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError, ValidationError } from "../../lib/errors.ts";
import { createVersionedList, normalisedKey, type StoredAnswer } from "../list-versions/list-versions.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import type { ConnectionScope } from "./connections.filters.sql.ts";
import { lookupOptions } from "./connections.lookups.ts";
import { createConnectionsRepository } from "./connections.repository.ts";
import { dateOf, detailView, engagementView, listItemView } from "./connections.view.ts";

type Ctx = Pick<AppContext, "db" | "now">;

/** A University's or ApplicationClient's connections (issue 11 §1, §2; decisions 042, 043). */
export function createConnectionsService(ctx: Ctx) {
  const { db, now } = ctx;
  const repo = createConnectionsRepository(db);
  // The list and the look-ups, remembered per institution until a row they show changes (migration 0029,
  // decision 049). A minor's contact hiding turns on the UTC date, so the date is part of every key.
  const connectionsList = createVersionedList(db, "connections", ConnectionsResponseSchema, 1000);
  const lookupList = createVersionedList(db, "connections", FilterOptionsResponseSchema, 4000);
  // Loaded on every leave of /connections by every user: remembered like the list (viewed_at and changed_at
  // are the institution's, so the answer is too).
  const hiddenList = createVersionedList(db, "connections", HiddenCountsResponseSchema, 1000);
  const scopeOf = (me: UserWithPartner): ConnectionScope => ({ partnerId: me.partner_id, today: dateOf(now()) });

  async function own(me: UserWithPartner, id: number) {
    const row = await repo.get(scopeOf(me), id);
    if (!row) throw new NotFoundError(`Connection ${id} not found`);
    return row;
  }

  async function detail(me: UserWithPartner, id: number) {
    const row = await own(me, id);
    const [citizenships, kinds, firstWebinar, history] = await Promise.all([
      repo.countryNames(row.citizenship_ids),
      repo.kindsOf(me.partner_id, row.person_id),
      repo.firstWebinar(me.partner_id, row.person_id),
      repo.stateHistory(row.id),
    ]);
    const ordered = row.citizenship_ids
      .map((cid) => citizenships.find((c) => c.id === cid))
      .filter((c): c is { id: number; name: string } => c !== undefined);
    return {
      connection: detailView(row, { citizenships: ordered, kinds, firstWebinar, history }, dateOf(now())),
    };
  }

  /** The lead category named must be one of the institution's. */
  async function checkCategory(me: UserWithPartner, id: number | null | undefined) {
    if (id === null || id === undefined) return;
    if (!(await repo.leadCategoryExists(me.partner_id, id)))
      throw new ValidationError({ lead_category_id: "is not one of your lead categories" });
  }

  const changeOf = (input: UpdateConnectionInput) => ({
    ...(input.list_state !== undefined ? { list_state: input.list_state as ListState | null } : {}),
    ...(input.lead_category_id !== undefined ? { lead_category_id: input.lead_category_id } : {}),
    ...(input.next_step !== undefined ? { next_step: input.next_step } : {}),
  });

  return {
    /** One tab's page, as stored JSON; recomputed only when the institution's connections changed. */
    async list(me: UserWithPartner, query: ConnectionsQuery): Promise<StoredAnswer> {
      const today = dateOf(now());
      const scope: ConnectionScope = { partnerId: me.partner_id, today };
      return connectionsList(me.partner_id, `list:${today}:${normalisedKey(query)}`, async () => {
        const { rows, matched, total, counts } = await repo.list(scope, query, CONNECTIONS_PAGE_SIZE);
        return {
          connections: rows.map((r) => listItemView(r, today)),
          matched,
          total,
          page_no: query.page_no,
          per_page: CONNECTIONS_PAGE_SIZE,
          counts,
        };
      });
    },

    /** A look-up's options, as stored JSON, kept like the list. */
    async options(me: UserWithPartner, lookup: ConnectionLookup, query: FilterOptionsQuery): Promise<StoredAnswer> {
      const today = dateOf(now());
      const scope: ConnectionScope = { partnerId: me.partner_id, today };
      return lookupList(me.partner_id, `${lookup}:${today}:${normalisedKey(query)}`, async () => ({
        options: await lookupOptions(repo, scope, lookup, query),
      }));
    },

    detail,

    async engagements(me: UserWithPartner, id: number, page: number) {
      const row = await own(me, id);
      const { rows, total } = await repo.engagements(me.partner_id, row.person_id, page, ENGAGEMENT_PAGE_SIZE);
      return {
        engagements: rows.map(engagementView),
        total_activities: total,
        page_no: page,
        per_page: ENGAGEMENT_PAGE_SIZE,
      };
    },

    /** A note, call, meeting or email staff log; it counts as an activity but marks nothing Updated. */
    async addActivity(me: UserWithPartner, id: number, input: CreateActivityInput) {
      const row = await own(me, id);
      const activityId = await repo.addActivity({
        person_id: row.person_id,
        partner_id: me.partner_id,
        kind: input.kind,
        note: input.note ?? null,
        created_by: me.id,
        occurred_at: input.occurred_at ? new Date(input.occurred_at) : now(),
      });
      const { rows } = await repo.engagements(me.partner_id, row.person_id, 1, 1, activityId);
      const added = rows[0];
      if (!added) throw new Error(`activity ${activityId} not read back`);
      return { engagement: engagementView(added) };
    },

    async update(me: UserWithPartner, id: number, input: UpdateConnectionInput) {
      await own(me, id);
      await checkCategory(me, input.lead_category_id);
      await repo.change(scopeOf(me), [id], changeOf(input), me.id, now());
      return detail(me, id);
    },

    async bulkUpdate(me: UserWithPartner, input: BulkUpdateConnectionsInput) {
      await checkCategory(me, input.lead_category_id);
      const ids = [...new Set(input.ids)];
      return { updated: await repo.change(scopeOf(me), ids, changeOf(input), me.id, now()) };
    },

    async markViewed(me: UserWithPartner, ids: number[]) {
      return { updated: await repo.markViewed(scopeOf(me), [...new Set(ids)], now()) };
    },

    /** Connections not seen since they came or last changed (decision 042), of one type or all. */
    async hiddenCounts(
      me: UserWithPartner,
      userType: "all" | "student" | "guardian" | "counsellor",
    ): Promise<StoredAnswer> {
      const filters = userType === "all" ? {} : { user_type: userType };
      return hiddenList(me.partner_id, `hidden:${userType}`, async () => ({
        user_connection_count: await repo.unseenCount(scopeOf(me), filters),
      }));
    },

    /** Staff record a guardian's consent: the guardian, how it came, who recorded it (decision 043). */
    async recordConsent(me: UserWithPartner, id: number, input: GuardianConsentInput) {
      const consent = { given_by: input.given_by, method: input.method, recorded_by: me.id };
      if (!(await repo.recordConsent(scopeOf(me), id, consent, now())))
        throw new NotFoundError(`Connection ${id} not found`);
      return detail(me, id);
    },

    /**
     * The person withdrew consent: a note keeps who recorded it and why, then the connection leaves
     * every list, count, look-up and export for good (decision 043).
     */
    async disconnect(me: UserWithPartner, id: number, reason: string | undefined) {
      const row = await own(me, id);
      const at = now();
      await repo.addActivity({
        person_id: row.person_id,
        partner_id: me.partner_id,
        kind: "note",
        note: reason ? `Consent withdrawn: ${reason}` : "Consent withdrawn",
        created_by: me.id,
        occurred_at: at,
      });
      await repo.disconnect(scopeOf(me), id, at);
    },
  };
}
