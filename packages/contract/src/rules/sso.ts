/** Single sign-on of an institution's staff through its OpenID Connect provider (issue 25 §3; decisions 096–098). */

export const SSO_ISSUER_MAX = 500;
export const SSO_CLIENT_ID_MAX = 255;
export const SSO_CLIENT_SECRET_MAX = 500;
export const SSO_DOMAIN_MAX = 253;
/** How many email domains one institution may sign in with. */
export const SSO_DOMAINS_MAX = 20;

/** Texts the server sends for single sign-on; the app translates them through keys of the same name. */
export const SSO_MESSAGES = {
  notConfigured: "Single sign-on is not set up for this email's domain. Please sign in with your password",
  signInFailed: "Single sign-on did not succeed. Please try again",
  attemptExpired: "This sign-in has expired or was already used. Please start again",
  otherInstitution: "This account belongs to another institution",
  providerUnreachable: "The identity provider could not be reached at this address",
  invalidDomain: "must be a domain name such as example.edu",
  publicDomain: "is a public email service: only an institution's own domain can be used",
  domainNotVerified: "is not used by any member of your institution: invite a member with this domain first",
  domainTaken: "is already used for single sign-on by another institution",
  domainRepeated: "is listed twice",
  secretRequired: "is required to turn single sign-on on",
  domainsRequired: "Add at least one email domain to turn single sign-on on",
} as const;

/**
 * Public mail services: anyone can have an address there, so no institution can claim one (decision 097).
 * Not a complete list; the members rule still applies to any other domain.
 */
export const PUBLIC_EMAIL_DOMAINS: readonly string[] = [
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "gmx.net",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "yandex.ru",
  "qq.com",
  "163.com",
  "126.com",
  "sina.com",
  "foxmail.com",
];

const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A domain as saved and compared: trimmed, lower case, without a leading "@" or a trailing dot. */
export function normalizeDomain(text: string): string {
  return text.trim().toLowerCase().replace(/^@/, "").replace(/\.$/, "");
}

/** Whether a normalised text is a domain name (letters, digits and hyphens, at least two labels). */
export function isDomainName(domain: string): boolean {
  return DOMAIN_PATTERN.test(domain);
}

export function isPublicEmailDomain(domain: string): boolean {
  return PUBLIC_EMAIL_DOMAINS.includes(domain);
}

/** The domain of an email address (lower case), or null when it has none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 1 || at === email.length - 1) return null;
  return normalizeDomain(email.slice(at + 1));
}
