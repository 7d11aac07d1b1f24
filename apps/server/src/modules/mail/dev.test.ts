import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "../../app.ts";
import type { ZodApp } from "../../app-context.ts";
import { loadConfig } from "../../config.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
let behindProxy: ZodApp;
let opened: ZodApp;

/** Another app on the same database, configured differently. */
async function buildWith(env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SERVE_WEB: "false",
    APP_URL: "http://quad.test",
    ...env,
  });
  const app = await build(config, { database: t.database });
  await app.ready();
  return app;
}

beforeAll(async () => {
  // Workers on: the forgot-password mail is a job (decision 060).
  t = await createTestApp({ env: { JOBS_WORKERS: "true" } });
  behindProxy = await buildWith({ TRUST_PROXY: "true" });
  opened = await buildWith({ MAILBOX_PUBLIC: "true" });
});
afterAll(async () => {
  await behindProxy.close();
  await opened.close();
  await t.close();
});

const MAILBOX = ["/dev/mailbox", "/dev/mailbox.json"];
const get = (app: ZodApp, url: string, options: Omit<InjectOptions, "url" | "method"> = {}) =>
  app.inject({ method: "GET", url, ...options });

describe("dev mailbox", () => {
  it("shows a reset link to someone at this machine, and to nobody else", async () => {
    const partner = await t.createPartner();
    const user = await t.createUser({ partner_id: partner.id });
    const forgot = await t.app.inject({
      method: "POST",
      url: "/api/v1/partners/passwords/forgot_password",
      payload: { email: user.email },
      remoteAddress: "10.1.2.3",
    });
    expect(forgot.statusCode).toBe(200);
    await t.drainJobs("password-reset-mail");
    const url = `/dev/mailbox.json?to=${encodeURIComponent(user.email)}`;

    const attacker = await get(t.app, url, { remoteAddress: "10.1.2.3" });
    expect(attacker.statusCode).toBe(404);
    expect(attacker.body).not.toContain("reset_password_token");

    const local = await get(t.app, url, { remoteAddress: "127.0.0.1", headers: { host: "localhost:3000" } });
    expect(local.statusCode).toBe(200);
    expect(local.json().mails[0].text).toContain("reset_password_token=");
  });

  it("answers other machines as if it did not exist", async () => {
    for (const url of MAILBOX) {
      const res = await get(t.app, url, { remoteAddress: "10.1.2.3" });
      const missing = await get(t.app, url.replace("mailbox", "no-such-page"), { remoteAddress: "10.1.2.3" });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: `No route GET ${url}` });
      expect(res.headers["content-type"]).toBe(missing.headers["content-type"]);
    }
    for (const remoteAddress of ["192.168.1.20", "::ffff:10.1.2.3", "2001:db8::7", "fe80::1"]) {
      expect((await get(t.app, "/dev/mailbox", { remoteAddress })).statusCode, remoteAddress).toBe(404);
    }
  });

  it("opens to loopback clients, IPv4, IPv6 and IPv4-mapped", async () => {
    for (const remoteAddress of ["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1"]) {
      for (const url of MAILBOX) {
        expect((await get(t.app, url, { remoteAddress })).statusCode, `${remoteAddress} ${url}`).toBe(200);
      }
    }
  });

  it("goes by the connection, never by what forwarding headers claim, and is nobody's behind a trusted proxy", async () => {
    const spoofed = await get(behindProxy, "/dev/mailbox.json", {
      remoteAddress: "10.1.2.3",
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(spoofed.statusCode).toBe(404);
    // A proxy on this machine connects from loopback for a client anywhere: not someone at this machine.
    const proxied = await get(behindProxy, "/dev/mailbox.json", {
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(proxied.statusCode).toBe(404);
    expect((await get(t.app, "/dev/mailbox.json", { headers: { forwarded: "for=203.0.113.9" } })).statusCode).toBe(404);
    // Behind a proxy the socket's address is the proxy's: even a loopback request without headers is not local
    // (a proxy that adds none, such as a default nginx, would otherwise show the mailbox to the internet).
    expect((await get(behindProxy, "/dev/mailbox.json", { remoteAddress: "127.0.0.1" })).statusCode).toBe(404);
  });

  it.each([
    "x-forwarded-for",
    "x-forwarded-host",
    "x-forwarded-proto",
    "x-forwarded-server",
    "x-original-forwarded-for",
    "forwarded",
    "forwarded-for",
    "via",
    "x-real-ip",
    "true-client-ip",
    "cf-connecting-ip",
    "x-client-ip",
    "fastly-client-ip",
    "x-cluster-client-ip",
    "x-originating-ip",
    "x-remote-addr",
    "x-proxyuser-ip",
    "x-envoy-external-address",
  ])("refuses a loopback request carrying %s", async (header) => {
    const res = await get(t.app, "/dev/mailbox.json", {
      remoteAddress: "127.0.0.1",
      headers: { host: "localhost:3000", [header]: "127.0.0.1" },
    });
    expect(res.statusCode).toBe(404);
  });

  it("opens to a loopback browser's ordinary headers", async () => {
    const res = await get(t.app, "/dev/mailbox", {
      remoteAddress: "127.0.0.1",
      headers: {
        host: "localhost:3000",
        "user-agent": "Mozilla/5.0",
        accept: "text/html",
        "accept-language": "en-US",
        "accept-encoding": "gzip",
        "cache-control": "no-cache",
        cookie: "a=b",
        referer: "http://localhost:3000/",
        "sec-ch-ua": '"Chromium";v="130"',
        "sec-ch-ua-platform": '"Linux"',
        "sec-fetch-site": "same-origin",
        "sec-fetch-mode": "navigate",
        "upgrade-insecure-requests": "1",
        dnt: "1",
        priority: "u=0, i",
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses pages of other sites whose name points at this machine (DNS rebinding)", async () => {
    const res = await get(t.app, "/dev/mailbox.json", { headers: { host: "rebind.evil.test:3000" } });
    expect(res.statusCode).toBe(404);
  });

  it("is open to every client with MAILBOX_PUBLIC", async () => {
    for (const url of MAILBOX) {
      expect((await get(opened, url, { remoteAddress: "10.1.2.3" })).statusCode, url).toBe(200);
    }
  });
});
