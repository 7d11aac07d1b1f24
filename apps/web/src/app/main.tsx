import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { nextTask } from "../lib/after-load";
import { initI18n } from "../lib/i18n";
import { useSessionStore } from "../lib/session-store";
import { Providers } from "./providers";
import { matchRoute } from "./router/access-rules";
import { LAYOUT_LOADERS, SCREEN_LOADERS } from "./router/route-screens";
import { router } from "./router/router";
import { startSession } from "./session-controller";
import { keepDrawHints } from "./ssr/draw-hints";
import { takeOverDrawnPage } from "./ssr/take-over";

/** The address's layout and screen start loading at once, beside the texts, not after them (issue 28). */
function preloadScreen(pathname: string) {
  const entry = matchRoute(pathname);
  if (!entry) return;
  // The router loads the same modules (and reports a failure); here only the head start.
  LAYOUT_LOADERS[entry.layout]().catch(() => undefined);
  SCREEN_LOADERS[entry.screen]().catch(() => undefined);
}

async function start() {
  // Each step its own task of the main thread (issue 28, decision 125): the modules' evaluation, the head start of the
  // screen's code, the session and hints, the take-over; none holds a phone's main thread long.
  await nextTask();
  preloadScreen(window.location.pathname);
  await initI18n(useSessionStore.getState().locale);
  await nextTask();
  startSession();
  await nextTask();
  keepDrawHints();
  await takeOverDrawnPage();
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  const reactRoot = createRoot(root);
  const draw = () =>
    reactRoot.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  // The app's first draw is a transition: drawn in slices between the reader's input (a phone's main thread is never
  // held for the whole tree, issue 28), then put in place in one commit; over a page the server drew, that page is
  // shown meanwhile.
  startTransition(draw);
}

void start();
