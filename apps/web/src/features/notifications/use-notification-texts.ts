import { useNamespace } from "../../lib/i18n";

/** Loads the "notifications" texts on first use; true once they are there for the current locale. */
export function useNotificationTexts(): boolean {
  return useNamespace("notifications");
}
