import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarMethod, type VisitCalendarInput, visitCalendar } from "./visit-calendar.ts";

const input: VisitCalendarInput = {
  uid: "visit-12@quad.test",
  sequence: 0,
  status: "pending",
  at: { start: new Date("2027-04-07T01:30:00Z"), end: new Date("2027-04-07T02:30:00Z") },
  stamp: new Date("2027-03-01T12:00:00Z"),
  summary: "School visit: Maple University at Lakeside Academy",
  description: "Maple University requested a visit\n\nhttp://quad.test/events/12",
  location: "Hall B; 12 Orchard Road, Singapore",
  url: "http://quad.test/events/12",
  organizer: { name: "Lakeside Academy", email: "no-reply@quad.test" },
  attendee: "counsellor@lakeside.test",
};

/** The file as a calendar program reads it. */
function read(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    startInUtc: event.startDate.zone?.tzid,
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: vevent.getFirstPropertyValue("url"),
    status: vevent.getFirstPropertyValue("status"),
    // URI schemes are case-insensitive ("MAILTO:" is as good as "mailto:").
    organizer: event.organizer.replace(/^mailto:/i, "mailto:"),
    attendees: event.attendees.map((a) => ({
      value: String(a.getFirstValue()).replace(/^mailto:/i, "mailto:"),
      rsvp: a.getParameter("rsvp"),
    })),
  };
}

describe("calendarMethod", () => {
  it("asks to add or update a live visit and to remove a cancelled or declined one", () => {
    expect(["requested", "pending", "confirm", "reschedule"].map((s) => calendarMethod(s as never))).toEqual([
      "REQUEST",
      "REQUEST",
      "REQUEST",
      "REQUEST",
    ]);
    expect(calendarMethod("cancel")).toBe("CANCEL");
    expect(calendarMethod("declined")).toBe("CANCEL");
  });
});

describe("visitCalendar", () => {
  it("describes the visit in UTC with its stable UID, revision, place, link, organizer and reader", () => {
    const file = visitCalendar(input);
    expect(file).toMatchObject({ method: "REQUEST", filename: "visit.ics" });
    expect(file.content).toContain("DTSTART:20270407T013000Z");
    expect(read(file.content)).toEqual({
      method: "REQUEST",
      uid: "visit-12@quad.test",
      sequence: 0,
      start: "2027-04-07T01:30:00.000Z",
      end: "2027-04-07T02:30:00.000Z",
      startInUtc: "UTC",
      summary: "School visit: Maple University at Lakeside Academy",
      description: "Maple University requested a visit\n\nhttp://quad.test/events/12",
      location: "Hall B; 12 Orchard Road, Singapore",
      url: "http://quad.test/events/12",
      status: "TENTATIVE",
      organizer: "mailto:no-reply@quad.test",
      attendees: [{ value: "mailto:counsellor@lakeside.test", rsvp: "FALSE" }],
    });
  });

  it("confirms a confirmed visit and cancels a cancelled or declined one under the same UID, later revision", () => {
    expect(read(visitCalendar({ ...input, status: "confirm", sequence: 1 }).content)).toMatchObject({
      method: "REQUEST",
      status: "CONFIRMED",
      sequence: 1,
    });
    for (const status of ["cancel", "declined"] as const) {
      const file = visitCalendar({ ...input, status, sequence: 2 });
      expect(file.method).toBe("CANCEL");
      expect(read(file.content)).toMatchObject({
        method: "CANCEL",
        status: "CANCELLED",
        uid: "visit-12@quad.test",
        sequence: 2,
      });
    }
  });

  it("keeps Chinese texts and leaves the place out while the visit has none", () => {
    const file = visitCalendar({
      ...input,
      summary: "学校访问：Maple University 到访 Lakeside Academy",
      location: null,
    });
    expect(read(file.content)).toMatchObject({
      summary: "学校访问：Maple University 到访 Lakeside Academy",
      location: null,
    });
    expect(file.content).not.toContain("LOCATION");
  });
});
