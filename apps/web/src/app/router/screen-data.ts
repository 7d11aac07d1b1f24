import type { QueryClient } from "@tanstack/react-query";
import { useSessionStore } from "../../lib/session-store";
import { queryClient } from "../query-client";
import type { ScreenKey } from "./route-types";

type Prefetch = () => Promise<{ default: (client: QueryClient) => Promise<void> }>;

/**
 * The screens whose first data is asked before the screen is drawn (issue 28, decision 120): a landing page whose
 * first answers otherwise wait for its code, its texts and a first answer (the dashboard's saved regions before its
 * figures). Each prefetch is in the screen's feature, loaded on demand.
 */
const SCREEN_DATA: Partial<Record<ScreenKey, Prefetch>> = {
  dashboard: () => import("../../features/dashboard/api/prefetch"),
};

/** Starts a signed-in screen's first requests (nothing without a session); never throws, never waits. */
export function prefetchScreenData(screen: ScreenKey): void {
  const load = SCREEN_DATA[screen];
  if (!load || !useSessionStore.getState().authToken) return;
  load()
    .then((m) => m.default(queryClient))
    .catch(() => undefined);
}
