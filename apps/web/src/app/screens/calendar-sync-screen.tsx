import CalendarSyncPage from "../../features/calendar-sync/routes/calendar-sync-page";

/**
 * /calendar-sync composed by the app shell: the calendar-sync feature's screen, and below it the staff
 * iCalendar feed of the settings feature (features never import each other; the app may import both).
 */
export default function CalendarSyncScreen() {
  return (
    <CalendarSyncPage
      footer={
        // STAFF FEED SPOT (issue 25 §1, helper H2): mount the settings feature's feed section here, i.e.
        //   import { CalendarFeedSection } from "../../features/settings/components/calendar-feed-section";
        //   footer={<CalendarFeedSection />}
        // It renders at the bottom of /calendar-sync, under the connection and calendars.
        null
      }
    />
  );
}
