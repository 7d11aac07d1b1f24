import { AUTH_HEADER, type InstituteType } from "@quad/contract/rules/constants";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodApp } from "../app-context.ts";
import { ForbiddenError, UnauthorizedError } from "../lib/errors.ts";
import { hashToken } from "../lib/tokens.ts";
import { createSessionsRepository } from "../modules/auth/sessions.repository.ts";
import { prepareSessionUserLookup, type UserWithPartner } from "../modules/users/users.repository.ts";

export interface AuthState {
  sessionId: number;
  user: UserWithPartner;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthState | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a live session token is sent. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
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

export function registerAuth(app: ZodApp) {
  const { db, config, now } = app.ctx;
  const sessionsRepo = createSessionsRepository(db);
  const lookup = prepareSessionUserLookup(db);
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;

  app.decorateRequest("auth", null);
  app.decorate("requireAuth", async (request: FastifyRequest) => {
    const token = request.headers[AUTH_HEADER];
    if (typeof token !== "string" || token.length < 16) throw new UnauthorizedError(MESSAGES.unauthorized);
    const at = now();
    const [row] = await lookup.execute({ token_hash: hashToken(token), now: at.toISOString() });
    if (!row || at.getTime() - row.last_seen_at.getTime() > idleMs || row.status !== "active") {
      throw new UnauthorizedError(MESSAGES.sessionExpired);
    }
    const { session_id, last_seen_at, ...user } = row;
    // Keep writes rare: refresh the idle clock at most once a minute.
    if (at.getTime() - last_seen_at.getTime() > 60_000) await sessionsRepo.touch(session_id, at);
    request.auth = { sessionId: session_id, user: user as UserWithPartner };
  });
  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    if (authOf(request).user.role !== "admin") throw new ForbiddenError(MESSAGES.adminOnly);
  });
  app.decorate("requireInstituteType", (...types: InstituteType[]) => async (request: FastifyRequest) => {
    const { user } = authOf(request);
    if (!types.includes(user.institute_type)) throw new ForbiddenError(MESSAGES.forbidden);
  });
}
