/** Sections of the policy pages, in reading order (texts live in locales/legal/*.json). */
export const PRIVACY_SECTIONS = [
  "who",
  "collect",
  "use",
  "legal",
  "share",
  "retention",
  "security",
  "rights",
  "international",
  "children",
  "changes",
  "contact",
] as const;

export const COOKIES_SECTIONS = [
  "what",
  "essential",
  "preferences",
  "analytics",
  "third",
  "control",
  "contact",
] as const;

/** Date the current policy texts took effect. */
export const POLICY_EFFECTIVE_DATE = "2026-11-01";

/** Paragraphs of a section body (blank line separated). */
export function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
