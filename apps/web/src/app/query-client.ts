import { QueryClient, timeoutManager } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client";
import { coalescedTimers } from "../lib/coalesced-timers";

// Before any query exists: one platform timer for all of Query's timeouts (decision 125).
timeoutManager.setTimeoutProvider(coalescedTimers());

/** One client for the app; client errors (4xx) are not retried, the catalogue already told the user. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => {
        if (error instanceof ApiError && error.status !== undefined && error.status < 500) return false;
        return count < 2;
      },
    },
    mutations: { retry: false },
  },
});
