/** Query keys of the prospect-and-engage calls (a connect changes the search, the usage and the insights). */
export const prospectsKeys = {
  all: ["prospects"] as const,
  search: (input: unknown) => ["prospects", "search", input] as const,
  usage: ["prospects", "usage"] as const,
  insights: (query: string) => ["prospects", "insights", query] as const,
  summary: ["prospects", "summary"] as const,
  events: ["prospects", "engagement-events"] as const,
};
