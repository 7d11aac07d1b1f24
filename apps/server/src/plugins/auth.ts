import { AUTH_HEADER, type InstituteType } from "@quad/contract/rules/constants";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodApp } from "../app-context.ts";
import { ForbiddenError, UnauthorizedError } from "../lib/errors.ts";
import { hashToken } from "../lib/tokens.ts";
import { createSessionCache } from "../modules/auth/session-cache.ts";
import { createSessionsRepository } from "../modules/auth/sessions.repository.ts";
import { prepareSessionUserLookup, type UserWithPartner } from "../modules/users/users.repository.ts";
import { describeGuard, guardsFirst } from "./openapi-operation.ts";

export interface AuthState {
  sessionId: number;
  user: UserWithPartner;
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

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionUserLookup>["execute"]>>[number];

/** A live session as kept in memory: its clocks, and one user object for every request it serves. */
interface KnownSession {
  sessionId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  user: UserWithPartner;
}

function knownSession(row: SessionRow): KnownSession {
  const { session_id, last_seen_at, expires_at, ...user } = row;
  // Shared by every request of the session: frozen, so no handler can change it for the others.
  return {
    sessionId: session_id,
    lastSeenAt: last_seen_at,
    expiresAt: expires_at,
    user: Object.freeze(user) as UserWithPartner,
  };
}

const CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 50_000;
const WRITING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function registerAuth(app: ZodApp) {
  const { db, config, now, live } = app.ctx;
  app.addHook("onRoute", guardsFirst);
  const sessionsRepo = createSessionsRepository(db);
  const lookup = prepareSessionUserLookup(db);
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const cache = createSessionCache<KnownSession>({
    ttlMs: CACHE_TTL_MS,
    maxEntries: CACHE_MAX_ENTRIES,
    now: () => Date.now(),
  });
  // See session-cache.ts: other processes' writes arrive as announcements; this process's own writes
  // clear the cache before their answer leaves, so the next request sees them.
  const stopHearing = live.onAuthChange(() => cache.clear());
  const stopWatching = live.onListeningChange((listening) => cache.setEnabled(listening));
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (WRITING_METHODS.has(request.method) && !request.routeOptions.config.readOnly) cache.clear();
    done(null, payload);
  });
  app.addHook("onClose", async () => {
    stopHearing();
    stopWatching();
  });

  async function sessionOf(tokenHash: string, at: Date): Promise<KnownSession | undefined> {
    const cached = cache.get(tokenHash);
    if (cached) return cached.expiresAt > at ? cached : undefined;
    const generation = cache.generation();
    const [row] = await lookup.execute({ token_hash: tokenHash, now: at.toISOString() });
    if (!row) return undefined;
    const session = knownSession(row);
    cache.set(tokenHash, session, generation);
    return session;
  }

  app.decorateRequest("auth", null);
  /** The request's live session, or why there is none. */
  const authenticate = async (request: FastifyRequest): Promise<AuthState | "missing" | "expired"> => {
    const token = request.headers[AUTH_HEADER];
    if (typeof token !== "string" || token.length < 16) return "missing";
    const at = now();
    const tokenHash = hashToken(token);
    const session = await sessionOf(tokenHash, at);
    if (!session || at.getTime() - session.lastSeenAt.getTime() > idleMs || session.user.status !== "active") {
      return "expired";
    }
    // Keep writes rare: refresh the idle clock at most once a minute.
    if (at.getTime() - session.lastSeenAt.getTime() > 60_000) {
      await sessionsRepo.touch(session.sessionId, at);
      cache.update(tokenHash, (cached) => ({ ...cached, lastSeenAt: at }));
    }
    return { sessionId: session.sessionId, user: session.user };
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
