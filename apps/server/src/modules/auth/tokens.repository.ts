import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { userTokens } from "./auth.table.ts";

export type TokenPurpose = "password_reset" | "email_confirmation" | "invitation";

/** Single-use tokens, stored hashed. */
export function createTokensRepository(db: Db) {
  return {
    async create(row: { user_id: number; purpose: TokenPurpose; token_hash: string; expires_at: Date }) {
      await db.insert(userTokens).values(row);
    },
    /** Marks a live token used and returns its user; undefined when unknown, used or expired. */
    async consume(
      tokenHash: string,
      purpose: TokenPurpose | TokenPurpose[],
      now: Date,
    ): Promise<{ user_id: number; purpose: string } | undefined> {
      const [row] = await db
        .update(userTokens)
        .set({ used_at: now })
        .where(
          and(
            eq(userTokens.token_hash, tokenHash),
            Array.isArray(purpose) ? inArray(userTokens.purpose, purpose) : eq(userTokens.purpose, purpose),
            isNull(userTokens.used_at),
            gt(userTokens.expires_at, now),
          ),
        )
        .returning({ user_id: userTokens.user_id, purpose: userTokens.purpose });
      return row;
    },
    /** Issues a fresh single-use token of a purpose (ending the open ones) and answers it in clear. */
    async issue(userId: number, purpose: TokenPurpose, ttlMs: number, now: Date): Promise<string> {
      const token = newToken();
      await this.expireOpen(userId, purpose, now);
      await this.create({
        user_id: userId,
        purpose,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + ttlMs),
      });
      return token;
    },
    /** Ends the user's other open tokens of a purpose (a new reset link replaces the old). */
    async expireOpen(userId: number, purpose: TokenPurpose, now: Date) {
      await db
        .update(userTokens)
        .set({ used_at: now })
        .where(and(eq(userTokens.user_id, userId), eq(userTokens.purpose, purpose), isNull(userTokens.used_at)));
    },
  };
}
