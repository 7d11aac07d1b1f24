/**
 * Limits every input of the API shares, whatever the route: ids fit PostgreSQL's `integer` columns,
 * pages stay within reach, and text carries no control characters (PostgreSQL refuses NUL, and no
 * field of ours needs the others).
 */

/** The largest PostgreSQL `integer`: every id column is one. */
export const ID_MAX = 2_147_483_647;
/** Far beyond any list's last page; keeps OFFSET arithmetic small. */
export const PAGE_NO_MAX = 1_000_000;

/** C0 controls and DEL, except tab, line feed and carriage return (a textarea sends CRLF). */
const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;

export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (isControl(text.charCodeAt(i))) return true;
  return false;
}

/** A decimal string of digits, as ids arrive in paths, queries and form fields ("1e3", "0x10", " 7" are not). */
export function isDecimalDigits(text: string): boolean {
  return /^[0-9]+$/.test(text);
}

/**
 * The paths (`a.b.0`) of every string in a parsed body, query or form that holds a control character,
 * keys included (a key is reported at its own path).
 */
export function controlCharacterPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === "string") return hasControlCharacter(value) ? [path.join(".") || "base"] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => controlCharacterPaths(item, [...path, String(i)]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      hasControlCharacter(key) ? [[...path, "base"].join(".")] : controlCharacterPaths(item, [...path, key]),
    );
  }
  return [];
}
