import {
  ConflictErrorSchema,
  ErrorSchema,
  ForbiddenErrorSchema,
  ListValidationErrorSchema,
  NotFoundErrorSchema,
  ServerErrorSchema,
  UnauthorizedErrorSchema,
  ValidationErrorSchema,
} from "@quad/contract/api/common";
import type { ZodType } from "zod";
import { z } from "zod";
import { ROUTER_OPTIONS } from "./errors.ts";

/**
 * What the OpenAPI document says of each operation beyond its schemas, worked out from the route
 * itself so that no route can leave it out: operationId, description, security, the request body of
 * form routes and every error status the route can answer, each with the shared error schema.
 */

export type ErrorStatus = 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** What a preHandler guard answers when it refuses, and who it lets through. */
export interface GuardInfo {
  status: 401 | 403;
  access: string;
}
const GUARD = Symbol.for("quad.route-guard");

/** Marks a preHandler as a guard, so the document names its refusal and its access rule. */
export function describeGuard<F extends object>(fn: F, info: GuardInfo): F {
  Object.defineProperty(fn, GUARD, { value: info });
  return fn;
}

const hooksOf = (hooks: unknown): unknown[] => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);
const isGuard = (fn: unknown) => typeof fn === "function" && GUARD in fn;

function guardsOf(hooks: unknown): GuardInfo[] {
  return hooksOf(hooks)
    .filter(isGuard)
    .map((fn) => (fn as { [GUARD]: GuardInfo })[GUARD]);
}

/**
 * Routes name their guards as preHandlers; they run as the first preValidation hooks instead, so a
 * request is refused for its token or role (401/403) before its input is looked at (422).
 */
export function guardsFirst(route: { preHandler?: unknown; preValidation?: unknown }) {
  const guards = hooksOf(route.preHandler).filter(isGuard);
  if (guards.length === 0) return;
  const rest = hooksOf(route.preHandler).filter((fn) => !isGuard(fn));
  route.preHandler = rest.length > 0 ? rest : undefined;
  route.preValidation = [...guards, ...hooksOf(route.preValidation)];
}

const ERROR_RESPONSES: Record<ErrorStatus | 500 | 503, { description: string; schema: ZodType }> = {
  401: { description: "No live session: the token is missing, expired or revoked", schema: UnauthorizedErrorSchema },
  403: { description: "Signed in, but not allowed to do this", schema: ForbiddenErrorSchema },
  404: { description: "No such record for this institution", schema: NotFoundErrorSchema },
  409: { description: "Conflicts with the current state", schema: ConflictErrorSchema },
  413: { description: "The body or a file is too large", schema: ErrorSchema },
  415: { description: "The body is neither JSON nor a multipart form", schema: ErrorSchema },
  422: { description: "Invalid input: a message per field", schema: ValidationErrorSchema },
  429: { description: "Too many attempts; see Retry-After", schema: ErrorSchema },
  500: { description: "Unexpected failure; quote request_id", schema: ServerErrorSchema },
  503: { description: "File storage unavailable for now; try again after Retry-After seconds", schema: ErrorSchema },
};
/** Every 429 says when to try again (a header, in @fastify/swagger's shape: a JSON schema per header). */
const RETRY_AFTER = {
  "Retry-After": {
    description: "Seconds until the throttle's window ends and the request may be tried again",
    type: "integer",
    minimum: 1,
    // The longest throttle window config.ts accepts (a day).
    maximum: 86400,
  },
};

/**
 * Adds the Retry-After header to an operation's documented 429, after the zod transform (which keeps only
 * a response's description and content).
 */
export function withRetryAfter<T extends { schema: unknown }>(transformed: T): T {
  const response = (transformed.schema as { response?: Record<string, Record<string, unknown>> }).response;
  const tooMany = response?.["429"];
  if (tooMany) tooMany.headers = RETRY_AFTER;
  return transformed;
}
/** A route with path parameters: also what the router answers for a parameter it cannot read (plugins/errors.ts). */
const PATH_404 = `${ERROR_RESPONSES[404].description}; also a path parameter longer than ${ROUTER_OPTIONS.maxParamLength} characters or whose percent-encoding is not UTF-8, for every caller`;
const LIST_422 = { description: "Invalid input: the messages of each field", schema: ListValidationErrorSchema };

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A stable, URL-safe id from method and path: `PUT /api/v1/partners/users/:id/update_password` -> putUsersIdUpdatePassword. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1\/(partners\/)?/, "")
    .split(/[/_-]+/)
    .map((w) => w.replace(/^:/, ""))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]?.toUpperCase() + w.slice(1))].join("");
}

export interface DocumentedRoute {
  method: string | string[];
  url: string;
  preHandler?: unknown;
  preValidation?: unknown;
  /** listErrors: 422 lists per field; throttle: the route is throttled (modules/throttle), so it can answer 429. */
  config?: { listErrors?: boolean; throttle?: string };
  schema?: Record<string, unknown>;
}

/** The route's schema as the document shows it; throws when the route gives no summary. */
export function documentedSchema(route: DocumentedRoute): Record<string, unknown> {
  const schema = { ...(route.schema ?? {}) };
  const method = Array.isArray(route.method) ? (route.method[0] ?? "GET") : route.method;
  if (typeof schema.summary !== "string" || schema.summary === "") {
    throw new Error(`${method} ${route.url} has no summary for the API document`);
  }
  const guards = guardsOf([...hooksOf(route.preValidation), ...hooksOf(route.preHandler)]);
  const form = schema.form as ZodType | undefined;
  const files = (schema.files as string[] | undefined) ?? [];
  const statuses = new Set<ErrorStatus>([...guards.map((g) => g.status), ...((schema.errors as ErrorStatus[]) ?? [])]);
  if (route.config?.throttle) statuses.add(429);
  if (schema.params) statuses.add(404);
  if (schema.params || schema.querystring || schema.body || form) statuses.add(422);
  if (BODY_METHODS.has(method)) {
    statuses.add(413);
    statuses.add(415);
    statuses.add(422);
  }

  const responses: Record<string, unknown> = {};
  for (const status of [...statuses].sort()) {
    const r = status === 422 && route.config?.listErrors ? LIST_422 : ERROR_RESPONSES[status];
    const description = status === 404 && schema.params ? PATH_404 : r.description;
    responses[status] = { description, content: { "application/json": { schema: r.schema } } };
  }
  // 500 and 503 on every operation: any route may fail unexpectedly, and storage is touched by uploads, downloads
  // and exports across many modules, so 503 (StorageUnavailableError) needs no route to remember it (decision 061).
  for (const status of [500, 503] as const) {
    const r = ERROR_RESPONSES[status];
    responses[status] = { description: r.description, content: { "application/json": { schema: r.schema } } };
  }
  const access = guards.map((g) => g.access);
  const { form: _form, files: _files, errors: _errors, ...rest } = schema;
  return {
    ...rest,
    operationId: schema.operationId ?? operationIdOf(method, route.url),
    description: [schema.description ?? `${schema.summary}.`, ...access].join(" "),
    ...(guards.some((g) => g.status === 401) ? { security: [{ authentication_token: [] }] } : {}),
    ...(form ? { body: formBody(form, files), consumes: ["multipart/form-data", "application/json"] } : {}),
    response: { ...responses, ...(schema.response as object | undefined) },
  };
}

/** A form route's body: the contract's fields, plus its files as binary parts. */
function formBody(form: ZodType, files: string[]): ZodType {
  const file = z.string().meta({ format: "binary" });
  const fileFields = Object.fromEntries(files.map((name) => [name, file.optional()]));
  if (files.length === 0) return form;
  return z.intersection(form, z.object(fileFields));
}

declare module "fastify" {
  interface FastifySchema {
    /** One line on what the operation does (required: the document build fails without it). */
    summary?: string;
    /** Error statuses the handler's service can answer beyond those the route's shape implies. */
    errors?: ErrorStatus[];
    /** The contract schema of a form route read with readForm (documented, parsed by the handler). */
    form?: ZodType;
    /** The file fields of a form route. */
    files?: string[];
  }
}
