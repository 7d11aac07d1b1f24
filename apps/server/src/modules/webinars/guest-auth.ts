import { MESSAGES } from "@quad/contract/rules/messages";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodApp } from "../../app-context.ts";
import { UnauthorizedError } from "../../lib/errors.ts";
import { describeGuard } from "../../plugins/openapi-operation.ts";
import { createSessions } from "../../plugins/sessions.ts";
import { createGuestSessionLookup, type GuestRow } from "./guest-sessions.repository.ts";
import { createSchoolGuests } from "./school-guests.ts";

/**
 * A signed-in webinar guest: their account row, and how they signed in: a guest session of the webinar
 * area (sessionId), or a School partner's session acting through the account linked to that user.
 */
export type GuestAuth =
  | { via: "guest"; sessionId: number; guest: GuestRow }
  | { via: "school"; sessionId: null; guest: GuestRow };

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

/**
 * Guest sessions (webinar_sessions), sent in the same header as partner sessions but looked up in
 * their own table: a partner token is never a guest token, nor the other way round. Idle and
 * absolute expiry as for partner sessions (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_DAYS). Where the
 * route allows it, a School partner's live session stands for a guest too (spec 3 §2).
 */
export function registerGuestAuth(app: ZodApp) {
  const schoolGuests = createSchoolGuests(app.ctx);
  app.decorateRequest("guestAuth", null);
  // The one session mechanism of partner sessions too (plugins/sessions.ts): its cache is emptied whenever the
  // database announces a change to guests or their sessions (migration 0026), whichever process wrote, and
  // after every writing request of this process, before its answer leaves.
  const sessions = createSessions(app, { lookup: createGuestSessionLookup(app.ctx.db), maxTokenLength: 200 });

  const guestSession = async (request: FastifyRequest): Promise<Outcome> => {
    const session = await sessions.resolve(request);
    if (typeof session === "string") return session;
    return { via: "guest", sessionId: session.sessionId, guest: session.holder };
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
