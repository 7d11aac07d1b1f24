import type { ProgramsFilters } from "../model";

/** Query keys of the programs area: mutations invalidate by these prefixes. */
export const programsKeys = {
  all: ["programs"] as const,
  lists: ["programs", "list"] as const,
  list: (filters: ProgramsFilters) => ["programs", "list", filters] as const,
  detail: (id: number) => ["programs", "detail", id] as const,
  universities: ["programs", "universities"] as const,
  rounds: ["programs", "rounds"] as const,
  currencies: ["programs", "currencies"] as const,
  documentTypes: ["programs", "document-types"] as const,
  typeContent: (type: string) => ["programs", "type-content", type] as const,
  reusable: (kind: string) => ["programs", "reusable", kind] as const,
};
