import { checkSession } from "../features/auth/api/check-session";
import { deleteSession } from "../features/auth/api/delete-session";
import { setSessionExpiredHandler, showErrorToast } from "../lib/api-client";
import { broadcastLogout, listenForLogout } from "../lib/broadcast";
import { changeLocale } from "../lib/i18n";
import { countriesQueryOptions } from "../lib/reference/get-countries";
import { countryCodeQueryOptions, localeForCountry } from "../lib/reference/get-country-code";
import { regionsQueryOptions } from "../lib/reference/get-regions";
import { timezonesQueryOptions } from "../lib/reference/get-timezones";
import { useSessionStore } from "../lib/session-store";
import { queryClient } from "./query-client";
import { matchRoute } from "./router/access-rules";
import { router } from "./router/router";

/** Session transitions of spec 1 §4, wired once at start. */

export type SignOutReason = "logout" | "expired" | "broadcast";

/** Chooses the locale from the visitor's country (CN -> zh-CN, else en-US); keeps it when the lookup fails. */
export async function chooseLocaleFromCountry(): Promise<void> {
  try {
    const { country_code } = await queryClient.fetchQuery({ ...countryCodeQueryOptions, staleTime: 0 });
    useSessionStore.getState().setLocale(localeForCountry(country_code), "country");
  } catch {
    // Offline or no answer: the current locale stays.
  }
}

function needsSession(pathname: string): boolean {
  const entry = matchRoute(pathname);
  return entry?.group === "authenticated" || entry?.restricted === true;
}

let signingOut = false;

/** Logout, session expiry and another tab's logout all end here: state reset (locale kept), locale re-chosen. */
export async function endSession(reason: SignOutReason, message?: string): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  try {
    if (reason === "logout") await deleteSession().catch(() => undefined);
    useSessionStore.getState().signOut();
    queryClient.clear();
    if (reason === "logout") broadcastLogout();
    if (message) showErrorToast(message);
    const { pathname } = router.state.location;
    if (reason !== "broadcast" || needsSession(pathname)) {
      await router.navigate({ to: "/sign-in", replace: true });
    }
    void chooseLocaleFromCountry();
  } finally {
    signingOut = false;
  }
}

function prefetchReferenceData(): void {
  for (const options of [countriesQueryOptions, timezonesQueryOptions, regionsQueryOptions]) {
    void queryClient.prefetchQuery(options as Parameters<typeof queryClient.prefetchQuery>[0]);
  }
}

/** Installs handlers and runs the start-up checks; returns a disposer (tests, hot reload). */
export function startSession(): () => void {
  setSessionExpiredHandler((message) => void endSession("expired", message));
  const stopListening = listenForLogout(() => void endSession("broadcast"));

  const stopWatching = useSessionStore.subscribe((state, prev) => {
    if (state.locale !== prev.locale) void changeLocale(state.locale);
    if (state.authToken && !prev.authToken) {
      prefetchReferenceData();
      void router.invalidate();
    }
  });

  const state = useSessionStore.getState();
  if (state.localeSource === "default") void chooseLocaleFromCountry();
  if (state.authToken && state.data) {
    state.setCheckingSession(true);
    checkSession(state.data.id)
      .then((user) => useSessionStore.getState().refreshUser(user))
      .catch(() => undefined)
      .finally(() => useSessionStore.getState().setCheckingSession(false));
    prefetchReferenceData();
  }

  return () => {
    stopListening();
    stopWatching();
  };
}
