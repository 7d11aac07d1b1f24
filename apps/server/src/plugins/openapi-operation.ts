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

const ERROR_RESPONSES: Record<ErrorStatus | 500, { description: string; schema: ZodType }> = {
  401: { description: "No live session: the token is missing, expired or revoked", schema: UnauthorizedErrorSchema },
  403: { description: "Signed in, but not allowed to do this", schema: ForbiddenErrorSchema },
  404: { description: "No such record for this institution", schema: NotFoundErrorSchema },
  409: { description: "Conflicts with the current state", schema: ConflictErrorSchema },
  413: { description: "The body or a file is too large", schema: ErrorSchema },
  415: { description: "The body is neither JSON nor a multipart form", schema: ErrorSchema },
  422: { description: "Invalid input: a message per field", schema: ValidationErrorSchema },
  429: { description: "Too many attempts; see Retry-After", schema: ErrorSchema },
  500: { description: "Unexpected failure; quote request_id", schema: ServerErrorSchema },
};
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
  config?: { listErrors?: boolean };
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
  responses[500] = {
    description: ERROR_RESPONSES[500].description,
    content: { "application/json": { schema: ERROR_RESPONSES[500].schema } },
  };
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
