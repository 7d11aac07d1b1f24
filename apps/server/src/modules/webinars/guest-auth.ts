import { AUTH_HEADER } from "@quad/contract/rules/constants";
import { MESSAGES } from "@quad/contract/rules/messages";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodApp } from "../../app-context.ts";
import { UnauthorizedError } from "../../lib/errors.ts";
import { hashToken } from "../../lib/tokens.ts";
import { describeGuard } from "../../plugins/openapi-operation.ts";
import { createSessionCache } from "../auth/session-cache.ts";
import { createSchoolGuests } from "./school-guests.ts";
import { webinarSessions, webinarUsers } from "./webinars.table.ts";

/**
 * A signed-in webinar guest: their account row, and how they signed in: a guest session of the webinar
 * area (sessionId), or a School partner's session acting through the account linked to that user.
 */
export type GuestAuth =
  | { via: "guest"; sessionId: number; guest: typeof webinarUsers.$inferSelect }
  | { via: "school"; sessionId: null; guest: typeof webinarUsers.$inferSelect };

declare module "fastify" {
  interface FastifyRequest {
    guestAuth: GuestAuth | null;
  }
  interface FastifyInstance {
    /**
     * preHandler: 401 unless a live webinar-guest session token, or a live session of a School
     * partner's user, is sent (University and ApplicationClient tokens are not).
     */
    requireGuest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 401 unless a live webinar-guest session token is sent (sign-out, password). */
    requireGuestSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler of the guest catalogue: the signed-in guest (or school user) when sent, else none. */
    optionalGuest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The signed-in guest of a request behind requireGuest. */
export function guestOf(request: FastifyRequest): GuestAuth {
  if (!request.guestAuth) throw new UnauthorizedError(MESSAGES.unauthorized);
  return request.guestAuth;
}

/** The guest session of a request behind requireGuestSession. */
export function guestSessionOf(request: FastifyRequest): Extract<GuestAuth, { via: "guest" }> {
  const auth = request.guestAuth;
  if (auth?.via !== "guest") throw new UnauthorizedError(MESSAGES.unauthorized);
  return auth;
}

type Outcome = GuestAuth | "missing" | "expired";

interface KnownGuestSession {
  session: typeof webinarSessions.$inferSelect;
  guest: typeof webinarUsers.$inferSelect;
}

const CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 50_000;
const WRITING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Guest sessions (webinar_sessions), sent in the same header as partner sessions but looked up in
 * their own table: a partner token is never a guest token, nor the other way round. Idle and
 * absolute expiry as for partner sessions (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_DAYS). Where the
 * route allows it, a School partner's live session stands for a guest too (spec 3 §2).
 */
export function registerGuestAuth(app: ZodApp) {
  const { db, config, now, live } = app.ctx;
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const schoolGuests = createSchoolGuests(app.ctx);
  app.decorateRequest("guestAuth", null);

  // Guest sessions kept in memory as partner sessions are (auth/session-cache.ts): emptied whenever the
  // database announces a change to guests or their sessions (migration 0026), whichever process wrote,
  // and after every writing request of this process, before its answer leaves.
  const cache = createSessionCache<KnownGuestSession>({
    ttlMs: CACHE_TTL_MS,
    maxEntries: CACHE_MAX_ENTRIES,
    now: () => Date.now(),
  });
  const stopHearing = live.onAuthChange(() => cache.clear());
  const stopWatching = live.onListeningChange((listening) => cache.setEnabled(listening));
  app.addHook("onSend", (request, _reply, payload, done) => {
    // A POST that only reads (list searches, config readOnly) leaves it alone, as for partner sessions.
    if (WRITING_METHODS.has(request.method) && !request.routeOptions.config.readOnly) cache.clear();
    done(null, payload);
  });
  app.addHook("onClose", async () => {
    stopHearing();
    stopWatching();
  });

  async function sessionOf(tokenHash: string, at: Date): Promise<KnownGuestSession | undefined> {
    const cached = cache.get(tokenHash);
    if (cached) return cached.session.expires_at > at && cached.session.revoked_at === null ? cached : undefined;
    const generation = cache.generation();
    const [row] = await db
      .select({ session: webinarSessions, guest: webinarUsers })
      .from(webinarSessions)
      .innerJoin(webinarUsers, eq(webinarUsers.id, webinarSessions.webinar_user_id))
      .where(
        and(
          eq(webinarSessions.token_hash, tokenHash),
          isNull(webinarSessions.revoked_at),
          gt(webinarSessions.expires_at, at),
        ),
      );
    if (!row) return undefined;
    const known = Object.freeze({ session: Object.freeze(row.session), guest: Object.freeze(row.guest) });
    cache.set(tokenHash, known, generation);
    return known;
  }

  const guestSession = async (request: FastifyRequest): Promise<Outcome> => {
    const token = request.headers[AUTH_HEADER];
    if (typeof token !== "string" || token.length < 16 || token.length > 200) return "missing";
    const at = now();
    const tokenHash = hashToken(token);
    const row = await sessionOf(tokenHash, at);
    if (!row || at.getTime() - row.session.last_seen_at.getTime() > idleMs) return "expired";
    if (at.getTime() - row.session.last_seen_at.getTime() > 60_000) {
      await db.update(webinarSessions).set({ last_seen_at: at }).where(eq(webinarSessions.id, row.session.id));
      cache.update(tokenHash, (known) => ({ ...known, session: { ...known.session, last_seen_at: at } }));
    }
    return { via: "guest", sessionId: row.session.id, guest: row.guest };
  };

  /** A guest session, else a School partner user's live session (through the partner auth's own checks). */
  const guestOrSchool = async (request: FastifyRequest, reply: FastifyReply): Promise<Outcome> => {
    const outcome = await guestSession(request);
    if (outcome !== "expired") return outcome;
    await app.optionalAuth(request, reply);
    const user = request.auth?.user;
    if (user?.institute_type !== "School") return "expired";
    const guest = await schoolGuests.forPartnerUser(user);
    return guest ? { via: "school", sessionId: null, guest } : "expired";
  };

  const refuse = (outcome: Outcome) => {
    if (outcome === "missing") throw new UnauthorizedError(MESSAGES.unauthorized);
    if (outcome === "expired") throw new UnauthorizedError(MESSAGES.sessionExpired);
    return outcome;
  };

  const requireGuest = async (request: FastifyRequest, reply: FastifyReply) => {
    request.guestAuth = refuse(await guestOrSchool(request, reply));
  };
  const requireGuestSession = async (request: FastifyRequest) => {
    request.guestAuth = refuse(await guestSession(request));
  };
  app.decorate(
    "requireGuest",
    describeGuard(requireGuest, {
      status: 401,
      access:
        "Needs a signed-in webinar guest (authentication_token header of a guest session) or a signed-in School partner user.",
    }),
  );
  app.decorate(
    "requireGuestSession",
    describeGuard(requireGuestSession, {
      status: 401,
      access: "Needs a webinar guest's own session (authentication_token header of a guest session).",
    }),
  );
  app.decorate("optionalGuest", async (request: FastifyRequest, reply: FastifyReply) => {
    const outcome = await guestOrSchool(request, reply);
    request.guestAuth = typeof outcome === "string" ? null : outcome;
  });
}
