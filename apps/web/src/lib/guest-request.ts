import { type ApiRequest, apiRequest, showErrorToast } from "./api-client";
import { useGuestSession } from "./guest-session";
import { useSessionStore } from "./session-store";

/** The guest area's API (decision 035); in lib/ because payments (issue 27) calls it too. */
export const WEBINARS_API = "/api/v1/webinars";

/**
 * Calls the guest area's API as the signed-in guest; a signed-in School partner acts with the school
 * account (spec 3 §2). A 401 ends the guest's session only, never the partner's.
 */
export function guestRequest<T>(req: Omit<ApiRequest<T>, "auth">): Promise<T> {
  const path = req.path.startsWith("/api/") ? req.path : `${WEBINARS_API}/${req.path.replace(/^\//, "")}`;
  const guestToken = useGuestSession.getState().authToken;
  const token = guestToken ?? useSessionStore.getState().authToken;
  return apiRequest<T>({
    ...req,
    path,
    auth: {
      token,
      onExpired: (message) => {
        if (!guestToken) return;
        useGuestSession.getState().signOut();
        showErrorToast(message);
      },
    },
  });
}
