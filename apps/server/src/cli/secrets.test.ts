import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { createSecretBox } from "../lib/secrets/secret-box.ts";
import { calendarConnections } from "../modules/calendar-sync/calendar-sync.table.ts";
import { crmIntegrations } from "../modules/connections/connections.table.ts";
import { slackSettings } from "../modules/messages/slack.table.ts";
import { partners } from "../modules/partners/partners.table.ts";
import { ssoConnections } from "../modules/sso/sso.table.ts";
import { videoConnections } from "../modules/zoom/zoom.table.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { reencryptSecrets, SECRET_COLUMNS } from "./secret-columns.ts";

const oldKey = randomBytes(32);
const newKey = randomBytes(32);
const before = createSecretBox({ current: oldKey });
const box = createSecretBox({ current: newKey, old: [oldKey] });
const foreign = createSecretBox({ current: randomBytes(32) });

describe("re-encrypting the stored secrets (rotation, and values saved before encryption)", () => {
  let t: TestApp;
  let partnerId: number;
  let userId: number;
  const now = new Date();

  beforeAll(async () => {
    t = await createTestApp({
      env: { SECRETS_KEY: newKey.toString("base64"), SECRETS_OLD_KEYS: oldKey.toString("base64") },
    });
    const me = await t.createSignedIn("University");
    partnerId = me.partner.id;
    userId = me.user.id;
    // One value of each kind: plain text, an old key's, the current key's, one nobody can read, and none.
    await t.db.insert(calendarConnections).values({
      user_id: userId,
      partner_id: partnerId,
      provider: "caldav",
      secret: "caldav-app-password",
      access_token: null,
    });
    await t.db.insert(videoConnections).values({
      partner_id: partnerId,
      account_id: "z",
      account_email: "z@example.test",
      access_token: before.seal("zoom-access"),
      refresh_token: foreign.seal("zoom-refresh"),
      expires_at: now,
    });
    await t.db.insert(ssoConnections).values({ partner_id: partnerId, client_secret: box.seal("oidc-secret") });
    await t.db
      .insert(slackSettings)
      .values({ partner_id: partnerId, webhook_url: "https://hooks.slack.com/services/T/B/plain", events: [] });
    await t.db.insert(crmIntegrations).values({ partner_id: partnerId, crm_name: "Slate", secret: before.seal("crm") });
  });
  afterAll(async () => {
    await t?.close();
  });

  const values = async () => ({
    calendar: (await t.db.select().from(calendarConnections).where(eq(calendarConnections.user_id, userId)))[0],
    zoom: (await t.db.select().from(videoConnections).where(eq(videoConnections.partner_id, partnerId)))[0],
    sso: (await t.db.select().from(ssoConnections).where(eq(ssoConnections.partner_id, partnerId)))[0],
    slack: (await t.db.select().from(slackSettings).where(eq(slackSettings.partner_id, partnerId)))[0],
    crm: (await t.db.select().from(crmIntegrations).where(eq(crmIntegrations.partner_id, partnerId)))[0],
  });
  const counts = (reports: Awaited<ReturnType<typeof reencryptSecrets>>) =>
    Object.fromEntries(reports.map((r) => [r.name, [r.rewritten, r.current, r.unreadable.length]]));

  it("covers every secret column", () => {
    expect(SECRET_COLUMNS.map((c) => `${c.table}.${c.column}`)).toEqual([
      "calendar_connections.secret",
      "calendar_connections.access_token",
      "video_connections.access_token",
      "video_connections.refresh_token",
      "sso_connections.client_secret",
      "slack_settings.webhook_url",
      "crm_integrations.secret",
    ]);
  });

  it("with --dry-run, tells what it would write and writes nothing", async () => {
    const was = await values();
    const reports = await reencryptSecrets(t.db, box, { dryRun: true });
    expect(counts(reports)).toMatchObject({ "calendar_connections.secret": [1, 0, 0] });
    expect(await values()).toEqual(was);
  });

  it("writes plain text and old keys' values with the current key, reports what it cannot read, and is idempotent", async () => {
    const first = await reencryptSecrets(t.db, box);
    expect(counts(first)).toEqual({
      "calendar_connections.secret": [1, 0, 0],
      "calendar_connections.access_token": [0, 0, 0],
      "video_connections.access_token": [1, 0, 0],
      "video_connections.refresh_token": [0, 0, 1],
      "sso_connections.client_secret": [0, 1, 0],
      "slack_settings.webhook_url": [1, 0, 0],
      "crm_integrations.secret": [1, 0, 0],
    });
    expect(first.find((r) => r.name === "video_connections.refresh_token")?.unreadable).toEqual([
      { key: partnerId, reason: expect.stringMatching(/neither SECRETS_KEY nor one of SECRETS_OLD_KEYS/) },
    ]);

    const v = await values();
    const newOnly = createSecretBox({ current: newKey });
    for (const stored of [v.calendar?.secret, v.zoom?.access_token, v.sso?.client_secret, v.slack?.webhook_url]) {
      expect(stored).toMatch(new RegExp(`^enc:v1:${box.currentKid}:`));
    }
    // Readable without the old key now.
    expect(newOnly.open(v.calendar?.secret ?? "")).toBe("caldav-app-password");
    expect(newOnly.open(v.zoom?.access_token ?? "")).toBe("zoom-access");
    expect(newOnly.open(v.slack?.webhook_url ?? "")).toBe("https://hooks.slack.com/services/T/B/plain");
    expect(newOnly.open(v.crm?.secret ?? "")).toBe("crm");
    expect(v.calendar?.access_token).toBeNull();

    const second = await reencryptSecrets(t.db, box);
    expect(counts(second)).toMatchObject({
      "calendar_connections.secret": [0, 1, 0],
      "video_connections.access_token": [0, 1, 0],
      "video_connections.refresh_token": [0, 0, 1],
      "slack_settings.webhook_url": [0, 1, 0],
    });
    expect(await values()).toEqual(v);

    // The app reads what the command wrote.
    const slack = await t.injectAs(await t.signIn((await t.createUser({ partner_id: partnerId })).email), {
      method: "GET",
      url: "/api/v1/partners/institutes/slack_settings",
    });
    expect(slack.json().slack).toMatchObject({ is_configured: true, webhook_hint: "hooks.slack.com/…/lain" });
  });
});

describe("npm run secrets:reencrypt", () => {
  it("rewrites an embedded database's plain-text secrets with SECRETS_KEY and says so", async () => {
    const dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "quad-secrets-"));
    try {
      const db1 = await openDatabase({ dataDir });
      await db1.migrate();
      const [p] = await db1.db.insert(partners).values({ institute_type: "University", name: "Plain U" }).returning();
      await db1.db.insert(slackSettings).values({ partner_id: p?.id ?? 0, webhook_url: "https://hooks.x/plain" });
      await db1.close();

      const run = () => {
        const child = spawn(process.execPath, ["--import", "tsx", path.resolve(import.meta.dirname, "secrets.ts")], {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SECRETS_KEY: newKey.toString("base64") },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let out = "";
        child.stdout.on("data", (d) => {
          out += d;
        });
        child.stderr.on("data", (d) => {
          out += d;
        });
        return new Promise<{ code: number | null; out: string }>((r) => child.on("exit", (code) => r({ code, out })));
      };
      const first = await run();
      expect(first.code, first.out).toBe(0);
      expect(first.out).toContain(`slack_settings.webhook_url: 1 rewritten, 0 already under key ${box.currentKid}`);
      const again = await run();
      expect(again.out).toContain(`slack_settings.webhook_url: 0 rewritten, 1 already under key ${box.currentKid}`);

      const db2 = await openDatabase({ dataDir });
      const [row] = await db2.db.select().from(slackSettings);
      await db2.close();
      expect(box.open(row?.webhook_url ?? "")).toBe("https://hooks.x/plain");
    } finally {
      await fs.promises.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
