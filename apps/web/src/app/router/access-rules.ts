import type { InstituteType } from "@quad/contract/rules/constants";
import { NAV_ITEM_TYPES, NAV_SECTIONS } from "./nav-sections";
import {
  ALLOWED_AREAS,
  EVENTS_LIST_PATH,
  HOME_PATH,
  SIGN_IN_PATH,
  WEBINAR_PROFILE_PATH,
  WEBINARS_HOME_PATH,
} from "./partner-areas";
import { ROUTES } from "./route-table";
import type { Area, RouteEntry } from "./route-types";

/** Pure decision logic over the route table (spec 1 §2 "Route groups and redirects", §6). */

export type Device = "desktop" | "tablet" | "mobile";

/** What the guards need to know about the visitor; null when signed out. */
export interface SessionFacts {
  instituteType: InstituteType;
  requiredFieldsFilled: boolean;
}

/** A signed-in webinar guest (student, parent, counsellor): accounts separate from partner staff. */
export interface GuestFacts {
  requiredFieldsFilled: boolean;
}

export interface NavigationContext {
  /** Path name, e.g. "/events/12". */
  path: string;
  /** Raw query string with or without the leading "?" ("" when none). */
  search: string;
  session: SessionFacts | null;
  /** The webinar guest signed in on this browser, if any (partner sessions take precedence). */
  guest?: GuestFacts | null;
  device: Device;
  /** app_config.public_site_url; a signed-out visitor on "/" goes there when set. */
  publicSiteUrl?: string | null;
}

export type RedirectTarget =
  | {
      kind: "internal";
      href: string /** the address is not for the visitor's institution type */;
      notForType?: boolean;
    }
  | { kind: "external"; href: string };

const internal = (href: string): RedirectTarget => ({ kind: "internal", href });

export function normalizePath(path: string): string {
  const clean = `/${path.split("/").filter(Boolean).join("/")}`;
  return clean;
}

function segmentsOf(path: string): string[] {
  return path.split("/").filter(Boolean);
}

/** Specificity: static segments outrank dynamic ones at the same position. */
function rank(entry: RouteEntry): number[] {
  return segmentsOf(entry.path).map((s) => (s.startsWith("$") ? 1 : 2));
}

function compareRank(a: RouteEntry, b: RouteEntry): number {
  const ra = rank(a);
  const rb = rank(b);
  for (let i = 0; i < Math.max(ra.length, rb.length); i += 1) {
    const d = (rb[i] ?? 0) - (ra[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

const RANKED = [...ROUTES].sort(compareRank);

/** The table entry a path belongs to, or undefined for an unknown path. */
export function matchRoute(path: string): RouteEntry | undefined {
  const parts = segmentsOf(path);
  return RANKED.find((entry) => {
    const pattern = segmentsOf(entry.path);
    if (pattern.length !== parts.length) return false;
    return pattern.every((seg, i) => seg.startsWith("$") || seg === parts[i]);
  });
}

export function findRouteById(id: string): RouteEntry | undefined {
  return ROUTES.find((r) => r.id === id);
}

export function mayReachArea(type: InstituteType, area: Area): boolean {
  return ALLOWED_AREAS[type].includes(area);
}

/** Whether a signed-in partner of this type may open the path (unknown paths: no). */
export function mayReachPath(type: InstituteType, path: string): boolean {
  const entry = matchRoute(normalizePath(path));
  if (!entry) return false;
  if (entry.group === "authenticated" || entry.group === "webinars") {
    return entry.area !== undefined && mayReachArea(type, entry.area);
  }
  return entry.signedIn !== "home";
}

export function homePath(type: InstituteType): string {
  return HOME_PATH[type];
}

/** Where a signed-in user landing on a public route goes (spec 1 §2, in the spec's order). */
export function homeFor(path: string, session: SessionFacts, device: Device): string {
  if (device === "mobile" || device === "tablet") return EVENTS_LIST_PATH[session.instituteType];
  const first = segmentsOf(path)[0] ?? "";
  if (first.includes("web") && mayReachArea(session.instituteType, "webinars")) {
    return session.requiredFieldsFilled ? WEBINARS_HOME_PATH : WEBINAR_PROFILE_PATH;
  }
  return HOME_PATH[session.instituteType];
}

/** A signed-in guest's home in the webinar area (spec 3 §4): the profile until its required fields are filled. */
export function guestHome(guest: GuestFacts): string {
  return guest.requiredFieldsFilled ? WEBINARS_HOME_PATH : WEBINAR_PROFILE_PATH;
}

/** A redirect target must stay on this site: a path starting with one "/". */
export function isSafeInternalPath(target: string): boolean {
  return target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\");
}

function withQuery(path: string, params: URLSearchParams): string {
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${qs}`;
}

function queryOf(search: string): string {
  const qs = search.startsWith("?") ? search.slice(1) : search;
  return qs ? `?${qs}` : "";
}

/** One redirect step for a navigation, or null when the visitor may stay. */
export function resolveRedirect(ctx: NavigationContext): RedirectTarget | null {
  const path = normalizePath(ctx.path);
  const query = queryOf(ctx.search);
  const entry = matchRoute(path);
  const { session } = ctx;

  if (!entry) return internal(`${SIGN_IN_PATH}${query}`);

  if (entry.group === "authenticated") {
    if (!session) return internal(`${SIGN_IN_PATH}?redirect_to=${encodeURIComponent(`${path}${query}`)}`);
    if (!entry.area || !mayReachArea(session.instituteType, entry.area))
      return { kind: "internal", href: homePath(session.instituteType), notForType: true };
    if (entry.forwardTo) return internal(`${entry.forwardTo}${query}`);
    return null;
  }

  const guest = session ? null : (ctx.guest ?? null);
  if (entry.group === "webinars") {
    const allowed = guest !== null || (session !== null && mayReachArea(session.instituteType, "webinars"));
    if (entry.restricted && !allowed) return internal(`${WEBINARS_HOME_PATH}${query}`);
    if (session && !allowed && !entry.openToPartners) return internal(homePath(session.instituteType));
    if (guest && entry.signedIn === "home") return internal(guestHome(guest));
    return null;
  }
  if (guest && entry.signedIn === "home" && (segmentsOf(path)[0] ?? "").includes("web")) {
    return internal(guestHome(guest));
  }

  // sso, public and auth groups.
  if (session) {
    const params = new URLSearchParams(query);
    const redirectTo = params.get("redirect_to");
    if (redirectTo && isSafeInternalPath(redirectTo)) {
      params.delete("redirect_to");
      return internal(withQuery(redirectTo, params));
    }
    if (entry.signedIn === "home") return internal(homeFor(path, session, ctx.device));
    return null;
  }
  if (entry.signedOut === "signIn") {
    return internal(`${SIGN_IN_PATH}?redirect_to=${encodeURIComponent(`${path}${query}`)}`);
  }
  // A visitor on "/" goes to the public site when one is configured, else stays on Quad's own front page.
  if (segmentsOf(path).length === 0 && ctx.publicSiteUrl) return { kind: "external", href: ctx.publicSiteUrl };
  return null;
}

/** Follows redirects until the visitor may stay; null when no redirect is needed at all. */
export function resolveNavigation(ctx: NavigationContext): RedirectTarget | null {
  let target = resolveRedirect(ctx);
  if (!target) return null;
  for (let hop = 0; hop < 8 && target.kind === "internal"; hop += 1) {
    const url = new URL(target.href, "http://quad.local");
    const next = resolveRedirect({ ...ctx, path: url.pathname, search: url.search });
    if (!next) return target;
    target =
      target.kind === "internal" && target.notForType && next.kind === "internal"
        ? { ...next, notForType: true }
        : next;
  }
  return target;
}

/**
 * Navigation items a partner type sees, grouped by section. One visits list per type: those who have
 * /events-list (University, ApplicationClient) see it instead of /events, which stays reachable.
 * No item opens a screen with no way forward (issue 24 §5, decision 076): an area still shown as its empty
 * state (calendar sync, insights, prospect and engage) stays reachable by its address but is not offered.
 */
export function navigationFor(type: InstituteType): { id: string; items: RouteEntry[] }[] {
  const hasEventsList = mayReachPath(type, "/events-list");
  return NAV_SECTIONS.map((section) => ({
    id: section.id,
    items: section.items
      .filter((id) => !(id === "events" && hasEventsList))
      .filter((id) => NAV_ITEM_TYPES[id]?.includes(type) ?? true)
      .map((id) => findRouteById(id))
      .filter((r): r is RouteEntry => r !== undefined && r.screen !== "areaEmptyState" && mayReachPath(type, r.path)),
  })).filter((section) => section.items.length > 0);
}

/** The navigation item to mark current: the longest item path the address is at or below. */
export function activeNavPath(pathname: string, itemPaths: readonly string[]): string | null {
  let best: string | null = null;
  for (const path of itemPaths) {
    const within = pathname === path || pathname.startsWith(`${path}/`);
    if (within && (best === null || path.length > best.length)) best = path;
  }
  return best;
}

/**
 * The navigation item to mark current for a partner type. Types that see /events-list instead of /events
 * (University, ApplicationClient) still reach /events and its visits: those mark the visits list.
 */
export function currentNavPath(type: InstituteType, pathname: string): string | null {
  const items = navigationFor(type).flatMap((s) => s.items.map((i) => i.path));
  const found = activeNavPath(pathname, items);
  if (found || !items.includes("/events-list")) return found;
  return activeNavPath(pathname, ["/events"]) ? "/events-list" : null;
}

/** Path of the user-menu "School or College Details" item, or null when the type may not reach it. */
export function detailsPathFor(type: InstituteType): string | null {
  const path = type === "School" ? "/school-details" : "/university-details";
  return mayReachPath(type, path) ? path : null;
}

/** Device class from the user agent (phones and tablets open the events list). */
export function detectDevice(userAgent: string, maxTouchPoints = 0): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent)) return "tablet";
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return "tablet";
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "mobile";
  return "desktop";
}
