import { createContext, useContext } from "react";

/** True below the signed-in shell (header, navigation), whichever layout route the page belongs to. */
export const InShellContext = createContext(false);

export function useInShell(): boolean {
  return useContext(InShellContext);
}
