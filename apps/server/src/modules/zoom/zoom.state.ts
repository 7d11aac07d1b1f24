import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The OAuth `state` of the Zoom round trip: which user started it and until when it is good, signed
 * with the server's secret so the callback can trust it without storing anything.
 */
export function signZoomState(secret: string, userId: number, expiresAtSeconds: number): string {
  const body = `${userId}.${expiresAtSeconds}`;
  return `${body}.${createHmac("sha256", secret).update(`zoom:${body}`).digest("base64url")}`;
}

/** The user id of a genuine, unexpired state; null otherwise. */
export function verifyZoomState(secret: string, state: string, nowSeconds: number): number | null {
  const [user, expires, signature] = state.split(".");
  if (!user || !expires || !signature || !/^\d+$/.test(user) || !/^\d+$/.test(expires)) return null;
  const expected = Buffer.from(signZoomState(secret, Number(user), Number(expires)).split(".")[2] ?? "");
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(expires) >= nowSeconds ? Number(user) : null;
}
