import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { SessionLookup } from "../../plugins/sessions.ts";
import { webinarSessions, webinarUsers } from "./webinars.table.ts";

/** A webinar guest's account row, as the guest area's handlers get it. */
export type GuestRow = typeof webinarUsers.$inferSelect;

/**
 * The lookup of guest sessions (webinar_sessions) handed to the session mechanism: their own table, so a
 * partner token is never a guest token, nor the other way round.
 */
export function createGuestSessionLookup(db: Db): SessionLookup<GuestRow> {
  return {
    async find(tokenHash, at) {
      const [row] = await db
        .select({ session: webinarSessions, guest: webinarUsers })
        .from(webinarSessions)
        .innerJoin(webinarUsers, eq(webinarUsers.id, webinarSessions.webinar_user_id))
        .where(
          and(
            eq(webinarSessions.token_hash, tokenHash),
            isNull(webinarSessions.revoked_at),
            gt(webinarSessions.expires_at, at),
          ),
        );
      if (!row) return undefined;
      return {
        sessionId: row.session.id,
        lastSeenAt: row.session.last_seen_at,
        expiresAt: row.session.expires_at,
        holder: row.guest,
      };
    },
    async touch(sessionId, at) {
      await db.update(webinarSessions).set({ last_seen_at: at }).where(eq(webinarSessions.id, sessionId));
    },
  };
}
