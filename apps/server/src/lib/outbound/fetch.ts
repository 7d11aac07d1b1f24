import type { OutboundClient, OutboundRequest } from "./client.ts";

/** A request body as the outbound client sends it: text as it is, bytes and forms as bytes or text. */
async function bodyOf(body: RequestInit["body"]): Promise<string | Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(new Uint8Array(body));
  return Buffer.from(await new Response(body).arrayBuffer());
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PROPFIND", "REPORT", "MKCALENDAR"]);

/**
 * The guarded outbound client as a `fetch`, for libraries that take one (tsdav, openid-client): every request a library makes
 * to an address a user typed goes through the same rules (decision 057). A refused or failed request is a
 * network error (a TypeError, as fetch throws), its reason only in the client's log.
 */
export function guardedFetch(client: OutboundClient): typeof fetch {
  return async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? "GET").toUpperCase();
    if (!METHODS.has(method)) throw new TypeError(`method ${method} not allowed`);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const result = await client.request(url, {
      method: method as NonNullable<OutboundRequest["method"]>,
      headers,
      body: await bodyOf(init?.body),
    });
    if (!result.ok) throw new TypeError("fetch failed");
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(result.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) answerHeaders.append(name, v);
    }
    const empty = result.status === 204 || result.status === 304 || method === "HEAD";
    return new Response(empty ? null : new Uint8Array(result.body), {
      status: result.status,
      headers: answerHeaders,
    });
  };
}
