import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";
import { developmentSecretKey } from "./lib/secrets/secret-box.ts";

/** A production start needs the secrets key (decision 102). */
const KEY = Buffer.alloc(32, 7).toString("base64");

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      DEMO_PASSWORD: "quad-demo",
      appUrl: "http://localhost:3000",
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.mailboxEnabled).toBe(true);
  });

  it("runs job workers by default and reads the jobs settings", () => {
    expect(loadConfig({})).toMatchObject({ JOBS_WORKERS: true, JOBS_POLL_SECONDS: 2, WAITLIST_OFFER_HOURS: 24 });
    expect(loadConfig({ JOBS_WORKERS: "false", JOBS_POLL_SECONDS: "0.5", WAITLIST_OFFER_HOURS: "6" })).toMatchObject({
      JOBS_WORKERS: false,
      JOBS_POLL_SECONDS: 0.5,
      WAITLIST_OFFER_HOURS: 6,
    });
    expect(() => loadConfig({ JOBS_POLL_SECONDS: "0.1" })).toThrow(/JOBS_POLL_SECONDS/);
    expect(() => loadConfig({ JOBS_WORKERS: "maybe" })).toThrow(/JOBS_WORKERS/);
  });

  it("reads PORT and DATA_DIR overrides", () => {
    const c = loadConfig({ PORT: "4100", DATA_DIR: "/tmp/x" });
    expect(c.PORT).toBe(4100);
    expect(c.DATA_DIR).toBe("/tmp/x");
    expect(c.appUrl).toBe("http://localhost:4100");
  });

  it("lists every bad variable at once", () => {
    try {
      loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", SMTP_URL: "http://mail", NODE_ENV: "staging" });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.map((p) => p.split(":")[0]);
      expect(problems.sort()).toEqual(["DATABASE_URL", "NODE_ENV", "PORT", "SMTP_URL"]);
    }
  });

  it("takes a metrics token of at least 16 characters, and none by default", () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "0123456789abcdef" }).METRICS_TOKEN).toBe("0123456789abcdef");
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it("needs the Google client secret with the client id", () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com" })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }).GOOGLE_CLIENT_ID).toBe("id");
    expect(() => loadConfig({ ZOOM_CLIENT_ID: "zoom-app" })).toThrow(/ZOOM_CLIENT_SECRET/);
    expect(loadConfig({ ZOOM_CLIENT_ID: "zoom-app", ZOOM_CLIENT_SECRET: "s" }).ZOOM_API_URL).toBe(
      "https://api.zoom.us/v2",
    );
  });

  it("takes an external BI tool's site and embedding secret together, or neither (decision 109)", () => {
    const secret = "0123456789abcdef0123456789abcdef";
    expect(() => loadConfig({ ANALYTICS_EMBED_URL: "https://bi.example.test" })).toThrow(/ANALYTICS_EMBED_SECRET/);
    expect(() => loadConfig({ ANALYTICS_EMBED_SECRET: secret })).toThrow(/ANALYTICS_EMBED_URL/);
    expect(() =>
      loadConfig({ ANALYTICS_EMBED_URL: "https://bi.example.test", ANALYTICS_EMBED_SECRET: "short" }),
    ).toThrow(/ANALYTICS_EMBED_SECRET: must be at least 32 characters/);
    expect(
      loadConfig({ ANALYTICS_EMBED_URL: "https://bi.example.test", ANALYTICS_EMBED_SECRET: secret })
        .ANALYTICS_EMBED_URL,
    ).toBe("https://bi.example.test");
  });

  it("has the mailbox outside production, for this machine only unless opened up", () => {
    expect(loadConfig({}).MAILBOX_PUBLIC).toBe(false);
    expect(loadConfig({ NODE_ENV: "test" }).mailboxEnabled).toBe(true);
    expect(loadConfig({ MAILBOX_ENABLED: "false" }).mailboxEnabled).toBe(false);
    expect(loadConfig({ MAILBOX_PUBLIC: "true" })).toMatchObject({ mailboxEnabled: true, MAILBOX_PUBLIC: true });
    expect(loadConfig({ NODE_ENV: "production", SECRETS_KEY: KEY }).mailboxEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", MAILBOX_ENABLED: "false", SECRETS_KEY: KEY }).mailboxEnabled).toBe(
      false,
    );
  });

  it("refuses a production start with the mailbox on, listing it with the other problems", () => {
    try {
      loadConfig({
        NODE_ENV: "production",
        MAILBOX_ENABLED: "true",
        MAILBOX_PUBLIC: "1",
        PORT: "abc",
        SECRETS_KEY: KEY,
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems;
      expect(problems.map((p) => p.split(":")[0]).sort()).toEqual(["MAILBOX_ENABLED", "MAILBOX_PUBLIC", "PORT"]);
      expect(problems.find((p) => p.startsWith("MAILBOX_ENABLED"))).toMatch(/production.*password reset links/);
    }
  });

  it("keeps files in the local folder unless S3_BUCKET names a bucket", () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    const c = loadConfig({ S3_BUCKET: "quad-files", S3_ENDPOINT: "http://127.0.0.1:9000" });
    expect(c).toMatchObject({ S3_BUCKET: "quad-files", S3_ENDPOINT: "http://127.0.0.1:9000", S3_REGION: "us-east-1" });
    expect(c.S3_ACCESS_KEY_ID).toBeUndefined();
  });

  it("lists bad storage settings, each with what is wrong", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        if (err instanceof ConfigError) return err.problems;
      }
      return expect.unreachable();
    };
    expect(problems({ S3_BUCKET: "Quad_Files", S3_ENDPOINT: "s3.example.com", S3_ACCESS_KEY_ID: "key" })).toEqual([
      "S3_BUCKET: must be an S3 bucket name (3 to 63 lowercase letters, digits, dots and hyphens)",
      "S3_ENDPOINT: must be an http:// or https:// URL",
      "S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set",
    ]);
    expect(problems({ S3_ENDPOINT: "https://s3.example.com", S3_SECRET_ACCESS_KEY: "secret", PORT: "x" })).toEqual([
      "PORT: Invalid input: expected number, received NaN",
      "S3_BUCKET: is required when S3_ENDPOINT or the S3 keys are set (without it files stay in the local folder)",
      "S3_ACCESS_KEY_ID: is required when S3_SECRET_ACCESS_KEY is set",
    ]);
    expect(problems({ S3_BUCKET: "ab" })).toEqual([expect.stringMatching(/^S3_BUCKET: must be an S3 bucket name/)]);
  });
  it("keeps outbound requests on https and the public internet unless configured otherwise (decision 057)", () => {
    expect(loadConfig({})).toMatchObject({
      OUTBOUND_ALLOW_HTTP: false,
      OUTBOUND_ALLOW_ADDRESSES: [],
      OUTBOUND_TIMEOUT_MS: 5000,
    });
    const c = loadConfig({
      OUTBOUND_ALLOW_HTTP: "true",
      OUTBOUND_ALLOW_ADDRESSES: " 127.0.0.1, 0:0:0:0:0:0:0:1 ,10.1.2.3",
    });
    expect(c.OUTBOUND_ALLOW_HTTP).toBe(true);
    expect(c.OUTBOUND_ALLOW_ADDRESSES).toEqual(["127.0.0.1", "::1", "10.1.2.3"]);
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        if (err instanceof ConfigError) return err.problems;
      }
      return expect.unreachable();
    };
    expect(problems({ OUTBOUND_ALLOW_ADDRESSES: "127.0.0.1,localhost,10.0.0.0/8,127.1" })).toEqual([
      "OUTBOUND_ALLOW_ADDRESSES: must be IP addresses separated by commas (no names or ranges): localhost, 10.0.0.0/8, 127.1",
    ]);
    expect(problems({ NODE_ENV: "production", OUTBOUND_ALLOW_HTTP: "true", SECRETS_KEY: KEY })).toEqual([
      "OUTBOUND_ALLOW_HTTP: cannot be on in production: requests to addresses users typed use https",
    ]);
    expect(problems({ OUTBOUND_TIMEOUT_MS: "100" })).toEqual([expect.stringMatching(/^OUTBOUND_TIMEOUT_MS: /)]);
    // Addresses outside the public internet stay allowed in production, by name of address only.
    expect(
      loadConfig({ NODE_ENV: "production", OUTBOUND_ALLOW_ADDRESSES: "10.1.2.3", SECRETS_KEY: KEY })
        .OUTBOUND_ALLOW_ADDRESSES,
    ).toEqual(["10.1.2.3"]);
  });

  it("reads the secrets keys; outside production a fixed development key, in production SECRETS_KEY is required", () => {
    expect(loadConfig({}).secretKeys).toEqual({ current: developmentSecretKey(), old: [] });
    const old = Buffer.alloc(32, 9);
    const c = loadConfig({ SECRETS_KEY: KEY, SECRETS_OLD_KEYS: ` ${old.toString("base64url")} ,` });
    expect(c.secretKeys).toEqual({ current: Buffer.alloc(32, 7), old: [old] });
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        if (err instanceof ConfigError) return err.problems;
      }
      return expect.unreachable();
    };
    expect(problems({ NODE_ENV: "production" })).toEqual([
      "SECRETS_KEY: is required in production: integration secrets are encrypted with it (decision 102)",
    ]);
    expect(problems({ SECRETS_KEY: Buffer.alloc(16).toString("base64") })).toEqual([
      "SECRETS_KEY: must be 32 bytes in base64 (openssl rand -base64 32)",
    ]);
    expect(problems({ SECRETS_OLD_KEYS: `${KEY},not-a-key` })).toEqual([
      "SECRETS_OLD_KEYS: each key must be 32 bytes in base64 (openssl rand -base64 32)",
    ]);
  });

  it("gives the demo world's Slack the local sink and its calendar user Radicale's address in development only", () => {
    expect(loadConfig({})).toMatchObject({
      SLACK_DEMO_WEBHOOK_URL: "http://127.0.0.1:3000/dev/slack-sink",
      DEMO_CALDAV_URL: "http://127.0.0.1:5232/",
    });
    expect(loadConfig({ PORT: "4100", DEMO_CALDAV_URL: "http://dav.test/" })).toMatchObject({
      SLACK_DEMO_WEBHOOK_URL: "http://127.0.0.1:4100/dev/slack-sink",
      DEMO_CALDAV_URL: "http://dav.test/",
    });
    for (const env of [
      { NODE_ENV: "production", SECRETS_KEY: KEY },
      { NODE_ENV: "test" },
      { SEED_ON_START: "false" },
    ] as Record<string, string>[]) {
      const c = loadConfig(env);
      expect(c.SLACK_DEMO_WEBHOOK_URL, JSON.stringify(env)).toBeUndefined();
      expect(c.DEMO_CALDAV_URL, JSON.stringify(env)).toBeUndefined();
    }
    // No mailbox, or a host this machine does not reach at 127.0.0.1: no sink to post to.
    expect(loadConfig({ MAILBOX_ENABLED: "false" }).SLACK_DEMO_WEBHOOK_URL).toBeUndefined();
    expect(loadConfig({ HOST: "10.0.0.5" }).SLACK_DEMO_WEBHOOK_URL).toBeUndefined();
  });
});
