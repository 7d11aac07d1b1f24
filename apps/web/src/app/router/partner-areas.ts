import type { InstituteType } from "@quad/contract/rules/constants";
import type { Area } from "./route-types";

/**
 * The access rules of spec 1 §6 as data: which areas each partner type may open and where each type lands.
 * The guards (access-rules.ts) read it.
 */

/**
 * Allowed routes per partner type (spec 1 §6 table). A school also has the event sessions it hosts (its fairs
 * and evenings, issue 24 §2, decision 075): the spec gives it their detail, and a detail needs its list.
 */
export const ALLOWED_AREAS: Record<InstituteType, readonly Area[]> = {
  School: [
    "events",
    "availability",
    "team",
    "settings",
    "calendarSync",
    "schoolDetails",
    "webinars",
    "directApply",
    "eventSessions",
    "sessionDetail",
    "payments",
    "notifications",
  ],
  University: [
    "eventsList",
    "dashboard",
    "schools",
    "events",
    "team",
    "configuration",
    "settings",
    "calendarSync",
    "universityDetails",
    "partnerEvents",
    "connections",
    "directApply",
    "eventSessions",
    "sessionDetail",
    "payments",
    "notifications",
    "prospectAndEngage",
    "higherEdInsights",
    "onboarding",
  ],
  ApplicationClient: [
    "eventsList",
    "directApply",
    "team",
    "settings",
    "connections",
    "sessionDetail",
    "payments",
    "notifications",
    "partnerEvents",
    "eventSessions",
    "dashboard",
    "higherEdInsights",
  ],
};

/** Initial route per partner type (spec 1 §2). */
export const HOME_PATH: Record<InstituteType, string> = {
  School: "/events",
  University: "/dashboard",
  ApplicationClient: "/direct-apply/applications",
};

/** The events list a partner type opens on a phone or tablet. */
export const EVENTS_LIST_PATH: Record<InstituteType, string> = {
  School: "/events",
  University: "/events-list",
  ApplicationClient: "/events-list",
};

export const SIGN_IN_PATH = "/sign-in";
export const WEBINARS_HOME_PATH = "/webinars";
export const WEBINAR_PROFILE_PATH = "/webinars/users/update";
