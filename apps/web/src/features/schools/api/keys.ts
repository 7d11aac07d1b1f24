import type { SchoolsFilters } from "../model";

/** Query keys of the schools area; mutations invalidate by these. */
export const schoolKeys = {
  all: ["schools"] as const,
  list: (universityId: number, filters: SchoolsFilters) => ["schools", "list", universityId, filters] as const,
  detail: (id: number) => ["schools", "detail", id] as const,
  feedbacks: (id: number, page: number) => ["schools", "feedbacks", id, page] as const,
  availability: (id: number, start: string, end: string) => ["schools", "availability", id, start, end] as const,
  /** `viewer`: the signed-in user's institution (0 signed out); its own visits are flagged in the answer. */
  publicAvailability: (id: number, start: string, end: string, viewer: number) =>
    ["schools", "public-availability", id, start, end, viewer] as const,
  pendingFeedbacks: ["schools", "pending-feedbacks"] as const,
};
