import { MESSAGES } from "@quad/contract/rules/messages";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "../../lib/errors.ts";
import { dummyHash, hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { hashToken } from "../../lib/tokens.ts";
import type { Jobs } from "../../plugins/jobs.ts";
import type { Mailer } from "../../plugins/mailer.ts";
import { createThrottle } from "../throttle/throttle.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { signInBlock } from "./auth.rules.ts";
import { createGoogleOAuth, GoogleExchangeError, type GoogleOAuth } from "./google-oauth.ts";
import { createSessionOpener } from "./open-session.ts";
import { createSessionsRepository } from "./sessions.repository.ts";
import { createTokensRepository } from "./tokens.repository.ts";

export function createAuthService(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  jobs: Jobs;
  now: () => Date;
  google?: GoogleOAuth | null;
}) {
  const { config, now } = deps;
  const users = createUsersRepository(deps.db);
  const sessions = createSessionsRepository(deps.db);
  const throttle = createThrottle(deps);
  const tokens = createTokensRepository(deps.db);
  const google = deps.google === undefined ? createGoogleOAuth(config) : deps.google;

  const openSession = createSessionOpener(deps);

  return {
    async signIn(input: { email: string; password: string; ip: string; userAgent: string | null }) {
      const at = now();
      // The attempt is counted before the (slow) password check, in one statement (decision 060): however
      // many arrive at once, on one instance or many, at most the limit is checked; a right password gives
      // it back.
      const attempt = await throttle.take("sign-in", { email: input.email, address: input.ip });
      const user = await users.findByEmail(input.email);
      if (!user) {
        await verifyPassword(await dummyHash(), input.password);
        throw new NotFoundError(MESSAGES.accountNotFound);
      }
      if (!(await verifyPassword(user.password_hash, input.password))) {
        throw new UnauthorizedError(MESSAGES.invalidCredentials);
      }
      await attempt.succeed();
      const block = signInBlock(user);
      if (block) throw new ForbiddenError(MESSAGES[block]);
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
      const attempt = await throttle.take("sign-in", { address: input.ip });
      const identity = await google.identify(input.code).catch((err: unknown) => {
        if (!(err instanceof GoogleExchangeError)) throw err;
        throw new UnauthorizedError(MESSAGES.googleSignInFailed);
      });
      if (!identity.emailVerified) throw new UnauthorizedError(MESSAGES.googleSignInFailed);
      const user = await users.findByEmail(identity.email);
      if (!user) throw new NotFoundError(MESSAGES.accountNotFound);
      await attempt.succeed();
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

    /**
     * The same answer and the same work for any email: one job carrying the address (the account is
     * looked up, and the link issued and mailed, by the job: password-reset.job.ts). Throttled by the route.
     */
    async forgotPassword(email: string) {
      await deps.jobs.send("password-reset-mail", { area: "partner", email });
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
