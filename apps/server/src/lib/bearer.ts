import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? "");
  return match?.[1] ?? null;
}

/**
 * A check of an Authorization header against one configured token. Both sides are hashed first, so the
 * comparison (timingSafeEqual) takes the same time whatever was sent, its length included.
 */
export function bearerCheck(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token);
  return (authorization) => {
    const presented = bearerToken(authorization);
    const same = timingSafeEqual(digest(presented ?? ""), expected);
    return presented !== null && same;
  };
}
