import { describe, expect, it } from "vitest";
import {
  academicYear,
  actionLabel,
  joinLinkOpen,
  missingRequiredFields,
  opensInNewWindow,
  requiredFieldsFilled,
  seatsLeft,
  webinarTab,
  webinarTiming,
} from "./webinar-sessions.ts";

const start = "2026-05-10T14:00:00Z";
const end = "2026-05-10T15:00:00Z";
const at = (iso: string) => new Date(iso);
const session = { start_time: start, end_time: end, is_attending: false, is_slido_embed: false };

describe("webinar timing and tabs", () => {
  it("is upcoming before the start, live from the start, past from the end", () => {
    expect(webinarTiming(start, end, at("2026-05-10T13:59:59Z"))).toBe("upcoming");
    expect(webinarTiming(start, end, at(start))).toBe("live");
    expect(webinarTiming(start, end, at(end))).toBe("past");
  });
  it("puts a live session in the current tab", () => {
    expect(webinarTab(start, end, at("2026-05-10T14:30:00Z"))).toBe("current");
    expect(webinarTab(start, end, at("2026-05-09T00:00:00Z"))).toBe("upcoming");
    expect(webinarTab(start, end, at("2026-05-11T00:00:00Z"))).toBe("past");
  });
});

describe("the action label (spec 3 §4)", () => {
  it("is Register before the start for a guest not attending", () => {
    expect(actionLabel(session, at("2026-05-01T00:00:00Z"))).toBe("Register");
  });
  it("is Join Live for an attending registrant before the start, Ask Question with a Q&A embed", () => {
    expect(actionLabel({ ...session, is_attending: true }, at("2026-05-01T00:00:00Z"))).toBe("Join Live");
    expect(actionLabel({ ...session, is_attending: true, is_slido_embed: true }, at("2026-05-01T00:00:00Z"))).toBe(
      "Ask Question",
    );
  });
  it("is Join Now while live, for everyone", () => {
    expect(actionLabel(session, at("2026-05-10T14:10:00Z"))).toBe("Join Now");
    expect(actionLabel({ ...session, is_attending: true }, at("2026-05-10T14:10:00Z"))).toBe("Join Now");
  });
  it("is Watch Now within 7 days after the end, Watch after", () => {
    expect(actionLabel(session, at(end))).toBe("Watch Now");
    expect(actionLabel(session, at("2026-05-17T15:00:00Z"))).toBe("Watch Now");
    expect(actionLabel(session, at("2026-05-17T15:00:01Z"))).toBe("Watch");
    expect(actionLabel({ ...session, is_attending: true }, at("2026-06-01T00:00:00Z"))).toBe("Watch");
  });
});

describe("when the join link opens in a new window", () => {
  const online = {
    start_time: start,
    end_time: end,
    is_in_person: false,
    is_recording_available: false,
    is_attending: true,
  };
  it("opens while live for an online session the guest joins", () => {
    expect(opensInNewWindow(online, at("2026-05-10T14:30:00Z"))).toBe(true);
  });
  it("opens after the end only with a recording", () => {
    expect(opensInNewWindow(online, at("2026-05-11T00:00:00Z"))).toBe(false);
    expect(opensInNewWindow({ ...online, is_recording_available: true }, at("2026-05-11T00:00:00Z"))).toBe(true);
  });
  it("never opens for an in-person session, a guest not joining, or before the start", () => {
    expect(opensInNewWindow({ ...online, is_in_person: true }, at("2026-05-10T14:30:00Z"))).toBe(false);
    expect(opensInNewWindow({ ...online, is_attending: false }, at("2026-05-10T14:30:00Z"))).toBe(false);
    expect(opensInNewWindow(online, at("2026-05-10T13:00:00Z"))).toBe(false);
  });
});

describe("the personal join link's window", () => {
  it("opens 15 minutes before the start and closes at the end", () => {
    expect(joinLinkOpen(start, end, at("2026-05-10T13:44:59Z"))).toBe(false);
    expect(joinLinkOpen(start, end, at("2026-05-10T13:45:00Z"))).toBe(true);
    expect(joinLinkOpen(start, end, at("2026-05-10T14:59:59Z"))).toBe(true);
    expect(joinLinkOpen(start, end, at(end))).toBe(false);
  });
});

describe("the academic year (spec 3 §9)", () => {
  it("is the current year until July and the next from August", () => {
    expect(academicYear(at("2026-01-01T00:00:00Z"))).toBe(2026);
    expect(academicYear(at("2026-07-31T23:59:59Z"))).toBe(2026);
    expect(academicYear(at("2026-08-01T00:00:00Z"))).toBe(2027);
    expect(academicYear(at("2026-12-31T00:00:00Z"))).toBe(2027);
  });
});

describe("seats left", () => {
  it("is null without capacity and never negative", () => {
    expect(seatsLeft(null, 10)).toBeNull();
    expect(seatsLeft(5, 3)).toBe(2);
    expect(seatsLeft(5, 7)).toBe(0);
  });
});

describe("required fields filled", () => {
  const base = { first_name: "Ada", last_name: "Lee", email: "a@b.test", country_id: 1, city: "Boston" };
  it("asks a parent only for name, email, category, country and city", () => {
    expect(requiredFieldsFilled({ ...base, role: "parent" })).toBe(true);
    expect(missingRequiredFields({ ...base, role: "parent", city: " " })).toEqual(["city"]);
  });
  it("asks a student also for date of birth, graduation year and school", () => {
    expect(missingRequiredFields({ ...base, role: "student" })).toEqual([
      "date_of_birth",
      "graduation_year",
      "institute_name",
    ]);
    expect(
      requiredFieldsFilled({
        ...base,
        role: "student",
        date_of_birth: "2009-01-02",
        graduation_year: 2027,
        school_partner_id: 4,
      }),
    ).toBe(true);
  });
  it("takes an institute name in place of a directory school", () => {
    expect(requiredFieldsFilled({ ...base, role: "counselor", institute_name: "Lycée Sud" })).toBe(true);
    expect(missingRequiredFields({ ...base, role: "counselor" })).toEqual(["institute_name"]);
  });
  it("wants a category", () => {
    expect(missingRequiredFields({ ...base })).toEqual(["role"]);
  });
});
