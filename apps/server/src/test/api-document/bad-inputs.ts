import fc from "fast-check";
import { type EdgeRequest, edgeRequests, multipartOf } from "./limit-inputs.ts";
import {
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  plausible,
  resolve,
  typeOf,
} from "./openapi-reading.ts";

/**
 * Bad requests for one operation of the OpenAPI document, of the kinds a careless client or an attacker
 * sends: ids outside PostgreSQL's integer or written as 1e3 / 0x10, NUL and other control characters,
 * huge and odd strings, nulls and wrong types, missing fields, bodies of the wrong content type or
 * broken encoding; and, from limit-inputs.ts, texts over a field's declared maxLength, ids of missing rows and
 * long or undecodable path parameters. Each request changes one part of an otherwise plausible request.
 * Deterministic for a seed.
 */

/** What was made bad (`label`, for the failure message), and who sends it (limit-inputs.ts). */
export type BadRequest = EdgeRequest;

const ODD_ID_TEXTS = [
  "2147483648",
  "1e3",
  "0x10",
  "-1",
  "0",
  "1.5",
  "abc",
  " 7",
  "9".repeat(40),
  "NaN",
  "%00",
  "%F0%9F%98%80",
];
const ODD_NUMBERS = [2147483648, -1, 0, 1.5, 2 ** 53, -2147483649, 1e308, -1e308];
const HUGE = "x".repeat(70_000);
const ODD_STRINGS = [
  "\u0000",
  "a\u0000b",
  "tab\u0007bell",
  HUGE,
  "\uD800",
  "'; drop table users; --",
  "../../etc/passwd",
  "\u202Eevil",
  "😀".repeat(20),
  "",
  " ",
];

function wrongTypes(type: string): unknown[] {
  const all: Record<string, unknown[]> = {
    string: [12345, true, {}, [], null],
    integer: ["abc", "1e3", "0x10", true, {}, [], null, ...ODD_NUMBERS],
    number: ["abc", true, {}, [], null, 1e308],
    boolean: ["yes", 2, {}, null],
    array: ["a", { 0: 1 }, null, [null], [{ nested: [[]] }], Array.from({ length: 600 }, (_, i) => i + 1)],
    object: ["a", 5, [], null, { "\u0000": 1 }],
  };
  return all[type] ?? [null];
}

/** Odd values for a schema: its type's odd values and values of every other type. */
export function oddValues(schema: JsonSchema, doc: OpenApiDocument, extraStrings: string[]): unknown[] {
  const s = resolve(schema, doc);
  const type = typeOf(s);
  if (type === "string") return [...ODD_STRINGS, ...extraStrings, ...wrongTypes("string")];
  // A list holding one odd item each: ids beyond integer, NUL texts, nulls.
  if (type === "array" && s.items)
    return [
      ...wrongTypes(type),
      ...oddValues(s.items, doc, [])
        .slice(0, 10)
        .map((v) => [v]),
    ];
  return wrongTypes(type);
}

/** A URL-safe text of an odd value for a path or query parameter. */
function asParam(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (/^%[0-9A-F]{2}/.test(text)) return text;
  try {
    return encodeURIComponent(text.slice(0, 3000));
  } catch {
    return "%ED%A0%80"; // a lone surrogate has no UTF-8: send the bytes a careless client would
  }
}

function hashOf(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + (c.codePointAt(0) ?? 0)) | 0;
  return Math.abs(h);
}

interface Context {
  doc: OpenApiDocument;
  /** Valid values of path parameters (an existing record's id), by name. */
  pathValues: Record<string, string>;
  seed: number;
  /** Whether plausible bodies fill optional fields (the fuzz falls back to required ones alone). */
  optionalFields?: boolean;
}

/** The operation called as documented, as far as its schemas tell: the base every bad request changes. */
export function plausibleRequest(op: Operation, ctx: Context): BadRequest {
  const { doc } = ctx;
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => ctx.pathValues[name] ?? "1");
  const query = op.parameters
    .filter((p) => p.in === "query" && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(plausible(p.schema, doc)))}`)
    .join("&");
  const url = `${path}${query ? `?${query}` : ""}`;
  const json = op.body["application/json"];
  const form = op.body["multipart/form-data"];
  if (json)
    return {
      label: "plausible request",
      method: op.method,
      url,
      headers: JSON_HEADERS,
      payload: JSON.stringify(plausible(json, doc, "", ctx.optionalFields)),
    };
  if (form) {
    const fields = Object.entries(plausible(form, doc, "", ctx.optionalFields) as Record<string, unknown>)
      .filter(([, v]) => typeof v !== "object")
      .map(([k, v]) => [k, String(v)] as [string, string]);
    return { label: "plausible request", method: op.method, url, ...multipartOf(fields) };
  }
  return { label: "plausible request", method: op.method, url, headers: {} };
}

export function badRequests(op: Operation, ctx: Context): BadRequest[] {
  const { doc } = ctx;
  const extraStrings = fc.sample(fc.string({ unit: "binary", minLength: 1, maxLength: 24 }), {
    seed: ctx.seed + hashOf(op.operationId),
    numRuns: 4,
  });
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const queryParams = op.parameters.filter((p) => p.in === "query");
  const path = (overrides: Record<string, string> = {}) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? ctx.pathValues[name] ?? "1");
  const baseQuery = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, String(plausible(p.schema, doc))]),
  );
  const url = (pathOverrides: Record<string, string> = {}, query: Record<string, string> = baseQuery) => {
    const qs = Object.entries(query)
      .map(([k, v]) => `${k}=${v}`)
      .join("&");
    return `${path(pathOverrides)}${qs ? `?${qs}` : ""}`;
  };
  const out: BadRequest[] = [];
  const add = (label: string, req: Omit<BadRequest, "label" | "method">) =>
    out.push({ label, method: op.method, ...req });

  for (const p of pathParams) {
    for (const value of ODD_ID_TEXTS) add(`path ${p.name}=${value}`, { url: url({ [p.name]: value }), headers: {} });
  }
  for (const p of queryParams) {
    for (const value of oddValues(p.schema, doc, extraStrings)) {
      add(`query ${p.name}=${JSON.stringify(value).slice(0, 40)}`, {
        url: url({}, { ...baseQuery, [p.name]: asParam(value) }),
        headers: {},
      });
    }
    // Joined with ? when the operation has no required query parameter (the base URL has no query).
    const base = url();
    add(`query ${p.name} twice`, {
      url: `${base}${base.includes("?") ? "&" : "?"}${p.name}=1&${p.name}=2`,
      headers: {},
    });
  }
  if (queryParams.some((p) => p.required))
    add("query without its required parameters", { url: url({}, {}), headers: {} });

  const json = op.body["application/json"];
  const form = op.body["multipart/form-data"];
  if (json) out.push(...jsonBodies(op, doc, url(), json, extraStrings, ctx.optionalFields));
  if (form) out.push(...formBodies(op, doc, url(), form, extraStrings, ctx.optionalFields));
  if (op.method !== "GET") out.push(...unreadableBodies(op, url()));
  out.push(...edgeRequests(op, { doc, url, baseQuery, optionalFields: ctx.optionalFields }));
  return out;
}

const JSON_HEADERS = { "content-type": "application/json" };

function jsonBodies(
  op: Operation,
  doc: OpenApiDocument,
  url: string,
  schema: JsonSchema,
  extra: string[],
  optionalFields?: boolean,
) {
  const base = plausible(schema, doc, "", optionalFields) as Record<string, unknown>;
  const s = resolve(schema, doc);
  const out: BadRequest[] = [];
  const send = (label: string, body: unknown) =>
    out.push({ label, method: op.method, url, headers: JSON_HEADERS, payload: JSON.stringify(body) });
  for (const whole of [null, "text", [], 42, {}]) send(`body ${JSON.stringify(whole)}`, whole);
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    for (const value of oddValues(prop, doc, extra)) {
      send(`body ${name}=${JSON.stringify(value).slice(0, 40)}`, { ...base, [name]: value });
    }
    // One level down: filters and settings come as nested objects.
    const inner = resolve(prop, doc);
    for (const [innerName, innerProp] of Object.entries(inner.properties ?? {})) {
      for (const value of oddValues(innerProp, doc, extra).slice(0, 6)) {
        const nested = { ...(base[name] as object), [innerName]: value };
        send(`body ${name}.${innerName}=${JSON.stringify(value).slice(0, 40)}`, { ...base, [name]: nested });
      }
    }
    if (s.required?.includes(name)) {
      const { [name]: _left, ...rest } = base;
      send(`body without ${name}`, rest);
    }
  }
  return out;
}

function formBodies(
  op: Operation,
  doc: OpenApiDocument,
  url: string,
  schema: JsonSchema,
  extra: string[],
  optionalFields?: boolean,
) {
  const s = resolve(schema, doc);
  const base = Object.entries(plausible(schema, doc, "", optionalFields) as Record<string, unknown>)
    .filter(([, v]) => typeof v !== "object")
    .map(([k, v]) => [k, String(v)] as [string, string]);
  const out: BadRequest[] = [];
  const send = (label: string, fields: [string, string][]) =>
    out.push({ label, method: op.method, url, ...multipartOf(fields) });
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const texts = oddValues(prop, doc, extra).filter((v): v is string => typeof v === "string");
    for (const value of [...texts, ...ODD_ID_TEXTS]) {
      send(`form ${name}=${JSON.stringify(value).slice(0, 40)}`, [...base.filter(([k]) => k !== name), [name, value]]);
    }
    send(`form ${name} twice`, [...base, [name, "1"], [name, "2"]]);
  }
  send("form with only odd field names", [
    ["__proto__", "x"],
    ["constructor", "y"],
    ["a[b][c]", "z"],
  ]);
  const file = (field: string, name: string) =>
    `--quadfuzz\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n`;
  out.push({
    label: "form with files where none belong and too many files",
    method: op.method,
    url,
    headers: { "content-type": "multipart/form-data; boundary=quadfuzz" },
    payload: Buffer.from(
      `${Array.from({ length: 8 }, (_, i) => file(`f${i}`, `../${i}.png`)).join("")}--quadfuzz--\r\n`,
    ),
  });
  return out;
}

/** Bodies no route can read: other content types, broken JSON, broken multipart, too large. */
function unreadableBodies(op: Operation, url: string): BadRequest[] {
  const req = (label: string, contentType: string, payload: string | Buffer): BadRequest => ({
    label,
    method: op.method,
    url,
    headers: { "content-type": contentType },
    payload,
  });
  return [
    req("text/plain body", "text/plain", "hello"),
    req("XML body", "application/xml", "<a>1</a>"),
    req("urlencoded body", "application/x-www-form-urlencoded", "a=1&b=2"),
    req("broken JSON", "application/json", '{"a": '),
    req("empty JSON body", "application/json", ""),
    req("JSON with a NUL key", "application/json", '{"\\u0000": 1}'),
    req("deep JSON", "application/json", `${"[".repeat(5000)}${"]".repeat(5000)}`),
    req("JSON over the body limit", "application/json", `{"a":"${"x".repeat(1_100_000)}"}`),
    req("multipart without a boundary", "multipart/form-data", "--x\r\n\r\n"),
    req(
      "truncated multipart",
      "multipart/form-data; boundary=quadfuzz",
      '--quadfuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    ),
    req("content type with odd parameters", "application/json; charset=ebcdic", "{}"),
  ];
}
