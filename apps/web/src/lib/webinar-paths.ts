import type { GuestWebinarSession } from "@quad/contract/api/webinars";

/**
 * Addresses in the webinar area that screens outside the guest catalogue link to as well (a university's
 * public profile lists its upcoming sessions).
 */

/** A session's page. */
export function sessionPath(s: Pick<GuestWebinarSession, "id" | "category_id">): string {
  return `/webinars/categories/${s.category_id ?? 0}/events/${s.id}`;
}

/** The host institution's public profile in the guest area. */
export function institutionPath(id: number): string {
  return `/webinars/institutions/${id}`;
}
