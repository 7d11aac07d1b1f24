import { lazy, type ReactNode, Suspense } from "react";
import { RouteLoader } from "../../components/ui/route-loader";
import { selectSignedIn, useSessionStore } from "../../lib/session-store";

const ShellLayout = lazy(() => import("./shell-layout"));

/**
 * Pages open to everyone (payments, policies, the webinar area, appointment links) keep a signed-in
 * partner inside the app shell, with its navigation, and show the public frame to everyone else.
 */
export function ShellWhenSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((s) => selectSignedIn(s) && s.data !== null);
  if (!signedIn) return children;
  return (
    <Suspense fallback={<RouteLoader />}>
      <ShellLayout />
    </Suspense>
  );
}
