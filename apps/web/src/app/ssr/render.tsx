/**
 * The server's first paint of a public page (issue 28, decision 121): the page's HTML drawn in the server's process
 * with the same components, texts and answers the browser then draws with, so a phone paints the page before the
 * app's JavaScript has arrived. Built on its own (`vite build --ssr`, dist-ssr/render.js) and called by the
 * server's web plugin; the browser's app then draws over it from the same answers (app/main.tsx).
 *
 * Renders one page at a time: the texts, the query cache and the drawn zone are this module's own singletons.
 */

import { notifications } from "@mantine/notifications";
import { dehydrate, type Query } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { setApiTransport } from "../../lib/api-client";
import { setDrawnFacts } from "../../lib/browser-facts";
import { ensureNamespace, initI18n } from "../../lib/i18n";
import { useSessionStore } from "../../lib/session-store";
import { Providers } from "../providers";
import { queryClient } from "../query-client";
import { matchRoute } from "../router/access-rules";
import { createAppRouter } from "../router/router";
import { readDrawHints } from "./draw-hints";
import { DRAWN_SCREENS, DRAWN_STATE_ID, type DrawnState, layoutFile } from "./drawn-screens";
import { type BuildManifest, pageAssets } from "./page-assets";
import { fillTemplate } from "./page-template";

export type { BuildManifest };

export interface DrawRequest {
  /** The page's path and query. */
  url: string;
  cookie?: string;
  /** The app's origin ("https://portal.example": the server's APP_URL). */
  origin: string;
  /** Answers the app's API calls (the server's own routes, in its process). */
  fetch: typeof fetch;
  /** The client build's manifest (dist/.vite/manifest.json). */
  manifest: BuildManifest;
  /** The built index.html. */
  template: string;
}

/** Whether the server draws this path's first paint (the path alone: the visitor's hints come with the request). */
export function drawable(path: string): boolean {
  const entry = matchRoute(path);
  return Boolean(entry && DRAWN_SCREENS[entry.screen]);
}

/** Rounds of drawing and answering: a screen may ask once its first answers are in (at most this many times). */
const ROUNDS = 3;

/** What the route loader (components/ui/route-loader.tsx) draws: a page still waiting for its screen or answers. */
const LOADER_MARK = 'role="status" aria-live="polite"';

function waiting(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  const on = typeof enabled === "function" ? enabled(query) !== false : enabled !== false;
  return on && query.state.status === "pending" && query.state.fetchStatus === "idle";
}

/**
 * The drawn markup as the visitor gets it before the app starts: inert (nothing clicked, focused or submitted is lost
 * to a page without its handlers, and no form is sent natively, a password in its address) and its fields read-only.
 * The app's first draw replaces the whole wrapper at once.
 */
export function beforeTheApp(html: string): string {
  return `<div inert style="display:contents">${html.replace(/<(input|textarea)\b/g, "<$1 readonly")}</div>`;
}

/** JSON inside a script element: nothing in it can close the element or start markup. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The page's HTML (index.html with the page drawn in it), or null when it is not drawn here (a signed-in reader, an
 * unknown page, an answer that failed).
 */
export function render(request: DrawRequest): Promise<string | null> {
  const next = queue.then(() => draw(request));
  queue = next.catch(() => undefined);
  return next;
}

async function draw(request: DrawRequest): Promise<string | null> {
  const hints = readDrawHints(request.cookie);
  const path = request.url.split("?")[0] ?? "/";
  const entry = matchRoute(path);
  const screen = entry ? DRAWN_SCREENS[entry.screen] : undefined;
  if (!entry || !screen || hints.signedIn) return null;

  setApiTransport((input, init) => request.fetch(input, init));
  setDrawnFacts({ zone: hints.zone, origin: request.origin });
  queryClient.clear();
  // The toasts failed answers queued here (never drawn: no portal on the server) do not pile up in the store.
  notifications.clean();
  // What shows the language (the switch) reads the session store's: the language drawn in.
  useSessionStore.setState({ locale: hints.locale });
  await initI18n(hints.locale);
  await Promise.all(screen.namespaces.map((ns) => ensureNamespace(ns)));

  const router = createAppRouter(createMemoryHistory({ initialEntries: [request.url] }));
  await router.load();
  const at = router.state.location.pathname;
  if (at !== path || router.state.matches.some((m) => m.status === "error")) return null;

  let html = "";
  for (let round = 0; round < ROUNDS; round++) {
    html = renderToString(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    const asked = queryClient.getQueryCache().getAll().filter(waiting);
    if (asked.length === 0) break;
    // Asked once: a failed answer is not retried here (the browser asks again, as the app).
    await Promise.all(asked.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
  }
  const queries = queryClient.getQueryCache().getAll();
  // A failed or unanswered call, or a screen still loading: the browser draws the page itself.
  if (queries.some((q) => waiting(q) || q.state.error)) return null;
  // A part that failed to draw here (React leaves a <template> for the browser) or a screen still loading.
  if (html.includes("<template data-msg") || html.includes(LOADER_MARK)) return null;

  const state: DrawnState = { locale: hints.locale, namespaces: screen.namespaces, queries: dehydrate(queryClient) };
  return fillTemplate(request.template, {
    locale: hints.locale,
    ...pageAssets(request.manifest, [layoutFile(entry.layout), screen.file], hints.locale),
    html: beforeTheApp(html),
    state: `<script id="${DRAWN_STATE_ID}" type="application/json">${scriptJson(state)}</script>`,
  });
}
