import {
  type AnyRoute,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  type RouterHistory,
  redirect,
  useLocation,
  useRouter,
} from "@tanstack/react-router";
import { useEffect } from "react";
import { RouteError } from "../../components/ui/route-error";
import { RouteLoader } from "../../components/ui/route-loader";
import { currentGuest } from "../../features/webinars/session/guest-session-store";
import { showInfoToast } from "../../lib/api-client";
import { i18n } from "../../lib/i18n";
import { appConfigQueryOptions } from "../../lib/reference/get-app-config";
import { selectSignedIn, useSessionStore } from "../../lib/session-store";
import { queryClient } from "../query-client";
import { type Device, detectDevice, type GuestFacts, resolveNavigation, type SessionFacts } from "./access-rules";
import { LAYOUT_LOADERS, SCREEN_LOADERS } from "./route-screens";
import { ROUTES } from "./route-table";
import type { LayoutKind } from "./route-types";
import { prefetchScreenData } from "./screen-data";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** Route table id of the screen (spec route), used for titles and empty states. */
    routeId?: string;
  }
}

export function currentSessionFacts(): SessionFacts | null {
  const state = useSessionStore.getState();
  if (!selectSignedIn(state) || !state.data) return null;
  return { instituteType: state.data.institute_type, requiredFieldsFilled: state.data.required_fields_filled };
}

export function currentGuestFacts(): GuestFacts | null {
  const guest = currentGuest();
  return guest ? { requiredFieldsFilled: guest.required_fields_filled } : null;
}

const device: Device =
  typeof navigator === "undefined" ? "desktop" : detectDevice(navigator.userAgent, navigator.maxTouchPoints);

/** The public site is only needed to send a signed-out visitor away from "/". */
async function publicSiteUrlFor(path: string, session: SessionFacts | null): Promise<string | null> {
  if (session || path !== "/") return null;
  try {
    return (await queryClient.ensureQueryData(appConfigQueryOptions)).public_site_url;
  } catch {
    return null;
  }
}

/** Unknown paths: the same decision as the guard, rendered (the guard normally redirects first). */
function NotFoundRedirect() {
  const location = useLocation();
  const router = useRouter();
  const target = resolveNavigation({
    path: location.pathname,
    search: location.searchStr,
    session: currentSessionFacts(),
    guest: currentGuestFacts(),
    device,
  });
  const href = target?.href ?? "/sign-in";
  useEffect(() => {
    router.history.replace(href);
  }, [router, href]);
  return <RouteLoader />;
}

const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFoundRedirect,
  errorComponent: RouteError,
  beforeLoad: async ({ location }) => {
    const session = currentSessionFacts();
    const publicSiteUrl = await publicSiteUrlFor(location.pathname, session);
    const target = resolveNavigation({
      path: location.pathname,
      search: location.searchStr,
      session,
      guest: currentGuestFacts(),
      device,
      publicSiteUrl,
    });
    if (!target) return;
    if (target.kind === "external") {
      window.location.assign(target.href);
      return;
    }
    if (target.notForType && session) showInfoToast(i18n.t(`access.notForType.${session.instituteType}`));
    throw redirect({ href: target.href, replace: true });
  },
});

const layoutRoutes = Object.fromEntries(
  (Object.keys(LAYOUT_LOADERS) as LayoutKind[]).map((kind) => [
    kind,
    createRoute({
      getParentRoute: () => rootRoute,
      id: `layout-${kind}`,
      component: lazyRouteComponent(LAYOUT_LOADERS[kind]),
    }),
  ]),
) as unknown as Record<LayoutKind, AnyRoute>;

const screenRoutes = ROUTES.map((entry) =>
  createRoute({
    getParentRoute: () => layoutRoutes[entry.layout],
    path: entry.path,
    staticData: { routeId: entry.id },
    // Not awaited: the screen's first requests start beside its code; the screen reads them from the cache.
    loader: () => prefetchScreenData(entry.screen),
    component: lazyRouteComponent(SCREEN_LOADERS[entry.screen]),
  }),
);

for (const [kind, layout] of Object.entries(layoutRoutes)) {
  layout.addChildren(screenRoutes.filter((_, i) => ROUTES[i]?.layout === kind));
}

const routeTree = rootRoute.addChildren(Object.values(layoutRoutes));

/** Query strings stay plain strings (no JSON coercion), so forwarded queries keep their exact text. */
function parseSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The app's router; the server's first paint (app/ssr) makes one per page on a memory history, without scroll
 * restoration (its inline script is refused by the pages' Content-Security-Policy, and a first paint has no scroll).
 */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    parseSearch,
    stringifySearch,
    defaultPendingComponent: RouteLoader,
    defaultPendingMs: 150,
    defaultPreload: "intent",
    scrollRestoration: history === undefined,
  });
}

export const router = createAppRouter();
