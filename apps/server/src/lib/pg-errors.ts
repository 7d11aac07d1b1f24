/** PostgreSQL's error as the driver threw it, or as drizzle wraps it (`cause`). */
interface PgError {
  code?: unknown;
  detail?: unknown;
  constraint?: unknown;
}

function pgErrorOf(err: unknown, code: string): PgError | undefined {
  if (typeof err !== "object" || err === null) return undefined;
  const e = err as PgError & { cause?: PgError };
  if (e.code === code) return e;
  if (typeof e.cause === "object" && e.cause !== null && e.cause.code === code) return e.cause;
  return undefined;
}

/** Whether PostgreSQL refused with this SQLSTATE. */
const hasSqlState = (err: unknown, code: string) => pgErrorOf(err, code) !== undefined;

/** A unique constraint refused the row (23505). */
export const isUniqueViolation = (err: unknown) => hasSqlState(err, "23505");
/** An exclusion constraint refused the row (23P01), e.g. overlapping slots. */
export const isExclusionViolation = (err: unknown) => hasSqlState(err, "23P01");
/** A foreign key refused the row (23503): it names a row that does not exist, or a row still named elsewhere. */
export const isForeignKeyViolation = (err: unknown) => hasSqlState(err, "23503");

export interface ForeignKeyProblem {
  /** The input field to blame: the referencing column, or `base` when the detail does not name one. */
  field: string;
  /** true: the row names a missing row; false: a deleted or changed row is still named by others. */
  missing: boolean;
  constraint: string | undefined;
}

/**
 * What a foreign-key violation (23503) says, from PostgreSQL's detail (the same on PGlite):
 * `Key (country_id)=(999999) is not present in table "countries".` blames `country_id`;
 * `Key (id)=(5) is still referenced from table "events".` blames the input as a whole.
 */
export function foreignKeyProblem(err: unknown): ForeignKeyProblem | undefined {
  const e = pgErrorOf(err, "23503");
  if (!e) return undefined;
  const detail = typeof e.detail === "string" ? e.detail : "";
  const constraint = typeof e.constraint === "string" ? e.constraint : undefined;
  const missing = !/is still referenced/.test(detail);
  const columns = /^Key \(([^)]*)\)=/.exec(detail)?.[1]?.split(", ") ?? [];
  const column = columns.length === 1 && /^[a-z_][a-z0-9_]*$/.test(columns[0] ?? "") ? columns[0] : undefined;
  return { field: missing && column ? column : "base", missing, constraint };
}
