import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "../../lib/i18n";
import { translateServerMessage } from "../../lib/server-messages";
import type { Problem, Problems } from "./problems";

/** Turns the model's problems into texts of the interface language (`errors.<code>`, or a server text). */
export function useProblemText() {
  const { t } = useTranslation("availability");
  const text = useCallback(
    (p: Problem): string =>
      p.code === "server"
        ? translateServerMessage(String(p.values?.text ?? ""), appTexts())
        : t(`errors.${p.code}`, p.values ?? {}),
    [t],
  );
  const texts = useCallback(
    (problems: Problems): Record<string, string> =>
      Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, text(p)])),
    [text],
  );
  return { text, texts };
}

/** The app-wide texts (validation.*, server.*) for field errors the shared helpers translate. */
export const appTexts = () => i18n.getFixedT(null, "translation");
