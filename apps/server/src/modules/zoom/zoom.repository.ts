import { and, asc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { SecretBox } from "../../lib/secrets/secret-box.ts";
import { partners } from "../partners/partners.table.ts";
import { events } from "../visits/visits.table.ts";
import { webinars } from "../webinars/webinar-sessions.table.ts";
import { videoConnections, videoMeetings } from "./zoom.table.ts";

export type ConnectionRow = typeof videoConnections.$inferSelect;
export type MeetingRow = typeof videoMeetings.$inferSelect;
export type MeetingTarget = { event_id: number } | { session_id: number };

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

const targetWhere = (target: MeetingTarget) =>
  "event_id" in target ? eq(videoMeetings.event_id, target.event_id) : eq(videoMeetings.session_id, target.session_id);

/**
 * Zoom's connection, meetings, and the visits and sessions they belong to. The tokens are encrypted at rest
 * (decision 102): a connection whose refresh token cannot be read is no connection (Zoom must be connected again);
 * an unreadable access token is only refreshed.
 */
export function createZoomRepository(db: Db, secrets: SecretBox) {
  /** The stored refresh token of the connection, when it is still the grant `refreshToken` (compare and set). */
  async function storedGrant(partnerId: number, refreshToken: string): Promise<string | undefined> {
    const [row] = await db
      .select({ refresh_token: videoConnections.refresh_token })
      .from(videoConnections)
      .where(eq(videoConnections.partner_id, partnerId));
    if (!row) return undefined;
    const plain = secrets.read(row.refresh_token, `video_connections.refresh_token of partner ${partnerId}`);
    return plain === refreshToken ? row.refresh_token : undefined;
  }

  return {
    async connectionOf(partnerId: number): Promise<ConnectionRow | undefined> {
      const [row] = await db.select().from(videoConnections).where(eq(videoConnections.partner_id, partnerId));
      if (!row) return undefined;
      const where = `video_connections of partner ${partnerId}`;
      const refresh = secrets.read(row.refresh_token, `${where} (refresh_token)`);
      if (refresh === null) return undefined;
      const access = secrets.read(row.access_token, `${where} (access_token)`);
      // An access token that cannot be read is due: the next call refreshes it.
      return access === null
        ? { ...row, refresh_token: refresh, access_token: "", expires_at: new Date(0) }
        : { ...row, refresh_token: refresh, access_token: access };
    },

    /** Connects (or reconnects) the institution's account, and shows it on the institution (spec 1 §3). */
    async saveConnection(
      partnerId: number,
      userId: number,
      account: { id: string; email: string },
      tokens: TokenSet,
      at: Date,
    ) {
      await db.transaction(async (tx) => {
        const values = {
          account_id: account.id,
          account_email: account.email,
          access_token: secrets.seal(tokens.accessToken),
          refresh_token: secrets.seal(tokens.refreshToken),
          expires_at: tokens.expiresAt,
          connected_by: userId,
          updated_at: at,
        };
        await tx
          .insert(videoConnections)
          .values({ partner_id: partnerId, provider: "zoom", created_at: at, ...values })
          .onConflictDoUpdate({ target: videoConnections.partner_id, set: values });
        await tx
          .update(partners)
          .set({ is_zoom_connected: true, zoom_email: account.email })
          .where(eq(partners.id, partnerId));
      });
    },

    /** Stores refreshed tokens, unless the connection changed meanwhile (another refresh, a reconnect). */
    async updateTokens(partnerId: number, previousRefreshToken: string, tokens: TokenSet, at: Date) {
      const stored = await storedGrant(partnerId, previousRefreshToken);
      if (stored === undefined) return;
      await db
        .update(videoConnections)
        .set({
          access_token: secrets.seal(tokens.accessToken),
          refresh_token: secrets.seal(tokens.refreshToken),
          expires_at: tokens.expiresAt,
          updated_at: at,
        })
        .where(and(eq(videoConnections.partner_id, partnerId), eq(videoConnections.refresh_token, stored)));
    },

    /** Disconnects; when `onlyIfRefreshToken` is given, only the connection still holding that grant. */
    async removeConnection(partnerId: number, onlyIfRefreshToken?: string) {
      const stored = onlyIfRefreshToken === undefined ? undefined : await storedGrant(partnerId, onlyIfRefreshToken);
      if (onlyIfRefreshToken !== undefined && stored === undefined) return;
      await db.transaction(async (tx) => {
        const gone = await tx
          .delete(videoConnections)
          .where(
            and(
              eq(videoConnections.partner_id, partnerId),
              stored === undefined ? undefined : eq(videoConnections.refresh_token, stored),
            ),
          )
          .returning({ id: videoConnections.partner_id });
        if (gone.length === 0 && stored !== undefined) return;
        await tx.update(partners).set({ is_zoom_connected: false, zoom_email: null }).where(eq(partners.id, partnerId));
      });
    },

    /** A visit with what a meeting needs: its two sides, status, date, times and zone, and the school's name. */
    async visit(eventId: number) {
      const [row] = await db
        .select({
          id: events.id,
          school_partner_id: events.school_partner_id,
          university_partner_id: events.university_partner_id,
          status: events.status,
          event_date: events.event_date,
          start_minute: events.start_minute,
          end_minute: events.end_minute,
          timezone: sql<string | null>`coalesce(${events.timezone}, ${partners.timezone})`,
          school_name: partners.name,
          university_name: sql<string>`(select p.name from ${partners} p where p.id = ${events.university_partner_id})`,
        })
        .from(events)
        .innerJoin(partners, eq(partners.id, events.school_partner_id))
        .where(eq(events.id, eventId));
      return row;
    },

    async session(sessionId: number) {
      const [row] = await db
        .select({
          id: webinars.id,
          partner_id: webinars.partner_id,
          title: webinars.title,
          description: webinars.description,
          start_time: webinars.start_time,
          end_time: webinars.end_time,
          timezone: webinars.timezone,
          status: webinars.status,
          cancelled_at: webinars.cancelled_at,
        })
        .from(webinars)
        .where(eq(webinars.id, sessionId));
      return row;
    },

    /** The meeting row of a visit or session, removed ones included. */
    async meetingOf(target: MeetingTarget): Promise<MeetingRow | undefined> {
      const [row] = await db.select().from(videoMeetings).where(targetWhere(target));
      return row;
    },

    /**
     * Saves the live meeting of a visit or session (replacing a removed or an earlier one). A session's meeting
     * is also its join address, which its guests open.
     */
    async saveMeeting(row: Omit<typeof videoMeetings.$inferInsert, "id" | "removed_at">): Promise<MeetingRow> {
      return db.transaction(async (tx) => {
        const set = { ...row, removed_at: null };
        const [saved] = await tx
          .insert(videoMeetings)
          .values(set)
          .onConflictDoUpdate({ target: row.event_id ? videoMeetings.event_id : videoMeetings.session_id, set })
          .returning();
        if (row.session_id) {
          await tx.update(webinars).set({ join_url: row.meeting_url }).where(eq(webinars.id, row.session_id));
        }
        return saved as MeetingRow;
      });
    },

    /** The automatic meeting of a confirmed visit: inserted only when the visit has no meeting row at all. */
    async insertAutomaticMeeting(row: Omit<typeof videoMeetings.$inferInsert, "id">): Promise<boolean> {
      const inserted = await db
        .insert(videoMeetings)
        .values({ ...row, created_automatically: true })
        .onConflictDoNothing()
        .returning({ id: videoMeetings.id });
      return inserted.length > 0;
    },

    /** Marks the meeting removed (its row stays, decision 095); a session's join address goes with it. */
    async markRemoved(meeting: MeetingRow, at: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(videoMeetings)
          .set({ removed_at: at, meeting_url: null, provider_meeting_id: null })
          .where(eq(videoMeetings.id, meeting.id));
        if (meeting.session_id && meeting.meeting_url) {
          await tx
            .update(webinars)
            .set({ join_url: null })
            .where(and(eq(webinars.id, meeting.session_id), eq(webinars.join_url, meeting.meeting_url)));
        }
      });
    },

    /**
     * Confirmed visits from `fromDate` on, of universities with a connection, that have no meeting row (a removed
     * meeting counts as one: the user chose to have none).
     */
    async visitsAwaitingMeeting(fromDate: string, limit: number) {
      return db
        .select({ id: events.id })
        .from(events)
        .innerJoin(videoConnections, eq(videoConnections.partner_id, events.university_partner_id))
        .leftJoin(videoMeetings, eq(videoMeetings.event_id, events.id))
        .where(and(eq(events.status, "confirm"), gte(events.event_date, fromDate), isNull(videoMeetings.id)))
        .orderBy(asc(events.event_date), asc(events.id))
        .limit(limit);
    },
  };
}
export type ZoomRepository = ReturnType<typeof createZoomRepository>;
