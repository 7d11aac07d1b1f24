/**
 * Signing the partner out from anywhere below the app shell: the shell's user menu, the account gates, and
 * screens outside the shell's menu (the guest sign-up tells a college rep to sign out first, spec 3 §2).
 * The app installs the real sign-out at start-up (app/session-controller.ts), so the layouts and features
 * never import the session controller (which needs the router, which loads the layouts). `then` is where the
 * visitor lands afterwards instead of the sign-in screen.
 */
type SignOut = (then?: string) => Promise<void>;

let handler: SignOut = async () => {};

export function setSignOutHandler(next: SignOut): void {
  handler = next;
}

export function signOut(then?: string): Promise<void> {
  return handler(then);
}
