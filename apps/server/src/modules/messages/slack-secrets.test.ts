import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SLACK_MESSAGES } from "@quad/contract/rules/slack";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSecretBox } from "../../lib/secrets/secret-box.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { waitFor } from "../../test/webinars.ts";
import { slackDeliveries, slackSettings } from "./slack.table.ts";

/** The Slack webhook address at rest (decision 102): encrypted, still posted to, never answered. */
const API = "/api/v1/partners";
let t: TestApp;
let slack: Server;
let base: string;
const posted: string[] = [];

beforeAll(async () => {
  slack = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      posted.push(req.url ?? "");
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((r) => slack.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(slack.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: { JOBS_WORKERS: "true", OUTBOUND_ALLOW_HTTP: "true", OUTBOUND_ALLOW_ADDRESSES: "127.0.0.1" },
  });
});
afterAll(async () => {
  await t?.close();
  slack?.closeAllConnections();
  await new Promise<void>((r) => slack.close(() => r()));
});

const as = (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.injectAs(token, { method, url: `${API}/${url}`, ...(payload ? { payload } : {}) });
const stored = async (partnerId: number) =>
  (await t.db.select().from(slackSettings).where(eq(slackSettings.partner_id, partnerId)))[0]?.webhook_url;
const delivered = (partnerId: number) =>
  waitFor(
    async () => {
      const rows = await t.db.select().from(slackDeliveries).where(eq(slackDeliveries.partner_id, partnerId));
      return rows.length > 0 && rows.every((r) => r.status === "delivered");
    },
    20_000,
    "Slack delivery",
  );

describe("Slack's webhook at rest", () => {
  it("is stored encrypted, answered only as its hint, and the job still posts to it", async () => {
    const u = await t.createSignedIn("University");
    const url = `${base}/services/T1/B1/secret-path-abcd`;
    const saved = await as(u.token, "PUT", "institutes/slack_settings", { webhook_url: url, events: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain("secret-path");
    const column = await stored(u.partner.id);
    expect(column).toMatch(/^enc:v1:/);
    expect(column).not.toContain("secret-path");
    expect(t.app.ctx.secrets.open(column ?? "")).toBe(url);

    expect((await as(u.token, "POST", "misc/notify_slack", {})).statusCode).toBe(200);
    await delivered(u.partner.id);
    expect(posted).toContain("/services/T1/B1/secret-path-abcd");
  });

  it("reads an address saved before encryption (plain text) as it is", async () => {
    const u = await t.createSignedIn("School");
    await as(u.token, "PUT", "institutes/slack_settings", { webhook_url: `${base}/services/T2/B2/x`, events: [] });
    await t.db
      .update(slackSettings)
      .set({ webhook_url: `${base}/services/T2/B2/legacy` })
      .where(eq(slackSettings.partner_id, u.partner.id));
    const read = await as(u.token, "GET", "institutes/slack_settings");
    expect(read.json().slack).toMatchObject({ is_configured: true, webhook_hint: expect.stringMatching(/gacy$/) });
    expect((await as(u.token, "POST", "misc/notify_slack", {})).statusCode).toBe(200);
    await delivered(u.partner.id);
    expect(posted).toContain("/services/T2/B2/legacy");
  });

  it("one written with a key Quad no longer has shows Slack as not set up (paste it again), never a 5xx", async () => {
    const u = await t.createSignedIn("University");
    await as(u.token, "PUT", "institutes/slack_settings", { webhook_url: `${base}/services/T3/B3/y`, events: [] });
    const foreign = createSecretBox({ current: randomBytes(32) }).seal(`${base}/services/T3/B3/y`);
    await t.db.update(slackSettings).set({ webhook_url: foreign }).where(eq(slackSettings.partner_id, u.partner.id));
    const read = await as(u.token, "GET", "institutes/slack_settings");
    expect(read.statusCode).toBe(200);
    expect(read.json().slack).toMatchObject({ is_configured: false, webhook_hint: null });
    const test = await as(u.token, "POST", "misc/notify_slack", {});
    expect(test.statusCode).toBe(422);
    expect(test.json()).toEqual({ errors: { base: SLACK_MESSAGES.notConfigured } });
    const tools = (await as(u.token, "GET", "misc/management_tools")).json().management_tools;
    expect(tools.find((t: { key: string }) => t.key === "slack")).toMatchObject({ key: "slack", is_connected: false });
    // Pasting it again connects it again.
    const again = await as(u.token, "PUT", "institutes/slack_settings", {
      webhook_url: `${base}/services/T3/B3/y`,
      events: [],
    });
    expect(again.json().slack.is_configured).toBe(true);
  });
});
