import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { ApplicationScope } from "./applications.scope.ts";

/** The coded columns a look-up counts the applications of. */
export type CodedColumn = "status" | "result" | "fee_status" | "choice";
/** The look-ups whose options are rows of another table (with their applications). */
export type NamedLookup = "countries" | "schools" | "programs" | "courses" | "universities";

type OptionRow = { value: string | number | boolean; label: string; count: number };
/** Whose applications a look-up counts: the institution's own, or those a school's students shared with it. */
export type LookupScope = Pick<ApplicationScope, "partnerId" | "side">;

/** The scope's applications as a condition on `student_applications a` (applications.sql.ts scopeWhere). */
const owned = (s: LookupScope) =>
  s.side === "school" ? sql`a.shared_school_id = ${s.partnerId}` : sql`a.partner_id = ${s.partnerId}`;

/**
 * The programs (and their courses) a look-up offers: the institution's live programs (a deleted one while it still
 * has applications); for a school, the programs of its students' shared applications.
 */
const programsOf = (s: LookupScope) =>
  s.side === "school"
    ? sql`p.id in (select a.program_id from student_applications a where ${owned(s)})`
    : sql`p.partner_id = ${s.partnerId} and (p.deleted_at is null or exists
        (select 1 from student_applications a where a.program_id = p.id and ${owned(s)}))`;

/** The filter look-ups' counts of the scope's applications (spec 3 §7: GET student_applications/{lookup}). */
export function createApplicationLookupsRepository(db: Db) {
  async function rows(query: SQL) {
    const result = await db.execute(query);
    return ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as OptionRow[];
  }

  const named: Record<NamedLookup, (s: LookupScope) => SQL> = {
    countries: (s) => sql`select c.id as value, c.name as label, count(*)::int as count
        from student_applications a join countries c on c.id = a.country_id
        where ${owned(s)} group by c.id, c.name order by count(*) desc, c.name`,
    schools: (s) => sql`select sc.id as value, sc.name as label, count(*)::int as count
        from student_applications a join partners sc on sc.id = a.school_partner_id
        where ${owned(s)} group by sc.id, sc.name order by count(*) desc, sc.name`,
    universities: (s) => sql`select u.id as value, u.name as label, count(*)::int as count
        from student_applications a join programs p on p.id = a.program_id join partners u on u.id = p.university_id
        where ${owned(s)} group by u.id, u.name order by lower(u.name), u.id`,
    programs: (s) => sql`select p.id as value, p.name as label, count(a.id)::int as count
        from programs p left join student_applications a on a.program_id = p.id and ${owned(s)}
        where ${programsOf(s)}
        group by p.id, p.name order by lower(p.name), p.id`,
    courses: (s) => sql`select pc.id as value, pc.name || ' (' || p.name || ')' as label, count(a.id)::int as count
        from program_courses pc join programs p on p.id = pc.program_id
        left join student_applications a on a.course_id = pc.id and ${owned(s)}
        where ${programsOf(s)}
        group by pc.id, pc.name, p.name, pc.position order by lower(p.name), pc.position, pc.id`,
  };

  return {
    /** The scope's applications per value of a coded column (values without applications left out). */
    coded: (s: LookupScope, column: CodedColumn) =>
      rows(
        sql`select ${sql.identifier(column)} as value, '' as label, count(*)::int as count
        from student_applications a where ${owned(s)} and ${sql.identifier(column)} is not null
        group by 1`,
      ),

    /** The scope's applications per fee waived or not. */
    feeWaived: (s: LookupScope) =>
      rows(
        sql`select fee_waived as value, '' as label, count(*)::int as count
            from student_applications a where ${owned(s)} group by 1`,
      ),

    /** The options of a look-up of another table, each with the scope's applications. */
    named: (s: LookupScope, lookup: NamedLookup) => rows(named[lookup](s)),
  };
}
export type ApplicationLookupsRepository = ReturnType<typeof createApplicationLookupsRepository>;
