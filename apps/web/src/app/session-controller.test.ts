import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { HIDDEN_COUNTS_KEY } from "../features/connections/model";
import { BROADCAST_CHANNEL_NAME } from "../lib/broadcast";
import { initI18n } from "../lib/i18n";
import { useSessionStore } from "../lib/session-store";
import { signOut } from "../lib/sign-out";
import { stubApi } from "../test/render";
import { queryClient } from "./query-client";
import { router } from "./router/router";
import { endSession, startSession } from "./session-controller";

const signedIn = {
  data: {
    id: 5,
    partner_id: 1,
    email: "school@quad.test",
    first_name: "Grace",
    last_name: "Tan",
    company: { id: 1, name: "Lakeside", created_at: "2026-01-01T00:00:00Z" },
    is_calender_expired: false,
    is_onboard: true,
    is_admin: true,
    is_support_user: false,
    locale: "en-US" as const,
    timezone: null,
    institute_type: "School" as const,
    role: { name: "admin" as const },
    required_fields_filled: true,
    privacy_policy_accepted: true,
    last_login: null,
    country_code: "CN",
    plan: { connections: "no_access" as const, prospect_engage: "no_access" as const, insights: "no_access" as const },
  },
  authToken: "tok-5",
};

let navigate: ReturnType<typeof vi.spyOn>;
const messages: unknown[] = [];
let other: BroadcastChannel;

beforeAll(async () => {
  await initI18n("en-US");
});

beforeEach(() => {
  navigate = vi.spyOn(router, "navigate").mockResolvedValue(undefined);
  useSessionStore.setState({ ...signedIn, locale: "en-US", localeSource: "user", settingsTabIndex: 3 });
  messages.length = 0;
  other = new BroadcastChannel(BROADCAST_CHANNEL_NAME);
  other.onmessage = (e) => messages.push(e.data);
});

afterEach(() => {
  other.close();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("ending a session", () => {
  it("logout: revokes the token, tells other tabs, resets all but the locale, goes to sign-in, re-picks the locale", async () => {
    const fetchMock = vi.fn(
      stubApi({
        "DELETE sessions": [200, { message: "Signed out" }],
        "GET misc/country_code": [200, { country_code: "CN" }],
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await endSession("logout");
    const del = fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE");
    const headers = (del?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers.authentication_token).toBe("tok-5");
    const s = useSessionStore.getState();
    expect([s.authToken, s.data, s.settingsTabIndex]).toEqual([null, null, 0]);
    expect(navigate).toHaveBeenCalledWith({ to: "/sign-in", replace: true });
    await vi.waitFor(() => expect(messages).toEqual([{ type: "logout" }]));
    await vi.waitFor(() => expect(useSessionStore.getState().locale).toBe("zh-CN"));
  });

  it("logout with a landing path goes there instead of the sign-in screen (a college rep signing up as a guest)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(stubApi({ "DELETE sessions": [200, { message: "Signed out" }], "GET misc/country_code": [200, {}] })),
    );
    await endSession("logout", undefined, "/webinars/register");
    expect(useSessionStore.getState().authToken).toBeNull();
    expect(navigate).toHaveBeenCalledWith({ href: "/webinars/register", replace: true });
  });

  it("keeps the locale when the country lookup fails", async () => {
    useSessionStore.setState({ locale: "zh-CN" });
    vi.stubGlobal(
      "fetch",
      vi.fn(stubApi({ "DELETE sessions": [200, { message: "ok" }], "GET misc/country_code": [500, {}] })),
    );
    await endSession("logout");
    await new Promise((r) => setTimeout(r, 30));
    expect(useSessionStore.getState().locale).toBe("zh-CN");
  });

  it("expiry: no server call and no broadcast", async () => {
    const fetchMock = vi.fn(stubApi({ "GET misc/country_code": [200, { country_code: "US" }] }));
    vi.stubGlobal("fetch", fetchMock);
    await endSession("expired");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    expect(useSessionStore.getState().authToken).toBeNull();
    await new Promise((r) => setTimeout(r, 30));
    expect(messages).toEqual([]);
  });
});

describe("the shell's sign-out (lib/sign-out.ts)", () => {
  it("is the logout once the session has started: the user menu and the account gates end the session through it", async () => {
    const fetchMock = vi.fn(
      stubApi({ "DELETE sessions": [200, { message: "Signed out" }], "GET misc/country_code": [200, {}] }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const stop = startSession();
    try {
      await signOut();
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
      expect(useSessionStore.getState().authToken).toBeNull();
      expect(navigate).toHaveBeenCalledWith({ to: "/sign-in", replace: true });
      useSessionStore.setState({ ...signedIn });
      await signOut("/webinars/register");
      expect(navigate).toHaveBeenCalledWith({ href: "/webinars/register", replace: true });
    } finally {
      stop();
    }
  });
});

describe("hidden connection counts (spec 1 §4)", () => {
  const leave = (from: string, to: string) =>
    (router as unknown as { emit: (e: unknown) => void }).emit({
      type: "onResolved",
      fromLocation: { pathname: from },
      toLocation: { pathname: to },
      pathChanged: from !== to,
      hrefChanged: true,
      hashChanged: false,
    });
  const hiddenCountCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
    fetchMock.mock.calls.filter(([input]) => String(input).includes("connections/hidden_counts"));

  it("a University partner loads them on leaving /connections, with user_type all; not when staying or elsewhere", async () => {
    useSessionStore.setState({ data: { ...signedIn.data, institute_type: "University" } });
    const fetchMock = vi.fn(stubApi({ "GET connections/hidden_counts": [200, { user_connection_count: 4 }] }));
    vi.stubGlobal("fetch", fetchMock);
    const stop = startSession();
    try {
      leave("/connections", "/connections");
      leave("/dashboard", "/events-list");
      leave("/connections", "/dashboard");
      await vi.waitFor(() => expect(hiddenCountCalls(fetchMock)).toHaveLength(1));
      expect(String(hiddenCountCalls(fetchMock)[0]?.[0])).toContain("user_type=all");
    } finally {
      stop();
    }
  });

  it("the count is kept for the navigation's badge, and opening /connections clears it", async () => {
    useSessionStore.setState({ data: { ...signedIn.data, institute_type: "University" } });
    const fetchMock = vi.fn(stubApi({ "GET connections/hidden_counts": [200, { user_connection_count: 1234 }] }));
    vi.stubGlobal("fetch", fetchMock);
    const stop = startSession();
    try {
      leave("/connections", "/dashboard");
      await vi.waitFor(() =>
        expect(queryClient.getQueryData(HIDDEN_COUNTS_KEY)).toEqual({ user_connection_count: 1234 }),
      );
      leave("/dashboard", "/connections");
      expect(queryClient.getQueryData(HIDDEN_COUNTS_KEY)).toEqual({ user_connection_count: 0 });
    } finally {
      stop();
    }
  });

  it("other partner types do not load them", async () => {
    useSessionStore.setState({ data: { ...signedIn.data, institute_type: "ApplicationClient" } });
    const fetchMock = vi.fn(stubApi({}));
    vi.stubGlobal("fetch", fetchMock);
    const stop = startSession();
    try {
      leave("/connections", "/dashboard");
      await new Promise((r) => setTimeout(r, 50));
      expect(hiddenCountCalls(fetchMock)).toHaveLength(0);
    } finally {
      stop();
    }
  });
});
