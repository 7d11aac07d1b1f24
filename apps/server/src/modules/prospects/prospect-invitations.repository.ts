import type { ProspectFilters } from "@quad/contract/api/prospects";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prospectsWhere, rowsOf } from "./prospects.sql.ts";
import { prospectInvitations, prospects } from "./prospects.table.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Invitations of discoverable prospects to a University's sessions, and their mailing (decision 112). */
export function createProspectInvitationsRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    /** Invites the discoverable matching `filters` to a session, once each; answers how many were new. */
    async invite(partnerId: number, webinarId: number, filters: Partial<ProspectFilters>, by: number, max: number) {
      const matching = db
        .select({ guest_id: prospects.guest_id })
        .from(prospects)
        .where(prospectsWhere(filters))
        .orderBy(desc(prospects.opted_in_at), desc(prospects.guest_id))
        .limit(max);
      const inserted = rowsOf<{ id: number }>(
        await db.execute(sql`
          insert into ${prospectInvitations} (partner_id, webinar_id, guest_id, created_by)
          select ${partnerId}::int, ${webinarId}::int, m.guest_id, ${by}::int from (${matching}) m
          on conflict (webinar_id, guest_id) do nothing
          returning id`),
      );
      const [all] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${matching}) m`));
      return { invited: inserted.length, matching: all?.n ?? 0 };
    },

    /** Invitations of a session not mailed yet, with what their mail says. */
    async unmailed(webinarId: number, limit: number) {
      return db
        .select({ id: prospectInvitations.id })
        .from(prospectInvitations)
        .where(and(eq(prospectInvitations.webinar_id, webinarId), isNull(prospectInvitations.mailed_at)))
        .orderBy(asc(prospectInvitations.id))
        .limit(limit);
    },

    /** One invitation under its row lock, when still unmailed, with its guest and session. */
    async lockUnmailed(tx: Tx, id: number) {
      const rows = rowsOf<{
        id: number;
        email: string;
        first_name: string;
        locale: string;
        title: string;
        start_time: Date | string;
        timezone: string;
        webinar_id: number;
        category_id: number | null;
        guest_timezone: string | null;
        institution: string;
      }>(
        await tx.execute(sql`
          select i.id, u.email, u.first_name, u.locale, w.title, w.start_time, w.timezone, w.id as webinar_id,
            w.category_id, u.timezone as guest_timezone, p.name as institution
          from prospect_invitations i
          join webinar_users u on u.id = i.guest_id
          join webinars w on w.id = i.webinar_id
          join partners p on p.id = i.partner_id
          where i.id = ${id} and i.mailed_at is null
          for update of i skip locked`),
      );
      return rows[0];
    },

    async markMailed(tx: Tx, id: number, at: Date) {
      await tx.update(prospectInvitations).set({ mailed_at: at }).where(eq(prospectInvitations.id, id));
    },

    async invitedCounts(webinarIds: readonly number[]) {
      if (webinarIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ webinar_id: prospectInvitations.webinar_id, n: sql<number>`count(*)::int` })
        .from(prospectInvitations)
        .where(inArray(prospectInvitations.webinar_id, [...webinarIds]))
        .groupBy(prospectInvitations.webinar_id);
      return new Map(rows.map((r) => [r.webinar_id, r.n]));
    },
  };
}
