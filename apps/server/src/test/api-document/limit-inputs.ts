import { ID_MAX } from "@quad/contract/rules/input-limits";
import {
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  plausible,
  resolve,
  typeOf,
} from "./openapi-reading.ts";

/**
 * Requests at the edges of what the document declares, made from the document alone so that a new
 * route is covered by itself: strings one character over a field's declared maxLength and far over it,
 * references to rows that do not exist in every field that names ids, and path parameters that are
 * far too long or cannot be decoded. Each changes one part of the operation's plausible request.
 */

/** Who sends a request: one caller in turn, every caller, or the callers the operation lets in. */
export type CallerChoice = "rotate" | "all" | "admitted";

export interface EdgeRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  callers?: CallerChoice;
  /** The answer must be a refusal naming this field (422 with it among `errors`), or a guard's 401/403. */
  refusesField?: string;
}

export interface EdgeContext {
  doc: OpenApiDocument;
  /** The operation's URL with these path values and this query (already URL-encoded values). */
  url: (pathOverrides?: Record<string, string>, query?: Record<string, string>) => string;
  baseQuery: Record<string, string>;
  optionalFields?: boolean;
}

/** Long and undecodable path parameters: beyond any id or token, an unpaired surrogate, bytes that are no UTF-8, NUL. */
export const PATH_EDGES = ["x".repeat(10_000), "1".repeat(10_000), "%ED%A0%80", "%FF", "%00", "%C0%AF"];
/** Ids of rows that do not exist (within PostgreSQL's integer, so validation lets them through). */
export const MISSING_IDS = [ID_MAX, 999_999];
/** The longest over-long text sent: far over any declared maximum, well under the body limit. */
const LONGEST = 400_000;

/** The member of a nullable union (`anyOf: [T, null]`) that is not null, resolved. */
function mainVariant(schema: JsonSchema | undefined, doc: OpenApiDocument): JsonSchema {
  const s = resolve(schema, doc);
  const variants = s.anyOf ?? s.oneOf;
  if (!variants) return s;
  return resolve(variants.find((v) => typeOf(resolve(v, doc)) !== "null") ?? variants[0], doc);
}

/** Texts longer than `max`: one character over, and far over. Shaped as emails for email fields. */
export function overLong(s: JsonSchema): string[] {
  const max = s.maxLength;
  if (max === undefined) return [];
  const lengths = [max + 1, Math.min(Math.max(max * 10, 10_000), LONGEST)].filter((n, i) => i === 0 || n > max + 1);
  const domain = "@example.test";
  return lengths.map((n) =>
    s.format === "email" && n > domain.length + 1 ? `${"x".repeat(n - domain.length)}${domain}` : "x".repeat(n),
  );
}

interface Field {
  /** Dotted path as the 422's `errors` names it. */
  path: string[];
  schema: JsonSchema;
}

/** How deep the fuzz looks into a body: a field, a field of an object or of a list's items, and one more. */
const DEPTH = 3;

/**
 * The fields of a body, each resolved to its main variant: top-level, and down into objects (filters,
 * settings) and the items of lists of objects (`slots.0.slot_id`), up to DEPTH levels.
 */
function fieldsOf(schema: JsonSchema, doc: OpenApiDocument, prefix: string[] = []): Field[] {
  const out: Field[] = [];
  if (prefix.length >= DEPTH) return out;
  for (const [name, prop] of Object.entries(resolve(schema, doc).properties ?? {})) {
    const s = mainVariant(prop, doc);
    const path = [...prefix, name];
    out.push({ path, schema: s });
    if (typeOf(s) === "object") out.push(...fieldsOf(s, doc, path));
    const items = typeOf(s) === "array" ? mainVariant(s.items, doc) : undefined;
    if (items && typeOf(items) === "object") out.push(...fieldsOf(items, doc, [...path, "0"]));
  }
  return out;
}

/** Values that exceed a field's declared maximum length (texts, or a list holding one such text). */
function overLongValues(s: JsonSchema, doc: OpenApiDocument): unknown[] {
  if (typeOf(s) === "string") return overLong(s);
  if (typeOf(s) === "array") return overLong(mainVariant(s.items, doc)).map((v) => [v]);
  return [];
}

const NAMES_IDS = /(^|_)ids?$/;

/** Ids of missing rows for a field that names ids: the ids alone, or a list of them. */
function missingReferences(name: string, s: JsonSchema, doc: OpenApiDocument): unknown[] {
  if (!NAMES_IDS.test(name)) return [];
  const type = typeOf(s);
  if (type === "integer" || type === "number") return MISSING_IDS;
  if (type === "array" && ["integer", "number"].includes(typeOf(mainVariant(s.items, doc))))
    return [[ID_MAX], [...MISSING_IDS]];
  return [];
}

/** `base` with `value` at `path`; a numeric segment is an index into a list (the list's first item is kept as the base). */
function withValue(base: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (/^\d+$/.test(head)) {
    const list = Array.isArray(base) ? [...base] : [];
    const index = Number(head);
    list[index] = rest.length === 0 ? value : withValue(list[index], rest, value);
    return list;
  }
  const object = (typeof base === "object" && base !== null && !Array.isArray(base) ? base : {}) as Record<
    string,
    unknown
  >;
  return { ...object, [head]: rest.length === 0 ? value : withValue(object[head], rest, value) };
}

/** A multipart body of text fields (`name[]` for each item of a list). */
export function multipartOf(fields: [string, string][], boundary = "quadfuzz") {
  const parts = fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.from(`${parts.join("")}--${boundary}--\r\n`),
  };
}

const short = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 30)}… (${text.length} chars)` : text;
};

export function edgeRequests(op: Operation, ctx: EdgeContext): EdgeRequest[] {
  const { doc } = ctx;
  const out: EdgeRequest[] = [];
  const add = (req: Omit<EdgeRequest, "method">) => out.push({ method: op.method, ...req });
  const json = op.body["application/json"];
  const form = op.body["multipart/form-data"];
  const baseJson = json ? plausible(json, doc, "", ctx.optionalFields) : undefined;
  const baseFields = form
    ? Object.entries(plausible(form, doc, "", ctx.optionalFields) as Record<string, unknown>)
        .filter(([, v]) => typeof v !== "object")
        .map(([k, v]) => [k, String(v)] as [string, string])
    : [];
  // Path and query edges keep the plausible body, so that a missing row is looked up by the service.
  const body: { headers: Record<string, string>; payload?: string | Buffer } = json
    ? { headers: { "content-type": "application/json" }, payload: JSON.stringify(baseJson) }
    : form
      ? multipartOf(baseFields)
      : { headers: {} };

  for (const p of op.parameters.filter((p) => p.in === "path")) {
    for (const value of PATH_EDGES)
      add({ label: `path ${p.name}=${short(value)}`, url: ctx.url({ [p.name]: value }), ...body });
    if (typeOf(mainVariant(p.schema, doc)) === "integer")
      add({
        label: `path ${p.name} of a missing row`,
        url: ctx.url({ [p.name]: String(ID_MAX) }),
        ...body,
        callers: "admitted",
      });
  }
  for (const p of op.parameters.filter((p) => p.in === "query")) {
    const s = mainVariant(p.schema, doc);
    const query = (value: unknown) => ({ ...ctx.baseQuery, [p.name]: encodeURIComponent(String(value)) });
    for (const value of overLongValues(s, doc).filter((v) => typeof v === "string")) {
      const url = ctx.url({}, query(value));
      add({
        label: `query ${p.name} over its maxLength (${String(value).length})`,
        url,
        ...body,
        callers: "admitted",
        refusesField: p.name,
      });
    }
    for (const value of missingReferences(p.name, s, doc)) {
      add({
        label: `query ${p.name}=${short(value)} (missing)`,
        url: ctx.url({}, query(value)),
        ...body,
        callers: "admitted",
      });
    }
  }

  if (json) {
    const base = baseJson;
    const send = (label: string, body: unknown, refusesField?: string) =>
      add({
        label,
        url: ctx.url(),
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(body),
        callers: "admitted",
        refusesField,
      });
    for (const { path, schema } of fieldsOf(json, doc)) {
      const name = path.join(".");
      for (const value of overLongValues(schema, doc))
        send(`body ${name} over its maxLength (${short(value)})`, withValue(base, path, value), name);
      for (const value of missingReferences(path.at(-1) ?? "", schema, doc))
        send(`body ${name}=${short(value)} (missing)`, withValue(base, path, value));
    }
  }
  if (form) {
    const send = (label: string, name: string, value: unknown, refusesField?: string) => {
      const parts: [string, string][] = Array.isArray(value)
        ? value.map((v) => [`${name}[]`, String(v)])
        : [[name, String(value)]];
      add({
        label,
        url: ctx.url(),
        ...multipartOf([...baseFields.filter(([k]) => k !== name), ...parts]),
        callers: "admitted",
        refusesField,
      });
    };
    for (const [name, prop] of Object.entries(resolve(form, doc).properties ?? {})) {
      const s = mainVariant(prop, doc);
      for (const value of overLongValues(s, doc))
        send(`form ${name} over its maxLength (${short(value)})`, name, value, name);
      for (const value of missingReferences(name, s, doc)) send(`form ${name}=${short(value)} (missing)`, name, value);
    }
  }
  return out;
}

/**
 * Whether a refusal names the field: 422 with the field, a part of it, or the field that holds it (routes whose
 * errors are lists per top-level field name `testimonials` for `testimonials.0.text`) among `errors`, or a
 * guard's refusal.
 */
export function refusalProblem(field: string, answer: { statusCode: number; body: string }): string | null {
  if (answer.statusCode === 401 || answer.statusCode === 403) return null;
  if (answer.statusCode !== 422) return `answered ${answer.statusCode}, not 422 on ${field}`;
  let errors: Record<string, unknown> = {};
  try {
    errors = (JSON.parse(answer.body) as { errors?: Record<string, unknown> }).errors ?? {};
  } catch {
    return "a 422 that is not JSON";
  }
  const named = Object.keys(errors).some((k) => k === field || k.startsWith(`${field}.`) || field.startsWith(`${k}.`));
  return named ? null : `a 422 that does not name ${field}`;
}
