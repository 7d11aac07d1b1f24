import type { SessionUser } from "@quad/contract/api/auth";
import type { SisenseDashboards } from "@quad/contract/api/insights";
import { DEFAULT_LOCALE, type InstituteType, LOCALES, type Locale } from "@quad/contract/rules/constants";
import { replaceEqualDeep } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** The one key the portal persists its client state under (spec 1 §9). */
export const SESSION_STORAGE_KEY = "quad-portal";

/** Where the current locale came from: the default, the visitor's country, or the user's own choice. */
export type LocaleSource = "default" | "country" | "user";

export type EmailPreferences = Record<string, boolean>;

interface PersistedSession {
  data: SessionUser | null;
  authToken: string | null;
  showOnboarding: boolean;
  locale: Locale;
  localeSource: LocaleSource;
  settingsTabIndex: number;
  preferences: EmailPreferences | null;
  validatedUserPartnerType: InstituteType | null;
  /** The institution's provider address single sign-on went to (spec 1 §3 ssoUrl); cleared on sign-in. */
  ssoUrl: string | null;
}

/**
 * The session's analytics part (spec 1 §1 "analytics dashboards {url, dashboards}"): the reports the plan opens, as
 * GET sisense/dashboards lists them, and the last signed report address. Not persisted (the address lives five
 * minutes); filled when the insights area loads, reset on sign-out.
 */
export interface SessionAnalytics {
  url: string | null;
  dashboards: SisenseDashboards["dashboards"];
}

interface TransientSession {
  isSigningIn: boolean;
  isCheckingSession: boolean;
  analytics: SessionAnalytics;
}

interface SessionActions {
  /** Stores the user and token of a successful sign-in. */
  signIn: (user: SessionUser) => void;
  /** Replaces the user after GET check_session (showOnboarding when last_login is empty). */
  refreshUser: (user: SessionUser) => void;
  /** Resets everything but the locale. */
  signOut: () => void;
  setLocale: (locale: Locale, source: LocaleSource) => void;
  /** "Later" on the welcome flow: not offered again in this session (the next sign-in offers it again). */
  postponeOnboarding: () => void;
  setSettingsTabIndex: (index: number) => void;
  setPreferences: (preferences: EmailPreferences | null) => void;
  setValidatedUserPartnerType: (type: InstituteType | null) => void;
  setSsoUrl: (url: string | null) => void;
  setSigningIn: (value: boolean) => void;
  setCheckingSession: (value: boolean) => void;
  setAnalytics: (analytics: Partial<SessionAnalytics>) => void;
}

export type SessionState = PersistedSession & TransientSession & SessionActions;

const signedOut: Omit<PersistedSession, "locale" | "localeSource"> & TransientSession = {
  data: null,
  authToken: null,
  showOnboarding: false,
  settingsTabIndex: 0,
  preferences: null,
  validatedUserPartnerType: null,
  ssoUrl: null,
  isSigningIn: false,
  isCheckingSession: false,
  analytics: { url: null, dashboards: [] },
};

/** The persisted part only: transient flags never reach storage. */
export function partializeSession(state: SessionState): PersistedSession {
  return {
    data: state.data,
    authToken: state.authToken,
    showOnboarding: state.showOnboarding,
    locale: state.locale,
    localeSource: state.localeSource,
    settingsTabIndex: state.settingsTabIndex,
    preferences: state.preferences,
    validatedUserPartnerType: state.validatedUserPartnerType,
    ssoUrl: state.ssoUrl,
  };
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      locale: DEFAULT_LOCALE,
      localeSource: "default",
      signIn: (user) =>
        set({
          data: { ...user, authToken: undefined },
          authToken: user.authToken ?? null,
          showOnboarding: !user.is_onboard,
          isSigningIn: false,
          ssoUrl: null,
        }),
      refreshUser: (user) =>
        set((state) => ({
          // The same object when nothing changed: the shell and what reads the user are not drawn again (issue 28).
          data: replaceEqualDeep(state.data, { ...user, authToken: undefined }),
          authToken: user.authToken ?? state.authToken,
          showOnboarding: state.showOnboarding || !user.last_login,
        })),
      signOut: () => set({ ...signedOut }),
      setLocale: (locale, localeSource) => set({ locale, localeSource }),
      postponeOnboarding: () => set({ showOnboarding: false }),
      setSettingsTabIndex: (settingsTabIndex) => set({ settingsTabIndex }),
      setPreferences: (preferences) => set({ preferences }),
      setValidatedUserPartnerType: (validatedUserPartnerType) => set({ validatedUserPartnerType }),
      setSsoUrl: (ssoUrl) => set({ ssoUrl }),
      setSigningIn: (isSigningIn) => set({ isSigningIn }),
      setCheckingSession: (isCheckingSession) => set({ isCheckingSession }),
      setAnalytics: (analytics) => set((state) => ({ analytics: { ...state.analytics, ...analytics } })),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: partializeSession,
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<PersistedSession>;
        return {
          ...current,
          ...saved,
          locale: isLocale(saved.locale) ? saved.locale : current.locale,
        };
      },
    },
  ),
);

/** Whether a session token is present (the authenticated area is shown only then). */
export function selectSignedIn(state: SessionState): boolean {
  return state.authToken !== null && state.data !== null;
}

/**
 * The interface language, for what shows it (the language switch and menu). The store's current state on the server
 * too: its first paint (app/ssr) sets the language it draws in, where a zustand hook would render the initial state.
 */
export function useLocale(): Locale {
  const current = () => useSessionStore.getState().locale;
  return useSyncExternalStore(useSessionStore.subscribe, current, current);
}
