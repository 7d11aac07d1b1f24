import { z } from "zod";
import { MAX_INVITATION_EMAILS } from "./constants.ts";
import { EMAIL_MAX_LENGTH } from "./input-limits.ts";

/** The longest list of emails an invitation takes: MAX_INVITATION_EMAILS addresses and their separators. */
export const INVITATION_EMAILS_MAX_LENGTH = MAX_INVITATION_EMAILS * (EMAIL_MAX_LENGTH + 2);

/** Splits a comma-separated list of emails (spec: at most 20), trimming blanks. */
export function splitEmails(value: string): string[] {
  return value
    .split(/[,;\n]/)
    .map((e) => e.trim())
    .filter(Boolean);
}

/** Validates a comma-separated email list; answers the problems, empty when fine. */
export function emailListProblems(value: string): string[] {
  const emails = splitEmails(value);
  if (emails.length === 0) return ["Enter at least one email address"];
  const problems: string[] = [];
  if (emails.length > MAX_INVITATION_EMAILS)
    problems.push(`You can invite at most ${MAX_INVITATION_EMAILS} emails at a time`);
  for (const e of emails) {
    if (e.length > EMAIL_MAX_LENGTH || !z.email().safeParse(e).success)
      problems.push(`${e} is not a valid email address`);
  }
  const seen = new Set<string>();
  for (const e of emails.map((x) => x.toLowerCase())) {
    if (seen.has(e)) problems.push(`${e} is listed twice`);
    seen.add(e);
  }
  return problems;
}
