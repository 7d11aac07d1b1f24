import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { SessionLookup } from "../../plugins/sessions.ts";
import { partners } from "../partners/partners.table.ts";
import { countries } from "../reference/reference.table.ts";
import { type UserWithPartner, userWithPartnerColumns } from "../users/users.repository.ts";
import { users } from "../users/users.table.ts";
import { sessions } from "./auth.table.ts";

declare module "../../plugins/auth.ts" {
  /** A partner session's user is the whole user row with its institution (what authOf(request).user gives). */
  interface SessionUser extends UserWithPartner {}
}

/**
 * The lookup of partner sessions handed to the auth plugin. The hot path of every signed-in request is ONE
 * prepared statement: a live session by token hash with its user, institution and country.
 */
export function createSessionUserLookup(db: Db): SessionLookup<UserWithPartner> {
  const lookup = db
    .select({
      ...userWithPartnerColumns,
      session_id: sessions.id,
      last_seen_at: sessions.last_seen_at,
      expires_at: sessions.expires_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .innerJoin(partners, eq(partners.id, users.partner_id))
    .leftJoin(countries, eq(countries.id, partners.country_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder("token_hash")),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("auth_session_user");
  return {
    async find(tokenHash, at) {
      const [row] = await lookup.execute({ token_hash: tokenHash, now: at.toISOString() });
      if (!row) return undefined;
      const { session_id, last_seen_at, expires_at, ...user } = row;
      return {
        sessionId: session_id,
        lastSeenAt: last_seen_at,
        expiresAt: expires_at,
        holder: user as UserWithPartner,
      };
    },
    async touch(sessionId, at) {
      await db.update(sessions).set({ last_seen_at: at }).where(eq(sessions.id, sessionId));
    },
  };
}
