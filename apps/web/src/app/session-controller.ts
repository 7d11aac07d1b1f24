import { entersConnections, HIDDEN_COUNTS_KEY, leavesConnections } from "../features/connections/model";
import { setSessionExpiredHandler, showErrorToast } from "../lib/api-client";
import { broadcastLogout, listenForLogout } from "../lib/broadcast";
import { changeLocale } from "../lib/i18n";
import { countryCodeQueryOptions, localeForCountry } from "../lib/reference/get-country-code";
import { useSessionStore } from "../lib/session-store";
import { setSignOutHandler } from "../lib/sign-out";
import { queryClient } from "./query-client";
import { matchRoute } from "./router/access-rules";
import { router } from "./router/router";

/**
 * Session transitions of spec 1 §4, wired once at start. Calls that need the contract's zod schemas are
 * imported on demand so the first screen's bundle stays small.
 */

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

/**
 * Logout, session expiry and another tab's logout all end here: state reset (locale kept), locale re-chosen.
 * A logout lands on `then` when given (a safe internal path), else on the sign-in screen.
 */
export async function endSession(reason: SignOutReason, message?: string, then?: string): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  try {
    if (reason === "logout") {
      const { deleteSession } = await import("../features/auth/api/delete-session");
      await deleteSession().catch(() => undefined);
    }
    useSessionStore.getState().signOut();
    queryClient.clear();
    if (reason === "logout") broadcastLogout();
    if (message) showErrorToast(message);
    const { pathname } = router.state.location;
    if (reason !== "broadcast" || needsSession(pathname)) {
      if (then) await router.navigate({ href: then, replace: true });
      else await router.navigate({ to: "/sign-in", replace: true });
    }
    void chooseLocaleFromCountry();
  } finally {
    signingOut = false;
  }
}

/** On sign-in the reference look-ups are loaded (spec 1 §4). */
async function prefetchReferenceData(): Promise<void> {
  const [countries, timezones, regions] = await Promise.all([
    import("../lib/reference/get-countries"),
    import("../lib/reference/get-timezones"),
    import("../lib/reference/get-regions"),
  ]);
  void queryClient.prefetchQuery(countries.countriesQueryOptions);
  void queryClient.prefetchQuery(timezones.timezonesQueryOptions);
  void queryClient.prefetchQuery(regions.regionsQueryOptions);
}

async function refreshSession(userId: number): Promise<void> {
  const store = useSessionStore.getState();
  store.setCheckingSession(true);
  try {
    const { checkSession } = await import("../features/auth/api/check-session");
    useSessionStore.getState().refreshUser(await checkSession(userId));
  } catch {
    // A 401 already ended the session through the API client; other failures keep the stored user.
  } finally {
    useSessionStore.getState().setCheckingSession(false);
  }
}

/** Installs handlers and runs the start-up checks; returns a disposer (tests, hot reload). */
export function startSession(): () => void {
  setSessionExpiredHandler((message) => void endSession("expired", message));
  setSignOutHandler((then) => endSession("logout", undefined, then));
  const stopListening = listenForLogout(() => void endSession("broadcast"));

  const stopWatching = useSessionStore.subscribe((state, prev) => {
    if (state.locale !== prev.locale) void changeLocale(state.locale);
    if (state.authToken && !prev.authToken) {
      void prefetchReferenceData();
      void router.invalidate();
    }
  });

  // Spec 1 §4: a signed-in University partner loads the hidden connection counts on leaving /connections.
  const stopRoutes = router.subscribe("onResolved", ({ fromLocation, toLocation }) => {
    const { data, authToken } = useSessionStore.getState();
    if (!authToken || data?.institute_type !== "University") return;
    // Opening the list is seeing them: the navigation's badge clears (the next count comes on leaving).
    if (entersConnections(fromLocation?.pathname, toLocation.pathname))
      queryClient.setQueryData(HIDDEN_COUNTS_KEY, { user_connection_count: 0 });
    if (!leavesConnections(fromLocation?.pathname, toLocation.pathname)) return;
    void import("../features/connections/api/get-hidden-counts")
      .then(({ loadHiddenCounts }) => loadHiddenCounts(queryClient))
      .catch(() => undefined);
  });

  const state = useSessionStore.getState();
  if (state.localeSource === "default") void chooseLocaleFromCountry();
  if (state.authToken && state.data) {
    void refreshSession(state.data.id);
    void prefetchReferenceData();
  }

  return () => {
    stopListening();
    stopWatching();
    stopRoutes();
  };
}
