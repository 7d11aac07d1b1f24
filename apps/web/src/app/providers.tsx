import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./global.css";
import { type CSSVariablesResolver, MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { TOAST_DURATION_MS } from "@quad/contract/rules/constants";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "../lib/i18n";
import { TOAST_LIMIT } from "../lib/toast";
import { queryClient } from "./query-client";
import { theme } from "./theme";

/**
 * Colors darker than Mantine's defaults so every text keeps 4.5:1 (WCAG AA, checked by axe on every route, decision
 * 084): secondary and error text; filled badges and buttons of a bare color (white on the default shade 7 is 3.8:1 for
 * red, 3.0:1 for orange); light-variant text on its shade-1 tint (orange.9 on orange.1 is 3.6:1); outline and subtle
 * variants. Each entry is [filled, filled hover, text]: the filled background under white text (at least 5:1), and
 * the text on white and on the tint (at least 4.5:1).
 */
const ACCESSIBLE: Record<string, [filled: string, hover: string, text: string]> = {
  red: ["#c92a2a", "#a51d1d", "#a51d1d"],
  orange: ["#c2410c", "#a33a0a", "#a33a0a"],
  yellow: ["#8a5300", "#6b4400", "#6b4400"],
  green: ["#2b7a3b", "#1e6b30", "#1f6b30"],
  lime: ["#3d6b0a", "#2f5408", "#3d6b0a"],
  teal: ["#087f5b", "#0a5c44", "#0a5c44"],
  cyan: ["#0b7285", "#095c6b", "#0b7285"],
  blue: ["#1864ab", "#124f87", "#1864ab"],
  indigo: ["#364fc7", "#2b40a3", "#364fc7"],
  grape: ["#862e9c", "#6c2480", "#862e9c"],
  pink: ["#a61e4d", "#85183e", "#a61e4d"],
  gray: ["#495057", "#343a40", "#495057"],
};

const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "#5c636b",
    "--mantine-color-error": "#c92a2a",
    ...Object.fromEntries(
      Object.entries(ACCESSIBLE).flatMap(([color, [filled, hover, text]]) => [
        [`--mantine-color-${color}-filled`, filled],
        [`--mantine-color-${color}-filled-hover`, hover],
        [`--mantine-color-${color}-light-color`, text],
        [`--mantine-color-${color}-outline`, text],
      ]),
    ),
  },
  dark: {},
});

/** Toasts: at the top, 3000 ms, at most 3 stacked (spec 1 §2, §9). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
          <Notifications position="top-center" limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} containerWidth={460} />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
