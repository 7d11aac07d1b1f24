import { hydrate } from "@tanstack/react-query";
import { ensureNamespace } from "../../lib/i18n";
import { queryClient } from "../query-client";
import { router } from "../router/router";
import { DRAWN_STATE_ID, type DrawnState } from "./drawn-screens";

function drawnState(): DrawnState | null {
  const text = document.getElementById(DRAWN_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DrawnState;
  } catch {
    return null;
  }
}

/**
 * When the server drew the page (app/ssr/render.tsx), the app's first draw must show the same page: the answers
 * it was drawn with go into the query cache, and its texts and screen code are loaded before React draws over it
 * (a draw with a loader in between would blank the painted page). True when the page was drawn.
 */
export async function takeOverDrawnPage(): Promise<boolean> {
  const state = drawnState();
  if (!state) return false;
  hydrate(queryClient, state.queries);
  await Promise.all(state.namespaces.map((ns) => ensureNamespace(ns)));
  await router.load();
  return true;
}
