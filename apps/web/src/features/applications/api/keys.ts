/** Query keys of direct apply's applications; every mutation invalidates `all` (lists, details, look-ups move together). */
export const applicationsKeys = {
  all: ["applications"] as const,
  lists: ["applications", "list"] as const,
  list: (payload: unknown) => ["applications", "list", payload] as const,
  lookup: (name: string) => ["applications", "lookup", name] as const,
  detail: (id: number) => ["applications", "detail", id] as const,
  results: (id: number) => ["applications", "results", id] as const,
  activities: (id: number) => ["applications", "activities", id] as const,
  comments: (id: number) => ["applications", "comments", id] as const,
  payments: (id: number) => ["applications", "payments", id] as const,
  settings: ["applications", "settings"] as const,
};
