import { createHmac } from "node:crypto";
import { hashToken } from "../../lib/tokens.ts";

/**
 * A registration's personal join token: an HMAC of its id under the server's secret (FILE_URL_SECRET),
 * so the server, its mails and its jobs can write the link again at any time while the database keeps
 * only its SHA-256 (join_token_hash). docs/decisions/035-guest-area.md
 */
export function joinTokenFor(secret: string, registrationId: number): string {
  return createHmac("sha256", secret).update(`webinar-join:${registrationId}`).digest("base64url");
}

export function joinTokenHashFor(secret: string, registrationId: number): string {
  return hashToken(joinTokenFor(secret, registrationId));
}

export function joinLinkFor(appUrl: string, secret: string, registrationId: number): string {
  return `${appUrl}/api/v1/webinars/join/${joinTokenFor(secret, registrationId)}`;
}

/** The registration's session as an .ics file (the mail's Apple Calendar link): the join token is its credential. */
export function joinCalendarLinkFor(appUrl: string, secret: string, registrationId: number): string {
  return `${joinLinkFor(appUrl, secret, registrationId)}/calendar.ics`;
}
