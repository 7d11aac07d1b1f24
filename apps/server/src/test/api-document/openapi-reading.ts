/**
 * Reading the API's own OpenAPI document: its operations, their inputs, and plausible values of a
 * schema (the base that bad inputs are made from). Pure; used by the fuzz and document tests.
 */

export interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: Parameter[];
  /** Media type -> schema of the request body. */
  body: Record<string, JsonSchema>;
  /** Status -> media type -> schema of the answer. */
  responses: Record<string, Record<string, JsonSchema | undefined>>;
  secured: boolean;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ["get", "put", "post", "delete", "patch"];

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const requestBody = op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined;
      const responses = (op.responses ?? {}) as Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
      ops.push({
        method: method.toUpperCase(),
        path,
        operationId: String(op.operationId),
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        body: Object.fromEntries(
          Object.entries(requestBody?.content ?? {}).map(([type, media]) => [type, media.schema ?? {}]),
        ),
        responses: Object.fromEntries(
          Object.entries(responses).map(([status, r]) => [
            status,
            Object.fromEntries(Object.entries(r.content ?? {}).map(([type, media]) => [type, media.schema])),
          ]),
        ),
        secured: Array.isArray(op.security) && op.security.length > 0,
      });
    }
  }
  return ops;
}

/** Follows `#/components/schemas/…` references and folds allOf into one object schema. */
export function resolve(schema: JsonSchema | undefined, doc: OpenApiDocument): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split("/").pop() ?? ""], doc);
  if (schema.allOf) {
    const parts = schema.allOf.map((s) => resolve(s, doc));
    return {
      type: "object",
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
      required: parts.flatMap((p) => p.required ?? []),
    };
  }
  return schema;
}

export function typeOf(schema: JsonSchema): string {
  const t = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (t) return t;
  if (schema.properties) return "object";
  if (schema.items) return "array";
  if (schema.enum) return typeof schema.enum[0];
  return "string";
}

/**
 * A value the schema accepts as far as its shape goes (the base each bad input changes one part of):
 * optional references left out (and every optional field when `optionalFields` is false), texts shaped by the field's name where the schema cannot say more (emails,
 * addresses, time zones, passwords and their confirmation, dates), so that the request gets past
 * validation to the service as often as the document allows.
 */
export function plausible(
  schema: JsonSchema | undefined,
  doc: OpenApiDocument,
  name = "",
  optionalFields = true,
): unknown {
  const s = resolve(schema, doc);
  const variant = s.anyOf ?? s.oneOf;
  if (variant?.[0])
    return plausible(variant.find((v) => typeOf(resolve(v, doc)) !== "null") ?? variant[0], doc, name, optionalFields);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (typeOf(s)) {
    case "integer":
    case "number":
      return s.minimum ?? 1;
    case "boolean":
      return true;
    case "array":
      return Array.from({ length: s.minItems ?? 0 }, () => plausible(s.items, doc, name, optionalFields));
    case "object": {
      // Optional references are left out: id 1 may name nothing, or another institution's record.
      const required = new Set(s.required ?? []);
      return Object.fromEntries(
        Object.entries(s.properties ?? {})
          .filter(([k]) => required.has(k) || (optionalFields && !/(^|_)ids?$/.test(k)))
          .map(([k, v]) => [k, !required.has(k) && admitsNull(v, doc) ? null : plausible(v, doc, k, optionalFields)]),
      );
    }
    default:
      return plausibleString(s, name);
  }
}

/** Whether null is one of the schema's values (an optional field left empty). */
function admitsNull(schema: JsonSchema, doc: OpenApiDocument): boolean {
  const s = resolve(schema, doc);
  return (s.anyOf ?? s.oneOf ?? [s]).some((v) => {
    const t = resolve(v, doc).type;
    return t === "null" || (Array.isArray(t) && t.includes("null"));
  });
}

const BY_NAME: [RegExp, string][] = [
  [/email/, "fuzz@example.test"],
  [/(^|_)(url|website|link)s?$/, "https://example.test/fuzz"],
  [/time_?zone/, "America/New_York"],
  [/password/, "Fuzz-password-2027"],
  [/phone_country_code/, "+1"],
  [/planned_start|_month$/, "2027-03"],
  [/phone/, "2025550123"],
  [/(^|_)time_to$/, "11:00"],
  [/(^|_)(date|on)$|_date$|date_from|date_to|_from$|_to$/, "2027-03-01"],
];

function plausibleString(s: JsonSchema, name: string): string {
  if (s.format === "email") return "fuzz@example.test";
  // An end after its start: the later hour for fields that name an end.
  const hour = /end|_to$|until/.test(name) ? "11" : "10";
  if (s.format === "date-time") return `2027-03-01T${hour}:00:00.000Z`;
  if (s.format === "date" || s.pattern?.includes("\\d{4}-")) {
    if (/^\^?\\d\{4\}-\\d\{2\}\$?$/.test(s.pattern ?? "")) return "2027-03";
    if (s.pattern?.includes("T")) return `2027-03-01T${hour}:00`;
    return "2027-03-01";
  }
  if (s.pattern?.includes(":")) return `${hour}:00`;
  const hinted = BY_NAME.find(([re]) => re.test(name))?.[1];
  if (hinted && hinted.length <= (s.maxLength ?? Number.POSITIVE_INFINITY)) return hinted;
  return "Fuzz".padEnd(Math.max(s.minLength ?? 0, 4), "z").slice(0, s.maxLength);
}
