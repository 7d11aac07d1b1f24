/**
 * Signing a partner out from a screen outside the shell's menu (the guest sign-up tells a college rep
 * to sign out first, spec 3 §2). The app installs the real sign-out (app/session-controller.ts); `then`
 * is where the visitor lands afterwards instead of the sign-in screen.
 */
type PartnerSignOut = (then?: string) => Promise<void>;

let handler: PartnerSignOut = async () => {};

export function setPartnerSignOutHandler(next: PartnerSignOut): void {
  handler = next;
}

export function signOutPartner(then?: string): Promise<void> {
  return handler(then);
}
