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
import { type SQL, sql } from "drizzle-orm";
import type { ApplicationsRepository } from "./applications.repository.ts";

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
};

/** The codes of a coded column with their labels, in their workflow order, each with its applications. */
async function coded(
  repo: ApplicationsRepository,
  partnerId: number,
  column: string,
  labels: Record<string, string>,
  values: readonly string[],
) {
  const counts = await repo.options(
    sql`select ${sql.identifier(column)} as value, '' as label, count(*)::int as count
        from student_applications where partner_id = ${partnerId} and ${sql.identifier(column)} is not null
        group by 1`,
  );
  const byValue = new Map(counts.map((c) => [String(c.value), Number(c.count)]));
  return values.map((v) => ({ value: v, label: labels[v] ?? v, count: byValue.get(v) ?? 0 }));
}

/** The options of a look-up for the partner's applications (a School has none: empty or zero counts). */
export async function lookupOptions(
  repo: ApplicationsRepository,
  partnerId: number,
  lookup: Lookup,
): Promise<ApplicationOptionsResponse["options"]> {
  const rows = (query: SQL) =>
    repo.options(query).then((list) => list.map((r) => ({ value: r.value, label: r.label, count: Number(r.count) })));
  switch (lookup) {
    case "statuses":
      return coded(repo, partnerId, "status", STATUS_LABELS, APPLICATION_STATUSES);
    case "results":
      return coded(repo, partnerId, "result", RESULT_LABELS, APPLICATION_RESULTS);
    case "fee_statuses":
      return coded(repo, partnerId, "fee_status", FEE_STATUS_LABELS, FEE_STATUSES);
    case "choices":
      return coded(repo, partnerId, "choice", CHOICE_LABELS, UCAS_CHOICES);
    case "fee_waived_statuses": {
      const counts = await repo.options(
        sql`select fee_waived as value, '' as label, count(*)::int as count
            from student_applications where partner_id = ${partnerId} group by 1`,
      );
      const of = (v: boolean) => Number(counts.find((c) => c.value === v)?.count ?? 0);
      return [
        { value: true, label: "Fee waived", count: of(true) },
        { value: false, label: "Fee not waived", count: of(false) },
      ];
    }
    case "countries":
      return rows(sql`select c.id as value, c.name as label, count(*)::int as count
        from student_applications a join countries c on c.id = a.country_id
        where a.partner_id = ${partnerId} group by c.id, c.name order by count(*) desc, c.name`);
    case "schools":
      return rows(sql`select s.id as value, s.name as label, count(*)::int as count
        from student_applications a join partners s on s.id = a.school_partner_id
        where a.partner_id = ${partnerId} group by s.id, s.name order by count(*) desc, s.name`);
    case "programs":
      return rows(sql`select p.id as value, p.name as label, count(a.id)::int as count
        from programs p left join student_applications a on a.program_id = p.id and a.partner_id = ${partnerId}
        where p.partner_id = ${partnerId} and (p.deleted_at is null or a.id is not null)
        group by p.id, p.name order by lower(p.name), p.id`);
    case "courses":
      return rows(sql`select pc.id as value, pc.name || ' (' || p.name || ')' as label, count(a.id)::int as count
        from program_courses pc join programs p on p.id = pc.program_id
        left join student_applications a on a.course_id = pc.id and a.partner_id = ${partnerId}
        where p.partner_id = ${partnerId} and (p.deleted_at is null or a.id is not null)
        group by pc.id, pc.name, p.name, pc.position order by lower(p.name), pc.position, pc.id`);
  }
}
