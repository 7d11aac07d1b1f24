import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dashboardKeys } from "./keys";
import prefetchDashboard from "./prefetch";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("prefetchDashboard", () => {
  it("asks the first figures for the saved regions, under the keys the screen reads", async () => {
    const calls: { url: string; body?: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        const answer = url.endsWith("/selected_regions") ? { country_ids: [30, 4, 12], is_default: false } : {};
        return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchDashboard(client);

    const summary = calls.find((c) => c.url.endsWith("/dashboards/summary"));
    // The screen's filter is the saved choice, sorted (region-filter's initialFilterState): the same body, the same key.
    expect(summary?.body).toEqual({ country_ids: [4, 12, 30] });
    expect(client.getQueryState(dashboardKeys.figure("summary", { country_ids: [4, 12, 30] }))).toBeDefined();
    for (const path of ["/user_configurations", "/dashboards/events", "/dashboards/listing"]) {
      expect(calls.some((c) => c.url.endsWith(path))).toBe(true);
    }
  });
});
