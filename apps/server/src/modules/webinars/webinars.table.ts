/**
 * The webinar module's tables, one file per concern (decision 067). Kept as one index so that other
 * modules' data layers import them from one place; new code imports the concern's own file.
 */
export * from "./activities.table.ts";
export * from "./guests.table.ts";
export * from "./people.table.ts";
export * from "./webinar-catalogue.table.ts";
export * from "./webinar-registrations.table.ts";
export * from "./webinar-sessions.table.ts";
