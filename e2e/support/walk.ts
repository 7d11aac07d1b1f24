import type { Page } from "@playwright/test";
import type { InstituteType } from "@quad/contract/rules/constants";
import { ALLOWED_AREAS } from "../../apps/web/src/app/router/partner-areas.ts";
import { ROUTES } from "../../apps/web/src/app/router/route-table.ts";
import type { RouteEntry } from "../../apps/web/src/app/router/route-types.ts";

/**
 * The walk over every route of every role (issue 24 §6): which routes of the web app's route table each role opens,
 * real addresses for the routes with ids (taken from links the walk met on the pages before), and what a page must
 * hold at a phone's width.
 */

/** Who walks: a visitor, a signed-in webinar guest, or a signed-in partner of a type. */
export type Walker = "visitor" | "guest" | InstituteType;

/**
 * The routes a walker opens: a visitor every public, auth and open webinar route; a guest the webinar area; a partner
 * its authenticated areas, the webinar area when its type has it, and the public pages it stays on (in the shell).
 * Routes that only forward somewhere else, and pages that send the walker home, are left out (home is walked).
 */
export function routesOf(walker: Walker): RouteEntry[] {
  const routes = ROUTES.filter((r) => {
    if (r.forwardTo) return false;
    if (walker === "visitor") return r.group !== "authenticated" && !r.restricted;
    if (walker === "guest") return r.group === "webinars" && r.signedIn !== "home";
    const allowed = ALLOWED_AREAS[walker];
    if (r.group === "authenticated") return r.area !== undefined && allowed.includes(r.area);
    if (r.group === "webinars") return allowed.includes("webinars") && r.signedIn !== "home";
    return r.group === "public" && r.signedIn === "allow";
  });
  // Fixed addresses first, then addresses with ids (fewer segments first), so their links have been met.
  const dynamic = (r: RouteEntry) => r.path.includes("$");
  return [...routes.filter((r) => !dynamic(r)), ...routes.filter(dynamic).sort((a, b) => depth(a) - depth(b))];
}

const depth = (r: RouteEntry) => r.path.split("/").length;

function patternOf(r: RouteEntry): RegExp {
  const source = r.path
    .split("/")
    .map((s) => (s.startsWith("$") ? "(\\d+)" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`);
}

/**
 * A real address for a route: the route itself when it has no id; else the first link met that matches it; else,
 * for a route whose screen takes any id (an area's empty state), id 1; else null (not reachable by a link).
 */
export function addressOf(r: RouteEntry, seen: Iterable<string>): string | null {
  if (!r.path.includes("$")) return r.path;
  const pattern = patternOf(r);
  for (const path of seen) if (pattern.test(path)) return path;
  return r.screen === "areaEmptyState" ? r.path.replace(/\$\w+/g, "1") : null;
}

/** The paths of the same-origin links on the page. */
export async function linksOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
      .map((a) => new URL(a.href, location.href))
      .filter((u) => u.origin === location.origin)
      .map((u) => u.pathname),
  );
}

/**
 * What is wider than the screen: the page itself when it scrolls sideways, and every element whose right edge is
 * past the viewport without an ancestor that holds its overflow (a scrolling table's wrapper, a clipped box): those
 * are the ones a user sees cut off or has to pan to. At most 8, each named by tag, classes, text and right edge.
 */
export async function overflowOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > width) found.push(`the page is ${root.scrollWidth}px wide on a ${width}px screen`);
    const held = (el: Element): boolean => {
      // The body and the root do not count: content they cut off is cut off for the reader too.
      for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
        const overflow = getComputedStyle(p).overflowX;
        if (overflow !== "visible") return true;
      }
      return false;
    };
    const name = (el: Element, right: number) => {
      const classes = [...el.classList].slice(0, 3).join(".");
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
      return `<${el.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> "${text}" ends at ${Math.round(right)}px`;
    };
    for (const el of document.body.querySelectorAll("*")) {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1 || rect.right <= width + 0.5) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "contents") continue;
      if (held(el)) continue;
      found.push(name(el, rect.right));
      if (found.length >= 8) break;
    }
    return found;
  });
}
