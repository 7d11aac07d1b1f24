import { z } from "zod";
import { hasControlCharacter } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { isWebUrl } from "../rules/partner-webinars.ts";
import {
  SSO_CLIENT_ID_MAX,
  SSO_CLIENT_SECRET_MAX,
  SSO_DOMAIN_MAX,
  SSO_DOMAINS_MAX,
  SSO_ISSUER_MAX,
} from "../rules/sso.ts";
import { boundedString, emailField, tokenField } from "./common.ts";

/** Single sign-on (spec 1 §7 "Sign-in and session"; issue 25 §3; decisions 096–098). Paths under /api/v1/partners. */

/** POST sessions/create_sso — the email typed on /sso. */
export const CreateSsoSessionInputSchema = z.object({ email: emailField });
export type CreateSsoSessionInput = z.input<typeof CreateSsoSessionInputSchema>;
/** The institution's provider address the browser goes to (the session's ssoUrl, spec 1 §3). */
export const SsoRedirectResponseSchema = z.object({ ssoUrl: z.string() });
export type SsoRedirectResponse = z.infer<typeof SsoRedirectResponseSchema>;

/**
 * GET sessions/create_quad_sso — the provider's answer as it came back to /sso (code, state and the
 * issuer it names); the answer is SessionResponseSchema.
 */
export const FinishSsoQuerySchema = z.object({
  code: tokenField(),
  state: tokenField(),
  iss: boundedString(SSO_ISSUER_MAX).optional(),
});
export type FinishSsoQuery = z.input<typeof FinishSsoQuerySchema>;

/** An institution's single sign-on as its admin sees it; the client secret never leaves the server. */
export const SsoSettingsSchema = z.object({
  is_enabled: z.boolean(),
  issuer: z.string().nullable(),
  client_id: z.string().nullable(),
  has_client_secret: z.boolean(),
  domains: z.array(z.string()),
  /** The address to register at the provider as the redirect URI. */
  redirect_uri: z.string(),
  updated_at: z.string().nullable(),
});
export type SsoSettings = z.infer<typeof SsoSettingsSchema>;
export const SsoSettingsResponseSchema = z.object({ sso: SsoSettingsSchema });
export type SsoSettingsResponse = z.infer<typeof SsoSettingsResponseSchema>;

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.tooLong(max))
    .refine((v) => !hasControlCharacter(v), MESSAGES.controlCharacters);

/** PUT institutes/{id}/sso — an empty client_secret keeps the saved one. */
export const UpdateSsoSettingsInputSchema = z.object({
  sso: z.object(
    {
      is_enabled: z.boolean({ error: MESSAGES.required }),
      issuer: line(SSO_ISSUER_MAX).refine((v) => v === "" || isWebUrl(v), MESSAGES.invalidUrl),
      client_id: line(SSO_CLIENT_ID_MAX),
      client_secret: z
        .string()
        .max(SSO_CLIENT_SECRET_MAX, MESSAGES.tooLong(SSO_CLIENT_SECRET_MAX))
        .refine((v) => !hasControlCharacter(v), MESSAGES.controlCharacters)
        .optional()
        .transform((v) => (v === "" ? undefined : v)),
      domains: z.array(line(SSO_DOMAIN_MAX)).max(SSO_DOMAINS_MAX, MESSAGES.tooMany(SSO_DOMAINS_MAX)),
    },
    { error: MESSAGES.required },
  ),
});
export type UpdateSsoSettingsInput = z.input<typeof UpdateSsoSettingsInputSchema>;
