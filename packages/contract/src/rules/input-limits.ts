/**
 * Limits every input of the API shares, whatever the route: ids fit PostgreSQL's `integer` columns,
 * pages stay within reach, and text carries no control characters (PostgreSQL refuses NUL, and no
 * field of ours needs the others) and no unpaired surrogates.
 */
import { MESSAGES } from "./messages.ts";

/** The largest PostgreSQL `integer`: every id column is one. */
export const ID_MAX = 2_147_483_647;
/** Far beyond any list's last page; keeps OFFSET arithmetic small. */
export const PAGE_NO_MAX = 1_000_000;

/*
 * The longest text of each kind a request may carry (decision 058). Every string field of a request has a
 * maximum, declared in the OpenAPI document as maxLength: the contract's builders (api/common.ts) give one by
 * default. A field with a tighter rule of its own (a program name, a CRM username) keeps its own constant.
 */
/** An email address: RFC 5321 caps a path at 256 octets, so an address at 254. */
export const EMAIL_MAX_LENGTH = 254;
/** A person's first or last name, a designation, a city. */
export const NAME_MAX_LENGTH = 100;
/** A title or an institution's name. */
export const TITLE_MAX_LENGTH = 200;
/** One line of text with no tighter rule (the default of requiredText and optionalText). */
export const LINE_MAX_LENGTH = 255;
/** Free text: descriptions, messages, comments, instructions. */
export const FREE_TEXT_MAX_LENGTH = 5000;
/** A URL (browsers and proxies commonly stop near 2,000 characters). */
export const URL_MAX_LENGTH = 2048;
/** A phone number as typed, with spaces and punctuation. */
export const PHONE_MAX_LENGTH = 30;
/** What a search box sends. */
export const SEARCH_TEXT_MAX_LENGTH = 100;
/** A token from a link or a provider (reset, confirmation, join, calendar, an OAuth code). */
export const TOKEN_MAX_LENGTH = 512;
/** A code or key from a fixed vocabulary that is not an enum of the contract (an IANA time zone, a sort key). */
export const CODE_MAX_LENGTH = 64;
/** A date or date-time as text (ISO 8601 with fractions and offset, or a spec's own date format). */
export const DATE_TEXT_MAX_LENGTH = 40;
/** A list with no tighter rule of its own. */
export const LIST_MAX_ITEMS = 100;

/** C0 controls and DEL, except tab, line feed and carriage return (a textarea sends CRLF). */
const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;

export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (isControl(text.charCodeAt(i))) return true;
  return false;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A UTF-16 surrogate without its pair ("\ud800" in JSON): no character at all. PostgreSQL refuses it in jsonb
 * (and a text column would silently get U+FFFD instead), so no input may carry one.
 */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** What is wrong with one text of an input, if anything. */
function textProblem(text: string): InputProblem | undefined {
  if (hasControlCharacter(text)) return "control_characters";
  if (hasLoneSurrogate(text)) return "broken_text";
  return undefined;
}

/** A decimal string of digits, as ids arrive in paths, queries and form fields ("1e3", "0x10", " 7" are not). */
export function isDecimalDigits(text: string): boolean {
  return /^[0-9]+$/.test(text);
}

/** Deeper than any body of ours; deeper input is refused before anything walks it recursively. */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem = "control_characters" | "broken_text" | "too_deep";

/** The field message of each problem (422). */
export const INPUT_PROBLEM_MESSAGES: Record<InputProblem, string> = {
  control_characters: MESSAGES.controlCharacters,
  broken_text: MESSAGES.brokenText,
  too_deep: MESSAGES.nestedTooDeep,
};

/**
 * What is wrong with a parsed body, query or form whatever its schema, by path (`a.b.0`, or `base` for
 * the whole): strings (and keys, reported at their object) holding control characters or unpaired
 * surrogates, and nesting deeper than MAX_INPUT_DEPTH. Walks without recursion, so no input can exhaust the stack.
 */
export function inputProblems(input: unknown): { path: string; problem: InputProblem }[] {
  const found: { path: string; problem: InputProblem }[] = [];
  const name = (path: string[]) => path.join(".") || "base";
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof value === "string") {
      const problem = textProblem(value);
      if (problem) found.push({ path: name(path), problem });
    } else if (value !== null && typeof value === "object") {
      if (path.length >= MAX_INPUT_DEPTH) {
        found.push({ path: name(path), problem: "too_deep" });
        continue;
      }
      const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i] as readonly [string, unknown];
        const keyProblem = Array.isArray(value) ? undefined : textProblem(key);
        if (keyProblem) {
          found.push({ path: name([...path, "base"]), problem: keyProblem });
        } else stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return found;
}
