import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useSessionStore } from "../../../lib/session-store";
import { reopenCancelOverlay } from "../components/cancel-event-overlay";
import { readCancelOverlay, visitsListPath } from "../model";

/**
 * /cancel-event reached as an address of its own (spec 1 §2: an overlay when the navigation state carries
 * a background). Normally the visits screens open it masked over themselves and this screen never shows.
 * With the overlay state (e.g. a navigation that lost its mask), it re-opens the dialog over the
 * background; without it (a typed or bookmarked address), it goes to the partner type's visits list.
 * A signed-out visitor never gets here: the route table sends them to sign in and back. The screen
 * leaves once; it stays mounted while the router moves on, and must not start another navigation.
 */
export default function CancelEventPage() {
  const navigate = useNavigate();
  const state = useRouterState({ select: (s) => s.location.state });
  const type = useSessionStore((s) => s.data?.institute_type);
  const left = useRef(false);

  useEffect(() => {
    if (left.current || !type) return;
    left.current = true;
    const overlay = readCancelOverlay(state);
    if (overlay) reopenCancelOverlay(navigate, overlay);
    else void navigate({ to: visitsListPath(type), replace: true });
  }, [navigate, state, type]);

  return <RouteLoader />;
}
