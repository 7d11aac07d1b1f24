import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeZoomAccount {
  id: string;
  email: string;
}

export interface FakeZoomMeeting {
  id: number;
  topic: string;
  start_time: string;
  duration: number;
  timezone: string;
  agenda?: string;
  join_url: string;
  owner: string;
}

/**
 * Zoom's OAuth and REST endpoints on a loopback port, as Quad uses them (no real Zoom can run in a test):
 * `/oauth/authorize` (approves at once for `account`, redirecting to the given redirect_uri with a code),
 * `/oauth/token` (HTTP Basic client authentication; authorization_code and refresh_token grants, refresh tokens
 * rotate and a used one is refused with invalid_grant), `/v2/users/me`, `/v2/users/me/meetings` and
 * `/v2/meetings/{id}` (Bearer access tokens; an expired one is a 401 as Zoom answers it).
 * Switches: `down` (every call a 503), `expireAccessTokens()`, `revokeGrants()`.
 */
export async function startFakeZoom(opts: { clientId: string; clientSecret: string; account: FakeZoomAccount }) {
  const codes = new Map<string, { account: FakeZoomAccount; redirectUri: string }>();
  const access = new Map<string, FakeZoomAccount>();
  const refresh = new Map<string, FakeZoomAccount>();
  const meetings = new Map<number, FakeZoomMeeting>();
  const calls: { method: string; path: string }[] = [];
  let nextMeeting = 81_000_000_000;
  const state = { down: false, account: opts.account, expiresIn: 3600 };

  const token = () => randomBytes(18).toString("base64url");
  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { "content-type": "application/json" });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let raw = "";
      req.on("data", (c: Buffer) => {
        raw += c.toString("utf8");
      });
      req.on("end", () => resolve(raw));
    });

  function issue(account: FakeZoomAccount) {
    const pair = { access_token: token(), refresh_token: token() };
    access.set(pair.access_token, account);
    refresh.set(pair.refresh_token, account);
    return { ...pair, token_type: "bearer", expires_in: state.expiresIn, scope: "meeting:write user:read" };
  }

  async function tokenEndpoint(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    const basic = Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString("base64");
    if (req.headers.authorization !== `Basic ${basic}`)
      return send(res, 401, { reason: "Invalid client_id or client_secret", error: "invalid_client" });
    if (form.get("grant_type") === "authorization_code") {
      const grant = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      if (!grant || grant.redirectUri !== form.get("redirect_uri"))
        return send(res, 400, { reason: "Invalid authorization code", error: "invalid_grant" });
      return send(res, 200, issue(grant.account));
    }
    if (form.get("grant_type") === "refresh_token") {
      const account = refresh.get(form.get("refresh_token") ?? "");
      refresh.delete(form.get("refresh_token") ?? "");
      if (!account) return send(res, 400, { reason: "Invalid Token!", error: "invalid_grant" });
      return send(res, 200, issue(account));
    }
    return send(res, 400, { error: "unsupported_grant_type" });
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    const account = access.get((req.headers.authorization ?? "").replace(/^Bearer /, ""));
    if (!account) return send(res, 401, { code: 124, message: "Access token is expired." });
    if (req.method === "GET" && path === "/v2/users/me")
      return send(res, 200, { id: account.id, email: account.email, type: 2 });
    if (req.method === "POST" && path === "/v2/users/me/meetings") {
      const body = JSON.parse((await readBody(req)) || "{}") as Omit<FakeZoomMeeting, "id" | "join_url" | "owner">;
      nextMeeting += 1;
      const meeting = {
        ...body,
        id: nextMeeting,
        owner: account.id,
        join_url: `https://zoom.example.test/j/${nextMeeting}`,
      };
      meetings.set(meeting.id, meeting);
      return send(res, 201, meeting);
    }
    const deleting = /^\/v2\/meetings\/(\d+)$/.exec(path);
    if (req.method === "DELETE" && deleting) {
      const gone = meetings.delete(Number(deleting[1]));
      return gone ? send(res, 204) : send(res, 404, { code: 3001, message: "Meeting does not exist" });
    }
    return send(res, 404, { code: 404, message: "Not found" });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    calls.push({ method: req.method ?? "GET", path: url.pathname });
    if (state.down) return send(res, 503, { message: "Service Unavailable" });
    if (req.method === "GET" && url.pathname === "/oauth/authorize") {
      const code = token();
      const redirectUri = url.searchParams.get("redirect_uri") ?? "";
      codes.set(code, { account: state.account, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === "POST" && url.pathname === "/oauth/token") return void tokenEndpoint(req, res);
    if (url.pathname.startsWith("/v2/")) return void api(req, res, url.pathname);
    return send(res, 404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    authorizeUrl: `${base}/oauth/authorize`,
    tokenUrl: `${base}/oauth/token`,
    apiUrl: `${base}/v2`,
    state,
    meetings,
    calls,
    /** A one-time authorisation code for the account, as Zoom's consent screen would give (redirect_uri must match). */
    grant(redirectUri: string, account: FakeZoomAccount = state.account): string {
      const code = token();
      codes.set(code, { account, redirectUri });
      return code;
    },
    expireAccessTokens: () => access.clear(),
    revokeGrants: () => {
      access.clear();
      refresh.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeZoom = Awaited<ReturnType<typeof startFakeZoom>>;
