import { MESSAGES } from "@quad/contract/rules/messages";
import { emailDomain, SSO_MESSAGES } from "@quad/contract/rules/sso";
import type { AppContext } from "../../app-context.ts";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "../../lib/errors.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { signInBlock } from "../auth/auth.rules.ts";
import { createSessionOpener } from "../auth/open-session.ts";
import { createThrottle } from "../throttle/throttle.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { createSsoRepository } from "./sso.repository.ts";
import { createSsoOidc, newCodeVerifier, newNonce, newState, type SsoIdentity, SsoProviderError } from "./sso-oidc.ts";
import { ssoRedirectUri } from "./sso-settings.service.ts";

type Ctx = Pick<AppContext, "db" | "now" | "outbound" | "config" | "secrets">;
interface Log {
  info: (obj: object, msg: string) => void;
}
interface Client {
  ip: string;
  userAgent: string | null;
}

/** How long a sign-in may take at the provider before its state is refused. */
export const SSO_ATTEMPT_MINUTES = 10;

/** A first sign-in's name: the provider's given and family names, else its full name, else the address. */
export function memberName(identity: SsoIdentity, email: string): { first_name: string; last_name: string } {
  if (identity.givenName || identity.familyName) {
    return { first_name: identity.givenName ?? "", last_name: identity.familyName ?? "" };
  }
  if (identity.name) {
    const [first = "", ...rest] = identity.name.split(/\s+/);
    return { first_name: first, last_name: rest.join(" ") };
  }
  return { first_name: email.slice(0, email.indexOf("@")), last_name: "" };
}

/**
 * Sign-in through an institution's provider (spec 1 §7 sessions/create_sso and create_{product}_sso;
 * decision 096). `start` finds the institution by the email's domain and answers the provider's address,
 * remembering state, nonce and PKCE verifier with the hash of a cookie only this browser holds; `finish`
 * takes that attempt once, lets openid-client check the provider's answer and the ID token, and opens a
 * session for the member, creating one on a first sign-in from the institution's domain (decision 097).
 */
export function createSsoSignInService(ctx: Ctx) {
  const repo = createSsoRepository(ctx.db, ctx.secrets);
  const users = createUsersRepository(ctx.db);
  const throttle = createThrottle(ctx);
  const openSession = createSessionOpener(ctx);
  const oidc = createSsoOidc({ outbound: ctx.outbound, allowHttp: ctx.config.OUTBOUND_ALLOW_HTTP });
  const redirectUri = ssoRedirectUri(ctx.config.appUrl);

  return {
    async start(input: { email: string }, log: Log) {
      const at = ctx.now();
      const domain = emailDomain(input.email);
      const found = domain ? await repo.enabledForDomain(domain) : undefined;
      if (!found?.issuer || !found.client_id || !found.client_secret) {
        throw new NotFoundError(SSO_MESSAGES.notConfigured);
      }
      const settings = { issuer: found.issuer, clientId: found.client_id, clientSecret: found.client_secret };
      const state = newState();
      const nonce = newNonce();
      const codeVerifier = newCodeVerifier();
      const browser = newToken();
      const ssoUrl = await oidc
        .authorizationUrl(settings, { redirectUri, state, nonce, codeVerifier, loginHint: input.email })
        .catch((err: unknown) => {
          if (!(err instanceof SsoProviderError)) throw err;
          log.info({ partnerId: found.partner_id, reason: err.message }, "sso: provider unreachable");
          throw new UnauthorizedError(SSO_MESSAGES.providerUnreachable);
        });
      await repo.createAttempt(
        {
          partner_id: found.partner_id,
          state_hash: hashToken(state),
          browser_hash: hashToken(browser),
          code_verifier: codeVerifier,
          nonce,
          email: input.email,
          created_at: at,
          expires_at: new Date(at.getTime() + SSO_ATTEMPT_MINUTES * 60_000),
        },
        at,
      );
      return { ssoUrl, browser };
    },

    async finish(
      input: { code: string; state: string; iss?: string | undefined; browser: string | null } & Client,
      log: Log,
    ) {
      const at = ctx.now();
      const attempt = await throttle.take("sign-in", { address: input.ip });
      const row = await repo.consumeAttempt(hashToken(input.state), at);
      if (!row || row.expires_at <= at || !input.browser || hashToken(input.browser) !== row.browser_hash) {
        throw new UnauthorizedError(SSO_MESSAGES.attemptExpired);
      }
      const connection = await repo.connection(row.partner_id);
      if (!connection?.is_enabled || !connection.issuer || !connection.client_id || !connection.client_secret) {
        throw new UnauthorizedError(SSO_MESSAGES.signInFailed);
      }
      const callbackUrl = new URL(redirectUri);
      callbackUrl.searchParams.set("code", input.code);
      callbackUrl.searchParams.set("state", input.state);
      if (input.iss !== undefined) callbackUrl.searchParams.set("iss", input.iss);
      const identity = await oidc
        .exchange(
          { issuer: connection.issuer, clientId: connection.client_id, clientSecret: connection.client_secret },
          { callbackUrl, state: input.state, nonce: row.nonce, codeVerifier: row.code_verifier },
        )
        .catch((err: unknown) => {
          if (!(err instanceof SsoProviderError)) throw err;
          log.info({ partnerId: row.partner_id, reason: err.message }, "sso: provider answer refused");
          throw new UnauthorizedError(SSO_MESSAGES.signInFailed);
        });
      // An address the provider says it has not verified is not proof of anything.
      if (!identity.email || identity.emailVerified === false) throw new UnauthorizedError(SSO_MESSAGES.signInFailed);
      const domain = emailDomain(identity.email);
      if (!domain || !(await repo.domains(row.partner_id)).includes(domain)) {
        throw new ForbiddenError(SSO_MESSAGES.notConfigured);
      }
      let user = await users.findByEmail(identity.email);
      if (user && user.partner_id !== row.partner_id) throw new ForbiddenError(SSO_MESSAGES.otherInstitution);
      if (!user) {
        const status = await repo.partnerStatus(row.partner_id);
        if (status !== "active") throw new ForbiddenError(MESSAGES.accountPendingApproval);
        await repo.createMember({
          partner_id: row.partner_id,
          email: identity.email,
          ...memberName(identity, identity.email),
          at,
        });
        user = await users.findByEmail(identity.email);
        if (!user || user.partner_id !== row.partner_id) throw new ForbiddenError(SSO_MESSAGES.otherInstitution);
      }
      await attempt.succeed();
      // The provider vouches for the address: it counts as the email confirmation, as Google's does.
      if (!user.email_confirmed_at) {
        await users.confirmEmail(user.id, at);
        user.email_confirmed_at = at;
      }
      const block = signInBlock(user);
      if (block) throw new ForbiddenError(MESSAGES[block]);
      return openSession(user, input, at);
    },
  };
}
