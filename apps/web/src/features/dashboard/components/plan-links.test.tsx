import { fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLocale, ensureNamespace, initI18n } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { renderScreen } from "../../../test/render";
import { STARTER_ADMIN, signInAs } from "../../../test/users";
import { FunnelCard } from "./funnel-card";
import { NewConnectionsCard } from "./people-cards";

const loaded = <T,>(data: T) => ({ data, isPending: false, isError: false, refetch: () => undefined });

const NEW_CONNECTIONS = {
  total_connections_count: 3,
  paid_connections_count: 0,
  free_connections_count: 3,
  connection_plan: "free" as const,
  last_viewed: null,
  connections: [],
};

const SUMMARY = {
  connected: 3,
  added_to_list: 1,
  applying: 0,
  offered: 0,
  free_connections_count: 3,
  paid_connections_count: 0,
  by_user_type: { student: 3, guardian: 0, counsellor: 0 },
};

async function show(node: () => ReactNode) {
  await initI18n("en-US");
  await ensureNamespace("dashboard");
  signInAs(STARTER_ADMIN);
  return renderScreen(node, "/dashboard");
}

afterEach(async () => {
  useSessionStore.getState().signOut();
  await changeLocale("en-US");
});

describe("the dashboard's plan links", () => {
  it("makes the FREE PLAN badge a link to what the plan means", async () => {
    const { router } = await show(() => <NewConnectionsCard query={loaded(NEW_CONNECTIONS)} scope={[]} />);
    const badge = await screen.findByRole("link", { name: /^Free plan: what it means/ });
    expect(badge.textContent).toBe("Free plan");
    expect(badge.getAttribute("href")).toBe("/settings?tab=plan");
    fireEvent.click(badge);
    await screen.findByText("elsewhere");
    expect(router.state.location.pathname).toBe("/settings");
    expect(router.state.location.search).toMatchObject({ tab: "plan" });
  });

  it("explains full and limited access under their figures, in Chinese too", async () => {
    await show(() => <FunnelCard summary={loaded(SUMMARY)} scope={[]} />);
    const explain = await screen.findByRole("link", { name: "What full and limited access mean" });
    expect(explain.getAttribute("href")).toBe("/settings?tab=plan");
    await changeLocale("zh-CN");
    expect(await screen.findByRole("link", { name: "完整权限与有限权限的含义" })).toBeTruthy();
  });
});
