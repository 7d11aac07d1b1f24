import { useEffect, useState } from "react";
import { ensureNamespace, i18n } from "../../lib/i18n";

/** Loads the "team" texts on first use; true once they are there for the current locale. */
export function useTeamTexts(): boolean {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, "team"));
  useEffect(() => {
    let alive = true;
    void ensureNamespace("team").then(() => {
      if (alive) setReady(true);
    });
    return () => {
      alive = false;
    };
  }, []);
  return ready;
}
