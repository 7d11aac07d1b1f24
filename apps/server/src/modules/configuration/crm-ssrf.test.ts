import { createServer, type Server } from "node:net";
import { MESSAGES } from "@quad/contract/rules/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";

// Issue 22 §1: the CRM connection test as a port scanner of Quad's own network. The guarded client's default
// configuration (https only, nothing outside the public internet allowed); every target is on loopback and
// each refusal is proven by the listener seeing no connection at all (decision 057).

let t: TestApp;
const API = "/api/v1/partners";
const TIMEOUT = 300;

/** Quad itself, listening on loopback like `npm start` (its mailbox is the target). */
let quadPort = 0;
let quadConnections = 0;
/** A plain TCP listener on both stacks: any connection, in any address form, is counted. */
let listener: Server;
let listenerPort = 0;
let listenerConnections = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOUND_TIMEOUT_MS: String(TIMEOUT) } });
  t.app.server.on("connection", () => {
    quadConnections += 1;
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  quadPort = (t.app.server.address() as { port: number }).port;
  listener = createServer((socket) => {
    listenerConnections += 1;
    socket.destroy();
  });
  await new Promise<void>((r) => listener.listen(0, "::", r));
  listenerPort = (listener.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((r) => listener.close(() => r()));
  await t.close();
});

const send = (token: string, url: string, payload?: object) =>
  t.injectAs(token, { method: "POST", url: `${API}/${url}`, ...(payload ? { payload } : {}) });
const save = (u: { token: string; partner: { id: number } }, endpoint_url: string) =>
  send(u.token, `universities/${u.partner.id}/add_crm_integration`, {
    crm_integration: { crm_name: "Slate", endpoint_url, username: "u", secret: "s" },
  });

const UNREACHABLE = {
  ok: false,
  outcome: "unreachable",
  status_code: null,
  message: "The CRM endpoint could not be reached",
};

describe("the CRM connection test cannot reach Quad's own network", () => {
  it("refuses the issue's reproduction: plain http is not saved, and https to Quad's mailbox never connects", async () => {
    const u = await t.createSignedIn("University");
    const plain = await save(u, `http://127.0.0.1:${quadPort}/dev/mailbox.json`);
    expect(plain.statusCode).toBe(422);
    expect(plain.json().errors["crm_integration.endpoint_url"]).toBe(MESSAGES.httpsRequired);
    const before = quadConnections;
    expect((await save(u, `https://127.0.0.1:${quadPort}/dev/mailbox.json`)).statusCode).toBe(200);
    const res = await send(u.token, `universities/${u.partner.id}/test_slate_connection`);
    expect(res.statusCode).toBe(200);
    const { tested_at, ...test } = res.json().test;
    expect(test).toEqual(UNREACHABLE);
    expect(quadConnections).toBe(before);
  });

  it.each([
    ["127.0.0.1", (p: number) => `https://127.0.0.1:${p}/x`],
    ["127.1", (p: number) => `https://127.1:${p}/x`],
    ["2130706433", (p: number) => `https://2130706433:${p}/x`],
    ["[::1]", (p: number) => `https://[::1]:${p}/x`],
    ["[::ffff:127.0.0.1]", (p: number) => `https://[::ffff:127.0.0.1]:${p}/x`],
    ["localhost", (p: number) => `https://localhost:${p}/x`],
  ])("answers %s with the generic answer after the full timeout, and never connects", async (_form, url) => {
    const u = await t.createSignedIn("University");
    const before = listenerConnections;
    expect((await save(u, url(listenerPort))).statusCode).toBe(200);
    // Saving does not connect.
    expect(listenerConnections).toBe(before);
    const started = Date.now();
    const res = await send(u.token, `universities/${u.partner.id}/test_slate_connection`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT - 5);
    expect(res.statusCode).toBe(200);
    const { tested_at, ...test } = res.json().test;
    expect(test).toEqual(UNREACHABLE);
    expect(listenerConnections).toBe(before);
  });

  it("saves only https addresses without credentials", async () => {
    const u = await t.createSignedIn("University");
    for (const [url, message] of [
      ["http://crm.example.test/api", MESSAGES.httpsRequired],
      ["https://user:pass@crm.example.test/api", MESSAGES.urlWithCredentials],
      ["https://user@crm.example.test/api", MESSAGES.urlWithCredentials],
      ["gopher://crm.example.test/api", MESSAGES.invalidUrl],
    ] as const) {
      const res = await save(u, url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors["crm_integration.endpoint_url"], url).toBe(message);
    }
    expect((await save(u, "https://crm.example.test/api")).statusCode).toBe(200);
  });
});
