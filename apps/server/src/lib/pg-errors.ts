/** Whether PostgreSQL refused with this SQLSTATE, as the driver threw it or as drizzle wraps it (`cause`). */
function hasSqlState(err: unknown, code: string): boolean {
  if (typeof err !== "object" || err === null) return false;
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return e.code === code || e.cause?.code === code;
}

/** A unique constraint refused the row (23505). */
export const isUniqueViolation = (err: unknown) => hasSqlState(err, "23505");
/** An exclusion constraint refused the row (23P01), e.g. overlapping slots. */
export const isExclusionViolation = (err: unknown) => hasSqlState(err, "23P01");
