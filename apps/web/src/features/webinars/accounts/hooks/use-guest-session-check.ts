import { useEffect } from "react";
import { useSessionStore } from "../../../../lib/session-store";
import { useGuestSession } from "../../session/guest-session-store";
import { getGuestMe } from "../api/get-guest-me";

/** One check per app start (and per guest token): the stored guest is refreshed, or signed out on a 401. */
let checkedToken: string | null = null;

/**
 * On the first webinar screen after the app starts, a stored guest token is checked with GET users/me:
 * the guest's data are refreshed (a profile changed in another tab), a 401 signs the guest out (guestRequest).
 */
export function useGuestSessionCheck(): void {
  const token = useGuestSession((s) => s.authToken);
  useEffect(() => {
    if (!token || checkedToken === token) return;
    checkedToken = token;
    // Not aborted on unmount: the answer belongs to the app, not to one screen.
    getGuestMe()
      .then((guest) => {
        if (useGuestSession.getState().authToken !== token) return;
        useGuestSession.getState().refresh(guest);
        const session = useSessionStore.getState();
        if (session.localeSource !== "user" && session.locale !== guest.locale) session.setLocale(guest.locale, "user");
      })
      .catch(() => {
        // A 401 already signed the guest out; other failures keep the stored guest.
      });
  }, [token]);
}
