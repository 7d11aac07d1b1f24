/**
 * What crawlers may index: the public entry pages only. Everything else is the signed-in app, a page
 * reached from a mailed link (reset, validation, cancellation: they carry tokens), the API or the dev
 * mailbox. Pages are allowed one by one, so a new screen stays out of search engines until it is listed.
 */
export const INDEXABLE_PAGES = [
  "/",
  "/sign-in",
  "/search-school",
  "/search-university",
  "/register-school",
  "/register-university",
  "/privacy-policy",
  "/cookies-policy",
] as const;

/** The server's /robots.txt: each indexable page exactly (`$`: not its query-string variants), nothing else. */
export function robotsTxt(): string {
  return [
    "# Quad: only the public pages are for search engines; the signed-in app, mailed links and the API are not.",
    "User-agent: *",
    ...INDEXABLE_PAGES.map((page) => `Allow: ${page}$`),
    "Disallow: /api/",
    "Disallow: /dev/",
    "Disallow: /",
    "",
  ].join("\n");
}
