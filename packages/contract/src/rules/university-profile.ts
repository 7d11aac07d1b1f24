import type { ScoreField } from "./partner-profile.ts";

/** How many of a university's next sessions its public profile lists. */
export const UPCOMING_PROFILE_SESSIONS = 4;

/** The order the profile shows score averages in: tests first, then English tests. */
export const PROFILE_SCORE_FIELDS: readonly ScoreField[] = [
  "avg_gpa",
  "avg_sat",
  "avg_act",
  "avg_ib",
  "avg_toefl",
  "avg_ielts",
  "avg_duolingo",
];

/** The score averages a university gave (the others are left out rather than shown empty), in display order. */
export function givenScores(
  profile: Partial<Record<ScoreField, number | null>>,
): { field: ScoreField; value: number }[] {
  const out: { field: ScoreField; value: number }[] = [];
  for (const field of PROFILE_SCORE_FIELDS) {
    const value = profile[field];
    if (typeof value === "number" && Number.isFinite(value)) out.push({ field, value });
  }
  return out;
}

/** "City, State, Country" of the parts given (blank ones skipped); "" when none is. */
export function placeLine(parts: { city?: string | null; state?: string | null; country?: string | null }): string {
  return [parts.city, parts.state, parts.country]
    .map((p) => p?.trim() ?? "")
    .filter((p, i, all) => p !== "" && all.indexOf(p) === i)
    .join(", ");
}

/** The UTC day of a moment ("2026-03-02"): a viewer's profile views of a university count once per such day. */
export function profileViewDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
