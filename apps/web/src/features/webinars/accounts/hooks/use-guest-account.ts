import type { GuestUser } from "@quad/contract/api/webinars";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { useSessionStore } from "../../../../lib/session-store";
import { useGuestSession } from "../../session/guest-session-store";
import { deleteGuestSession } from "../api/delete-guest-session";
import { WEBINARS_HOME } from "../model";

/**
 * Starts a guest's session after sign-in or sign-up: the guest and token are stored, the interface
 * takes the guest's language, and answers fetched signed out (seats, registration states) are refetched.
 */
export function useStartGuestSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (guest: GuestUser) => {
      useGuestSession.getState().signIn(guest);
      const session = useSessionStore.getState();
      if (session.locale !== guest.locale) session.setLocale(guest.locale, "user");
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );
}

/** Signs the guest out: DELETE sessions, then the local session, the cached answers, and back to the webinar home. */
export function useGuestSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await deleteGuestSession().catch(() => undefined);
    useGuestSession.getState().signOut();
    queryClient.clear();
    await navigate({ to: WEBINARS_HOME, replace: true });
  }, [queryClient, navigate]);
}
