import { WebinarInputSchema } from "@quad/contract/api/partner-webinars";
import { describe, expect, it } from "vitest";
import {
  emptySessionForm,
  parseProviderEventsSearch,
  parseSessionsSearch,
  providerEventsSearchParams,
  registrantsFilters,
  sessionFormOf,
  sessionInputOf,
  sessionsFilters,
  sessionsSearchParams,
} from "./model";

describe("the sessions list's URL", () => {
  it("reads a state and falls back to defaults for anything odd", () => {
    expect(parseSessionsSearch({})).toEqual({ tab: "upcoming", status: "all", q: "", category: null, page: 1 });
    expect(parseSessionsSearch({ tab: "past", status: "draft", q: "law", category: "3", page: "2" })).toEqual({
      tab: "past",
      status: "draft",
      q: "law",
      category: 3,
      page: 2,
    });
    expect(parseSessionsSearch({ tab: "soon", status: "gone", category: "-1", page: "0" })).toMatchObject({
      tab: "upcoming",
      status: "all",
      category: null,
      page: 1,
    });
  });

  it("writes only what differs from the defaults, and round-trips", () => {
    const s = parseSessionsSearch({ tab: "live", q: " law ", page: 3 });
    expect(sessionsSearchParams(s)).toEqual({ tab: "live", q: "law", page: 3 });
    expect(sessionsSearchParams(parseSessionsSearch({}))).toEqual({});
    expect(sessionsFilters(s)).toEqual({ tab: "live", search: "law", page_no: 3, per_page: 20 });
  });

  it("filters registrants and the events catalogue", () => {
    expect(registrantsFilters("", "all", 1)).toEqual({ page_no: 1, per_page: 25 });
    expect(registrantsFilters(" ada ", "waitlisted", 2)).toEqual({
      search: "ada",
      status: "waitlisted",
      page_no: 2,
      per_page: 25,
    });
    const f = parseProviderEventsSearch({ category: "2", from: "2026-04-01", to: "not a date" });
    expect(f).toEqual({ category_id: 2, from: "2026-04-01" });
    expect(providerEventsSearchParams(f)).toEqual({ category: 2, from: "2026-04-01" });
  });
});

describe("the session form", () => {
  it("starts a week ahead in the viewer's zone and is valid once titled", () => {
    const v = emptySessionForm("Asia/Shanghai", "2026-12-28");
    expect(v).toMatchObject({ start_at: "2027-01-04T10:00", end_at: "2027-01-04T11:00", timezone: "Asia/Shanghai" });
    expect(WebinarInputSchema.safeParse(sessionInputOf(v)).success).toBe(false);
    expect(WebinarInputSchema.safeParse(sessionInputOf({ ...v, title: "Open day" })).success).toBe(true);
  });

  it("drops blank speakers and an online session's venue", () => {
    const v = {
      ...emptySessionForm("UTC", "2026-03-01"),
      title: "x",
      location: "Hall",
      speakers: [{ name: "", title: "" }],
    };
    const input = WebinarInputSchema.parse(sessionInputOf(v));
    expect(input.speakers).toEqual([]);
    expect(input.location).toBeUndefined();
  });

  it("fills the form from a session", () => {
    const form = sessionFormOf({
      id: 1,
      title: "T",
      description: null,
      category: { id: 4, name: "UK", name_zh: null },
      provider_event: null,
      start_time: "",
      end_time: "",
      start_at: "2026-03-10T09:00",
      end_at: "2026-03-10T10:00",
      timezone: "UTC",
      is_in_person: false,
      location: null,
      join_url: null,
      recording_url: null,
      is_recording_available: false,
      is_slido_embed: false,
      capacity: 30,
      speakers: [{ name: "Ada" }],
      status: "draft",
      tab: "upcoming",
      cancelled_at: null,
      registered_count: 0,
      created_at: "",
      updated_at: "",
    });
    expect(form).toMatchObject({
      category_id: "4",
      capacity: "30",
      speakers: [{ name: "Ada", title: "" }],
      status: "draft",
    });
  });
});
