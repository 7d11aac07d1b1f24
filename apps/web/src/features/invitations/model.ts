import { MAX_INVITATION_EMAILS } from "@quad/contract/rules/constants";
import { EMAIL_MAX_LENGTH } from "@quad/contract/rules/input-limits";
import { splitEmails } from "@quad/contract/rules/invitations";
import { z } from "zod";

/**
 * The invite dialog's rules (spec 2 §5: up to 20 comma-separated emails, a valid address for each), per
 * email so the dialog can show which address is wrong. Same rules as the contract's emailListProblems.
 */

export type EmailState = "valid" | "invalid" | "duplicate";
export interface EmailCheck {
  email: string;
  state: EmailState;
}

export type InviteProblem =
  | { code: "empty" }
  | { code: "tooMany"; max: number; count: number }
  | { code: "invalid"; email: string }
  | { code: "duplicate"; email: string }
  | { code: "server"; text: string };

const emailSchema = z.email().max(EMAIL_MAX_LENGTH);

/** Every address of the list with its state (a repeat of an earlier address is a duplicate). */
export function checkEmails(value: string): EmailCheck[] {
  const seen = new Set<string>();
  return splitEmails(value).map((email) => {
    const key = email.toLowerCase();
    const state: EmailState = !emailSchema.safeParse(email).success ? "invalid" : seen.has(key) ? "duplicate" : "valid";
    seen.add(key);
    return { email, state };
  });
}

/** The list's problems, in the order a person fixes them. */
export function inviteProblems(value: string): InviteProblem[] {
  const checks = checkEmails(value);
  if (checks.length === 0) return [{ code: "empty" }];
  const problems: InviteProblem[] = [];
  if (checks.length > MAX_INVITATION_EMAILS)
    problems.push({ code: "tooMany", max: MAX_INVITATION_EMAILS, count: checks.length });
  for (const c of checks) {
    if (c.state === "invalid") problems.push({ code: "invalid", email: c.email });
    if (c.state === "duplicate") problems.push({ code: "duplicate", email: c.email });
  }
  return problems;
}

/** A server text of the contract's email list rules as a problem (so it is shown translated). */
export function problemFromServer(text: string): InviteProblem {
  if (text === "Enter at least one email address") return { code: "empty" };
  const tooMany = /^You can invite at most (\d+) emails at a time$/.exec(text);
  if (tooMany) return { code: "tooMany", max: Number(tooMany[1]), count: Number(tooMany[1]) + 1 };
  const invalid = /^(.+) is not a valid email address$/.exec(text);
  if (invalid) return { code: "invalid", email: invalid[1] as string };
  const twice = /^(.+) is listed twice$/.exec(text);
  if (twice) return { code: "duplicate", email: twice[1] as string };
  return { code: "server", text };
}
