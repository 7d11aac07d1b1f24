import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { theme } from "../app/theme";
import { i18n, initI18n } from "../lib/i18n";

/** Renders one screen at `path` inside the app's providers and a memory router. */
export async function renderScreen(Screen: () => ReactNode, path: string, url = path) {
  await initI18n("en-US");
  const root = createRootRoute({ component: Outlet });
  const screen = createRoute({ getParentRoute: () => root, path, component: Screen });
  const other = createRoute({ getParentRoute: () => root, path: "$", component: () => <p>elsewhere</p> });
  const router = createRouter({
    routeTree: root.addChildren([screen, other]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} env="test">
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...utils, router };
}

/** A fetch stub answering by path: `{ "POST sessions": [401, {...}] }`; unknown paths answer 404. */
export function stubApi(routes: Record<string, [number, unknown]>) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://quad.test");
    const path = url.pathname.replace("/api/v1/partners/", "");
    const [status, body] = routes[`${init?.method ?? "GET"} ${path}`] ?? [404, { error: "Record not found." }];
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  };
}
