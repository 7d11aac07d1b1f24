import { useNamespace } from "../../lib/i18n";

/** Loads the "team" texts on first use; true once they are there for the current locale. */
export function useTeamTexts(): boolean {
  return useNamespace("team");
}
