import { createHmac } from "node:crypto";
import { hashToken, newToken } from "./tokens.ts";

/** What a calendar feed keeps of its address: the salt its token is written from, and the token's SHA-256. */
export interface StoredFeedToken {
  salt: string;
  hash: string;
}

/** The key a feed is found by: the SHA-256 of the token in its address (the token itself is never stored). */
export const feedTokenHash = (token: string): string => hashToken(token);

/**
 * The unguessable addresses of calendar feeds (the guests', decision 038; the staff's, decision 090; one helper,
 * decision 103). A token is HMAC-SHA256(secret, "purpose:salt") of a random 256-bit salt; a feed stores the salt
 * and the token's SHA-256, and a read finds it by `feedTokenHash`. So a copy of the database alone gives no
 * address, an address can be shown again from its salt, and changing the secret ends every address issued under it.
 */
export function createFeedTokens(secret: string, purpose: string) {
  const tokenOf = (salt: string) => createHmac("sha256", secret).update(`${purpose}:${salt}`).digest("base64url");
  return {
    /** A new address: its token (for the URL) and what to store. */
    issue(): StoredFeedToken & { token: string } {
      const salt = newToken();
      const token = tokenOf(salt);
      return { salt, token, hash: feedTokenHash(token) };
    },
    /** The token again from what is stored; null when it was issued under another secret (that address has ended). */
    reveal(stored: StoredFeedToken): string | null {
      const token = tokenOf(stored.salt);
      return feedTokenHash(token) === stored.hash ? token : null;
    },
  };
}
