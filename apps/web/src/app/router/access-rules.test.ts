import { INSTITUTE_TYPES, type InstituteType } from "@quad/contract/rules/constants";
import { describe, expect, it } from "vitest";
import { visitsListPath } from "../../features/visits/model";
import {
  activeNavPath,
  currentNavPath,
  type Device,
  detailsPathFor,
  detectDevice,
  homeFor,
  isSafeInternalPath,
  matchRoute,
  mayReachPath,
  type NavigationContext,
  navigationFor,
  resolveNavigation,
  resolveRedirect,
  type SessionFacts,
} from "./access-rules";
import { ALLOWED_AREAS } from "./partner-areas";
import { ROUTES } from "./route-table";

const as = (instituteType: InstituteType, requiredFieldsFilled = true): SessionFacts => ({
  instituteType,
  requiredFieldsFilled,
});

const ctx = (path: string, over: Partial<NavigationContext> = {}): NavigationContext => ({
  path,
  search: "",
  session: null,
  device: "desktop",
  publicSiteUrl: null,
  ...over,
});

const hrefOf = (c: NavigationContext) => resolveRedirect(c)?.href ?? null;
const finalOf = (c: NavigationContext) => resolveNavigation(c)?.href ?? null;

describe("route table", () => {
  it("has unique ids and paths", () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it("puts every route in one of the five groups of spec 1 §2", () => {
    const groups = new Set(ROUTES.map((r) => r.group));
    expect([...groups].sort()).toEqual(["auth", "authenticated", "public", "sso", "webinars"]);
    for (const r of ROUTES) if (r.group === "authenticated") expect(r.area).toBeDefined();
  });

  it("matches static segments before dynamic ones", () => {
    expect(matchRoute("/webinars/categories/events/search")?.id).toBe("webinarCategorySearch");
    expect(matchRoute("/webinars/categories/7")?.id).toBe("webinarCategory");
    expect(matchRoute("/webinars/categories/7/events/9")?.id).toBe("webinarCategoryEvent");
    expect(matchRoute("/webinars/institutions/4")?.id).toBe("webinarInstitution");
    expect(matchRoute("/events/12")?.id).toBe("eventDetail");
    expect(matchRoute("/events/12/extra")).toBeUndefined();
  });
});

describe("signed-out visitors", () => {
  it("may open auth and public routes", () => {
    for (const path of ["/sign-in", "/forgot-password", "/reset-password", "/register-school", "/privacy-policy"]) {
      expect(hrefOf(ctx(path))).toBeNull();
    }
  });

  it("stay on Quad's front page at the root when no public site is configured", () => {
    expect(hrefOf(ctx("/", { search: "?utm=mail" }))).toBeNull();
    expect(matchRoute("/")?.screen).toBe("landing");
  });

  it("go to the public site from the root when app_config has one", () => {
    expect(resolveRedirect(ctx("/", { publicSiteUrl: "https://quad.example" }))).toEqual({
      kind: "external",
      href: "https://quad.example",
    });
  });

  it("go to sign-in with redirect_to from an authenticated route", () => {
    expect(hrefOf(ctx("/events/5", { search: "?tab=past" }))).toBe(
      `/sign-in?redirect_to=${encodeURIComponent("/events/5?tab=past")}`,
    );
  });

  it("go to the webinars home from user update and my sessions, keeping the query", () => {
    expect(hrefOf(ctx("/webinars/users/update", { search: "?event=3" }))).toBe("/webinars?event=3");
    expect(hrefOf(ctx("/webinars/my-sessions", { search: "a=1" }))).toBe("/webinars?a=1");
  });

  it("may browse the open webinar pages", () => {
    expect(hrefOf(ctx("/webinars"))).toBeNull();
    expect(hrefOf(ctx("/webinars/categories/4"))).toBeNull();
    expect(hrefOf(ctx("/webinars/sign-in"))).toBeNull();
  });

  it("go to sign-in from an unknown path, keeping the query", () => {
    expect(hrefOf(ctx("/nowhere/at/all", { search: "?x=1&y=2" }))).toBe("/sign-in?x=1&y=2");
    expect(hrefOf(ctx("/webinars/unknown"))).toBe("/sign-in");
  });
});

describe("signed-in users on public routes", () => {
  it("follow redirect_to keeping its own and the remaining query", () => {
    const c = ctx("/sign-in", {
      session: as("University"),
      search: `?redirect_to=${encodeURIComponent("/schools/4?tab=visits")}&ref=mail`,
    });
    expect(hrefOf(c)).toBe("/schools/4?tab=visits&ref=mail");
  });

  it("ignore a redirect_to that leaves the site", () => {
    const c = ctx("/sign-in", { session: as("University"), search: "?redirect_to=//evil.example/x" });
    expect(hrefOf(c)).toBe("/dashboard");
    expect(isSafeInternalPath("https://evil.example")).toBe(false);
    expect(isSafeInternalPath("/\\evil.example")).toBe(false);
    expect(isSafeInternalPath("/events")).toBe(true);
  });

  it("go home: School /events, University /dashboard, ApplicationClient /direct-apply/applications", () => {
    expect(hrefOf(ctx("/sign-in", { session: as("School") }))).toBe("/events");
    expect(hrefOf(ctx("/sign-in", { session: as("University") }))).toBe("/dashboard");
    expect(hrefOf(ctx("/register-school", { session: as("ApplicationClient") }))).toBe("/direct-apply/applications");
    expect(hrefOf(ctx("/", { session: as("University") }))).toBe("/dashboard");
  });

  it("go to the events list on a phone or tablet", () => {
    for (const device of ["mobile", "tablet"] satisfies Device[]) {
      expect(hrefOf(ctx("/sign-in", { session: as("University"), device }))).toBe("/events-list");
      expect(hrefOf(ctx("/sign-in", { session: as("ApplicationClient"), device }))).toBe("/events-list");
      expect(hrefOf(ctx("/sign-in", { session: as("School"), device }))).toBe("/events");
    }
  });

  it("go to the webinars page or the profile update from a path whose first segment contains web", () => {
    expect(hrefOf(ctx("/webinars/sign-in", { session: as("School", true) }))).toBe("/webinars");
    expect(hrefOf(ctx("/webinars/sign-in", { session: as("School", false) }))).toBe("/webinars/users/update");
    expect(homeFor("/webinars/forgot-password", as("School", false), "desktop")).toBe("/webinars/users/update");
  });

  it("go to their own home from a web path when their type has no webinar area", () => {
    expect(hrefOf(ctx("/webinars/sign-in", { session: as("University") }))).toBe("/dashboard");
  });

  it("may stay on open public pages", () => {
    expect(hrefOf(ctx("/privacy-policy", { session: as("School") }))).toBeNull();
    expect(hrefOf(ctx("/email-validated", { session: as("University") }))).toBeNull();
  });

  it("land home from an unknown path through sign-in", () => {
    expect(hrefOf(ctx("/nope", { session: as("School") }))).toBe("/sign-in");
    expect(finalOf(ctx("/nope", { session: as("School") }))).toBe("/events");
    expect(finalOf(ctx("/nope", { session: as("School"), search: "?redirect_to=%2Fteam" }))).toBe("/team");
  });
});

describe("signed-in users on authenticated and webinar routes", () => {
  it("may open every route of their type's allowed list", () => {
    for (const type of INSTITUTE_TYPES) {
      for (const r of ROUTES.filter((x) => x.group === "authenticated" && !x.forwardTo)) {
        const allowed = ALLOWED_AREAS[type].includes(r.area ?? "dashboard");
        const path = r.path.replaceAll(/\$\w+/g, "7");
        expect(hrefOf(ctx(path, { session: as(type) })), `${type} ${path}`).toBe(
          allowed
            ? null
            : { School: "/events", University: "/dashboard", ApplicationClient: "/direct-apply/applications" }[type],
        );
      }
    }
  });

  it("are told when an address is not for their institution type", () => {
    expect(resolveNavigation(ctx("/availability", { session: as("University") }))).toEqual({
      kind: "internal",
      href: "/dashboard",
      notForType: true,
    });
    expect(resolveNavigation(ctx("/sign-in", { session: as("University") }))).toEqual({
      kind: "internal",
      href: "/dashboard",
    });
  });

  it("never reach routes outside the spec 1 §6 list", () => {
    expect(hrefOf(ctx("/dashboard", { session: as("School") }))).toBe("/events");
    expect(hrefOf(ctx("/availability", { session: as("University") }))).toBe("/dashboard");
    expect(hrefOf(ctx("/schools", { session: as("ApplicationClient") }))).toBe("/direct-apply/applications");
    expect(hrefOf(ctx("/onboarding", { session: as("ApplicationClient") }))).toBe("/direct-apply/applications");
    expect(hrefOf(ctx("/event/quad-events", { session: as("School") }))).toBe("/events");
  });

  it("let a school open the sessions it hosts, their list and each one (issue 24 §2)", () => {
    expect(hrefOf(ctx("/event/sessions", { session: as("School") }))).toBeNull();
    expect(hrefOf(ctx("/event/sessions/3", { session: as("School") }))).toBeNull();
    const school = navigationFor("School").flatMap((s) => s.items.map((i) => i.id));
    expect(school).toContain("eventSessions");
    expect(school).not.toContain("partnerEvents");
  });

  it("forward the direct-apply entry to the applications list keeping the query", () => {
    expect(hrefOf(ctx("/direct-apply", { session: as("School"), search: "?q=1" }))).toBe(
      "/direct-apply/applications?q=1",
    );
  });

  it("School reaches the webinar area, including user update and my sessions", () => {
    expect(hrefOf(ctx("/webinars/my-sessions", { session: as("School") }))).toBeNull();
    expect(hrefOf(ctx("/webinars/users/update", { session: as("School") }))).toBeNull();
  });

  it("types without the webinar area are sent to the webinars home, then their own home", () => {
    const c = ctx("/webinars/my-sessions", { session: as("University"), search: "?k=v" });
    expect(hrefOf(c)).toBe("/webinars?k=v");
    expect(finalOf(c)).toBe("/dashboard");
    expect(hrefOf(ctx("/webinars", { session: as("ApplicationClient") }))).toBe("/direct-apply/applications");
  });
});

describe("navigation and menu", () => {
  it("shows each type only the routes it may reach", () => {
    for (const type of INSTITUTE_TYPES) {
      const items = navigationFor(type).flatMap((s) => s.items);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(mayReachPath(type, item.path), `${type} ${item.path}`).toBe(true);
    }
    const school = navigationFor("School").flatMap((s) => s.items.map((i) => i.id));
    expect(school).toContain("availability");
    expect(school).not.toContain("dashboard");
    expect(school).not.toContain("connections");
    expect(school).toEqual(expect.arrayContaining(["events", "checkIn"]));
    const university = navigationFor("University").flatMap((s) => s.items.map((i) => i.id));
    expect(university).toEqual(expect.arrayContaining(["eventsList", "checkIn"]));
    expect(university).not.toContain("events");
    const client = navigationFor("ApplicationClient").flatMap((s) => s.items.map((i) => i.id));
    expect(client).toContain("eventsList");
    expect(client).not.toContain("checkIn");
  });

  it("offers Payments to the institutions that own programs; a School reaches /payments by address only", () => {
    expect(navigationFor("University").flatMap((s) => s.items.map((i) => i.id))).toContain("payments");
    expect(navigationFor("ApplicationClient").flatMap((s) => s.items.map((i) => i.id))).toContain("payments");
    expect(navigationFor("School").flatMap((s) => s.items.map((i) => i.id))).not.toContain("payments");
    expect(hrefOf(ctx("/payments", { session: as("School") }))).toBeNull();
    expect(currentNavPath("University", "/payments")).toBe("/payments");
  });

  it("offers no item that opens a placeholder (issue 24 §5): such areas stay reachable by address", () => {
    for (const type of INSTITUTE_TYPES) {
      const items = navigationFor(type).flatMap((s) => s.items);
      expect(
        items.filter((i) => i.screen === "areaEmptyState").map((i) => i.id),
        type,
      ).toEqual([]);
    }
    // /calendar-sync is a real screen now (issue 25 §1): in the menu of the types the spec lets in.
    expect(navigationFor("School").flatMap((s) => s.items.map((i) => i.id))).toContain("calendarSync");
    // Higher-ed insights is a real screen now (issue 26 §2): in the menu of universities and application clients.
    expect(navigationFor("ApplicationClient").flatMap((s) => s.items.map((i) => i.id))).toContain("higherEdInsights");
    expect(navigationFor("University").flatMap((s) => s.items.map((i) => i.id))).toContain("higherEdInsights");
    expect(navigationFor("School").flatMap((s) => s.items.map((i) => i.id))).not.toContain("higherEdInsights");
    expect(hrefOf(ctx("/calendar-sync", { session: as("School") }))).toBeNull();
    expect(hrefOf(ctx("/higher-ed-insights", { session: as("ApplicationClient") }))).toBeNull();
  });

  it("marks the most specific navigation item as current", () => {
    const paths = ["/events", "/events/check-in", "/availability"];
    expect(activeNavPath("/events/check-in", paths)).toBe("/events/check-in");
    expect(activeNavPath("/events/12", paths)).toBe("/events");
    expect(activeNavPath("/events", paths)).toBe("/events");
    expect(activeNavPath("/eventsx", paths)).toBeNull();
  });

  it("marks one item per address: the check-in, not Visits too; a university's visits on /events", () => {
    expect(currentNavPath("School", "/events/check-in")).toBe("/events/check-in");
    expect(currentNavPath("School", "/events/12")).toBe("/events");
    expect(currentNavPath("University", "/events")).toBe("/events-list");
    expect(currentNavPath("University", "/events/12")).toBe("/events-list");
    expect(currentNavPath("University", "/events-list/12")).toBe("/events-list");
    expect(currentNavPath("University", "/team")).toBe("/team");
    expect(currentNavPath("University", "/settings")).toBeNull();
  });

  it("links school details for School, college details for University, none for ApplicationClient", () => {
    expect(detailsPathFor("School")).toBe("/school-details");
    expect(detailsPathFor("University")).toBe("/university-details");
    expect(detailsPathFor("ApplicationClient")).toBeNull();
  });
});

describe("device detection", () => {
  it("tells phones, tablets and desktops apart", () => {
    expect(detectDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148")).toBe("mobile");
    expect(detectDevice("Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36")).toBe("mobile");
    expect(detectDevice("Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36")).toBe("tablet");
    expect(detectDevice("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(detectDevice("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15", 5)).toBe("tablet");
    expect(detectDevice("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15", 0)).toBe("desktop");
    expect(detectDevice("Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0")).toBe("desktop");
  });
});

describe("every route settles", () => {
  const sessions: (SessionFacts | null)[] = [null, ...INSTITUTE_TYPES.flatMap((t) => [as(t), as(t, false)])];
  const devices: Device[] = ["desktop", "mobile"];
  const paths = ROUTES.map((r) => r.path.replaceAll(/\$\w+/g, "12"));
  const who = (s: SessionFacts | null) =>
    s ? `${s.instituteType}${s.requiredFieldsFilled ? "" : " (profile to fill)"}` : "signed out";

  /** The addresses a navigation passes through, one redirect at a time, until one lets the visitor stay. */
  function walk(start: string, session: SessionFacts | null, device: Device): string[] {
    const seen = [start];
    for (let hop = 0; hop < 4; hop += 1) {
      const url = new URL(seen[seen.length - 1] as string, "http://quad.local");
      const next = resolveRedirect(ctx(url.pathname, { search: url.search, session, device }));
      if (!next || next.kind === "external") return seen;
      if (seen.includes(next.href)) throw new Error(`loop: ${[...seen, next.href].join(" -> ")}`);
      seen.push(next.href);
    }
    throw new Error(`does not settle: ${seen.join(" -> ")}`);
  }

  it("reaches an address that lets the visitor stay within a few redirects, never coming back to one it left", () => {
    for (const path of paths) {
      for (const session of sessions) {
        for (const device of devices) {
          // A mailed or bookmarked link, plain and as the sign-in page's way back.
          for (const start of [path, `/sign-in?redirect_to=${encodeURIComponent(path)}`]) {
            expect(() => walk(start, session, device), `${start} ${who(session)} ${device}`).not.toThrow();
          }
        }
      }
    }
  });

  it("sends a signed-out visitor of /cancel-event to sign in and back, not to a list that needs a session", () => {
    expect(finalOf(ctx("/cancel-event", { search: "?tab=upcoming" }))).toBe(
      "/sign-in?redirect_to=%2Fcancel-event%3Ftab%3Dupcoming",
    );
    expect(hrefOf(ctx("/cancel-event", { session: as("School") }))).toBeNull();
  });

  it("lets /cancel-event without its overlay state fall back to a visits list that settles for every type", () => {
    for (const type of INSTITUTE_TYPES) {
      const fallback = visitsListPath(type);
      expect(walk(fallback, as(type), "desktop"), type).toEqual([fallback]);
    }
  });
});

describe("signed-in webinar guests", () => {
  const guest = (requiredFieldsFilled: boolean) => ({ requiredFieldsFilled });

  it("reach my sessions and the profile update", () => {
    expect(hrefOf(ctx("/webinars/my-sessions", { guest: guest(true) }))).toBeNull();
    expect(hrefOf(ctx("/webinars/users/update", { guest: guest(false) }))).toBeNull();
  });

  it("leave the guest sign-in, sign-up and password pages for their webinar home", () => {
    expect(hrefOf(ctx("/webinars/sign-in", { guest: guest(true) }))).toBe("/webinars");
    expect(hrefOf(ctx("/webinars/sign-in", { guest: guest(false) }))).toBe("/webinars/users/update");
    expect(hrefOf(ctx("/webinars/register", { guest: guest(true) }))).toBe("/webinars");
    expect(hrefOf(ctx("/webinars/search-school", { guest: guest(false) }))).toBe("/webinars/users/update");
    expect(hrefOf(ctx("/webinars/forgot-password", { guest: guest(true) }))).toBe("/webinars");
  });

  it("browse the catalogue and are not partners elsewhere", () => {
    expect(hrefOf(ctx("/webinars/categories/4/events/2", { guest: guest(false) }))).toBeNull();
    expect(hrefOf(ctx("/dashboard", { guest: guest(true) }))).toBe("/sign-in?redirect_to=%2Fdashboard");
    expect(hrefOf(ctx("/sign-in", { guest: guest(true) }))).toBeNull();
  });

  it("give way to a signed-in partner, who sees the sign-up page with its notice", () => {
    expect(hrefOf(ctx("/webinars/register", { session: as("School"), guest: guest(true) }))).toBeNull();
    // A college rep sees the sign-up page too, told to sign out first (spec 3 §2); the rest of the area stays closed.
    expect(hrefOf(ctx("/webinars/register", { session: as("University") }))).toBeNull();
    expect(hrefOf(ctx("/webinars/search-school", { session: as("ApplicationClient") }))).toBeNull();
    expect(hrefOf(ctx("/webinars/users/update", { session: as("University") }))).toBe("/webinars");
    expect(hrefOf(ctx("/webinars/faq", { session: as("University") }))).toBe("/dashboard");
  });
});
