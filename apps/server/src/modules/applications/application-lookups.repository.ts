import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** The coded columns a look-up counts the applications of. */
export type CodedColumn = "status" | "result" | "fee_status" | "choice";
/** The look-ups whose options are rows of another table (with their applications). */
export type NamedLookup = "countries" | "schools" | "programs" | "courses";

type OptionRow = { value: string | number | boolean; label: string; count: number };

/** The filter look-ups' counts of the partner's applications (spec 3 §7: GET student_applications/{lookup}). */
export function createApplicationLookupsRepository(db: Db) {
  async function rows(query: SQL) {
    const result = await db.execute(query);
    return ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as OptionRow[];
  }

  const named: Record<NamedLookup, (partnerId: number) => SQL> = {
    countries: (partnerId) => sql`select c.id as value, c.name as label, count(*)::int as count
        from student_applications a join countries c on c.id = a.country_id
        where a.partner_id = ${partnerId} group by c.id, c.name order by count(*) desc, c.name`,
    schools: (partnerId) => sql`select s.id as value, s.name as label, count(*)::int as count
        from student_applications a join partners s on s.id = a.school_partner_id
        where a.partner_id = ${partnerId} group by s.id, s.name order by count(*) desc, s.name`,
    programs: (partnerId) => sql`select p.id as value, p.name as label, count(a.id)::int as count
        from programs p left join student_applications a on a.program_id = p.id and a.partner_id = ${partnerId}
        where p.partner_id = ${partnerId} and (p.deleted_at is null or a.id is not null)
        group by p.id, p.name order by lower(p.name), p.id`,
    courses: (
      partnerId,
    ) => sql`select pc.id as value, pc.name || ' (' || p.name || ')' as label, count(a.id)::int as count
        from program_courses pc join programs p on p.id = pc.program_id
        left join student_applications a on a.course_id = pc.id and a.partner_id = ${partnerId}
        where p.partner_id = ${partnerId} and (p.deleted_at is null or a.id is not null)
        group by pc.id, pc.name, p.name, pc.position order by lower(p.name), pc.position, pc.id`,
  };

  return {
    /** The partner's applications per value of a coded column (values without applications left out). */
    coded: (partnerId: number, column: CodedColumn) =>
      rows(
        sql`select ${sql.identifier(column)} as value, '' as label, count(*)::int as count
        from student_applications where partner_id = ${partnerId} and ${sql.identifier(column)} is not null
        group by 1`,
      ),

    /** The partner's applications per fee waived or not. */
    feeWaived: (partnerId: number) =>
      rows(
        sql`select fee_waived as value, '' as label, count(*)::int as count
            from student_applications where partner_id = ${partnerId} group by 1`,
      ),

    /** The options of a look-up of another table, each with the partner's applications. */
    named: (partnerId: number, lookup: NamedLookup) => rows(named[lookup](partnerId)),
  };
}
export type ApplicationLookupsRepository = ReturnType<typeof createApplicationLookupsRepository>;
