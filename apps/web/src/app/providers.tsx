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
import { queryClient } from "./query-client";
import { theme } from "./theme";

/** Text colors darker than Mantine's defaults so secondary, error and light-variant text keep 4.5:1 (WCAG AA). */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "#5c636b",
    "--mantine-color-error": "#c92a2a",
    "--mantine-color-red-light-color": "#a51d1d",
    "--mantine-color-teal-light-color": "#0a5c44",
    "--mantine-color-green-light-color": "#1f6b30",
    "--mantine-color-yellow-light-color": "#6b4400",
  },
  dark: {},
});

/** Toasts: at the top, 3000 ms, at most 3 stacked (spec 1 §2, §9). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
          <Notifications position="top-center" limit={3} autoClose={TOAST_DURATION_MS} containerWidth={460} />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
