import { AUTH_HEADER } from "@quad/contract/rules/constants";
import type { FastifyRequest } from "fastify";
import type { ZodApp } from "../app-context.ts";
import { createSessionCache } from "../lib/session-cache.ts";
import { hashToken } from "../lib/tokens.ts";

/** A live session as kept in memory: its clocks, and one holder (a user, a guest) for every request it serves. */
export interface LiveSession<Holder> {
  sessionId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  holder: Holder;
}

/** How one kind of session (partner users, webinar guests) is read and kept alive: handed in by its module. */
export interface SessionLookup<Holder> {
  /** The session of a token hash that is neither revoked nor past its absolute expiry at `at`. */
  find(tokenHash: string, at: Date): Promise<LiveSession<Holder> | undefined>;
  /** Moves the session's idle clock to `at`. */
  touch(sessionId: number, at: Date): Promise<void>;
}

export interface SessionsOptions<Holder> {
  lookup: SessionLookup<Holder>;
  /** Tokens longer than this are not looked up ("missing"). */
  maxTokenLength?: number;
  /** A live session whose holder may no longer sign in (a deactivated user) counts as expired. */
  usable?: (holder: Holder) => boolean;
}

export type SessionOutcome<Holder> = LiveSession<Holder> | "missing" | "expired";

const CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 50_000;
const WRITING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Keep writes rare: the idle clock is refreshed at most once a minute. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The one session mechanism of partner users and webinar guests (decision 064): the token of the
 * authentication header, hashed and looked up through the kind's lookup, with the idle expiry
 * (SESSION_IDLE_MINUTES) on top of the absolute one the lookup applies, and the in-memory cache of
 * lib/session-cache.ts. The cache is emptied whenever the database announces a change (whichever process
 * wrote) and after every writing request of this process, before its answer leaves; a POST that only reads
 * (route config readOnly) leaves it alone.
 */
export function createSessions<Holder>(app: ZodApp, opts: SessionsOptions<Holder>) {
  const { config, now, live } = app.ctx;
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const maxTokenLength = opts.maxTokenLength ?? Number.POSITIVE_INFINITY;
  const usable = opts.usable ?? (() => true);
  const cache = createSessionCache<LiveSession<Holder>>({
    ttlMs: CACHE_TTL_MS,
    maxEntries: CACHE_MAX_ENTRIES,
    now: () => Date.now(),
  });
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

  async function sessionOf(tokenHash: string, at: Date): Promise<LiveSession<Holder> | undefined> {
    const cached = cache.get(tokenHash);
    if (cached) return cached.expiresAt > at ? cached : undefined;
    const generation = cache.generation();
    const found = await opts.lookup.find(tokenHash, at);
    if (!found) return undefined;
    // Shared by every request of the session: frozen, so no handler can change it for the others.
    const session = { ...found, holder: Object.freeze(found.holder) };
    cache.set(tokenHash, session, generation);
    return session;
  }

  return {
    /** The request's live session, or why there is none. */
    async resolve(request: FastifyRequest): Promise<SessionOutcome<Holder>> {
      const token = request.headers[AUTH_HEADER];
      if (typeof token !== "string" || token.length < 16 || token.length > maxTokenLength) return "missing";
      const at = now();
      const tokenHash = hashToken(token);
      const session = await sessionOf(tokenHash, at);
      if (!session || at.getTime() - session.lastSeenAt.getTime() > idleMs || !usable(session.holder)) {
        return "expired";
      }
      if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await opts.lookup.touch(session.sessionId, at);
        cache.update(tokenHash, (cached) => ({ ...cached, lastSeenAt: at }));
      }
      return session;
    },
  };
}
