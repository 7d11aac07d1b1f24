import { SSO_MESSAGES } from "@quad/contract/rules/sso";

type SsoMessageName = keyof typeof SSO_MESSAGES;
const NAMES = new Map<string, SsoMessageName>(
  (Object.entries(SSO_MESSAGES) as [SsoMessageName, string][]).map(([name, text]) => [text, name]),
);

/**
 * The `sso` namespace key (`messages.<name>`) of a single sign-on text the server sent, or null for any other
 * text. Shared by the /sso screen and the settings' single sign-on section.
 */
export function ssoMessageKey(text: string): string | null {
  const name = NAMES.get(text);
  return name ? `messages.${name}` : null;
}
