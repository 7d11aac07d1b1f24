import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import type { ZodApp } from "../app-context.ts";

/**
 * Helmet's headers, worked out once: with these options they are the same for every response, and
 * running helmet's middleware per request cost about a tenth of the CPU of a signed-in API call.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Headers of the app's pages. Framing: nobody (`frame-ancestors 'none'`, and X-Frame-Options DENY for
 * browsers that only read that one; helmet's default SAMEORIGIN said otherwise).
 */
const PAGE_HELMET: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  xFrameOptions: { action: "deny" },
};

/**
 * Browser features a page may use (Permissions-Policy). Quad is one single-page app: the policy sent with
 * the HTML document holds for the whole visit, whatever screen it moves to, so the check-in screen's QR
 * scanner (camera, and its muted preview started by script: autoplay) can only work if every page allows
 * them to this origin. Fullscreen stays with this origin (the browser's PDF viewer for brochures). Every
 * other powerful feature is off, for this origin too, so injected script could not reach it either.
 */
const PAGE_FEATURES = ["camera", "autoplay", "fullscreen"] as const;
const DENIED_FEATURES = [
  "accelerometer",
  "browsing-topics",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

/** A Permissions-Policy value: `self` features for this origin only, every `off` feature for nobody. */
export function permissionsPolicy(self: readonly string[], off: readonly string[]): string {
  return [...self.map((feature) => `${feature}=(self)`), ...off.map((feature) => `${feature}=()`)].join(", ");
}

/**
 * Headers of JSON API answers (OWASP REST security): nothing in them may run or be framed, sniffed or
 * cached; the browser-page headers (script policy, cross-origin isolation, legacy switches) are for
 * the app's pages, not for data.
 */
const API_HELMET: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: "same-origin" },
  originAgentCluster: false,
  referrerPolicy: { policy: "no-referrer" },
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: "deny" },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** Every header of a page (and of an uploaded file opened in the browser). */
export function pageHeaders(): Record<string, string> {
  return {
    ...helmetHeaders(PAGE_HELMET),
    "permissions-policy": permissionsPolicy(PAGE_FEATURES, DENIED_FEATURES),
  };
}

/** Every header of a JSON API answer: no feature for anything, and no caching. */
export function apiHeaders(): Record<string, string> {
  return {
    ...helmetHeaders(API_HELMET),
    "permissions-policy": permissionsPolicy([], [...PAGE_FEATURES, ...DENIED_FEATURES]),
    "cache-control": "no-store",
  };
}

/**
 * The app's pages and uploaded files (a brochure opens in the browser's PDF viewer) get the page headers;
 * the partner API's data (`/api/v1/…`) the API set.
 */
export function registerSecurityHeaders(app: ZodApp) {
  app.addHook("onRequest", (request, reply, done) => {
    setSecurityHeaders(request.url, reply.raw);
    done();
  });
}

const PAGE_HEADERS = Object.entries(pageHeaders());
const API_HEADERS = Object.entries(apiHeaders());

/** Sets the headers of an answer to this URL (also for answers given before routing, see plugins/errors.ts). */
export function setSecurityHeaders(url: string, response: Pick<ServerResponse, "setHeader">) {
  const isData = url.startsWith("/api/v1/") && !url.startsWith("/api/v1/partners/files/");
  for (const [name, value] of isData ? API_HEADERS : PAGE_HEADERS) response.setHeader(name, value);
}
