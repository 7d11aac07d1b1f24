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

/**
 * The app's pages and uploaded files (a brochure opens in the browser's PDF viewer) get `pageOptions`;
 * the partner API's data (`/api/v1/…`) the API set and no caching.
 */
export function registerSecurityHeaders(app: ZodApp, pageOptions: HelmetOptions) {
  const page = Object.entries(helmetHeaders(pageOptions));
  const api = [...Object.entries(helmetHeaders(API_HELMET)), ["cache-control", "no-store"]];
  app.addHook("onRequest", (request, reply, done) => {
    const isData = request.url.startsWith("/api/v1/") && !request.url.startsWith("/api/v1/partners/files/");
    const headers = isData ? api : page;
    for (const [name, value] of headers) reply.raw.setHeader(name as string, value as string);
    done();
  });
}
