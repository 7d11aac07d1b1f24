/** Query keys of staff's payments; every change (refund, waive) invalidates `all`. */
export const paymentsKeys = {
  all: ["payments"] as const,
  list: (query: unknown) => ["payments", "list", query] as const,
  detail: (id: number) => ["payments", "detail", id] as const,
  /** A payments CSV being prepared (polled until ready or failed). */
  export: (id: number) => ["payments", "export", id] as const,
  programs: ["payments", "programs"] as const,
};
