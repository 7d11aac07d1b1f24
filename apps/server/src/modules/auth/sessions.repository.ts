import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions } from "./auth.table.ts";

export function createSessionsRepository(db: Db) {
  return {
    async create(row: {
      user_id: number;
      token_hash: string;
      created_at: Date;
      expires_at: Date;
      ip: string;
      user_agent: string | null;
    }) {
      await db.insert(sessions).values({ ...row, last_seen_at: row.created_at });
    },
    async touch(id: number, now: Date) {
      await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, id));
    },
    async revoke(id: number, now: Date) {
      await db.update(sessions).set({ revoked_at: now }).where(eq(sessions.id, id));
    },
    /** Ends every session of a user, optionally keeping one. */
    async revokeAllForUser(userId: number, now: Date, exceptId?: number) {
      await db
        .update(sessions)
        .set({ revoked_at: now })
        .where(
          and(
            eq(sessions.user_id, userId),
            isNull(sessions.revoked_at),
            exceptId ? sql`${sessions.id} <> ${exceptId}` : undefined,
          ),
        );
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
