import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useSessionStore } from "../../../lib/session-store";
import { reopenCancelOverlay } from "../components/cancel-event-overlay";
import { readCancelOverlay, visitsListPath } from "../model";

/**
 * /cancel-event reached as an address of its own (spec 1 §2: an overlay when the navigation state carries
 * a background). Normally the visits screens open it masked over themselves and this screen never shows.
 * With the overlay state (e.g. a navigation that lost its mask), it re-opens the dialog over the
 * background; without it (a typed or bookmarked address), it goes to the partner type's visits list.
 */
export default function CancelEventPage() {
  const navigate = useNavigate();
  const state = useRouterState({ select: (s) => s.location.state });
  const type = useSessionStore((s) => s.data?.institute_type);

  useEffect(() => {
    const overlay = readCancelOverlay(state);
    if (overlay) reopenCancelOverlay(navigate, overlay);
    else void navigate({ to: type ? visitsListPath(type) : "/events", replace: true });
  }, [navigate, state, type]);

  return <RouteLoader />;
}
