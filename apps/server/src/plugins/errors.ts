import { MESSAGES } from "@quad/contract/rules/messages";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  AppError,
  ConflictError,
  ForbiddenError,
  ListValidationError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from "../lib/errors.ts";
import { foreignKeyProblem } from "../lib/pg-errors.ts";
import { setSecurityHeaders } from "./security-headers.ts";
import { StorageUnavailableError } from "./storage-guard.ts";
import { type FirstPaint, sendDrawn } from "./web-first-paint.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's 422 keeps a list of messages per field (partner update, spec 1 §5). */
    listErrors?: boolean;
  }
}

export const BODY_MESSAGES = {
  tooLarge: "The request is too large",
  unsupportedType: "Unsupported content type: send JSON (application/json) or a form (multipart/form-data)",
  unreadable: "The request could not be read",
  serverError: "Something went wrong on our side",
  unreadablePath: "No such address: a part of the path is too long or is not valid text",
} as const;

/**
 * Sends an error body as plain JSON. Error bodies never go through a route's response schemas: a
 * route documenting a 422 of another shape must not turn a refusal into a serialisation failure (500).
 */
function sendError(reply: FastifyReply, status: number, body: object) {
  return reply
    .code(status)
    .type("application/json; charset=utf-8")
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send(body);
}

/** Fastify's validation failures (the contract's schemas, or the control-character check) as field -> message. */
function validationFields(validation: NonNullable<FastifyError["validation"]>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const v of validation) {
    const field = v.instancePath.replace(/^\//, "").replaceAll("/", ".") || "base";
    errors[field] ??= v.message ?? MESSAGES.required;
  }
  return errors;
}

/**
 * Fastify's router refuses two kinds of path before any route is found: a parameter longer than
 * ROUTER_OPTIONS.maxParamLength and percent-encoding that is not UTF-8 (`%FF`, an unpaired surrogate
 * `%ED%A0%80`). Neither can name any record or route: both are 404 like any path that matches nothing
 * (decision 059), and every route with parameters documents it (plugins/openapi-operation.ts).
 */
const UNREADABLE_PATH_CODES = new Set(["FST_ERR_BAD_URL", "FST_ERR_MAX_PARAM_LENGTH"]);

/** The router's options: no id (10 digits) nor token (100 characters) comes near this. */
export const ROUTER_OPTIONS = { maxParamLength: 100 } as const;

/** Maps every failure onto the body shapes of ARCHITECTURE.md "Errors"; nothing internal leaves. */
function answerError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (UNREADABLE_PATH_CODES.has(err.code)) {
    request.log.info({ code: err.code }, "unreadable path");
    return sendError(reply, 404, { error: BODY_MESSAGES.unreadablePath });
  }
  const unprocessable = (errors: Record<string, string>) =>
    sendError(reply, 422, {
      errors: request.routeOptions.config.listErrors
        ? Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]))
        : errors,
    });
  if (Array.isArray(err.validation) && err.validation.length > 0)
    return unprocessable(validationFields(err.validation));
  if (err instanceof ValidationError) return unprocessable(err.errors);
  if (err instanceof ListValidationError) return sendError(reply, 422, { errors: err.errors });
  if (err instanceof UnauthorizedError) return sendError(reply, 401, { error: err.message });
  if (err instanceof ForbiddenError) return sendError(reply, 403, { error_message: err.message });
  if (err instanceof ConflictError) return sendError(reply, 409, { error: err.message, ...err.detail });
  if (err instanceof TooManyRequestsError) {
    reply.header("retry-after", String(err.retryAfterSeconds));
    return sendError(reply, 429, { error: err.message });
  }
  if (err instanceof StorageUnavailableError) {
    // Documented on every operation (openapi-operation.ts); the storage's own words stay in the log.
    request.log.error({ err: err.cause }, "file storage unavailable");
    reply.header("retry-after", String(err.retryAfterSeconds));
    return sendError(reply, 503, { error: err.message });
  }
  if (err instanceof AppError) return sendError(reply, err.statusCode, { error: err.message });
  // Safety net: a reference the service did not check (services check theirs, decision 059).
  const reference = foreignKeyProblem(err);
  if (reference) {
    request.log.warn({ constraint: reference.constraint }, "an unchecked reference reached the database");
    return unprocessable({ [reference.field]: reference.missing ? MESSAGES.invalidChoice : MESSAGES.stillInUse });
  }
  const status = err.statusCode ?? 500;
  if (status === 413) return sendError(reply, 413, { error: BODY_MESSAGES.tooLarge });
  if (status === 415) return sendError(reply, 415, { error: BODY_MESSAGES.unsupportedType });
  if (status === 429) return sendError(reply, 429, { error: MESSAGES.tooManyAttempts });
  // Anything else a client caused (malformed JSON, an empty JSON body, a broken multipart stream):
  // the body could not be read.
  if (status >= 400 && status < 500) {
    request.log.info({ code: err.code, message: err.message }, "unreadable request");
    return unprocessable({ base: BODY_MESSAGES.unreadable });
  }
  request.log.error({ err }, "request failed");
  return sendError(reply, 500, { error: BODY_MESSAGES.serverError, request_id: String(request.id) });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}

/**
 * Fastify's `frameworkErrors` option: failures before routing (see UNREADABLE_PATH_CODES) go through the
 * same handler as every other error, with the headers every answer gets.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  setSecurityHeaders(request.raw.url ?? "", reply.raw);
  return answerError(err, request, reply);
}

/** 404 for unknown paths; GET (and HEAD) paths outside the API get the single-page app when it is built. */
export function registerNotFound(app: FastifyInstance, spaHtml: string | null, firstPaint: FirstPaint | null = null) {
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url.startsWith("/api/") || url.startsWith("/dev/");
    if (spaHtml && (request.method === "GET" || request.method === "HEAD") && !isApi) {
      // A public page's first paint, drawn here for a GET (decision 121); the plain app otherwise.
      const drawn = firstPaint && request.method === "GET" ? await firstPaint(request) : null;
      reply.header("cache-control", "no-cache").type("text/html");
      return drawn ? sendDrawn(request, reply, drawn) : reply.send(spaHtml);
    }
    return reply.code(404).send({ error: `No route ${request.method} ${url.split("?")[0]}` });
  });
}
