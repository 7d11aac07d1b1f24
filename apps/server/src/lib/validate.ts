import type { z } from "zod";
import { ListValidationError, ValidationError } from "./errors.ts";

/** Parses with a contract schema; a failure becomes 422 { errors: { field: message } }. */
export function parseOr422<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".") || "base";
    errors[field] ??= issue.message;
  }
  throw new ValidationError(errors);
}

/** Like parseOr422 but every field keeps the list of its messages (partner update, spec 1 §5). */
export function parseOr422Lists<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ListValidationError(issuesToLists(result.error.issues));
}

export function issuesToLists(issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "base");
    const list = errors[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[field] = list;
  }
  return errors;
}
