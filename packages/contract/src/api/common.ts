import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../rules/constants.ts";
import {
  hasControlCharacter,
  ID_MAX,
  INPUT_PROBLEM_MESSAGES,
  inputProblems,
  isDecimalDigits,
  PAGE_NO_MAX,
} from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";

/** Error bodies (ARCHITECTURE.md "Errors"). */
export const ValidationErrorSchema = z
  .object({ errors: z.record(z.string(), z.string()) })
  .meta({ id: "ValidationError" });
/** 422 of the partner update: every field keeps the list of its messages (spec 1 §5). */
export const ListValidationErrorSchema = z
  .object({ errors: z.record(z.string(), z.array(z.string())) })
  .meta({ id: "ListValidationError" });
export const UnauthorizedErrorSchema = z.object({ error: z.string() }).meta({ id: "UnauthorizedError" });
export const ForbiddenErrorSchema = z.object({ error_message: z.string() }).meta({ id: "ForbiddenError" });
export const NotFoundErrorSchema = z.object({ error: z.string() }).meta({ id: "NotFoundError" });
/** 409, 413, 415, 429 and the like: a sentence, and for some conflicts their detail beside it. */
export const ErrorSchema = z.object({ error: z.string() }).meta({ id: "Error" });
/** 409: the sentence, and the conflict's detail beside it where it has one (e.g. conflict_slots). */
export const ConflictErrorSchema = z.looseObject({ error: z.string() }).meta({ id: "ConflictError" });
export const ServerErrorSchema = z
  .object({ error: z.string(), request_id: z.string().optional() })
  .meta({ id: "ServerError" });
export const MessageSchema = z.object({ message: z.string() });

/** Digit strings (paths, queries, form fields) become numbers; anything else is left for the schema to refuse. */
const fromDigits = (v: unknown) => (typeof v === "string" && isDecimalDigits(v) ? Number(v) : v);
const integer = (requiredMessage: string) =>
  z.int({ error: (issue) => (issue.input === undefined ? requiredMessage : MESSAGES.notInteger) });
const ID_RANGE = MESSAGES.range(1, ID_MAX);
const PAGE_RANGE = MESSAGES.range(1, PAGE_NO_MAX);

/**
 * Every id the API takes (path, query, JSON or form): a positive integer within PostgreSQL's `integer`.
 * A digit string counts ("12"); "1e3", "0x10" or "1.5" do not.
 */
export const idField = (requiredMessage: string = MESSAGES.required) =>
  z.preprocess(fromDigits, integer(requiredMessage).min(1, ID_RANGE).max(ID_MAX, ID_RANGE));
/** An id that may be left out; an empty form field or null counts as left out. */
export const optionalIdField = () =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), idField().optional());
/** A list of ids, at most `max` of them. */
export const idListField = (max: number) => z.array(idField()).max(max, `at most ${max}`);

export const IdParamSchema = z.object({ id: idField() });

/** page_no from 1 (spec): a whole number within reach. */
export const pageNoField = () =>
  z.preprocess(fromDigits, integer(MESSAGES.required).min(1, PAGE_RANGE).max(PAGE_NO_MAX, PAGE_RANGE)).default(1);
/** per_page between 1 and `max`. */
export const perPageField = (max: number, byDefault: number) =>
  z
    .preprocess(fromDigits, integer(MESSAGES.required).min(1, MESSAGES.range(1, max)).max(max, MESSAGES.range(1, max)))
    .default(byDefault);

export const emailField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  .transform((v) => v.toLowerCase());

const noControlCharacters = (v: string | undefined) => v === undefined || !hasControlCharacter(v);

export const requiredText = (max = 255) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, `must be at most ${max} characters`)
    .refine(noControlCharacters, MESSAGES.controlCharacters);

export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(noControlCharacters, MESSAGES.controlCharacters)
    .optional()
    .transform((v) => (v === "" ? undefined : v));

/**
 * Any password a caller sends (sign-in, current password, confirmation): required, and bounded on every
 * route so that no request can make the server hash or verify a huge one.
 */
export const passwordField = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

/** A password being chosen (registration, reset, change): also at least PASSWORD_MIN_LENGTH. */
export const newPasswordField = z
  .string({ error: MESSAGES.required })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

/**
 * A structured field sent as its JSON text (multipart forms), for z.preprocess: parsed, then checked like a JSON
 * body (rules/input-limits.ts), since the form's own check saw only the text, in which "\u0000" or "\ud800" are
 * six harmless characters. Text that is not JSON is answered as it came, for the schema to refuse.
 */
export function fromJsonText(v: unknown, ctx: z.core.$RefinementCtx): unknown {
  if (typeof v !== "string") return v;
  let parsed: unknown;
  try {
    parsed = JSON.parse(v);
  } catch {
    return v;
  }
  for (const { path, problem } of inputProblems(parsed)) {
    ctx.addIssue({
      code: "custom",
      message: INPUT_PROBLEM_MESSAGES[problem],
      path: path === "base" ? [] : path.split("."),
    });
  }
  return parsed;
}
