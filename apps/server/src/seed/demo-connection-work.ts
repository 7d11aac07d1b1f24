import { CONSENT_METHODS, isMinor, NEXT_STEPS } from "@quad/contract/rules/connection-privacy";
import type { LIST_STATES } from "@quad/contract/rules/connections";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { createConnectionsRepository } from "../modules/connections/connections.repository.ts";
import { connections, leadCategories } from "../modules/connections/connections.table.ts";
import { BATCH, CATEGORY_NAMES, DAY, NOTES } from "./demo-connection-data.ts";
import { FIRST_NAMES, LAST_NAMES } from "./names.ts";
import type { Random } from "./random.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The team's work on the people's connections, through the connections repository the API uses: list states
 * with their history, lead categories, next steps, notes and calls, guardian consents, what the team has
 * already seen (badges), and a few withdrawals. Answers how many connections the people made.
 */
export async function seedDemoTeamWork(
  tx: Tx,
  random: Random,
  opts: { partnerId: number; adminId: number; personIds: number[]; now: Date },
): Promise<number> {
  const { partnerId, adminId, personIds } = opts;
  const nowMs = opts.now.getTime();
  const repo = createConnectionsRepository(tx as unknown as Db);
  const scope = { partnerId, today: opts.now.toISOString().slice(0, 10) };
  const cats = await tx
    .insert(leadCategories)
    .values(CATEGORY_NAMES.map((name) => ({ partner_id: partnerId, name, created_by: adminId })))
    .onConflictDoNothing()
    .returning({ id: leadCategories.id });
  const rows = await tx
    .select({
      id: connections.id,
      person_id: connections.person_id,
      first_activity_at: connections.first_activity_at,
      date_of_birth: connections.date_of_birth,
    })
    .from(connections)
    .where(and(eq(connections.partner_id, partnerId), inArray(connections.person_id, personIds)))
    .orderBy(asc(connections.id));
  const actedAt = (row: { first_activity_at: Date | null }, days: number) =>
    new Date(Math.min(nowMs, (row.first_activity_at?.getTime() ?? nowMs) + days * DAY));
  const byCategory = new Map<number, number[]>();
  const byStep = new Map<string, number[]>();
  const byMove = new Map<string, number[]>();
  const add = <K>(map: Map<K, number[]>, key: K, id: number) => map.set(key, [...(map.get(key) ?? []), id]);
  const today = scope.today;
  for (const row of rows) {
    if (random.chance(0.32)) {
      // A list state, often moved along (every step kept in the history). The moves are made in bulk per
      // month of arrival, as a team working its list does.
      const path = random.pick([
        ["longlisted", "shortlisted"],
        ["shortlisted", "applying"],
        ["shortlisted", "applying", "applied"],
        ["longlisted"],
        ["shortlisted"],
        ["applying", "applied", "offered"],
      ] as (typeof LIST_STATES)[number][][]);
      const month = Math.floor((row.first_activity_at?.getTime() ?? nowMs) / (30 * DAY));
      for (const [k, state] of path.entries()) add(byMove, `${k}|${month}|${state}`, row.id);
    }
    if (cats.length && random.chance(0.25)) add(byCategory, random.pick(cats).id, row.id);
    if (random.chance(0.3)) add(byStep, random.pick(NEXT_STEPS), row.id);
    if (random.chance(0.08))
      await repo.addActivity({
        person_id: row.person_id,
        partner_id: partnerId,
        kind: random.pick(["note", "call", "email", "meeting"] as const),
        note: random.pick(NOTES),
        created_by: adminId,
        occurred_at: actedAt(row, random.int(1, 30)),
      });
    if (isMinor(row.date_of_birth, today) && random.chance(0.3)) {
      const parent = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
      const consent = { given_by: parent, method: random.pick(CONSENT_METHODS), recorded_by: adminId };
      await repo.recordConsent(scope, row.id, consent, actedAt(row, 5));
    }
  }
  // Earlier steps first, so that every connection's history runs in order.
  const moves = [...byMove.entries()].sort(([a], [b]) => {
    const [ka, ma] = a.split("|").map(Number) as [number, number];
    const [kb, mb] = b.split("|").map(Number) as [number, number];
    return ka - kb || ma - mb;
  });
  for (const [key, ids] of moves) {
    const [k, month, state] = key.split("|") as [string, string, (typeof LIST_STATES)[number]];
    const at = new Date(Math.min(nowMs - DAY, ((Number(month) + 1) * 30 + Number(k) * 20) * DAY));
    await repo.change(scope, ids, { list_state: state }, adminId, at);
  }
  // Categories and next steps set in bulk, as the list's bulk actions do.
  const bulkAt = new Date(nowMs - 30 * DAY);
  for (const [id, ids] of byCategory) await repo.change(scope, ids, { lead_category_id: id }, adminId, bulkAt);
  for (const [step, ids] of byStep) await repo.change(scope, ids, { next_step: step }, adminId, bulkAt);
  // The team looked at the list three weeks ago: what came or changed since carries a New or Updated badge.
  const seenAt = new Date(nowMs - 21 * DAY);
  const seen = rows.filter((r) => (r.first_activity_at?.getTime() ?? nowMs) < seenAt.getTime()).map((r) => r.id);
  for (let i = 0; i < seen.length; i += BATCH) await repo.markViewed(scope, seen.slice(i, i + BATCH), seenAt);
  // Two people withdrew their consent.
  for (const row of rows.slice(0, 2)) await repo.disconnect(scope, row.id, new Date(nowMs - 10 * DAY));
  return rows.length;
}
