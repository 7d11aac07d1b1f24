/** Query keys of staff's payments; every change (refund, waive) invalidates `all`. */
export const paymentsKeys = {
  all: ["payments"] as const,
  list: (query: unknown) => ["payments", "list", query] as const,
  detail: (id: number) => ["payments", "detail", id] as const,
  programs: ["payments", "programs"] as const,
};
