// The list benches: which there are, their p95 targets, and the sizes they are seeded at.

export const LIST_BENCHES = [
  "team",
  "notifications",
  "availability",
  "schools_list",
  "webinar_home",
  "webinar_category_events",
  "connections_list",
  "connection_lookups",
  "applications_list",
] as const;
export type ListBench = (typeof LIST_BENCHES)[number];
/** p95 targets in ms */
export const LIST_TARGETS: Record<ListBench, number> = {
  team: 30,
  notifications: 30,
  availability: 50,
  schools_list: 50,
  webinar_home: 50,
  webinar_category_events: 50,
  connections_list: 50,
  connection_lookups: 30,
  applications_list: 50,
};

export const TEAM_MEMBERS = 5000;
export const USER_NOTIFICATIONS = 100_000;
export const SCHOOLS = 10_000;
