import type { ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { JsonSchema, OpenApiDocument, Operation } from "./openapi-reading.ts";

/**
 * Whether an answer is one the OpenAPI document promises: a status it lists for the operation, a
 * body that validates against that status's schema, and nothing internal (stack traces, SQL, file
 * paths, error codes of the framework or the database).
 */

const LEAKS: [string, RegExp][] = [
  ["a stack trace", /\bat [\w.<>]+ \(|\.ts:\d+:\d+|\.js:\d+:\d+/],
  ["a file path", /\/(?:work|home|usr|tmp|node_modules)\/|[A-Z]:\\/],
  [
    "SQL",
    /\b(?:select|insert into|update|delete from) "\w+"|syntax error at or near|violates \w+(?:-\w+)? constraint|invalid byte sequence/i,
  ],
  ["a database or framework code", /SQLSTATE|FST_ERR|ERR_[A-Z_]+|ECONNREFUSED|TypeError|ReferenceError/],
];

export function createAnswerCheck(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat("binary", true);
  // The document's components, so `$ref: #/components/schemas/…` resolves.
  ajv.addSchema({ components: doc.components ?? {} }, "doc");
  const compiled = new Map<JsonSchema, ValidateFunction>();
  const validatorOf = (schema: JsonSchema) => {
    let v = compiled.get(schema);
    if (!v) {
      v = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')));
      compiled.set(schema, v);
    }
    return v;
  };

  /** The problems of one answer (empty when the answer keeps the document's promise). */
  return function problemsOf(
    op: Operation,
    answer: { statusCode: number; headers: Record<string, unknown>; body: string },
  ): string[] {
    const problems: string[] = [];
    if (answer.statusCode >= 500) problems.push(`answered ${answer.statusCode}`);
    for (const [what, re] of LEAKS) if (re.test(answer.body)) problems.push(`leaks ${what}`);
    const documented = op.responses[String(answer.statusCode)];
    if (!documented) return [...problems, `status ${answer.statusCode} is not in the document`];
    // An answer the document lists without content (204 No Content) must come without a body.
    if (Object.keys(documented).length === 0)
      return answer.body === "" ? problems : [...problems, `answered a body where ${answer.statusCode} has none`];
    const type = String(answer.headers["content-type"] ?? "").split(";")[0] ?? "";
    const schema = documented[type];
    if (!(type in documented)) return [...problems, `content type ${type} is not documented for ${answer.statusCode}`];
    if (schema && type === "application/json") {
      let body: unknown;
      try {
        body = JSON.parse(answer.body);
      } catch {
        return [...problems, "body is not JSON"];
      }
      const validate = validatorOf(schema);
      if (!validate(body)) problems.push(`body does not match the schema: ${ajv.errorsText(validate.errors)}`);
    }
    return problems;
  };
}
