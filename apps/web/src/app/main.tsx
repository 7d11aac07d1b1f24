import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { initI18n } from "../lib/i18n";
import { useSessionStore } from "../lib/session-store";
import { Providers } from "./providers";
import { router } from "./router/router";
import { startSession } from "./session-controller";

async function start() {
  await initI18n(useSessionStore.getState().locale);
  startSession();
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
