/**
 * "Add to calendar" links of a session for the calendars a guest most likely uses (issue 10 §3): a
 * Google Calendar event template and an Outlook on the web compose page, both prefilled; Apple Calendar
 * opens an .ics file, whose address the caller supplies.
 */
export interface CalendarLinkEvent {
  title: string;
  start: Date;
  end: Date;
  details: string;
  /** The venue, or the join link of an online session. */
  location: string;
}

/** 2026-05-04T14:30:00.000Z -> 20260504T143000Z (the form Google's dates take). */
export function compactUtc(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** Google Calendar's event template: https://calendar.google.com/calendar/render?action=TEMPLATE&… */
export function googleCalendarLink(e: CalendarLinkEvent): string {
  const q = new URLSearchParams({
    action: "TEMPLATE",
    text: e.title,
    dates: `${compactUtc(e.start)}/${compactUtc(e.end)}`,
    details: e.details,
    location: e.location,
  });
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}

/** Outlook on the web's compose page: https://outlook.live.com/calendar/0/deeplink/compose?… */
export function outlookCalendarLink(e: CalendarLinkEvent): string {
  const q = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: e.title,
    startdt: e.start.toISOString(),
    enddt: e.end.toISOString(),
    body: e.details,
    location: e.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${q.toString()}`;
}

export interface CalendarLinks {
  google: string;
  outlook: string;
  /** The event as an .ics file (Apple Calendar and any other calendar app). */
  apple: string;
}

export function calendarLinks(e: CalendarLinkEvent, icsUrl: string): CalendarLinks {
  return { google: googleCalendarLink(e), outlook: outlookCalendarLink(e), apple: icsUrl };
}
