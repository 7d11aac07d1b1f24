import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, LookupFunction } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboundClient, type OutboundClientOptions } from "./client.ts";

// Every request here goes to loopback only (127.0.0.0/8, ::1): refusals are proven by the servers seeing nothing.

interface Target {
  server: Server;
  port: number;
  connections: number;
  seen: { path: string; authorization: string | undefined }[];
}

const targets: Target[] = [];
const hanging: ServerResponse[] = [];

async function listen(host: string, handler?: (req: IncomingMessage, res: ServerResponse) => void): Promise<Target> {
  const target: Target = { server: createServer(), port: 0, connections: 0, seen: [] };
  target.server.on("connection", () => {
    target.connections += 1;
  });
  target.server.on("request", (req, res) => {
    target.seen.push({ path: req.url ?? "", authorization: req.headers.authorization });
    if (handler) return handler(req, res);
    res.writeHead(200, { "content-type": "text/plain" }).end("hello");
  });
  await new Promise<void>((r) => target.server.listen(0, host, r));
  target.port = (target.server.address() as AddressInfo).port;
  targets.push(target);
  return target;
}

/** Both stacks ("::" takes IPv4 too): whichever form an address is written in, a connection would be counted. */
let local: Target;
/** On 127.0.0.1: redirects to wherever `?to=` says, /loop to itself, /big answers 2 MB, /slow never answers. */
let redirector: Target;
/** On 127.0.0.2, an address the allow-list below does not name. */
let elsewhere: Target;
/** Another port on 127.0.0.1, a different origin. */
let sibling: Target;

beforeAll(async () => {
  local = await listen("::");
  elsewhere = await listen("127.0.0.2");
  sibling = await listen("127.0.0.1");
  redirector = await listen("127.0.0.1", (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/to") res.writeHead(302, { location: url.searchParams.get("to") ?? "/" }).end();
    else if (url.pathname === "/loop") res.writeHead(302, { location: "/loop" }).end();
    else if (url.pathname === "/big") res.writeHead(200).end(Buffer.alloc(2 * 1024 * 1024, 97));
    else if (url.pathname === "/slow") hanging.push(res);
    else res.writeHead(200).end("redirected here");
  });
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  for (const t of targets) {
    t.server.closeAllConnections();
    await new Promise<void>((r) => t.server.close(() => r()));
  }
});

const TIMEOUT = 400;
const client = (extra: Partial<OutboundClientOptions> = {}) =>
  createOutboundClient({ allowHttp: true, allowAddresses: [], timeoutMs: TIMEOUT, ...extra });

/** A resolver that answers every name with the given address (in the shape the caller asked for). */
function stubLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

describe("with no address allowed, every loopback form is refused before a connection opens", () => {
  const forms: [string, () => string, Partial<OutboundClientOptions>?][] = [
    ["127.0.0.1", () => `http://127.0.0.1:${local.port}/`],
    ["127.1", () => `http://127.1:${local.port}/`],
    ["2130706433", () => `http://2130706433:${local.port}/`],
    ["0x7f.1", () => `http://0x7f.1:${local.port}/`],
    ["[::1]", () => `http://[::1]:${local.port}/`],
    ["[::ffff:127.0.0.1]", () => `http://[::ffff:127.0.0.1]:${local.port}/`],
    ["[0:0:0:0:0:0:0:1]", () => `http://[0:0:0:0:0:0:0:1]:${local.port}/`],
    ["localhost", () => `http://localhost:${local.port}/`],
    ["localhost.", () => `http://localhost.:${local.port}/`],
    [
      "a name resolved to 127.0.0.1",
      () => `http://crm.example.test:${local.port}/`,
      { lookup: stubLookup("127.0.0.1", 4) },
    ],
    ["a name resolved to ::1", () => `http://crm.example.test:${local.port}/`, { lookup: stubLookup("::1", 6) }],
    [
      "a name resolved to ::ffff:127.0.0.1",
      () => `http://crm.example.test:${local.port}/`,
      { lookup: stubLookup("::ffff:127.0.0.1", 6) },
    ],
  ];

  it.each(forms)("%s", async (_name, url, extra) => {
    const before = local.connections;
    const started = Date.now();
    const result = await client(extra).request(url());
    expect(result.ok).toBe(false);
    expect(local.connections).toBe(before);
    // A refusal takes the full timeout, like a silent port.
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT - 5);
  });
});

describe("with the test allow-list (127.0.0.1)", () => {
  const allowing = (extra: Partial<OutboundClientOptions> = {}) => client({ allowAddresses: ["127.0.0.1"], ...extra });

  it("makes a real call to an allowed address, by address or by a name resolving to it", async () => {
    const direct = await allowing().request(`http://127.0.0.1:${sibling.port}/ping`, {
      headers: { authorization: "Basic x" },
    });
    expect(direct).toMatchObject({ ok: true, status: 200 });
    expect(direct.ok && direct.body.toString()).toBe("hello");
    expect(sibling.seen.at(-1)).toEqual({ path: "/ping", authorization: "Basic x" });
    const named = await allowing({ lookup: stubLookup("127.0.0.1", 4) }).request(
      `http://crm.example.test:${sibling.port}/named`,
    );
    expect(named).toMatchObject({ ok: true, status: 200 });
  });

  it("still refuses every other loopback address, and http when it is not allowed", async () => {
    const before = local.connections + elsewhere.connections;
    expect((await allowing().request(`http://[::1]:${local.port}/`)).ok).toBe(false);
    expect((await allowing().request(`http://[::ffff:127.0.0.1]:${local.port}/`)).ok).toBe(false);
    expect((await allowing().request(`http://127.0.0.2:${elsewhere.port}/`)).ok).toBe(false);
    expect(
      (await allowing({ lookup: stubLookup("::1", 6) }).request(`http://crm.example.test:${local.port}/`)).ok,
    ).toBe(false);
    expect(local.connections + elsewhere.connections).toBe(before);
    const siblingBefore = sibling.connections;
    const https = allowing({ allowHttp: false });
    expect(await https.request(`http://127.0.0.1:${sibling.port}/`)).toMatchObject({ ok: false });
    expect(sibling.connections).toBe(siblingBefore);
  });

  it("checks every redirect again: a hop to a refused loopback address is not made", async () => {
    const before = elsewhere.connections + local.connections;
    for (const to of [`http://127.0.0.2:${elsewhere.port}/`, `http://[::1]:${local.port}/`]) {
      const url = `http://127.0.0.1:${redirector.port}/to?to=${encodeURIComponent(to)}`;
      expect((await allowing().request(url)).ok, to).toBe(false);
    }
    expect(elsewhere.connections + local.connections).toBe(before);
  });

  it("follows allowed redirects a bounded number of times, without credentials to another origin", async () => {
    const same = await allowing().request(`http://127.0.0.1:${redirector.port}/to?to=/done`);
    expect(same).toMatchObject({ ok: true, status: 200, url: `http://127.0.0.1:${redirector.port}/done` });
    const loop = await allowing().request(`http://127.0.0.1:${redirector.port}/loop`);
    expect(loop).toMatchObject({ ok: true, status: 302 });
    const away = `http://127.0.0.1:${sibling.port}/moved`;
    const moved = await allowing().request(`http://127.0.0.1:${redirector.port}/to?to=${encodeURIComponent(away)}`, {
      headers: { authorization: "Basic secret" },
    });
    expect(moved).toMatchObject({ ok: true, status: 200 });
    expect(sibling.seen.at(-1)).toEqual({ path: "/moved", authorization: undefined });
  });

  it("gives up on a body over the cap and on a silent server, after the full timeout", async () => {
    const big = await allowing({ maxResponseBytes: 1024 }).request(`http://127.0.0.1:${redirector.port}/big`);
    expect(big.ok).toBe(false);
    const started = Date.now();
    expect((await allowing().request(`http://127.0.0.1:${redirector.port}/slow`)).ok).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT - 5);
  });

  it("answers a closed port as late as a refused address and a name that does not resolve", async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((r) => closed.close(() => r()));
    const failing: LookupFunction = (hostname, _options, callback) =>
      callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), "", 0);
    const timings: number[] = [];
    for (const [url, extra] of [
      [`http://127.0.0.1:${port}/`, {}],
      [`http://127.0.0.2:${elsewhere.port}/`, {}],
      [`http://nowhere.example.test:${port}/`, { lookup: failing }],
    ] as const) {
      const started = Date.now();
      expect(await allowing(extra).request(url)).toMatchObject({ ok: false });
      timings.push(Date.now() - started);
    }
    for (const ms of timings) expect(ms).toBeGreaterThanOrEqual(TIMEOUT - 5);
    expect(Math.max(...timings) - Math.min(...timings)).toBeLessThan(150);
  });
});
