import { RouteLoader } from "../../components/ui/route-loader";
import ClientEventsPage from "../../features/partner-webinars/routes/client-events-page";
import VisitsPage from "../../features/visits/routes/visits-page";
import { useSessionStore } from "../../lib/session-store";

/**
 * /events-list composed by the app shell: a university's visits; an application client, which books no school
 * visits (only universities request them), sees the events it takes part in instead (issue 24 §5, decision 076).
 */
export default function EventsListScreen() {
  const type = useSessionStore((s) => s.data?.institute_type);
  if (!type) return <RouteLoader />;
  return type === "ApplicationClient" ? <ClientEventsPage /> : <VisitsPage />;
}
