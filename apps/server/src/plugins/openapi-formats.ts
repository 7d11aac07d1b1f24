/**
 * Integer formats of the OpenAPI document (decision 058). zod bounds every integer (an id fits PostgreSQL's
 * `integer`, a count or a plain `z.int()` JavaScript's safe integers) but does not name its format; this
 * names it from those bounds, so every integer of every operation, present and future, says int32 or int64.
 */

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

type Schema = Record<string, unknown>;

const isInteger = (s: Schema) => s.type === "integer" || (Array.isArray(s.type) && s.type.includes("integer"));

/** int32 when the declared bounds fit 32 bits, int64 otherwise (safe integers and unbounded ones). */
export function integerFormat(schema: { minimum?: unknown; maximum?: unknown }): "int32" | "int64" {
  const { minimum, maximum } = schema;
  const fits = (v: unknown) => typeof v === "number" && v >= INT32_MIN && v <= INT32_MAX;
  return fits(minimum) && fits(maximum) ? "int32" : "int64";
}

/** The document with a `format` on every integer schema that has none. Walks without recursion. */
export function withIntegerFormats<T>(document: T): T {
  const stack: unknown[] = [document];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (value !== null && typeof value === "object") {
      const schema = value as Schema;
      if (isInteger(schema) && schema.format === undefined) schema.format = integerFormat(schema);
      stack.push(...Object.values(schema));
    }
  }
  return document;
}
