import { describe, expect, it } from "vitest";
import { calendarLinks, compactUtc, googleCalendarLink, outlookCalendarLink } from "./calendar-links.ts";

const event = {
  title: "Engineering & you",
  start: new Date("2027-04-06T13:30:00Z"),
  end: new Date("2027-04-06T14:30:00Z"),
  details: "Join: https://quad.test/api/v1/webinars/join/abc",
  location: "https://quad.test/api/v1/webinars/join/abc",
};

describe("add-to-calendar links", () => {
  it("writes UTC instants in the compact form", () => {
    expect(compactUtc(event.start)).toBe("20270406T133000Z");
  });

  it("prefills Google Calendar's event template", () => {
    const url = new URL(googleCalendarLink(event));
    expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Engineering & you");
    expect(url.searchParams.get("dates")).toBe("20270406T133000Z/20270406T143000Z");
    expect(url.searchParams.get("details")).toBe(event.details);
    expect(url.searchParams.get("location")).toBe(event.location);
  });

  it("prefills Outlook on the web's compose page", () => {
    const url = new URL(outlookCalendarLink(event));
    expect(`${url.origin}${url.pathname}`).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
    expect(url.searchParams.get("rru")).toBe("addevent");
    expect(url.searchParams.get("subject")).toBe("Engineering & you");
    expect(url.searchParams.get("startdt")).toBe("2027-04-06T13:30:00.000Z");
    expect(url.searchParams.get("enddt")).toBe("2027-04-06T14:30:00.000Z");
    expect(url.searchParams.get("location")).toBe(event.location);
  });

  it("links Apple Calendar to the event's .ics", () => {
    expect(calendarLinks(event, "https://quad.test/x.ics").apple).toBe("https://quad.test/x.ics");
  });
});
