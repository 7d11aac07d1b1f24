import { browserZone } from "../../../../lib/browser-facts";
import { useSessionStore } from "../../../../lib/session-store";
import { useGuestSession } from "../../session/guest-session-store";
import { viewerZone } from "../model";

export interface Viewer {
  /** A guest signed in, or a School partner (who acts as a guest with the school account). */
  signedIn: boolean;
  guest: ReturnType<typeof useGuestSession.getState>["guest"];
  partner: boolean;
  /** The zone times are shown in: the guest's profile zone, else the browser's. */
  zone: string;
}

export function useViewer(): Viewer {
  const guest = useGuestSession((s) => (s.authToken ? s.guest : null));
  const partner = useSessionStore((s) => Boolean(s.authToken) && s.data?.institute_type === "School");
  const partnerZone = useSessionStore((s) => s.data?.timezone ?? null);
  const browser = browserZone();
  return {
    signedIn: guest !== null || partner,
    guest,
    partner: guest === null && partner,
    zone: viewerZone(guest?.timezone ?? (partner ? partnerZone : null), browser),
  };
}
