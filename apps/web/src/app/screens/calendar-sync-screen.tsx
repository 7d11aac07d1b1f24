import CalendarSyncPage from "../../features/calendar-sync/routes/calendar-sync-page";
import { CalendarFeedSection } from "../../features/settings/components/calendar-feed-section";

/**
 * /calendar-sync composed by the app shell: the calendar-sync feature's screen, and below it the staff
 * iCalendar feed of the settings feature (features never import each other; the app may import both).
 */
export default function CalendarSyncScreen() {
  return <CalendarSyncPage footer={<CalendarFeedSection />} />;
}
