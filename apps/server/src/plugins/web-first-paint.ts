import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * The server's first paint of the public pages (issue 28, decision 121): the web app's own render module
 * (apps/web/dist-ssr/render.js, built beside dist/) draws the sign-in page, the webinar home and session pages and a
 * school's booking page into index.html, its API calls answered by this server in process. Anything it does not
 * draw (other pages, a signed-in reader, a failed answer, an error, a draw slower than DRAW_TIMEOUT_MS) gets the
 * plain index.html, which the app draws in the browser as before.
 */

interface RenderModule {
  drawable(path: string): boolean;
  render(request: {
    url: string;
    origin: string;
    cookie?: string;
    fetch: typeof fetch;
    manifest: unknown;
    template: string;
  }): Promise<string | null>;
}

/** Answers an HTML request for an app page: the drawn page, or null for the plain index.html. */
export type FirstPaint = (request: FastifyRequest) => Promise<string | null>;

const DRAW_TIMEOUT_MS = 1500;

/** The app's API, answered in this process (no socket, no second trip through the proxy). */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://quad.local");
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await app.inject({
      method: (init?.method ?? "GET") as "GET",
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === "string" ? init.body : undefined,
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: out,
    });
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/** Loads the render module beside the web build; null (and a warning) when it was not built. */
export async function loadFirstPaint(
  app: FastifyInstance,
  opts: { dist: string; template: string; appUrl: string },
): Promise<FirstPaint | null> {
  const { dist, template } = opts;
  // The app's own address (APP_URL, as in its mails), not the request's Host header, for the links a page draws.
  const origin = new URL(opts.appUrl).origin;
  const modulePath = path.join(dist, "..", "dist-ssr", "render.js");
  const manifestPath = path.join(dist, ".vite", "manifest.json");
  if (!fs.existsSync(modulePath) || !fs.existsSync(manifestPath)) {
    app.log.warn({ modulePath }, "web render module not built: pages are drawn in the browser only");
    return null;
  }
  const manifest: unknown = JSON.parse(fs.readFileSync(manifestPath, "utf8"));
  // Loaded at start (a few hundred ms, off the first visitor's request); a module that fails to load draws nothing.
  const loaded = (import(pathToFileURL(modulePath).href) as Promise<RenderModule>).catch((err: unknown) => {
    app.log.error({ err, modulePath }, "web render module failed to load: pages are drawn in the browser only");
    return null;
  });
  const fetchInProcess = inProcessFetch(app);
  return async (request) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const mod = await loaded;
    if (!mod?.drawable(pathname)) return null;
    try {
      const page = await withTimeout(
        mod.render({
          url: request.url,
          origin,
          cookie: request.headers.cookie,
          fetch: fetchInProcess,
          manifest,
          template,
        }),
        DRAW_TIMEOUT_MS,
      );
      return page;
    } catch (err) {
      request.log.error({ err, url: request.url }, "first paint failed; the browser draws the page");
      return null;
    }
  };
}

/**
 * Sends a drawn page, compressed when the browser accepts it (br, else gzip): it is tens of kilobytes of markup on a
 * phone's slow link. It varies with the hint cookies and the encoding.
 */
export function sendDrawn(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  reply.header("vary", "cookie, accept-encoding");
  const encoding = negotiate(request.headers["accept-encoding"] ?? "", ["br", "gzip"]);
  if (encoding === "br") {
    const body = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header("content-encoding", "br").send(body);
  }
  if (encoding === "gzip") return reply.header("content-encoding", "gzip").send(zlib.gzipSync(html));
  return reply.send(html);
}
