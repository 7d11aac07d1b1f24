import { useEffect, useState } from "react";
import { ensureNamespace, i18n } from "../../lib/i18n";

/** Loads the "notifications" texts on first use; true once they are there for the current locale. */
export function useNotificationTexts(): boolean {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, "notifications"));
  useEffect(() => {
    let alive = true;
    void ensureNamespace("notifications").then(() => {
      if (alive) setReady(true);
    });
    return () => {
      alive = false;
    };
  }, []);
  return ready;
}
