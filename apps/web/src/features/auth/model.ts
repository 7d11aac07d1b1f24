import { MESSAGES } from "@quad/contract/rules/messages";

/** Pure rules of the sign-in screens. */

export type SignInFailure =
  | { kind: "field"; field: "email" | "password"; message: string }
  | { kind: "alert"; message: string }
  | { kind: "passOn" };

/** Sign-in treats 401 and 404 as field errors and shows 403 (pending approval, deactivated) above the form. */
export function signInFailure(status: number | undefined, serverMessage: string | undefined): SignInFailure {
  if (status === 401)
    return { kind: "field", field: "password", message: serverMessage ?? MESSAGES.invalidCredentials };
  if (status === 404) return { kind: "field", field: "email", message: serverMessage ?? MESSAGES.accountNotFound };
  if (status === 403) return { kind: "alert", message: serverMessage ?? MESSAGES.forbidden };
  return { kind: "passOn" };
}

export const GOOGLE_STATE = "quad-google-sign-in";

/** Google OAuth authorisation address (code flow) that returns to the sign-in screen. */
export function googleAuthorizeUrl(clientId: string, origin: string): string {
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${origin}/sign-in`,
    response_type: "code",
    scope: "openid email profile",
    prompt: "select_account",
    state: GOOGLE_STATE,
  });
  return `https://accounts.google.com/o/oauth2/v2/auth?${params.toString()}`;
}

/** The Google code on the return trip, when the state is ours. */
export function googleCodeFrom(search: URLSearchParams): string | null {
  const code = search.get("code");
  return code && search.get("state") === GOOGLE_STATE ? code : null;
}
