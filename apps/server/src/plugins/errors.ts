import { MESSAGES } from "@quad/contract/rules/messages";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  AppError,
  ConflictError,
  ForbiddenError,
  ListValidationError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from "../lib/errors.ts";

/** Maps every failure onto the body shapes of ARCHITECTURE.md "Errors". */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const v of err.validation) {
        const field = v.instancePath.replace(/^\//, "").replaceAll("/", ".") || "base";
        errors[field] ??= v.message ?? MESSAGES.required;
      }
      return reply.code(422).send({ errors });
    }
    if (err instanceof ValidationError || err instanceof ListValidationError) {
      return reply.code(422).send({ errors: err.errors });
    }
    if (err instanceof UnauthorizedError) return reply.code(401).send({ error: err.message });
    if (err instanceof ForbiddenError) return reply.code(403).send({ error_message: err.message });
    if (err instanceof ConflictError) return reply.code(409).send({ error: err.message, ...err.detail });
    if (err instanceof TooManyRequestsError) {
      return reply.code(429).header("retry-after", String(err.retryAfterSeconds)).send({ error: err.message });
    }
    if (err instanceof AppError) return reply.code(err.statusCode).send({ error: err.message });
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ error: "The request is too large" });
    if (status === 429) return reply.code(429).send({ error: MESSAGES.tooManyAttempts });
    if (status === 415) return reply.code(415).send({ error: "Unsupported content type" });
    if (status >= 400 && status < 500) return reply.code(status).send({ error: err.message });
    request.log.error({ err }, "request failed");
    return reply.code(500).send({ error: "Something went wrong on our side", request_id: String(request.id) });
  });
}

/** 404 for unknown paths; GET (and HEAD) paths outside the API get the single-page app when it is built. */
export function registerNotFound(app: FastifyInstance, spaHtml: string | null) {
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith("/api/") || url.startsWith("/dev/");
    if (spaHtml && (request.method === "GET" || request.method === "HEAD") && !isApi) {
      return reply.header("cache-control", "no-cache").type("text/html").send(spaHtml);
    }
    return reply.code(404).send({ error: `No route ${request.method} ${url.split("?")[0]}` });
  });
}
