import type { ConsentMethod } from "@quad/contract/rules/connection-privacy";
import type { ListState } from "@quad/contract/rules/connections";
import { and, asc, count, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type ConnectionFiltersValue, type ConnectionScope, connectionsWhere } from "./connections.filters.sql.ts";
import { connectionStateChanges, connections, leadCategories } from "./connections.table.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Changes to an institution's live connections: list state, category, step, badges seen, consent, withdrawal. */
export function createConnectionChangesRepository(db: Db) {
  return {
    async leadCategoryExists(partnerId: number, id: number) {
      const [row] = await db
        .select({ id: leadCategories.id })
        .from(leadCategories)
        .where(and(eq(leadCategories.partner_id, partnerId), eq(leadCategories.id, id)));
      return row !== undefined;
    },

    /**
     * The same change on the partner's live connections among `ids`, each list-state change kept with
     * who made it. Answers how many connections were found (and so changed).
     */
    async change(
      scope: ConnectionScope,
      ids: number[],
      values: { list_state?: ListState | null; lead_category_id?: number | null; next_step?: string | null },
      userId: number,
      at: Date,
    ): Promise<number> {
      return db.transaction(async (tx: Tx) => {
        const before = await tx
          .select({ id: connections.id, list_state: connections.list_state })
          .from(connections)
          .where(and(inArray(connections.id, ids), connectionsWhere(scope, {})))
          .orderBy(asc(connections.id))
          .for("update");
        if (before.length === 0) return 0;
        const found = before.map((r) => r.id);
        await tx
          .update(connections)
          .set({ ...values, updated_at: at })
          .where(inArray(connections.id, found));
        if (values.list_state !== undefined) {
          const changes = before
            .filter((r) => r.list_state !== values.list_state)
            .map((r) => ({
              connection_id: r.id,
              from_state: r.list_state,
              to_state: values.list_state ?? null,
              changed_by: userId,
              changed_at: at,
            }));
          if (changes.length > 0) await tx.insert(connectionStateChanges).values(changes);
        }
        return before.length;
      });
    },

    /** The rows the institution has now seen: New and Updated badges clear. */
    async markViewed(scope: ConnectionScope, ids: number[], at: Date) {
      const rows = await db
        .update(connections)
        .set({ viewed_at: at })
        .where(and(inArray(connections.id, ids), connectionsWhere(scope, {})))
        .returning({ id: connections.id });
      return rows.length;
    },

    /** Connections not seen since they came or last changed (decision 042). */
    async unseenCount(scope: ConnectionScope, filters: ConnectionFiltersValue) {
      const [row] = await db
        .select({ n: count() })
        .from(connections)
        .where(
          and(
            connectionsWhere(scope, filters),
            or(isNull(connections.viewed_at), sql`${connections.changed_at} > ${connections.viewed_at}`),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** Who gave the consent, how, and who recorded it, in fields of their own (decision 043). */
    async recordConsent(
      scope: ConnectionScope,
      id: number,
      consent: { given_by: string; method: ConsentMethod; recorded_by: number },
      at: Date,
    ) {
      const rows = await db
        .update(connections)
        .set({
          guardian_consent_at: at,
          guardian_consent_given_by: consent.given_by,
          guardian_consent_method: consent.method,
          guardian_consent_recorded_by: consent.recorded_by,
          updated_at: at,
        })
        .where(and(eq(connections.id, id), connectionsWhere(scope, {})))
        .returning({ id: connections.id });
      return rows.length === 1;
    },

    async disconnect(scope: ConnectionScope, id: number, at: Date) {
      const rows = await db
        .update(connections)
        .set({ disconnected_at: at, updated_at: at })
        .where(and(eq(connections.id, id), connectionsWhere(scope, {})))
        .returning({ id: connections.id });
      return rows.length === 1;
    },
  };
}
