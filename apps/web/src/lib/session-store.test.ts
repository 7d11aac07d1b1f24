import type { SessionUser } from "@quad/contract/api/auth";
import { beforeEach, describe, expect, it } from "vitest";
import { partializeSession, SESSION_STORAGE_KEY, selectSignedIn, useSessionStore } from "./session-store";

const user: SessionUser = {
  id: 7,
  authToken: "token-7",
  partner_id: 3,
  email: "ada@quad.test",
  first_name: "Ada",
  last_name: "Lee",
  company: { id: 3, name: "Northbridge", created_at: "2026-01-01T00:00:00Z" },
  is_calender_expired: false,
  is_onboard: false,
  is_admin: true,
  is_support_user: false,
  locale: "en-US",
  timezone: null,
  institute_type: "University",
  role: { name: "admin" },
  required_fields_filled: true,
  privacy_policy_accepted: true,
  last_login: "2026-11-01T10:00:00Z",
  country_code: "US",
  plan: { connections: "paid", prospect_engage: "paid", insights: "paid" },
};

const stored = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? "{}").state ?? {};

beforeEach(() => {
  useSessionStore.getState().signOut();
  useSessionStore.getState().setLocale("en-US", "default");
});

describe("session store", () => {
  it("keeps the token apart from the user and shows onboarding when is_onboard is false", () => {
    useSessionStore.getState().signIn(user);
    const s = useSessionStore.getState();
    expect(s.authToken).toBe("token-7");
    expect(s.data?.authToken).toBeUndefined();
    expect(s.showOnboarding).toBe(true);
    expect(selectSignedIn(s)).toBe(true);
  });

  it("shows onboarding after a session check without last_login", () => {
    useSessionStore.getState().signIn({ ...user, is_onboard: true });
    expect(useSessionStore.getState().showOnboarding).toBe(false);
    useSessionStore.getState().refreshUser({ ...user, is_onboard: true, authToken: undefined, last_login: null });
    expect(useSessionStore.getState().showOnboarding).toBe(true);
    expect(useSessionStore.getState().authToken).toBe("token-7");
  });

  it("keeps the welcome flow postponed across reloads and session checks until the next sign-in", () => {
    useSessionStore.getState().signIn(user);
    useSessionStore.getState().postponeOnboarding();
    expect(stored().showOnboarding).toBe(false);
    useSessionStore.getState().refreshUser({ ...user, authToken: undefined });
    expect(useSessionStore.getState().showOnboarding).toBe(false);
    useSessionStore.getState().signIn(user);
    expect(useSessionStore.getState().showOnboarding).toBe(true);
  });

  it("persists under one key and leaves the transient flags out", () => {
    useSessionStore.getState().signIn(user);
    useSessionStore.getState().setSigningIn(true);
    useSessionStore.getState().setCheckingSession(true);
    const saved = stored();
    expect(saved.authToken).toBe("token-7");
    expect(saved).not.toHaveProperty("isSigningIn");
    expect(saved).not.toHaveProperty("isCheckingSession");
    expect(Object.keys(partializeSession(useSessionStore.getState())).sort()).toEqual([
      "authToken",
      "data",
      "locale",
      "localeSource",
      "preferences",
      "settingsTabIndex",
      "showOnboarding",
      "ssoUrl",
      "validatedUserPartnerType",
    ]);
  });

  it("resets everything but the locale on sign-out", () => {
    useSessionStore.getState().setLocale("zh-CN", "user");
    useSessionStore.getState().signIn(user);
    useSessionStore.getState().setSettingsTabIndex(2);
    useSessionStore.getState().setPreferences({ weekly_digest: true });
    useSessionStore.getState().setValidatedUserPartnerType("School");
    useSessionStore.getState().signOut();
    const s = useSessionStore.getState();
    expect(s.locale).toBe("zh-CN");
    expect(s.localeSource).toBe("user");
    expect([s.data, s.authToken, s.preferences, s.validatedUserPartnerType]).toEqual([null, null, null, null]);
    expect(s.settingsTabIndex).toBe(0);
    expect(stored().authToken).toBeNull();
    expect(selectSignedIn(s)).toBe(false);
  });
});
