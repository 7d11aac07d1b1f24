import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../users/users.table.ts";
import { activities, webinars } from "../webinars/webinars.table.ts";
import { connectionStateChanges } from "./connections.table.ts";

/** A connection's engagement: the person's activities with the institution, and its list-state history. */
export function createConnectionEngagementsRepository(db: Db) {
  return {
    /** Activities per kind of the connection's person with the partner. */
    async kindsOf(partnerId: number, personId: number) {
      return db
        .select({ kind: activities.kind, n: count() })
        .from(activities)
        .where(and(eq(activities.partner_id, partnerId), eq(activities.person_id, personId)))
        .groupBy(activities.kind)
        .orderBy(desc(count()), asc(activities.kind));
    },

    /** The webinar of the person's first activity with the partner, when it was one. */
    async firstWebinar(partnerId: number, personId: number) {
      const [row] = await db
        .select({ id: webinars.id, title: webinars.title })
        .from(activities)
        .innerJoin(webinars, eq(webinars.id, activities.webinar_id))
        .where(and(eq(activities.partner_id, partnerId), eq(activities.person_id, personId)))
        .orderBy(asc(activities.occurred_at), asc(activities.id))
        .limit(1);
      return row ?? null;
    },

    async stateHistory(connectionId: number) {
      return db
        .select({
          from_state: connectionStateChanges.from_state,
          to_state: connectionStateChanges.to_state,
          changed_at: connectionStateChanges.changed_at,
          user_id: users.id,
          user_first_name: users.first_name,
          user_last_name: users.last_name,
        })
        .from(connectionStateChanges)
        .leftJoin(users, eq(users.id, connectionStateChanges.changed_by))
        .where(eq(connectionStateChanges.connection_id, connectionId))
        .orderBy(desc(connectionStateChanges.changed_at), desc(connectionStateChanges.id));
    },

    /** The person's activities with the partner, newest first. */
    async engagements(partnerId: number, personId: number, page: number, perPage: number, onlyId?: number) {
      const where = and(
        eq(activities.partner_id, partnerId),
        eq(activities.person_id, personId),
        onlyId === undefined ? undefined : eq(activities.id, onlyId),
      );
      const rows = await db
        .select({
          id: activities.id,
          kind: activities.kind,
          webinar_id: webinars.id,
          webinar_title: webinars.title,
          event_id: activities.event_id,
          duration_seconds: activities.duration_seconds,
          note: activities.note,
          occurred_at: activities.occurred_at,
          user_id: users.id,
          user_first_name: users.first_name,
          user_last_name: users.last_name,
        })
        .from(activities)
        .leftJoin(webinars, eq(webinars.id, activities.webinar_id))
        .leftJoin(users, eq(users.id, activities.created_by))
        .where(where)
        .orderBy(desc(activities.occurred_at), desc(activities.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(activities).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** A staff activity; the activities trigger (migration 0028) advances the connection. */
    async addActivity(values: {
      person_id: number;
      partner_id: number;
      kind: string;
      note: string | null;
      created_by: number;
      occurred_at: Date;
    }) {
      const [row] = await db.insert(activities).values(values).returning({ id: activities.id });
      if (!row) throw new Error("activity not added");
      return row.id;
    },
  };
}
