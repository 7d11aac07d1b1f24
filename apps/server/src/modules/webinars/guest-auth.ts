import { AUTH_HEADER } from "@quad/contract/rules/constants";
import { MESSAGES } from "@quad/contract/rules/messages";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { ZodApp } from "../../app-context.ts";
import { UnauthorizedError } from "../../lib/errors.ts";
import { hashToken } from "../../lib/tokens.ts";
import { describeGuard } from "../../plugins/openapi-operation.ts";
import { webinarSessions, webinarUsers } from "./webinars.table.ts";

/** A signed-in webinar guest: their session and account row. */
export interface GuestAuth {
  sessionId: number;
  guest: typeof webinarUsers.$inferSelect;
}

declare module "fastify" {
  interface FastifyRequest {
    guestAuth: GuestAuth | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a live webinar-guest session token is sent (partner tokens are not). */
    requireGuest: (request: FastifyRequest) => Promise<void>;
    /** preHandler of the guest catalogue: the signed-in guest when a live guest token is sent, else none. */
    optionalGuest: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in guest of a request behind requireGuest. */
export function guestOf(request: FastifyRequest): GuestAuth {
  if (!request.guestAuth) throw new UnauthorizedError(MESSAGES.unauthorized);
  return request.guestAuth;
}

/**
 * Guest sessions (webinar_sessions), sent in the same header as partner sessions but looked up in
 * their own table: a partner token is never a guest token, nor the other way round. Idle and
 * absolute expiry as for partner sessions (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_DAYS).
 */
export function registerGuestAuth(app: ZodApp) {
  const { db, config, now } = app.ctx;
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  app.decorateRequest("guestAuth", null);

  const authenticate = async (request: FastifyRequest): Promise<GuestAuth | "missing" | "expired"> => {
    const token = request.headers[AUTH_HEADER];
    if (typeof token !== "string" || token.length < 16 || token.length > 200) return "missing";
    const at = now();
    const [row] = await db
      .select({ session: webinarSessions, guest: webinarUsers })
      .from(webinarSessions)
      .innerJoin(webinarUsers, eq(webinarUsers.id, webinarSessions.webinar_user_id))
      .where(
        and(
          eq(webinarSessions.token_hash, hashToken(token)),
          isNull(webinarSessions.revoked_at),
          gt(webinarSessions.expires_at, at),
        ),
      );
    if (!row || at.getTime() - row.session.last_seen_at.getTime() > idleMs) return "expired";
    if (at.getTime() - row.session.last_seen_at.getTime() > 60_000) {
      await db.update(webinarSessions).set({ last_seen_at: at }).where(eq(webinarSessions.id, row.session.id));
    }
    return { sessionId: row.session.id, guest: row.guest };
  };

  const requireGuest = async (request: FastifyRequest) => {
    const auth = await authenticate(request);
    if (auth === "missing") throw new UnauthorizedError(MESSAGES.unauthorized);
    if (auth === "expired") throw new UnauthorizedError(MESSAGES.sessionExpired);
    request.guestAuth = auth;
  };
  app.decorate(
    "requireGuest",
    describeGuard(requireGuest, {
      status: 401,
      access: "Needs a signed-in webinar guest (authentication_token header of a guest session).",
    }),
  );
  app.decorate("optionalGuest", async (request: FastifyRequest) => {
    const auth = await authenticate(request);
    request.guestAuth = typeof auth === "string" ? null : auth;
  });
}
