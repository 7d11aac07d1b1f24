import type { InstituteType } from "@quad/contract/rules/constants";

/** Sections of the signed-in navigation; each item is a route id (route-table.ts), shown only when reachable. */
export const NAV_SECTIONS: readonly { id: string; items: readonly string[] }[] = [
  {
    id: "workspace",
    items: ["dashboard", "events", "eventsList", "checkIn", "availability", "schools", "connections"],
  },
  { id: "directApply", items: ["applications", "programs", "payments"] },
  { id: "sessions", items: ["eventSessions", "partnerEvents", "webinars"] },
  { id: "growth", items: ["prospectAndEngage", "higherEdInsights"] },
  { id: "admin", items: ["team", "configuration", "calendarSync"] },
];

/** Navigation items that open a plan area (issue 26 §1): the item shows the area's tier (decision 113). */
export const NAV_PLAN_AREAS: Readonly<Record<string, "connections" | "prospect_engage" | "insights">> = {
  connections: "connections",
  prospectAndEngage: "prospect_engage",
  higherEdInsights: "insights",
};

/**
 * Items that every type may open by address but only some are offered: payments belong to the institutions that own
 * programs (issue 27); a School's /payments only explains that its students' payments are theirs, so it is no item.
 */
export const NAV_ITEM_TYPES: Readonly<Record<string, readonly InstituteType[]>> = {
  payments: ["University", "ApplicationClient"],
};
