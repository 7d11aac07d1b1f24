import { ADULT_AGE } from "@quad/contract/rules/connections";

/** A team admin exports every connection of the institution; anyone else only those in the regions assigned to them. */
export function regionsOfUserIdFor(user: { id: number; role: string }): number | null {
  return user.role === "admin" ? null : user.id;
}

// PLACEHOLDER until rules/connection-privacy.ts (adultBirthCutoff) is merged.
export function adultBirthCutoffOn(now: Date): string {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - ADULT_AGE);
  return d.toISOString().slice(0, 10);
}
