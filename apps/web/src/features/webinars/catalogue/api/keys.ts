import type { QueryClient } from "@tanstack/react-query";
import { useSessionStore } from "../../../../lib/session-store";
import { useGuestSession } from "../../session/guest-session-store";

/**
 * Query keys of the catalogue. Sessions carry the viewer's own registration, so every key holds who is looking
 * (a guest's id, a partner, or nobody): signing in or out never shows another viewer's answers.
 */
export function useViewerKey(): string {
  const guestId = useGuestSession((s) => (s.authToken ? (s.guest?.id ?? null) : null));
  const partner = useSessionStore((s) => Boolean(s.authToken));
  return guestId !== null ? `guest:${guestId}` : partner ? "partner" : "anonymous";
}

export const catalogueKeys = {
  all: ["webinar-catalogue"] as const,
  categories: ["webinar-catalogue", "categories"] as const,
  trending: (viewer: string) => ["webinar-catalogue", viewer, "trending"] as const,
  featured: (viewer: string, categoryId: number) => ["webinar-catalogue", viewer, "featured", categoryId] as const,
  categoryEvents: (viewer: string, categoryId: number, tab: string, page: number) =>
    ["webinar-catalogue", viewer, "category-events", categoryId, tab, page] as const,
  session: (viewer: string, categoryId: number, eventId: number) =>
    ["webinar-catalogue", viewer, "session", categoryId, eventId] as const,
  institution: (viewer: string, id: number) => ["webinar-catalogue", viewer, "institution", id] as const,
  search: (viewer: string, body: unknown) => ["webinar-catalogue", viewer, "search", body] as const,
  mine: (viewer: string, includePast: boolean, page: number) =>
    ["webinar-catalogue", viewer, "mine", includePast, page] as const,
};

/** After a registration changed: every list and session (seats left, statuses and actions move together). */
export function refreshCatalogue(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: catalogueKeys.all });
}
