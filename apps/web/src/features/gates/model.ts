/** Pure rules of the account gates (privacy policy, required profile fields). */

export interface GateUser {
  privacy_policy_accepted: boolean;
  required_fields_filled: boolean;
}

export type Gate = "privacy" | "requiredFields" | null;

/** The gate that applies first: the policy, then the required profile fields. */
export function activeGate(user: GateUser | null): Gate {
  if (!user) return null;
  if (!user.privacy_policy_accepted) return "privacy";
  if (!user.required_fields_filled) return "requiredFields";
  return null;
}

export const SETTINGS_PATH = "/settings";

/** Where the required-fields gate sends a user on this path, or null when they may stay. */
export function requiredFieldsRedirect(user: GateUser | null, path: string): string | null {
  if (activeGate(user) !== "requiredFields") return null;
  return path === SETTINGS_PATH ? null : SETTINGS_PATH;
}
