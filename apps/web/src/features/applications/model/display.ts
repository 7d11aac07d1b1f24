/** Badge colours of statuses and results, and the applicant's name. */
import type { ApplicationResult, ApplicationStatus } from "@quad/contract/rules/application";

export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  submitted: "blue",
  in_review: "warning",
  decided: "quad",
  completed: "teal",
  withdrawn: "gray",
};
export const RESULT_COLORS: Record<ApplicationResult, string> = {
  admitted: "teal",
  conditional_offer: "blue",
  waitlisted: "warning",
  rejected: "red",
};

export function fullName(s: { first_name: string; last_name: string }): string {
  return `${s.first_name} ${s.last_name}`.trim();
}
