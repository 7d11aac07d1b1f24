import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { SecretBox } from "../../lib/secrets/secret-box.ts";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";
import { webinarUsers } from "../webinars/guests.table.ts";
import { webinarRegistrations } from "../webinars/webinar-registrations.table.ts";
import { calendarChoices, calendarConnections, calendarSyncedEvents } from "./calendar-sync.table.ts";

export type ConnectionRow = typeof calendarConnections.$inferSelect;
export type ChoiceRow = typeof calendarChoices.$inferSelect;
export type SyncedRow = typeof calendarSyncedEvents.$inferSelect;

export interface NewConnection {
  user_id: number;
  partner_id: number;
  provider: "google" | "caldav";
  account: string | null;
  server_url: string | null;
  secret: string;
  access_token: string | null;
  access_token_expires_at: Date | null;
}

/**
 * A user's calendar connection, its calendars and what was written to them. The secret and the access token are
 * encrypted at rest (decision 102): a secret that cannot be read shows the connection as expired (connect again).
 */
export function createCalendarSyncRepository(db: Db, secrets: SecretBox) {
  return {
    /** The user's language (event titles are written in it, as in their mails and feed). */
    async locale(userId: number): Promise<string | null> {
      const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
      return row?.locale ?? null;
    },

    async isSchool(partnerId: number): Promise<boolean> {
      const [row] = await db.select({ type: partners.institute_type }).from(partners).where(eq(partners.id, partnerId));
      return row?.type === "School";
    },

    async connection(userId: number): Promise<ConnectionRow | null> {
      const [row] = await db.select().from(calendarConnections).where(eq(calendarConnections.user_id, userId));
      if (!row) return null;
      const secret = secrets.read(row.secret, `calendar_connections.secret of user ${userId}`);
      if (secret === null) return { ...row, secret: "", access_token: null, expired: true };
      return {
        ...row,
        secret,
        access_token: secrets.read(row.access_token, `calendar_connections.access_token of user ${userId}`),
      };
    },

    /** A new connection replaces the old one with its calendars and written events (the user connected again). */
    async connect(values: NewConnection, at: Date) {
      await db.transaction(async (tx) => {
        await tx.delete(calendarConnections).where(eq(calendarConnections.user_id, values.user_id));
        await tx.insert(calendarConnections).values({
          ...values,
          secret: secrets.seal(values.secret),
          access_token: secrets.sealOrNull(values.access_token),
          created_at: at,
          updated_at: at,
        });
        await tx.update(users).set({ is_calender_expired: false }).where(eq(users.id, values.user_id));
      });
    },

    async disconnect(userId: number) {
      await db.transaction(async (tx) => {
        await tx.delete(calendarConnections).where(eq(calendarConnections.user_id, userId));
        await tx.update(users).set({ is_calender_expired: false }).where(eq(users.id, userId));
      });
    },

    async saveAccessToken(userId: number, token: string, expiresAt: Date) {
      await db
        .update(calendarConnections)
        .set({ access_token: secrets.seal(token), access_token_expires_at: expiresAt })
        .where(eq(calendarConnections.user_id, userId));
    },

    /** The provider refused the grant: the connection and the user's sign-in answer say so. */
    async markExpired(userId: number, message: string, at: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(calendarConnections)
          .set({ expired: true, last_error: message, access_token: null, updated_at: at })
          .where(eq(calendarConnections.user_id, userId));
        await tx.update(users).set({ is_calender_expired: true }).where(eq(users.id, userId));
      });
    },

    async recordSync(userId: number, outcome: { at: Date; error: string | null }) {
      await db
        .update(calendarConnections)
        .set(
          outcome.error === null
            ? { last_synced_at: outcome.at, last_error: null, updated_at: outcome.at }
            : { last_error: outcome.error, updated_at: outcome.at },
        )
        .where(eq(calendarConnections.user_id, userId));
    },

    async choices(userId: number): Promise<ChoiceRow[]> {
      return db
        .select()
        .from(calendarChoices)
        .where(eq(calendarChoices.user_id, userId))
        .orderBy(asc(calendarChoices.position));
    },

    /** The account's calendars as the provider listed them now; choices of calendars still there are kept. */
    async replaceCalendars(userId: number, list: { id: string; name: string; color: string | null }[]) {
      await db.transaction(async (tx) => {
        const ids = list.map((c) => c.id);
        await tx
          .delete(calendarChoices)
          .where(
            ids.length > 0
              ? and(eq(calendarChoices.user_id, userId), notInArray(calendarChoices.calendar_id, ids))
              : eq(calendarChoices.user_id, userId),
          );
        if (list.length === 0) return;
        await tx
          .insert(calendarChoices)
          .values(
            list.map((c, position) => ({ user_id: userId, calendar_id: c.id, name: c.name, color: c.color, position })),
          )
          .onConflictDoUpdate({
            target: [calendarChoices.user_id, calendarChoices.calendar_id],
            set: { name: sql`excluded.name`, color: sql`excluded.color`, position: sql`excluded.position` },
          });
      });
    },

    async choose(userId: number, calendarIds: string[]) {
      await db.transaction(async (tx) => {
        await tx.update(calendarChoices).set({ selected: false }).where(eq(calendarChoices.user_id, userId));
        await tx
          .update(calendarChoices)
          .set({ selected: true })
          .where(and(eq(calendarChoices.user_id, userId), inArray(calendarChoices.calendar_id, calendarIds)));
      });
    },

    async synced(userId: number): Promise<SyncedRow[]> {
      return db.select().from(calendarSyncedEvents).where(eq(calendarSyncedEvents.user_id, userId));
    },

    async syncedCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(calendarSyncedEvents)
        .where(eq(calendarSyncedEvents.user_id, userId));
      return row?.n ?? 0;
    },

    async saveSynced(row: Omit<SyncedRow, "synced_at">, at: Date) {
      await db
        .insert(calendarSyncedEvents)
        .values({ ...row, synced_at: at })
        .onConflictDoUpdate({
          target: [calendarSyncedEvents.user_id, calendarSyncedEvents.calendar_id, calendarSyncedEvents.uid],
          set: {
            remote_id: row.remote_id,
            etag: row.etag,
            fingerprint: row.fingerprint,
            ends_at: row.ends_at,
            synced_at: at,
          },
        });
    },

    async forgetSynced(userId: number, calendarId: string, uid: string) {
      await db
        .delete(calendarSyncedEvents)
        .where(
          and(
            eq(calendarSyncedEvents.user_id, userId),
            eq(calendarSyncedEvents.calendar_id, calendarId),
            eq(calendarSyncedEvents.uid, uid),
          ),
        );
    },

    /** Users whose connection is live and has a chosen calendar (the periodic sync). */
    async syncableUsers(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: calendarConnections.user_id })
        .from(calendarConnections)
        .innerJoin(
          calendarChoices,
          and(eq(calendarChoices.user_id, calendarConnections.user_id), eq(calendarChoices.selected, true)),
        )
        .where(eq(calendarConnections.expired, false));
      return rows.map((r) => r.id);
    },

    /** Of the staff of these institutions, those a sync would write for (a live connection, a chosen calendar). */
    async syncableUsersOf(partnerIds: number[]): Promise<number[]> {
      if (partnerIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ id: calendarConnections.user_id })
        .from(calendarConnections)
        .innerJoin(users, eq(users.id, calendarConnections.user_id))
        .innerJoin(
          calendarChoices,
          and(eq(calendarChoices.user_id, calendarConnections.user_id), eq(calendarChoices.selected, true)),
        )
        .where(and(eq(calendarConnections.expired, false), inArray(users.partner_id, partnerIds)));
      return rows.map((r) => r.id);
    },

    /** Connected staff who registered for a session with their school account (any status: a cancellation too). */
    async syncableRegistrantsOf(sessionId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: calendarConnections.user_id })
        .from(webinarRegistrations)
        .innerJoin(webinarUsers, eq(webinarUsers.id, webinarRegistrations.webinar_user_id))
        .innerJoin(calendarConnections, eq(calendarConnections.user_id, webinarUsers.partner_user_id))
        .innerJoin(
          calendarChoices,
          and(eq(calendarChoices.user_id, calendarConnections.user_id), eq(calendarChoices.selected, true)),
        )
        .where(and(eq(calendarConnections.expired, false), eq(webinarRegistrations.webinar_id, sessionId)));
      return rows.map((r) => r.id);
    },
  };
}
