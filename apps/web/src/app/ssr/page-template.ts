import type { Locale } from "@quad/contract/rules/constants";
import { attribute } from "./page-assets";

/** What a drawn page puts into index.html. */
export interface DrawnParts {
  locale: Locale;
  /** Into `<head>`: the page's own stylesheets. */
  styles: string;
  /** The page's scripts beyond the entry's (addresses). */
  scripts: string[];
  /** Into `<div id="root">`. */
  html: string;
  /** After the root (the state script). */
  state: string;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The built index.html with a drawn page in it: its language, its stylesheets, its markup in #root and its state
 * after it. The page needs no script to be read, so none is fetched before it is painted: the entry's script tag and
 * preloads give way to /start-after-paint.js (public/), which after the first paint preloads the entry's and the
 * page's scripts together and starts the app, evaluating the entry's own chunks (data-stages: its preloads in
 * index.html) one task each, so that no one task evaluates the whole app. Null when the template is not the one
 * this expects (the browser then draws the page alone).
 */
export function fillTemplate(template: string, parts: DrawnParts): string | null {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry || !template.includes('<div id="root"></div>') || !template.includes("</head>")) return null;
  const preloads = [...template.matchAll(PRELOAD)].map((m) => m[1] ?? "");
  const scripts = [...new Set([entry, ...preloads, ...parts.scripts])].filter(Boolean);
  const start =
    `<script src="/start-after-paint.js" data-entry="${attribute(entry)}" data-stages="${attribute(preloads.join(" "))}" ` +
    `data-preload="${attribute(scripts.join(" "))}" defer></script>`;
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${parts.locale}"`)
    .replace(PRELOAD, "")
    .replace(ENTRY_SCRIPT, () => start)
    .replace("</head>", () => `${parts.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${parts.html}</div>${parts.state}`);
}
