import type { ApplicationOptionsResponse } from "@quad/contract/api/applications-list";
import {
  APPLICATION_RESULTS,
  APPLICATION_STATUSES,
  CHOICE_LABELS,
  FEE_STATUS_LABELS,
  FEE_STATUSES,
  RESULT_LABELS,
  STATUS_LABELS,
  UCAS_CHOICES,
} from "@quad/contract/rules/application";
import type { ApplicationLookupsRepository, CodedColumn, LookupScope } from "./application-lookups.repository.ts";

/** The filter look-ups of spec 3 §7: GET student_applications/{lookup}. */
export const LOOKUPS = [
  "countries",
  "courses",
  "programs",
  "results",
  "statuses",
  "fee_waived_statuses",
  "fee_statuses",
  "schools",
  "choices",
  "universities",
] as const;
export type Lookup = (typeof LOOKUPS)[number];

export const LOOKUP_SUMMARIES: Record<Lookup, string> = {
  countries: "Countries of the institution's applicants",
  courses: "Courses (majors) of the institution's programs, with their applications",
  programs: "The institution's programs, with their applications",
  results: "Application results",
  statuses: "Application statuses",
  fee_waived_statuses: "Fee waived or not",
  fee_statuses: "Application fee statuses",
  schools: "Schools of the institution's applicants",
  choices: "UCAS choices",
  universities: "Universities of the programs applied to (a school's filter over its students' applications)",
};

/** The codes of a coded column with their labels, in their workflow order, each with its applications. */
async function coded(
  repo: ApplicationLookupsRepository,
  scope: LookupScope,
  column: CodedColumn,
  labels: Record<string, string>,
  values: readonly string[],
) {
  const counts = await repo.coded(scope, column);
  const byValue = new Map(counts.map((c) => [String(c.value), Number(c.count)]));
  return values.map((v) => ({ value: v, label: labels[v] ?? v, count: byValue.get(v) ?? 0 }));
}

/** The options of a look-up for the scope's applications (a school's: those its students shared with it). */
export async function lookupOptions(
  repo: ApplicationLookupsRepository,
  scope: LookupScope,
  lookup: Lookup,
): Promise<ApplicationOptionsResponse["options"]> {
  switch (lookup) {
    case "statuses":
      return coded(repo, scope, "status", STATUS_LABELS, APPLICATION_STATUSES);
    case "results":
      return coded(repo, scope, "result", RESULT_LABELS, APPLICATION_RESULTS);
    case "fee_statuses":
      return coded(repo, scope, "fee_status", FEE_STATUS_LABELS, FEE_STATUSES);
    case "choices":
      return coded(repo, scope, "choice", CHOICE_LABELS, UCAS_CHOICES);
    case "fee_waived_statuses": {
      const counts = await repo.feeWaived(scope);
      const of = (v: boolean) => Number(counts.find((c) => c.value === v)?.count ?? 0);
      return [
        { value: true, label: "Fee waived", count: of(true) },
        { value: false, label: "Fee not waived", count: of(false) },
      ];
    }
    case "countries":
    case "schools":
    case "programs":
    case "courses":
    case "universities":
      return (await repo.named(scope, lookup)).map((r) => ({
        value: r.value,
        label: r.label,
        count: Number(r.count),
      }));
  }
}
