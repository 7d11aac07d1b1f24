// The requests each list bench measures, and what a probe answer must show.
import { CONNECTION_LOOKUPS } from "@quad/contract/api/connections";
import { APPLICATION_SORT_KEYS } from "@quad/contract/rules/application-list";
import type { QuadReady } from "../servers/quad.ts";
import { LARGEST_APPLICATIONS } from "./applications.ts";
import { LARGEST_CONNECTIONS } from "./connections.ts";
import { type ListBench, SCHOOLS, TEAM_MEMBERS, USER_NOTIFICATIONS } from "./lists-benches.ts";
import type { SeededLists } from "./lists-seed.ts";
import { signIn, type Tally, type Target, tally } from "./throughput.ts";
import { WEBINAR_SESSIONS } from "./webinars.ts";

export interface Variant {
  bench: ListBench;
  label: string;
  diagnostic?: boolean;
  target: Target;
  check: (body: unknown) => string;
  loaded: Tally;
  single: Tally;
  /** how long the app took to serve the backlog after each loaded run */
  drainMs: number[];
}

const asObject = (body: unknown) => (body && typeof body === "object" ? (body as Record<string, unknown>) : {});
const lengthOf = (v: unknown) => (Array.isArray(v) ? v.length : 0);

function expectTotal(key: string, min: number, listKey: string) {
  return (body: unknown) => {
    const b = asObject(body);
    const total = Number(b[key]);
    if (!(total >= min)) throw new Error(`expected ${key} >= ${min}, got ${JSON.stringify(b[key])}`);
    const matched = b.matched ?? b.filter_count;
    return `${key} ${total}${matched !== undefined ? `, matched ${matched}` : ""}, ${lengthOf(b[listKey])} on the page`;
  };
}

/**
 * Every variant of the wanted benches, on the seeded data: signs the admin (and the school, the guest) in.
 * Answers the variants and the admin's headers.
 */
export async function listVariants(ready: QuadReady, want: ReadonlySet<ListBench>, data: SeededLists) {
  const { universityId, yearStart, yearEnd, school, directory, webinarData, leads, applicants } = data;
  const base = `http://127.0.0.1:${ready.port}/api/v1/partners`;
  const adminToken = await signIn(ready);
  // Asked the way the app asks in a browser, which accepts compressed answers (Chromium's header).
  const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
  const asAdmin = { authentication_token: adminToken, ...browser };
  const variants: Variant[] = [];
  const add = (bench: ListBench, label: string, target: Target, check: (body: unknown) => string, diagnostic = false) =>
    variants.push({
      bench,
      label,
      diagnostic,
      target,
      check,
      loaded: tally(target),
      single: tally(target),
      drainMs: [],
    });
  const post = (url: string, headers: Record<string, string>, body: unknown): Target => ({
    url,
    headers,
    method: "POST",
    body: JSON.stringify(body),
  });

  if (want.has("team")) {
    const url = `${base}/teams`;
    add("team", "{}", post(url, asAdmin, {}), expectTotal("total", TEAM_MEMBERS, "members"));
    add(
      "team",
      "member, search 'an', last_login desc",
      post(url, asAdmin, { role: "member", search_text: "an", sort_by: "last_login", sort_direction: "desc" }),
      expectTotal("total", TEAM_MEMBERS, "members"),
    );
  }
  if (want.has("notifications")) {
    const url = `${base}/users/${ready.userId}/notifications`;
    add("notifications", "{}", post(url, asAdmin, {}), expectTotal("total", USER_NOTIFICATIONS, "notifications"));
    add(
      "notifications",
      "unread Event, search 'visit'",
      post(url, asAdmin, { is_read: false, notification_type: "Event", search_text: "visit" }),
      expectTotal("total", USER_NOTIFICATIONS, "notifications"),
    );
  }
  if (school) {
    const schoolToken = await signIn({ port: ready.port, email: school.email, password: ready.password });
    const url = `${base}/schools/${school.schoolId}/availability?start_date=${yearStart}&end_date=${yearEnd}`;
    const days = (body: unknown) => {
      const data = asObject(asObject(body).data);
      const dates = Object.keys(data);
      const slots = dates.reduce((n, d) => n + lengthOf(data[d]), 0);
      if (dates.length < 200) throw new Error(`expected >= 200 dates with slots, got ${dates.length}`);
      return `${dates.length} dates, ${slots} slot-dates`;
    };
    const asSchool = { authentication_token: schoolToken };
    add("availability", "a year, as the school", { url, headers: { ...asSchool, ...browser } }, days);
    add("availability", "a year, as a university", { url, headers: asAdmin }, days);
    // The same year to a client that takes no compression: the cost of writing the full JSON.
    add("availability", "a year, as the school, uncompressed", { url, headers: asSchool }, days, true);
  }
  if (directory) {
    const url = `${base}/universities/${universityId}/schools_list`;
    const check = expectTotal("total", SCHOOLS, "schools");
    add("schools_list", "{}", post(url, asAdmin, {}), check);
    add(
      "schools_list",
      `3 countries, private_partner`,
      post(url, asAdmin, { country_ids: directory.countryIds, school_type: "private_partner" }),
      check,
    );
    add(
      "schools_list",
      "search 'high', open availability",
      post(url, asAdmin, { search_text: "high", open_availability: true }),
      check,
    );
  }

  if (webinarData) {
    const guestBase = `http://127.0.0.1:${ready.port}/api/v1/webinars`;
    const res = await fetch(`${guestBase}/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "guest1@bench.test", password: ready.password }),
    });
    const guestToken = ((await res.json()) as { data?: { authToken?: string } }).data?.authToken;
    if (res.status !== 200 || !guestToken) throw new Error(`guest sign-in failed: ${res.status}`);
    const asGuest = { authentication_token: guestToken, ...browser };
    const tabs = (body: unknown) => {
      const b = asObject(body);
      const n = (k: string) => lengthOf(b[k]);
      if (n("upcoming") !== 8 || n("past") !== 8)
        throw new Error(`expected 8 upcoming and 8 past, got ${n("upcoming")}, ${n("past")}`);
      return `current ${n("current")}, upcoming ${n("upcoming")}, past ${n("past")}`;
    };
    if (want.has("webinar_home")) {
      const url = `${guestBase}/categories/trending_session_hash`;
      add("webinar_home", "a visitor", { url, headers: browser }, tabs);
      add("webinar_home", "a signed-in guest", { url, headers: asGuest }, tabs);
    }
    if (want.has("webinar_category_events")) {
      const url = `${guestBase}/categories/${webinarData.categoryId}/events?tab=upcoming&page_no=1`;
      const check = expectTotal("total", WEBINAR_SESSIONS / 5 - 100, "sessions");
      add("webinar_category_events", "upcoming, page 1, a visitor", { url, headers: browser }, check);
      add("webinar_category_events", "upcoming, page 1, a signed-in guest", { url, headers: asGuest }, check);
    }
  }

  if (leads) {
    const url = `${base}/connections`;
    const check = expectTotal("total", LARGEST_CONNECTIONS / 2, "connections");
    if (want.has("connections_list")) {
      add("connections_list", "students, no filter", { url: `${url}?user_type=student`, headers: asAdmin }, check);
      const three = `country_ids=${leads.countryId}&graduation_years=2027&activity_types=${encodeURIComponent("Attended a session")}`;
      add(
        "connections_list",
        "students, three filters",
        { url: `${url}?user_type=student&${three}`, headers: asAdmin },
        check,
      );
      add(
        "connections_list",
        "students, search 'garcia'",
        { url: `${url}?user_type=student&search_text=garcia`, headers: asAdmin },
        check,
      );
    }
    if (want.has("connection_lookups")) {
      const options = (body: unknown) => {
        const n = lengthOf(asObject(body).options);
        if (n < 1) throw new Error("expected options");
        return `${n} options`;
      };
      for (const lookup of CONNECTION_LOOKUPS) {
        add("connection_lookups", lookup, { url: `${url}/${lookup}?user_type=student`, headers: asAdmin }, options);
      }
    }
  }

  if (applicants) {
    const url = `${base}/student_applications`;
    const check = expectTotal("data_count", LARGEST_APPLICATIONS, "applications");
    const list = (label: string, body: Record<string, unknown>) =>
      add("applications_list", label, post(url, asAdmin, body), check);
    list("upcoming, no filter", {});
    list("past tab", { tab: "past" });
    list("three filters", {
      filters: {
        country_ids: [applicants.countryId],
        status: ["submitted", "in_review"],
        program_ids: [applicants.programId],
      },
    });
    list("search 'garcia'", { search_text: "garcia" });
    for (const key of APPLICATION_SORT_KEYS) {
      list(`sort ${key} asc`, { sort_params: { sort_by: key, sort_direction: "asc" } });
    }
  }
  return { variants, asAdmin };
}
