import { and, eq, isNull } from "drizzle-orm";
import { connectionStateChanges, connections } from "../connections/connections.table.ts";
import type { Tx } from "./applications.repository.ts";

/** How far along an applicant a list state is: a change only ever moves a connection forward. */
const RANK: Record<string, number> = { applying: 1, applied: 2, offered: 3 };

/**
 * The person's connection with the institution moves to `to` (applying on submitting, offered on an offer), its
 * history kept in connection_state_changes, unless it is already as far or further (issue 13 §3). A connection
 * whose person withdrew consent (decision 043) is left alone.
 */
export async function advanceConnection(
  tx: Tx,
  v: { partnerId: number; personId: number; to: "applying" | "offered"; userId: number | null; at: Date },
) {
  const [row] = await tx
    .select({ id: connections.id, list_state: connections.list_state })
    .from(connections)
    .where(
      and(
        eq(connections.partner_id, v.partnerId),
        eq(connections.person_id, v.personId),
        isNull(connections.disconnected_at),
      ),
    )
    .for("update");
  if (!row || (RANK[row.list_state ?? ""] ?? 0) >= (RANK[v.to] ?? 0)) return false;
  await tx.update(connections).set({ list_state: v.to, updated_at: v.at }).where(eq(connections.id, row.id));
  await tx.insert(connectionStateChanges).values({
    connection_id: row.id,
    from_state: row.list_state,
    to_state: v.to,
    changed_by: v.userId,
    changed_at: v.at,
  });
  return true;
}
