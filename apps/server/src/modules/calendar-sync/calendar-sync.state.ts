import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The OAuth `state` of the Google round trip: which user started it, until when, and whether the screen was in
 * core mode (spec 1 §4), signed with the server's secret so the return needs nothing stored.
 */
export function signCalendarState(secret: string, userId: number, expiresAtSeconds: number, core: boolean): string {
  const body = `${userId}.${expiresAtSeconds}.${core ? 1 : 0}`;
  return `${body}.${createHmac("sha256", secret).update(`calendar:${body}`).digest("base64url")}`;
}

/** The user id and core flag of a genuine, unexpired state; null otherwise. */
export function verifyCalendarState(
  secret: string,
  state: string,
  nowSeconds: number,
): { userId: number; core: boolean } | null {
  const [user, expires, core, signature] = state.split(".");
  if (!user || !expires || !signature || !/^\d+$/.test(user) || !/^\d+$/.test(expires) || !/^[01]$/.test(core ?? "")) {
    return null;
  }
  const expected = Buffer.from(
    signCalendarState(secret, Number(user), Number(expires), core === "1").split(".")[3] ?? "",
  );
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(expires) >= nowSeconds ? { userId: Number(user), core: core === "1" } : null;
}
