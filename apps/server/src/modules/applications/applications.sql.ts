import { AWAITING_INSTITUTION, CLOSED_STATUSES } from "@quad/contract/rules/application";
import {
  APPLICATION_SORT_COLUMNS,
  type ApplicationSortKey,
  type ApplicationTab,
  nextDay,
  overdueCutoff,
  type SortDirection,
} from "@quad/contract/rules/application-list";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { type AnyColumn, and, eq, gte, ilike, inArray, lt, notInArray, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../lib/like.ts";
import { programs } from "../programs/programs.table.ts";
import type { ApplicationQuery, ApplicationScope } from "./applications.scope.ts";
import { studentApplications as a } from "./applications.table.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

/** The instant a day (YYYY-MM-DD) starts in the zone. */
const startOfDay = (day: string, zone: string) => dayjs.tz(`${day}T00:00:00`, zone).toDate();

const present = <T>(values: readonly T[] | undefined): values is readonly T[] => Boolean(values && values.length > 0);
const waiting = () => inArray(a.status, [...AWAITING_INSTITUTION]);

/**
 * The start date with a missing one as 'infinity' (never started): the expression of the start date's index
 * (student_applications_partner_start_order_idx, migration 0033), so that the upcoming tab is a range of it.
 */
const startOrder = sql`coalesce(${a.start_date}, 'infinity'::date)`;

/** The tab's condition (rules/application.ts tabOf, decision 052). */
export function tabWhere(tab: ApplicationTab, today: string): SQL {
  return tab === "past"
    ? (or(inArray(a.status, [...CLOSED_STATUSES]), sql`${startOrder} < ${today}::date`) as SQL)
    : (and(notInArray(a.status, [...CLOSED_STATUSES]), sql`${startOrder} >= ${today}::date`) as SQL);
}

/**
 * The scope's applications: the institution's own (the programs' owner), or, for a school, those its students
 * shared with it (decision 072: withdrawing the share hides the application at once).
 */
export function scopeWhere(scope: Pick<ApplicationScope, "partnerId" | "side">): SQL {
  return scope.side === "school" ? eq(a.shared_school_id, scope.partnerId) : eq(a.partner_id, scope.partnerId);
}

/** The filters' WHERE (spec 3 §5), the partner scope always included; AND across filters, OR within one. */
export function applicationsWhere(scope: ApplicationScope, q: ApplicationQuery): SQL {
  const f = q.filters ?? {};
  const parts: (SQL | undefined)[] = [scopeWhere(scope)];
  const pattern = containsPattern(q.search_text?.toLowerCase());
  // search_text is generated in lower case with a gin_trgm_ops index: ILIKE '%…%' uses it.
  if (pattern) parts.push(ilike(a.search_text, pattern));
  if (q.ids) parts.push(q.ids.length ? inArray(a.id, [...q.ids]) : sql`false`);
  if (present(f.country_ids)) parts.push(inArray(a.country_id, [...f.country_ids]));
  if (present(f.course_ids)) parts.push(inArray(a.course_id, [...f.course_ids]));
  if (present(f.program_ids)) parts.push(inArray(a.program_id, [...f.program_ids]));
  if (present(f.school_ids)) parts.push(inArray(a.school_partner_id, [...f.school_ids]));
  if (present(f.university_ids))
    parts.push(
      inArray(
        a.program_id,
        sql`(select ${programs.id} from ${programs} where ${inArray(programs.university_id, [...f.university_ids])})`,
      ),
    );
  if (present(f.status)) parts.push(inArray(a.status, [...f.status]));
  if (present(f.result)) parts.push(inArray(a.result, [...f.result]));
  if (present(f.fee_status)) parts.push(inArray(a.fee_status, [...f.fee_status]));
  if (f.start_date) parts.push(gte(a.submitted_at, startOfDay(f.start_date, scope.zone)));
  if (f.end_date) parts.push(lt(a.submitted_at, startOfDay(nextDay(f.end_date), scope.zone)));
  if (f.document_uploaded_from)
    parts.push(gte(a.document_upload_date, startOfDay(f.document_uploaded_from, scope.zone)));
  if (f.document_uploaded_to)
    parts.push(lt(a.document_upload_date, startOfDay(nextDay(f.document_uploaded_to), scope.zone)));
  if (present(f.application_status)) {
    const cutoff = overdueCutoff(scope.reviewDays, scope.now);
    const states = f.application_status.map((s) =>
      s === "new"
        ? eq(a.is_new, true)
        : s === "overdue"
          ? and(waiting(), lt(a.status_changed_at, cutoff))
          : and(waiting(), gte(a.status_changed_at, cutoff)),
    );
    parts.push(or(...states));
  }
  return and(...parts) as SQL;
}

/** Sort keys whose column may be empty (the others are NOT NULL, their ranks total by the table's checks). */
const NULLABLE_SORT_KEYS: ReadonlySet<ApplicationSortKey> = new Set([
  "start_date",
  "result",
  "choice",
  "document_upload_date",
]);

/**
 * A coded column's workflow rank: `array_position('{a,b,…}'::text[], column)`, the values written as one
 * literal so that the status rank is, character for character, the expression of its index
 * (student_applications_partner_status_rank_idx, migration 0033). The values are the contract's own codes.
 */
function rankOf(ranked: readonly string[], column: SQL): SQL {
  const literal = `'{${ranked.map((v) => v.replace(/[^a-z_]/g, "")).join(",")}}'::text[]`;
  return sql`array_position(${sql.raw(literal)}, ${column})`;
}

/**
 * ORDER BY of a sort key (rules/application.ts APPLICATION_SORT_COLUMNS): empty values last, ties by id. A key
 * that is never empty is ordered without NULLS LAST, so that one index on (partner, key, id) serves both
 * directions (read backwards for desc); an empty-able key asks NULLS LAST, which the index gives ascending only
 * (descending it is sorted in memory).
 */
export function orderOf(sortBy: ApplicationSortKey, direction: SortDirection): SQL[] {
  const spec = APPLICATION_SORT_COLUMNS[sortBy];
  const dir = direction === "asc" ? sql.raw("asc") : sql.raw("desc");
  const column: Record<string, SQL> = {
    first_name: sql`lower(${a.first_name})`,
    program_name: sql`lower(${programs.name})`,
    submitted_at: sql`${a.submitted_at}`,
    // ascending, empty last, is the index's order; descending, empty last, is sorted in memory
    start_date: direction === "asc" ? startOrder : sql`${a.start_date}`,
    fee_waived: sql`${a.fee_waived}`,
    status: sql`${a.status}`,
    result: sql`${a.result}`,
    choice: sql`${a.choice}`,
    document_upload_date: sql`${a.document_upload_date}`,
    fee_status: sql`${a.fee_status}`,
  };
  const base = column[spec.column] ?? sql`${a.submitted_at}`;
  const expr = spec.ranked ? rankOf(spec.ranked, base) : base;
  const order = [NULLABLE_SORT_KEYS.has(sortBy) ? sql`${expr} ${dir} nulls last` : sql`${expr} ${dir}`];
  if (sortBy === "first_name") order.push(sql`lower(${a.last_name}) ${dir}`);
  order.push(sql`${a.id} ${dir}`);
  return order;
}

/**
 * The applications to a program, counted (programs' port ApplicantCount: a list column and sort key); with a school,
 * only those its students shared with it (the school's catalogue, decision 074).
 */
export const applicantsOfProgram = (programId: AnyColumn, sharedWithSchool?: number) =>
  sharedWithSchool === undefined
    ? sql<number>`(select count(*)::int from ${a} where ${a.program_id} = ${programId})`
    : sql<number>`(select count(*)::int from ${a} where ${a.program_id} = ${programId} and ${a.shared_school_id} = ${sharedWithSchool})`;
