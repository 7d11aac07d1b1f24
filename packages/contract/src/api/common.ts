import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../rules/constants.ts";
import {
  CODE_MAX_LENGTH,
  DATE_TEXT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  hasControlCharacter,
  ID_MAX,
  INPUT_PROBLEM_MESSAGES,
  inputProblems,
  isDecimalDigits,
  LINE_MAX_LENGTH,
  LIST_MAX_ITEMS,
  PAGE_NO_MAX,
  SEARCH_TEXT_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
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

/**
 * An email address: at most EMAIL_MAX_LENGTH (RFC 5321), checked before its form, so a long one is told it is
 * too long (and never reaches a unique index, which refuses keys of more than about 2,700 bytes).
 */
export const emailField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, MESSAGES.tooLong(EMAIL_MAX_LENGTH))
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  .transform((v) => v.toLowerCase())
  .meta({ format: "email" });

const noControlCharacters = (v: string | undefined) => v === undefined || !hasControlCharacter(v);

/** Text that must be given, trimmed, at most `max` characters (one line of text by default). */
export const requiredText = (max: number = LINE_MAX_LENGTH) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, MESSAGES.tooLong(max))
    .refine(noControlCharacters, MESSAGES.controlCharacters);

/** Text that may be left out (empty counts as left out), trimmed, at most `max` characters. */
export const optionalText = (max: number = LINE_MAX_LENGTH) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.tooLong(max))
    .refine(noControlCharacters, MESSAGES.controlCharacters)
    .optional()
    .transform((v) => (v === "" ? undefined : v));

/** A string kept as sent (no trimming), at most `max` characters: the base of every other string of a request. */
export const boundedString = (max: number, requiredMessage: string = MESSAGES.required) =>
  z.string({ error: requiredMessage }).max(max, MESSAGES.tooLong(max));

/** What a search box sends: trimmed, at most SEARCH_TEXT_MAX_LENGTH, may be left out. */
export const searchTextField = () =>
  z.string().trim().max(SEARCH_TEXT_MAX_LENGTH, MESSAGES.tooLong(SEARCH_TEXT_MAX_LENGTH)).optional();

/** A token from a link or a provider (reset, confirmation, OAuth code): required, at most TOKEN_MAX_LENGTH. */
export const tokenField = (requiredMessage: string = MESSAGES.required) =>
  boundedString(TOKEN_MAX_LENGTH, requiredMessage).min(1, requiredMessage);

/** A code of a vocabulary the server checks (an IANA time zone, a country code): at most CODE_MAX_LENGTH. */
export const codeField = (requiredMessage: string = MESSAGES.required) =>
  boundedString(CODE_MAX_LENGTH, requiredMessage);

/** A date or date-time sent as text, checked by its own rule: at most DATE_TEXT_MAX_LENGTH. */
export const dateText = (requiredMessage: string = MESSAGES.required) =>
  boundedString(DATE_TEXT_MAX_LENGTH, requiredMessage);

/** A list of at most `max` items (LIST_MAX_ITEMS by default). */
export const listField = <T extends z.ZodType>(item: T, max: number = LIST_MAX_ITEMS) =>
  z.array(item).max(max, MESSAGES.tooMany(max));

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
