import type { DehydratedState } from "@tanstack/react-query";
import type { Namespace } from "../../lib/i18n";
import type { LayoutKind, ScreenKey } from "../router/route-types";

/**
 * The screens the server draws a first paint of (issue 28, decision 121): the pages a visitor opens first from a
 * link (a mail, a search, a school's share link), on a phone as often as not. Each names its source file (the
 * build manifest's key, for the styles and scripts its first paint needs) and the extra text namespaces it draws
 * with. Signed-in screens are not drawn: the visitor's session lives in the browser.
 */
export interface DrawnScreen {
  file: string;
  namespaces: Namespace[];
}

export const DRAWN_SCREENS: Partial<Record<ScreenKey, DrawnScreen>> = {
  signIn: { file: "src/features/auth/routes/sign-in-page.tsx", namespaces: [] },
  webinarHome: { file: "src/features/webinars/catalogue/routes/home-page.tsx", namespaces: [] },
  webinarSession: { file: "src/features/webinars/catalogue/routes/session-page.tsx", namespaces: [] },
  scheduleAppointment: { file: "src/features/schools/routes/schedule-appointment-page.tsx", namespaces: ["schools"] },
};

/** A layout's source file (the manifest's key), as route-screens.ts loads it. */
export function layoutFile(kind: LayoutKind): string {
  return `src/app/layouts/${kind}-layout.tsx`;
}

/** What the server writes into the page for the browser: the answers drawn with, and the texts to have first. */
export interface DrawnState {
  locale: string;
  namespaces: Namespace[];
  /** React Query's dehydrated cache. */
  queries: DehydratedState;
}

/** The id of the `<script type="application/json">` holding the DrawnState. */
export const DRAWN_STATE_ID = "quad-drawn";
