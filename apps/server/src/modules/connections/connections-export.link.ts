import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The mailed download link of a connections export: an HMAC-SHA256 over the export's id and the link's
 * expiry under the server's secret (FILE_URL_SECRET), so the link needs no session and cannot be made up,
 * moved to another export or stretched past its expiry. Decision 044.
 */
function signatureOf(secret: string, exportId: number, expires: number): string {
  return createHmac("sha256", secret).update(`connections-export:${exportId}:${expires}`).digest("hex");
}

/** The path and query of the link (expires: seconds since 1970). */
export function exportDownloadPath(secret: string, exportId: number, expires: number): string {
  return `/api/v1/partners/connections/download/${exportId}?expires=${expires}&signature=${signatureOf(secret, exportId, expires)}`;
}

/** "valid", "expired" (signed by us, but past its expiry) or "forged" (not signed by us for this export and expiry). */
export function checkExportLink(
  secret: string,
  exportId: number,
  expires: number,
  signature: string,
  now: Date,
): "valid" | "expired" | "forged" {
  const expected = Buffer.from(signatureOf(secret, exportId, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "forged";
  return expires * 1000 < now.getTime() ? "expired" : "valid";
}
