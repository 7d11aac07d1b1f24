import type { InstituteType, Role } from "@quad/contract/rules/constants";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodApp } from "../app-context.ts";
import { ForbiddenError, UnauthorizedError } from "../lib/errors.ts";
import { describeGuard, guardsFirst } from "./openapi-operation.ts";
import { createSessions, type SessionLookup } from "./sessions.ts";

export interface AuthState {
  sessionId: number;
  user: SessionUser;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** A POST that only reads (list searches): it leaves the session cache alone. */
    readOnly?: boolean;
  }
  interface FastifyRequest {
    auth: AuthState | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a live session token is sent. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler of public pages: the signed-in user when a live session token is sent, else none (never 401). */
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 403 unless the signed-in user is a team admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: 403 unless the signed-in partner is one of these types. */
    requireInstituteType: (
      ...types: InstituteType[]
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The signed-in state of a request; throws 401 when absent (for handlers behind requireAuth). */
export function authOf(request: FastifyRequest): AuthState {
  if (!request.auth) throw new UnauthorizedError(MESSAGES.unauthorized);
  return request.auth;
}

/**
 * The user of a partner session. The guards below read only these columns; the users module, whose lookup
 * finds the sessions, gives the whole row (declaration merging in modules/auth/session-users.repository.ts).
 */
export interface SessionUser {
  status: "active" | "deactivated";
  role: Role;
  institute_type: InstituteType;
}

/**
 * Partner sessions: the authentication header's token looked up through the users module's lookup (handed
 * in by the composition root), with the one session mechanism of plugins/sessions.ts. A deactivated user's
 * session counts as expired.
 */
export function registerAuth(app: ZodApp, deps: { sessions: SessionLookup<SessionUser> }) {
  app.addHook("onRoute", guardsFirst);
  const sessions = createSessions(app, { lookup: deps.sessions, usable: (user) => user.status === "active" });

  app.decorateRequest("auth", null);
  /** The request's live session, or why there is none. */
  const authenticate = async (request: FastifyRequest): Promise<AuthState | "missing" | "expired"> => {
    const session = await sessions.resolve(request);
    if (typeof session === "string") return session;
    return { sessionId: session.sessionId, user: session.holder };
  };
  const requireAuth = async (request: FastifyRequest) => {
    const auth = await authenticate(request);
    if (auth === "missing") throw new UnauthorizedError(MESSAGES.unauthorized);
    if (auth === "expired") throw new UnauthorizedError(MESSAGES.sessionExpired);
    request.auth = auth;
  };
  // A public page answers everyone: an absent or stale token only means "not signed in".
  app.decorate("optionalAuth", async (request: FastifyRequest) => {
    const auth = await authenticate(request);
    request.auth = typeof auth === "string" ? null : auth;
  });
  app.decorate(
    "requireAuth",
    describeGuard(requireAuth, { status: 401, access: "Needs a signed-in user (authentication_token header)." }),
  );
  const requireAdmin = async (request: FastifyRequest) => {
    if (authOf(request).user.role !== "admin") throw new ForbiddenError(MESSAGES.adminOnly);
  };
  app.decorate("requireAdmin", describeGuard(requireAdmin, { status: 403, access: "Team admins only." }));
  app.decorate("requireInstituteType", (...types: InstituteType[]) =>
    describeGuard(
      async (request: FastifyRequest) => {
        const { user } = authOf(request);
        if (!types.includes(user.institute_type)) throw new ForbiddenError(MESSAGES.forbidden);
      },
      { status: 403, access: `For ${types.join(", ")} institutions.` },
    ),
  );
}
