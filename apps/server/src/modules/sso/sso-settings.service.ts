import type { SsoSettings, UpdateSsoSettingsInputSchema } from "@quad/contract/api/sso";
import { MESSAGES } from "@quad/contract/rules/messages";
import { isDomainName, isPublicEmailDomain, normalizeDomain, SSO_MESSAGES } from "@quad/contract/rules/sso";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError, ValidationError } from "../../lib/errors.ts";
import { type OutboundUrlProblem, outboundUrlProblem } from "../../lib/outbound/url-rule.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createSsoRepository, DomainTakenError, type SsoConnectionRow } from "./sso.repository.ts";
import { createSsoOidc, SsoProviderError } from "./sso-oidc.ts";

type Ctx = Pick<AppContext, "db" | "now" | "outbound" | "config" | "secrets">;
type UpdateInput = z.output<typeof UpdateSsoSettingsInputSchema>["sso"];

const URL_MESSAGES: Record<OutboundUrlProblem, string> = {
  invalid: MESSAGES.invalidUrl,
  credentials: MESSAGES.urlWithCredentials,
  httpsRequired: MESSAGES.httpsRequired,
};

/** Where the provider sends the browser back: the web app's /sso screen (decision 096). */
export const ssoRedirectUri = (appUrl: string) => `${appUrl}/sso`;

/**
 * An institution's single sign-on as its admins set it (issue 25 §3; decisions 097, 098): the provider
 * (issuer, client id, secret kept on the server) and the email domains, each used by a member already and by
 * no other institution. Turning it on checks that the issuer answers its discovery document.
 */
export function createSsoSettingsService(ctx: Ctx) {
  const repo = createSsoRepository(ctx.db, ctx.secrets);
  const oidc = createSsoOidc({ outbound: ctx.outbound, allowHttp: ctx.config.OUTBOUND_ALLOW_HTTP });

  function own(me: UserWithPartner, id: number) {
    if (id !== me.partner_id) throw new NotFoundError(MESSAGES.recordNotFound);
  }

  function view(row: SsoConnectionRow | undefined, domains: string[]): SsoSettings {
    return {
      is_enabled: row?.is_enabled ?? false,
      issuer: row?.issuer ?? null,
      client_id: row?.client_id ?? null,
      has_client_secret: (row?.client_secret ?? "") !== "",
      domains,
      redirect_uri: ssoRedirectUri(ctx.config.appUrl),
      updated_at: row?.updated_at.toISOString() ?? null,
    };
  }

  async function domainProblems(partnerId: number, domains: string[]) {
    const errors: Record<string, string> = {};
    const seen = new Set<string>();
    domains.forEach((domain, i) => {
      const key = `sso.domains.${i}`;
      if (!isDomainName(domain)) errors[key] = SSO_MESSAGES.invalidDomain;
      else if (isPublicEmailDomain(domain)) errors[key] = SSO_MESSAGES.publicDomain;
      else if (seen.has(domain)) errors[key] = SSO_MESSAGES.domainRepeated;
      seen.add(domain);
    });
    if (Object.keys(errors).length > 0) return errors;
    const ofMembers = new Set(await repo.domainsOfMembers(partnerId, domains));
    const ofOthers = new Set(await repo.domainsOfOthers(partnerId, domains));
    domains.forEach((domain, i) => {
      const key = `sso.domains.${i}`;
      if (ofOthers.has(domain)) errors[key] = SSO_MESSAGES.domainTaken;
      else if (!ofMembers.has(domain)) errors[key] = SSO_MESSAGES.domainNotVerified;
    });
    return errors;
  }

  return {
    async get(me: UserWithPartner, id: number) {
      own(me, id);
      return { sso: view(await repo.connection(me.partner_id), await repo.domains(me.partner_id)) };
    },

    async update(me: UserWithPartner, id: number, input: UpdateInput) {
      own(me, id);
      const domains = input.domains.map(normalizeDomain).filter((d) => d !== "");
      const errors = await domainProblems(me.partner_id, domains);
      const issuer = input.issuer === "" ? null : input.issuer.replace(/\/+$/, "");
      const clientId = input.client_id === "" ? null : input.client_id;
      const current = await repo.connection(me.partner_id);
      // A saved secret belongs to its provider and client: another issuer or client id needs its own.
      const kept =
        current && current.issuer === issuer && current.client_id === clientId ? current.client_secret : null;
      const secret = input.client_secret ?? kept;
      if (issuer) {
        const problem = outboundUrlProblem(issuer, ctx.config.OUTBOUND_ALLOW_HTTP);
        if (problem) errors["sso.issuer"] = URL_MESSAGES[problem];
      }
      if (input.is_enabled) {
        if (!issuer) errors["sso.issuer"] = MESSAGES.required;
        if (!clientId) errors["sso.client_id"] = MESSAGES.required;
        if (!secret) errors["sso.client_secret"] = SSO_MESSAGES.secretRequired;
        if (domains.length === 0) errors["sso.domains"] = SSO_MESSAGES.domainsRequired;
      }
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      if (input.is_enabled && issuer && clientId && secret) {
        await oidc.check({ issuer, clientId, clientSecret: secret }).catch((err: unknown) => {
          if (!(err instanceof SsoProviderError)) throw err;
          throw new ValidationError({ "sso.issuer": SSO_MESSAGES.providerUnreachable });
        });
      }
      try {
        await repo.save(
          me.partner_id,
          {
            is_enabled: input.is_enabled,
            issuer,
            client_id: clientId,
            client_secret: secret,
            updated_by: me.id,
            updated_at: ctx.now(),
          },
          domains,
        );
      } catch (err) {
        if (!(err instanceof DomainTakenError)) throw err;
        throw new ValidationError({ [`sso.domains.${domains.indexOf(err.domain)}`]: SSO_MESSAGES.domainTaken });
      }
      return this.get(me, id);
    },
  };
}
