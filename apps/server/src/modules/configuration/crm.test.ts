import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { CRM_ENDPOINT_MAX, CRM_LIST } from "@quad/contract/rules/configuration";
import { MESSAGES } from "@quad/contract/rules/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";

// The CRM calls (decisions 045 and 057) with the test configuration of the guarded client: plain http and
// 127.0.0.1 allowed, so that a CRM on loopback can be reached. crm-ssrf.test.ts has the default configuration.

let t: TestApp;
const API = "/api/v1/partners";
const clock = new Date("2026-11-23T12:00:00Z").getTime();
const TIMEOUT = 1000;

interface Listener {
  server: Server;
  port: number;
  connections: number;
}
const listeners: Listener[] = [];
async function listen(host: string, handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Listener> {
  const l: Listener = { server: createServer(handler), port: 0, connections: 0 };
  l.server.on("connection", () => {
    l.connections += 1;
  });
  await new Promise<void>((r) => l.server.listen(0, host, r));
  l.port = (l.server.address() as AddressInfo).port;
  listeners.push(l);
  return l;
}

/** A CRM on 127.0.0.1: /api answers 200 to user "quad" with secret "s3cret", else 401; /broken 500; /slow never; /moved redirects. */
let crmBase = "";
/** A server on 127.0.0.2, which the allow-list does not name. */
let elsewhere: Listener;
/** A server on ::1, which the allow-list does not name either. */
let ipv6: Listener;
const seen: { path: string; authorization: string | undefined }[] = [];
const hanging: ServerResponse[] = [];
function crmHandler(req: IncomingMessage, res: ServerResponse) {
  seen.push({ path: req.url ?? "", authorization: req.headers.authorization });
  const url = new URL(req.url ?? "/", "http://x");
  if (url.pathname === "/slow") {
    hanging.push(res);
    return;
  }
  if (url.pathname === "/broken") {
    res.writeHead(500).end("oops");
    return;
  }
  if (url.pathname === "/moved") {
    res.writeHead(302, { location: url.searchParams.get("to") ?? "/api" }).end();
    return;
  }
  const expected = `Basic ${Buffer.from("quad:s3cret").toString("base64")}`;
  if (req.headers.authorization !== expected) {
    res.writeHead(401, { "www-authenticate": 'Basic realm="crm"' }).end();
    return;
  }
  res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
}

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date(clock),
    env: { OUTBOUND_ALLOW_HTTP: "true", OUTBOUND_ALLOW_ADDRESSES: "127.0.0.1", OUTBOUND_TIMEOUT_MS: String(TIMEOUT) },
  });
  const crm = await listen("127.0.0.1", crmHandler);
  crmBase = `http://127.0.0.1:${crm.port}`;
  elsewhere = await listen("127.0.0.2", (_req, res) => res.end("{}"));
  ipv6 = await listen("::1", (_req, res) => res.end("{}"));
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  for (const l of listeners) {
    l.server.closeAllConnections();
    await new Promise<void>((r) => l.server.close(() => r()));
  }
  await t.close();
});

const get = (token: string, url: string) => t.injectAs(token, { method: "GET", url: `${API}/${url}` });
const send = (token: string, method: "POST" | "PUT", url: string, payload?: object) =>
  t.injectAs(token, { method, url: `${API}/${url}`, ...(payload ? { payload } : {}) });

async function university() {
  const admin = await t.createSignedIn("University");
  const memberUser = await t.createUser({ partner_id: admin.partner.id, role: "member" });
  return { ...admin, member: await t.signIn(memberUser.email), memberUser };
}

describe("CRM", () => {
  const integration = (extra: Record<string, unknown> = {}) => ({
    crm_integration: {
      crm_name: "Slate",
      endpoint_url: `${crmBase}/api`,
      username: "quad",
      secret: "s3cret",
      ...extra,
    },
  });

  it("lists the known CRMs and has none selected at first", async () => {
    const u = await university();
    const list = await get(u.member, `universities/${u.partner.id}/crm_list`);
    expect(list.json().crm_list).toEqual(CRM_LIST.map((c) => ({ key: c.key, name: c.name })));
    expect((await get(u.member, `universities/${u.partner.id}/selected_crm`)).json()).toEqual({
      crm_integration: null,
    });
  });

  it("saves a CRM name, then endpoint and credentials, and never returns the secret", async () => {
    const u = await university();
    const named = await send(u.token, "POST", `universities/${u.partner.id}/add_crm_name`, {
      crm_integration: { crm_name: "HubSpot" },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().crm_integration).toMatchObject({ crm_name: "HubSpot", endpoint_url: null, has_secret: false });
    const saved = await send(u.token, "POST", `universities/${u.partner.id}/add_crm_integration`, integration());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain("s3cret");
    expect(saved.json().crm_integration).toMatchObject({
      crm_name: "Slate",
      endpoint_url: `${crmBase}/api`,
      username: "quad",
      has_secret: true,
      last_tested_at: null,
    });
    const read = await get(u.member, `universities/${u.partner.id}/selected_crm`);
    expect(read.body).not.toContain("s3cret");
    expect(read.json().crm_integration).toMatchObject({ crm_name: "Slate", has_secret: true });
    // Saving again without a secret keeps the saved one; choosing another CRM forgets the settings.
    const again = await send(
      u.token,
      "POST",
      `universities/${u.partner.id}/add_crm_integration`,
      integration({ secret: "", username: "quad" }),
    );
    expect(again.json().crm_integration.has_secret).toBe(true);
    const same = await send(u.token, "POST", `universities/${u.partner.id}/add_crm_name`, {
      crm_integration: { crm_name: "Slate" },
    });
    expect(same.json().crm_integration.endpoint_url).toBe(`${crmBase}/api`);
    const switched = await send(u.token, "POST", `universities/${u.partner.id}/add_crm_name`, {
      crm_integration: { crm_name: "Salesforce" },
    });
    expect(switched.json().crm_integration).toMatchObject({
      crm_name: "Salesforce",
      endpoint_url: null,
      has_secret: false,
    });
  });

  it.each([
    [{ crm_name: "Notion" }, "crm_integration.crm_name", "is not a CRM Quad connects to"],
    [{ endpoint_url: "ftp://crm.example.test/api" }, "crm_integration.endpoint_url", MESSAGES.invalidUrl],
    [{ endpoint_url: "file:///etc/passwd" }, "crm_integration.endpoint_url", MESSAGES.invalidUrl],
    [
      { endpoint_url: "https://quad:s3cret@crm.example.test/api" },
      "crm_integration.endpoint_url",
      MESSAGES.urlWithCredentials,
    ],
    [
      { endpoint_url: "https://:s3cret@crm.example.test/api" },
      "crm_integration.endpoint_url",
      MESSAGES.urlWithCredentials,
    ],
    [
      { endpoint_url: `https://crm.example.test/${"a".repeat(CRM_ENDPOINT_MAX)}` },
      "crm_integration.endpoint_url",
      `must be at most ${CRM_ENDPOINT_MAX} characters`,
    ],
    [{ endpoint_url: "" }, "crm_integration.endpoint_url", MESSAGES.required],
    [{ username: "" }, "crm_integration.username", MESSAGES.required],
    [{ secret: "" }, "crm_integration.secret", "is required"],
  ])("refuses %j", async (extra, field, message) => {
    const u = await university();
    const res = await send(u.token, "POST", `universities/${u.partner.id}/add_crm_integration`, integration(extra));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toBe(message);
    expect((await get(u.token, `universities/${u.partner.id}/selected_crm`)).json().crm_integration).toBeNull();
  });

  it("refuses an unknown CRM name", async () => {
    const u = await university();
    const res = await send(u.token, "POST", `universities/${u.partner.id}/add_crm_name`, {
      crm_integration: { crm_name: "slate " },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors["crm_integration.crm_name"]).toBe("is not a CRM Quad connects to");
  });

  describe("connection test", () => {
    async function saved(extra: Record<string, unknown> = {}) {
      const u = await university();
      const res = await send(u.token, "POST", `universities/${u.partner.id}/add_crm_integration`, integration(extra));
      expect(res.statusCode, res.body).toBe(200);
      const test = () => send(u.token, "POST", `universities/${u.partner.id}/test_slate_connection`);
      return { u, test };
    }

    it("asks for settings first", async () => {
      const u = await university();
      const res = await send(u.token, "POST", `universities/${u.partner.id}/test_slate_connection`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { crm_integration: MESSAGES.crmNotConfigured } });
    });

    it("calls the endpoint with the saved credentials and records a success", async () => {
      const { u, test } = await saved();
      const before = seen.length;
      const res = await test();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().test).toMatchObject({ ok: true, outcome: "ok", status_code: 200 });
      expect(seen.slice(before)).toEqual([
        { path: "/api", authorization: `Basic ${Buffer.from("quad:s3cret").toString("base64")}` },
      ]);
      const read = (await get(u.member, `universities/${u.partner.id}/selected_crm`)).json().crm_integration;
      expect(read).toMatchObject({ last_test_ok: true, last_tested_at: "2026-11-23T12:00:00.000Z" });
    });

    it("reports credentials refused (401)", async () => {
      const { u, test } = await saved({ secret: "wrong" });
      const res = await test();
      expect(res.json().test).toMatchObject({ ok: false, outcome: "credentials_refused", status_code: 401 });
      expect(res.json().test.message).toContain("refused the credentials");
      const read = (await get(u.token, `universities/${u.partner.id}/selected_crm`)).json().crm_integration;
      expect(read.last_test_ok).toBe(false);
    });

    it("reports an unexpected status", async () => {
      const { test } = await saved({ endpoint_url: `${crmBase}/broken` });
      expect((await test()).json().test).toMatchObject({ ok: false, outcome: "unexpected_status", status_code: 500 });
    });

    const UNREACHABLE = {
      ok: false,
      outcome: "unreachable",
      status_code: null,
      message: "The CRM endpoint could not be reached",
    };

    it("answers a closed port and a silent endpoint alike, after the same time", async () => {
      const port = await closedPort();
      const answers = [];
      for (const endpoint_url of [`http://127.0.0.1:${port}/api`, `${crmBase}/slow`]) {
        const { test } = await saved({ endpoint_url });
        const started = Date.now();
        const res = await test();
        const took = Date.now() - started;
        expect(res.statusCode).toBe(200);
        expect(took).toBeGreaterThanOrEqual(TIMEOUT - 5);
        expect(took).toBeLessThan(TIMEOUT + 500);
        const { tested_at, ...rest } = res.json().test;
        answers.push(rest);
      }
      expect(answers).toEqual([UNREACHABLE, UNREACHABLE]);
    });

    it("follows a redirect on the same server, and refuses one to another loopback address", async () => {
      const same = await saved({ endpoint_url: `${crmBase}/moved?to=/api` });
      expect((await same.test()).json().test).toMatchObject({ ok: true, status_code: 200 });
      const before = elsewhere.connections;
      const to = `http://127.0.0.2:${elsewhere.port}/api`;
      const away = await saved({ endpoint_url: `${crmBase}/moved?to=${encodeURIComponent(to)}` });
      const { tested_at, ...rest } = (await away.test()).json().test;
      expect(rest).toEqual(UNREACHABLE);
      expect(elsewhere.connections).toBe(before);
    });

    it("refuses every loopback address the allow-list does not name", async () => {
      const before = elsewhere.connections + ipv6.connections;
      for (const endpoint_url of [`http://127.0.0.2:${elsewhere.port}/api`, `http://[::1]:${ipv6.port}/api`]) {
        const { test } = await saved({ endpoint_url });
        const { tested_at, ...rest } = (await test()).json().test;
        expect(rest, endpoint_url).toEqual(UNREACHABLE);
      }
      expect(elsewhere.connections + ipv6.connections).toBe(before);
    });
  });
});
