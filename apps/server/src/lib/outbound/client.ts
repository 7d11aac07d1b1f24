import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net, { type LookupFunction } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";
import type { Config } from "../../config.ts";
import { isAllowedAddress } from "./address-rule.ts";
import { outboundUrlProblem } from "./url-rule.ts";

export interface OutboundClientOptions {
  /** Plain http besides https (OUTBOUND_ALLOW_HTTP; never in production). */
  allowHttp: boolean;
  /** Exact addresses outside the public internet that may still be reached (OUTBOUND_ALLOW_ADDRESSES, canonical). */
  allowAddresses: readonly string[];
  /** The whole call, redirects included; every failure answers only once this much time has passed. */
  timeoutMs: number;
  /** How long one connection may take to open (at most timeoutMs). */
  connectTimeoutMs?: number;
  /** The largest answer body read; a longer one is a failure. */
  maxResponseBytes?: number;
  /** How many redirects a GET follows, each checked like the first address. */
  maxRedirects?: number;
  /** The resolver (tests pass a stub); its answers go through the address rule like the system's. */
  lookup?: LookupFunction;
  /** Where the reason of a failure is written (operators see it; the user never does). */
  log?: { info: (obj: object, msg: string) => void };
}

export interface OutboundRequest {
  /** WebDAV's methods too (CalDAV through tsdav: PROPFIND, REPORT, DELETE). */
  method?: "GET" | "HEAD" | "POST" | "PUT" | "DELETE" | "PROPFIND" | "REPORT" | "MKCALENDAR";
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** An answer, or a failure whose reason is for logs and tests only: callers say "could not be reached", nothing more. */
export type OutboundResult =
  | { ok: true; status: number; headers: http.IncomingHttpHeaders; body: Buffer; url: string }
  | { ok: false; reason: string };

export interface OutboundClient {
  request(target: string, init?: OutboundRequest): Promise<OutboundResult>;
}

class Refused extends Error {}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Headers that hold credentials: not sent on to another origin. */
const CREDENTIAL_HEADERS = ["authorization", "cookie", "proxy-authorization"];

/**
 * The one way Quad calls an address a user gave (decision 057). The name is resolved by the client and each
 * address checked against the address rule when the connection opens (the resolver's answer is the address
 * connected to, so a name that changes its answer, DNS rebinding, gains nothing), by our lookup and again by
 * request-filtering-agent; literal addresses are checked before connecting. Redirects are followed a bounded
 * number of times, each hop checked the same way. Short timeouts, a capped body, and every failure takes the
 * full timeout, so that a refused address, a name that does not resolve, a closed port and a silent one
 * cannot be told apart by what or when the caller answers.
 */
export function createOutboundClient(options: OutboundClientOptions): OutboundClient {
  const allowed = new Set(options.allowAddresses);
  const connectTimeoutMs = Math.min(options.connectTimeoutMs ?? 3000, options.timeoutMs);
  const maxBytes = options.maxResponseBytes ?? 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 3;
  const baseLookup = options.lookup ?? (dns.lookup as unknown as LookupFunction);

  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    baseLookup(hostname, lookupOptions, (err, address, family) => {
      if (err) return callback(err, address, family);
      const found = Array.isArray(address) ? address.map((a) => a.address) : [address];
      const refused = found.find((a) => !isAllowedAddress(a, allowed));
      if (refused !== undefined) return callback(new Refused(`${hostname} resolves to ${refused}`), "", 0);
      callback(null, address, family);
    });
  };
  const filter = { allowIPAddressList: [...allowed], keepAlive: false };
  const agents = { "http:": new RequestFilteringHttpAgent(filter), "https:": new RequestFilteringHttpsAgent(filter) };

  function hop(url: URL, init: OutboundRequest, deadline: number) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const secure = url.protocol === "https:";
      const req = (secure ? https : http).request(url, {
        method: init.method ?? "GET",
        headers: init.headers,
        agent: secure ? agents["https:"] : agents["http:"],
        lookup,
      });
      const total = setTimeout(() => req.destroy(new Error("no answer in time")), Math.max(0, deadline - Date.now()));
      req.on("close", () => clearTimeout(total));
      req.on("socket", (socket) => {
        if (!socket.connecting) return;
        const opening = setTimeout(() => req.destroy(new Error("connection not opened in time")), connectTimeoutMs);
        socket.once("connect", () => clearTimeout(opening));
        socket.once("close", () => clearTimeout(opening));
      });
      req.on("error", reject);
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) req.destroy(new Error(`answer larger than ${maxBytes} bytes`));
          else chunks.push(chunk);
        });
        res.on("error", reject);
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.end(init.body);
    });
  }

  async function attempt(target: string, init: OutboundRequest, deadline: number): Promise<OutboundResult> {
    let url = target;
    let headers = { "user-agent": "Quad", ...init.headers };
    for (let redirects = 0; ; redirects += 1) {
      const problem = outboundUrlProblem(url, options.allowHttp);
      if (problem) return { ok: false, reason: `address not allowed (${problem})` };
      const parsed = new URL(url);
      const host = parsed.hostname.replace(/^\[(.*)\]$/, "$1");
      if (net.isIP(host) !== 0 && !isAllowedAddress(host, allowed)) return { ok: false, reason: `${host} refused` };
      const answer = await hop(parsed, { ...init, headers }, deadline);
      const location = answer.headers.location;
      const follows = (init.method ?? "GET") === "GET" || init.method === "HEAD";
      if (!REDIRECTS.has(answer.status) || !location || !follows || redirects >= maxRedirects) {
        return { ok: true, ...answer, url };
      }
      const next = new URL(location, parsed);
      if (next.origin !== parsed.origin) {
        headers = Object.fromEntries(
          Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.includes(name.toLowerCase())),
        ) as typeof headers;
      }
      url = next.href;
    }
  }

  return {
    async request(target, init = {}) {
      const deadline = Date.now() + options.timeoutMs;
      let result: OutboundResult;
      try {
        result = await attempt(target, init, deadline);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        result = {
          ok: false,
          reason: [code, err instanceof Error ? err.message : String(err)].filter(Boolean).join(" "),
        };
      }
      if (!result.ok) {
        options.log?.info({ host: hostOf(target), reason: result.reason }, "outbound request failed");
        await sleep(Math.max(0, deadline - Date.now()));
      }
      return result;
    },
  };
}

/** The host of an address, for logs (never its path or query, which may hold a token). */
function hostOf(target: string): string {
  try {
    return new URL(target).host;
  } catch {
    return "(not a URL)";
  }
}

/** The app's client, from its configuration (OUTBOUND_*). */
export function outboundClientOf(config: Config, log?: OutboundClientOptions["log"]): OutboundClient {
  return createOutboundClient({
    allowHttp: config.OUTBOUND_ALLOW_HTTP,
    allowAddresses: config.OUTBOUND_ALLOW_ADDRESSES,
    timeoutMs: config.OUTBOUND_TIMEOUT_MS,
    log,
  });
}
