import type { GuestWebinarSession } from "@quad/contract/api/webinars";
import { describe, expect, it } from "vitest";
import {
  canCancel,
  cardTimes,
  filterBody,
  joinInNewWindow,
  PRESENCE_INTERVAL_MS,
  parseSearchState,
  parseSessionAddress,
  presenceDelay,
  searchParams,
  sessionAction,
  sessionCalendarLinks,
  sessionWhen,
  viewerZone,
  webcalUrl,
} from "./model";

const HOUR = 3_600_000;
const now = new Date("2027-05-04T12:00:00Z");
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

function session(over: Partial<GuestWebinarSession> = {}): GuestWebinarSession {
  return {
    id: 7,
    start_time: at(24 * HOUR),
    end_time: at(25 * HOUR),
    is_in_person: false,
    is_recording_available: false,
    join_url: null,
    is_video_watched: false,
    is_attending: false,
    is_slido_embed: false,
    category_id: 3,
    event_id: null,
    title: "Engineering at Fagus",
    description: "Meet the faculty.",
    timezone: "UTC",
    location: null,
    speakers: [],
    host_institution: { id: 1, name: "Fagus University" },
    capacity: null,
    seats_left: null,
    registration_status: null,
    offer_expires_at: null,
    recording_url: null,
    timing: "upcoming",
    action_label: "Register",
    is_featured: false,
    ...over,
  };
}

describe("sessionAction", () => {
  it("offers Register with seats, Join waitlist when full", () => {
    expect(sessionAction(session({ seats_left: 3, capacity: 10 }), now)).toEqual({
      kind: "register",
      label: "Register",
    });
    expect(sessionAction(session({ seats_left: 0, capacity: 1 }), now).kind).toBe("joinWaitlist");
  });

  it("shows a waitlisted guest's place, and a live offer as a seat to take until its expiry", () => {
    expect(sessionAction(session({ registration_status: "waitlisted", seats_left: 0 }), now).kind).toBe("waitlisted");
    const until = at(3 * HOUR);
    expect(sessionAction(session({ registration_status: "waitlisted", offer_expires_at: until }), now)).toEqual({
      kind: "takeSeat",
      label: "Register",
      until,
    });
    // An expired offer is only a waitlist place again.
    const expired = session({ registration_status: "waitlisted", offer_expires_at: at(-HOUR) });
    expect(sessionAction(expired, now).kind).toBe("waitlisted");
  });

  it("gives a registered attendee Join Live, with the link open only from 15 minutes before", () => {
    const registered = session({ registration_status: "registered", is_attending: true });
    expect(sessionAction(registered, now)).toEqual({ kind: "registered", label: "Join Live", joinOpen: false });
    const soon = session({
      registration_status: "registered",
      is_attending: true,
      start_time: at(10 * 60_000),
      end_time: at(HOUR),
    });
    expect(sessionAction(soon, now)).toEqual({ kind: "registered", label: "Join Live", joinOpen: true });
    expect(sessionAction({ ...registered, is_slido_embed: true }, now).label).toBe("Ask Question");
  });

  it("is Join Now while live, Watch Now within 7 days after and Watch later, ended without a recording", () => {
    expect(sessionAction(session({ start_time: at(-HOUR), end_time: at(HOUR) }), now)).toEqual({
      kind: "join",
      label: "Join Now",
    });
    const past = { start_time: at(-3 * HOUR), end_time: at(-2 * HOUR), is_recording_available: true };
    expect(sessionAction(session(past), now)).toEqual({ kind: "watch", label: "Watch Now" });
    const old = { start_time: at(-9 * 24 * HOUR), end_time: at(-8 * 24 * HOUR), is_recording_available: true };
    expect(sessionAction(session(old), now)).toEqual({ kind: "watch", label: "Watch" });
    expect(sessionAction(session({ ...past, is_recording_available: false }), now).kind).toBe("ended");
  });
});

describe("joinInNewWindow and canCancel", () => {
  it("opens the join link in a new window for an attending guest of a live online session only", () => {
    const live = session({ start_time: at(-HOUR), end_time: at(HOUR), is_attending: true });
    expect(joinInNewWindow(live, now)).toBe(true);
    expect(joinInNewWindow({ ...live, is_in_person: true }, now)).toBe(false);
    expect(joinInNewWindow({ ...live, is_attending: false }, now)).toBe(false);
    expect(joinInNewWindow(session({ is_attending: true }), now)).toBe(false);
  });

  it("lets a registered or waitlisted guest cancel until the end", () => {
    expect(canCancel(session({ registration_status: "registered" }), now)).toBe(true);
    expect(canCancel(session({ registration_status: "waitlisted" }), now)).toBe(true);
    expect(canCancel(session(), now)).toBe(false);
    expect(canCancel(session({ registration_status: "registered", end_time: at(-1) }), now)).toBe(false);
  });
});

describe("cardTimes", () => {
  const day = { start_time: "2027-05-04T13:00:00Z", end_time: "2027-05-04T14:00:00Z" };
  const days = { start_time: "2027-05-04T13:00:00Z", end_time: "2027-05-06T14:00:00Z" };

  it("says until when a live session runs, with the date when it ends on another day (a multi-day session)", () => {
    const now = new Date("2027-05-04T13:30:00Z");
    expect(cardTimes(day, "UTC", true, now)).toEqual({ live: true, text: "02:00 PM" });
    const multi = cardTimes(days, "UTC", true, now);
    expect(multi.text).toMatch(/May 6, 2027/i);
    expect(multi.text).toMatch(/02:00 PM$/);
    // On its last day the date is no longer needed.
    expect(cardTimes(days, "UTC", true, new Date("2027-05-06T09:00:00Z")).text).toBe("02:00 PM");
  });

  it("gives start – end, with the end's date when the session ends on another day", () => {
    expect(cardTimes(day, "UTC", false).text).toBe("01:00 PM – 02:00 PM");
    expect(cardTimes(days, "UTC", false).text).toMatch(/^01:00 PM – May 6, 2027 02:00 PM$/i);
  });
});

describe("sessionWhen", () => {
  const s = { start_time: "2027-05-05T13:00:00Z", end_time: "2027-05-05T14:30:00Z", timezone: "America/New_York" };

  it("shows the viewer's zone with its label, and the host's zone beside it when it differs", () => {
    const w = sessionWhen(s, "Asia/Shanghai", "en-US");
    expect(w.viewer).toEqual({
      date: "May 5, 2027",
      time: "09:00 PM – 10:30 PM",
      zoneLabel: "(GMT+08:00) Asia/Shanghai",
      zone: "Asia/Shanghai",
    });
    expect(w.event).toEqual({
      date: "May 5, 2027",
      time: "09:00 AM – 10:30 AM",
      zoneLabel: "(GMT-04:00) America/New_York",
      zone: "America/New_York",
    });
  });

  it("shows one zone when the viewer is in the session's zone", () => {
    expect(sessionWhen(s, "America/New_York", "en-US").event).toBeNull();
  });

  it("names the end's date when the session ends on another day in the viewer's zone", () => {
    const w = sessionWhen({ ...s, end_time: "2027-05-05T17:00:00Z" }, "Asia/Shanghai", "en-US");
    expect(w.viewer.time).toBe("09:00 PM – May 6, 2027 01:00 AM");
  });

  it("names the zone in Chinese for a Chinese reader", () => {
    expect(sessionWhen(s, "Asia/Shanghai", "zh-CN").viewer.zoneLabel).toBe("(GMT+08:00) 中国标准时间");
  });

  it("uses the profile's zone, else the browser's, else UTC", () => {
    expect(viewerZone("Europe/London", "Asia/Tokyo")).toBe("Europe/London");
    expect(viewerZone(null, "Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(viewerZone(null, undefined)).toBe("UTC");
  });
});

describe("calendar links", () => {
  const page = "https://quad.example/webinars/categories/3/events/7";
  const online = session({
    title: "Engineering & you",
    start_time: "2027-05-05T13:00:00.000Z",
    end_time: "2027-05-05T14:30:00.000Z",
  });

  it("fills Google Calendar's template with UTC times, the description and the page", () => {
    const url = new URL(sessionCalendarLinks(online, page).google);
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Engineering & you");
    expect(url.searchParams.get("dates")).toBe("20270505T130000Z/20270505T143000Z");
    expect(url.searchParams.get("details")).toBe(`Meet the faculty.\n\n${page}`);
    // Not registered: no join link yet, so the page is where the session happens.
    expect(url.searchParams.get("location")).toBe(page);
  });

  it("puts the personal join link, or the venue, as the place, and offers the guest's own .ics once registered", () => {
    const join = "https://quad.example/api/v1/webinars/join/abcdefghijklmnopqrstuv";
    const registered = sessionCalendarLinks({ ...online, join_url: join }, page);
    const outlook = new URL(registered.outlook);
    expect(outlook.origin).toBe("https://outlook.live.com");
    expect(outlook.searchParams.get("subject")).toBe("Engineering & you");
    expect(outlook.searchParams.get("startdt")).toBe("2027-05-05T13:00:00.000Z");
    expect(outlook.searchParams.get("enddt")).toBe("2027-05-05T14:30:00.000Z");
    expect(outlook.searchParams.get("location")).toBe(join);
    expect(registered.apple).toBe(`${join}/calendar.ics`);
    expect(sessionCalendarLinks(online, page).apple).toBeNull();

    const hall = sessionCalendarLinks({ ...online, is_in_person: true, location: "Hall B", description: null }, page);
    expect(new URL(hall.google).searchParams.get("location")).toBe("Hall B");
    expect(new URL(hall.google).searchParams.get("details")).toBe(page);
  });

  it("turns the feed's https address into webcal://", () => {
    expect(webcalUrl("https://quad.example/api/v1/webinars/calendar/abc.ics")).toBe(
      "webcal://quad.example/api/v1/webinars/calendar/abc.ics",
    );
  });
});

describe("presenceDelay", () => {
  const base = { open: true, joined: true, visible: true, since: 1_000 };

  it("beats a minute after the page starts counting, then every minute", () => {
    expect(PRESENCE_INTERVAL_MS).toBe(60_000);
    expect(presenceDelay(base, 1_000)).toBe(60_000);
    expect(presenceDelay(base, 31_000)).toBe(30_000);
  });

  it("beats at once when a hidden page comes back after more than a minute", () => {
    expect(presenceDelay({ ...base, since: 0 }, 5 * 60_000)).toBe(0);
  });

  it("beats never when the session takes no presence, before joining or while hidden", () => {
    expect(presenceDelay({ ...base, open: false }, 0)).toBeNull();
    expect(presenceDelay({ ...base, joined: false }, 0)).toBeNull();
    expect(presenceDelay({ ...base, visible: false }, 0)).toBeNull();
  });
});

describe("search state in the URL", () => {
  it("reads text, categories, dates, tab and page, dropping what is broken", () => {
    const s = parseSearchState({
      q: "law",
      categories: "3,x,3,5",
      from: "2027-05-01",
      to: "2027-04-01",
      tab: "past",
      page: "2",
    });
    expect(s).toEqual({ q: "law", categories: [3, 5], from: "2027-05-01", to: null, tab: "past", page: 2 });
    expect(parseSearchState({ tab: "soon", page: "-1" })).toMatchObject({ tab: "upcoming", page: 1, q: "" });
  });

  it("writes only what differs from the defaults, and the filter_list body", () => {
    const s = parseSearchState({ q: " law ", categories: "3", tab: "upcoming" });
    expect(searchParams(s)).toEqual({
      q: "law",
      categories: "3",
      from: undefined,
      to: undefined,
      tab: undefined,
      page: undefined,
    });
    expect(filterBody(s)).toEqual({
      search_text: "law",
      category_ids: [3],
      start_date: undefined,
      end_date: undefined,
      tab: "upcoming",
      page_no: 1,
    });
  });
});

describe("parseSessionAddress", () => {
  it("reads a session's ids, with category 0 for a session without one", () => {
    expect(parseSessionAddress({ categoryId: "3", eventId: "45" })).toEqual({ categoryId: 3, eventId: 45 });
    expect(parseSessionAddress({ categoryId: "0", eventId: "2" })).toEqual({ categoryId: 0, eventId: 2 });
    expect(parseSessionAddress({ categoryId: "1", eventId: "1048576" })).toEqual({ categoryId: 1, eventId: 1048576 });
  });

  it("refuses an address no session can have", () => {
    for (const params of [
      { categoryId: "-1", eventId: "2" },
      { categoryId: "1", eventId: "0" },
      { categoryId: "x", eventId: "2" },
      { categoryId: "1", eventId: "2147483648" },
      { categoryId: "1", eventId: "1e3" },
      { categoryId: "1" },
    ]) {
      expect(parseSessionAddress(params), JSON.stringify(params)).toBeNull();
    }
  });
});
