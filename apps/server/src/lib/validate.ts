import type { z } from "zod";
import { ValidationError } from "./errors.ts";

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
