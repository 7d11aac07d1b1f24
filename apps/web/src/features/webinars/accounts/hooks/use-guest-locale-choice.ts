import type { Locale } from "@quad/contract/rules/constants";
import { useSessionStore } from "../../../../lib/session-store";
import { useGuestSession } from "../../session/guest-session-store";
import { useUpdateGuestLocale } from "../api/update-guest-locale";

/**
 * What the webinar header's language switch does: the interface changes at once; a signed-in guest's choice is
 * also saved to the account (PUT users/update_locale), so mails and reminders follow it, as the profile's switch does.
 */
export function useGuestLocaleChoice(): (locale: Locale) => void {
  const guestLocale = useGuestSession((s) => (s.authToken ? (s.guest?.locale ?? null) : null));
  const update = useUpdateGuestLocale();
  return (locale) => {
    useSessionStore.getState().setLocale(locale, "user");
    if (guestLocale === null || guestLocale === locale) return;
    update.mutate(locale, {
      onSuccess: (guest) => useGuestSession.getState().refresh(guest),
    });
  };
}
