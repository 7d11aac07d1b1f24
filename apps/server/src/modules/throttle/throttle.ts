import { createHash } from "node:crypto";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { AppContext } from "../../app-context.ts";
import type { Config } from "../../config.ts";
import { TooManyRequestsError } from "../../lib/errors.ts";
import { createThrottleRepository } from "./throttle.repository.ts";

/**
 * The throttle policies (decision 060). `sign-in` and `guest-sign-in` count password checks (partner and
 * webinar accounts); `mail` counts requests to every route that mails or tells whether an account exists.
 */
export type ThrottlePolicy = "sign-in" | "guest-sign-in" | "mail";

interface Limits {
  perAccount: number;
  perAddress: number;
  windowMinutes: number;
  message: string;
}

export function throttleLimits(config: Config, policy: ThrottlePolicy): Limits {
  if (policy === "mail") {
    return {
      perAccount: config.MAIL_MAX_PER_ACCOUNT,
      perAddress: config.MAIL_MAX_PER_ADDRESS,
      windowMinutes: config.MAIL_WINDOW_MINUTES,
      message: MESSAGES.tooManyRequests,
    };
  }
  return {
    perAccount: config.SIGN_IN_MAX_PER_ACCOUNT,
    perAddress: config.SIGN_IN_MAX_PER_ADDRESS,
    windowMinutes: config.SIGN_IN_WINDOW_MINUTES,
    message: MESSAGES.tooManyAttempts,
  };
}

/**
 * Who a request counts against. `email`: the address a visitor's request names (normalised: trimmed,
 * lower case), limited per account; `user`: a signed-in actor, limited like an address (a team admin's
 * day of invitations is not a stranger's guesses). The address is the client's IP (`request.ip`).
 */
export interface ThrottleSubject {
  email?: string | null;
  user?: string | null;
  address: string;
}

/** A counted attempt: given back when it turned out not to count (a right password), or kept. */
export interface Reservation {
  /** Gives back this attempt's hits (account and address). */
  release(): Promise<void>;
  /** Forgets the account's past attempts too (a successful sign-in), and gives back the address's hit. */
  succeed(): Promise<void>;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Emails are kept hashed: the table holds no addresses, and a key's length does not depend on the input. */
const digest = (text: string) => createHash("sha256").update(text).digest("base64url");

export function createThrottle(ctx: Pick<AppContext, "db" | "config" | "now">) {
  const repo = createThrottleRepository(ctx.db);

  return {
    /**
     * Counts the attempt before the work it guards (atomically, in PostgreSQL), so at most the limit is
     * ever worked on however many arrive at once, on one instance or many; throws 429 with the seconds
     * until the fullest window ends when any of the subject's counters is past its limit.
     */
    async take(policy: ThrottlePolicy, subject: ThrottleSubject): Promise<Reservation> {
      const limits = throttleLimits(ctx.config, policy);
      const at = ctx.now();
      const max = new Map<string, number>();
      const accountKey = subject.email
        ? `${policy}:account:${digest(normaliseEmail(subject.email))}`
        : subject.user
          ? `${policy}:user:${subject.user}`
          : null;
      if (accountKey) max.set(accountKey, subject.email ? limits.perAccount : limits.perAddress);
      const addressKey = `${policy}:address:${subject.address}`;
      max.set(addressKey, limits.perAddress);
      const windowEnds = new Date(at.getTime() + limits.windowMinutes * 60_000);
      const counters = await repo.hit([...max.keys()], at, windowEnds);
      const over = counters.filter((c) => c.hits > (max.get(c.key) ?? 0));
      if (over.length > 0) {
        const ends = Math.max(...over.map((c) => c.window_ends_at.getTime()));
        throw new TooManyRequestsError(limits.message, Math.max(1, Math.ceil((ends - at.getTime()) / 1000)));
      }
      const keys = [...max.keys()];
      return {
        release: () => repo.release(keys, at),
        async succeed() {
          if (accountKey) await repo.clear([accountKey]);
          await repo.release([addressKey], at);
        },
      };
    },

    /** Drops counters whose window has ended (an hourly job). */
    prune: () => repo.prune(ctx.now()),
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
