import { lazy, Suspense } from "react";
import { signOut } from "../../lib/sign-out";

/**
 * The account features the shell carries on every signed-in screen: the privacy-policy and required-profile
 * gates with the demo-request dialog, the onboarding welcome modal, and the first-steps checklist under home.
 * Each loads in its own chunk.
 */
const AccountGates = lazy(() => import("../../features/gates/components/account-gates"));
const WelcomeModal = lazy(() => import("../../features/onboarding/components/welcome-modal"));
const HomeFirstSteps = lazy(() => import("../../features/onboarding/components/home-first-steps"));

export function AccountLayer({ homePath, onboarding }: { homePath: string; onboarding: boolean }) {
  return (
    <Suspense fallback={null}>
      <HomeFirstSteps homePath={homePath} />
      <AccountGates onSignOut={() => void signOut()} />
      <WelcomeModal homePath={homePath} enabled={onboarding} />
    </Suspense>
  );
}
