import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale, ensureNamespace, initI18n } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { renderScreen, stubApi } from "../../../test/render";
import { STARTER_ADMIN, signInAs, UNIVERSITY_ADMIN } from "../../../test/users";
import SettingsPage from "./settings-page";

async function show(user: object, url: string) {
  vi.stubGlobal("fetch", stubApi({}));
  await initI18n("en-US");
  await ensureNamespace("account");
  signInAs(user);
  return renderScreen(SettingsPage, "/settings", url);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  await changeLocale("en-US");
});

describe("Settings → Plan", () => {
  it("opens the Plan tab from ?tab=plan, keeps it as the session's tab and drops it from the address", async () => {
    const { router } = await show(STARTER_ADMIN, "/settings?tab=plan");
    expect(await screen.findByRole("heading", { name: "Your institution's plan" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Plan" }).getAttribute("aria-selected")).toBe("true");
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(useSessionStore.getState().settingsTabIndex).toBe(5);
    expect(screen.getByRole("heading", { name: "Your institution's plan" })).toBeTruthy();
  });

  it("has no Plan tab for a school, whose institution holds no plan area", async () => {
    await show({ ...UNIVERSITY_ADMIN, institute_type: "School" }, "/settings?tab=plan");
    expect(await screen.findByRole("tab", { name: "Profile" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Plan" })).toBeNull();
    expect(screen.getByRole("tab", { name: "Profile" }).getAttribute("aria-selected")).toBe("true");
  });
});
