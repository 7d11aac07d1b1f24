import type { ProspectRow } from "@quad/contract/api/prospects";
import { create } from "zustand";

/**
 * The rows chosen on the discover screen, kept for the connect screen's review (the address carries their ids; a
 * reload keeps the ids and shows them without their descriptions).
 */
interface SelectionState {
  rows: Record<number, ProspectRow>;
  remember: (rows: readonly ProspectRow[]) => void;
  clear: () => void;
}

export const useProspectSelection = create<SelectionState>((set) => ({
  rows: {},
  remember: (rows) => set((s) => ({ rows: { ...s.rows, ...Object.fromEntries(rows.map((r) => [r.id, r])) } })),
  clear: () => set({ rows: {} }),
}));
