import { MESSAGES } from "@quad/contract/rules/messages";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import {
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from "../../lib/errors.ts";
import { dummyHash, hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import type { Mailer } from "../../plugins/mailer.ts";
import { createUsersRepository, type UserWithPartner } from "../users/users.repository.ts";
import { toSessionUser } from "../users/users.serializer.ts";
import { signInBlock } from "./auth.rules.ts";
import { createGoogleOAuth, GoogleExchangeError, type GoogleOAuth } from "./google-oauth.ts";
import { createResetLinkSender } from "./reset-link.ts";
import { createSessionsRepository } from "./sessions.repository.ts";
import { createThrottleRepository } from "./throttle.repository.ts";
import { createTokensRepository } from "./tokens.repository.ts";

export function createAuthService(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  now: () => Date;
  google?: GoogleOAuth | null;
}) {
  const { config, now } = deps;
  const users = createUsersRepository(deps.db);
  const sessions = createSessionsRepository(deps.db);
  const throttle = createThrottleRepository(deps.db);
  const tokens = createTokensRepository(deps.db);
  const sendResetLink = createResetLinkSender(deps);
  const google = deps.google === undefined ? createGoogleOAuth(config) : deps.google;
  const windowMs = config.SIGN_IN_WINDOW_MINUTES * 60_000;

  async function checkThrottle(accountKey: string | null, addressKey: string, at: Date) {
    const keys = accountKey ? [accountKey, addressKey] : [addressKey];
    const counts = await throttle.countSince(keys, new Date(at.getTime() - windowMs));
    if (
      (accountKey ? (counts[accountKey] ?? 0) : 0) >= config.SIGN_IN_MAX_PER_ACCOUNT ||
      (counts[addressKey] ?? 0) >= config.SIGN_IN_MAX_PER_ADDRESS
    ) {
      throw new TooManyRequestsError(MESSAGES.tooManyAttempts, config.SIGN_IN_WINDOW_MINUTES * 60);
    }
  }

  async function openSession(user: UserWithPartner, input: { ip: string; userAgent: string | null }, at: Date) {
    const token = newToken();
    await sessions.create({
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: at,
      expires_at: new Date(at.getTime() + config.SESSION_ABSOLUTE_DAYS * 86_400_000),
      ip: input.ip,
      user_agent: input.userAgent,
    });
    await users.setLastLogin(user.id, at);
    // The answer carries the previous last_login: empty on a first sign-in.
    return toSessionUser(user, token);
  }

  return {
    async signIn(input: { email: string; password: string; ip: string; userAgent: string | null }) {
      const at = now();
      const accountKey = `account:${input.email}`;
      const addressKey = `address:${input.ip}`;
      await checkThrottle(accountKey, addressKey, at);
      const user = await users.findByEmail(input.email);
      if (!user) {
        await verifyPassword(await dummyHash(), input.password);
        await throttle.record([accountKey, addressKey], at);
        throw new NotFoundError(MESSAGES.accountNotFound);
      }
      if (!(await verifyPassword(user.password_hash, input.password))) {
        await throttle.record([accountKey, addressKey], at);
        throw new UnauthorizedError(MESSAGES.invalidCredentials);
      }
      const block = signInBlock(user);
      if (block) throw new ForbiddenError(MESSAGES[block]);
      await throttle.clear([accountKey]);
      return openSession(user, input, at);
    },

    /**
     * POST sessions/create_google_oauth: the account whose address Google verified. Quad accounts come
     * from registration or invitation only, so an unknown address is a 404 like a password sign-in;
     * Google's verification of the address counts as the email confirmation.
     */
    async signInWithGoogle(input: { code: string; ip: string; userAgent: string | null }) {
      if (!google) throw new NotFoundError(MESSAGES.googleSignInUnavailable);
      const at = now();
      const addressKey = `address:${input.ip}`;
      await checkThrottle(null, addressKey, at);
      const identity = await google.identify(input.code).catch(async (err: unknown) => {
        if (!(err instanceof GoogleExchangeError)) throw err;
        await throttle.record([addressKey], at);
        throw new UnauthorizedError(MESSAGES.googleSignInFailed);
      });
      if (!identity.emailVerified) throw new UnauthorizedError(MESSAGES.googleSignInFailed);
      const user = await users.findByEmail(identity.email);
      if (!user) {
        await throttle.record([addressKey], at);
        throw new NotFoundError(MESSAGES.accountNotFound);
      }
      if (!user.email_confirmed_at) {
        await users.confirmEmail(user.id, at);
        user.email_confirmed_at = at;
      }
      const block = signInBlock(user);
      if (block) throw new ForbiddenError(MESSAGES[block]);
      return openSession(user, input, at);
    },

    async signOut(sessionId: number) {
      await sessions.revoke(sessionId, now());
    },

    async forgotPassword(email: string) {
      const user = await users.findByEmail(email);
      if (user?.status === "active") await sendResetLink(user);
      return { message: MESSAGES.forgotPasswordSent };
    },

    async resetPassword(input: { reset_password_token: string; password: string }) {
      const at = now();
      // Invitation links set the first password through the same screen, and validate the email.
      const consumed = await tokens.consume(
        hashToken(input.reset_password_token),
        ["password_reset", "invitation"],
        at,
      );
      if (!consumed) throw new ValidationError({ reset_password_token: MESSAGES.resetTokenInvalid });
      await users.setPassword(consumed.user_id, await hashPassword(input.password), at);
      if (consumed.purpose === "invitation") await users.confirmEmail(consumed.user_id, at);
      await sessions.revokeAllForUser(consumed.user_id, at);
      return { message: MESSAGES.passwordReset };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
