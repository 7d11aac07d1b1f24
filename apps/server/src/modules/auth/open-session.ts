import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { createUsersRepository, type UserWithPartner } from "../users/users.repository.ts";
import { toSessionUser } from "../users/users.serializer.ts";
import { createSessionsRepository } from "./sessions.repository.ts";

/**
 * Opens a session for a user who proved who they are (password, Google, single sign-on): a new token, its
 * hash stored with the absolute expiry, and last_login set. The answer carries the previous last_login,
 * empty on a first sign-in.
 */
export function createSessionOpener(deps: { db: Db; config: Config }) {
  const users = createUsersRepository(deps.db);
  const sessions = createSessionsRepository(deps.db);
  return async function openSession(user: UserWithPartner, input: { ip: string; userAgent: string | null }, at: Date) {
    const token = newToken();
    await sessions.create({
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: at,
      expires_at: new Date(at.getTime() + deps.config.SESSION_ABSOLUTE_DAYS * 86_400_000),
      ip: input.ip,
      user_agent: input.userAgent,
    });
    await users.setLastLogin(user.id, at);
    return toSessionUser(user, token);
  };
}
