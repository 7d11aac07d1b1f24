import { DECIDED_STATUSES } from "@quad/contract/rules/decision-release";
import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { joinApplications, listColumns, type Tx } from "./applications.repository.ts";
import { studentApplications as a, studentApplicationEvents as events } from "./applications.table.ts";

const decided = inArray(a.status, [...DECIDED_STATUSES]);
/** A decision due for release at `at`: recorded, scheduled by then, not yet told. */
const dueBy = (at: Date) => and(decided, isNull(a.decision_released_at), lte(a.decision_release_at, at));

/** Reads and writes of releasing decisions to applicants (decision 080). */
export function createDecisionReleaseRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    /** The partner's applications among ids, with what the release reads. */
    async candidates(partnerId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: a.id,
          person_id: a.person_id,
          status: a.status,
          decision_released_at: a.decision_released_at,
        })
        .from(a)
        .where(and(eq(a.partner_id, partnerId), inArray(a.id, [...ids])));
    },

    /** Schedules the release of the partner's held decisions among ids at `at`. */
    async schedule(partnerId: number, ids: readonly number[], at: Date, now: Date) {
      if (ids.length === 0) return;
      await db
        .update(a)
        .set({ decision_release_at: at, updated_at: now })
        .where(and(eq(a.partner_id, partnerId), inArray(a.id, [...ids]), decided, isNull(a.decision_released_at)));
    },

    /** Up to `limit` decisions due by `at`, earliest first. */
    async due(at: Date, limit: number) {
      const rows = await db
        .select({ id: a.id })
        .from(a)
        .where(dueBy(at))
        .orderBy(asc(a.decision_release_at), asc(a.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** The application locked, when its decision is still due by `at` (else undefined: released, or changed). */
    async lockDue(tx: Tx, id: number, at: Date) {
      const [row] = await tx
        .select({ id: a.id, partner_id: a.partner_id })
        .from(a)
        .where(and(eq(a.id, id), dueBy(at)))
        .for("update");
      return row;
    },

    /** Marks the decision told, with its audit line (by Quad, at the moment chosen). */
    async markReleased(tx: Tx, row: { id: number; partner_id: number }, at: Date) {
      await tx.update(a).set({ decision_released_at: at }).where(eq(a.id, row.id));
      await tx.insert(events).values({
        application_id: row.id,
        partner_id: row.partner_id,
        kind: "decision_released",
        actor_kind: "system",
        created_at: at,
      });
    },

    /** The application as its applicant is told it. */
    async told(tx: Tx, id: number) {
      const [row] = await joinApplications(tx.select(listColumns).from(a).$dynamic()).where(eq(a.id, id));
      return row;
    },
  };
}
