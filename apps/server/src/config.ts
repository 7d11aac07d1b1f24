import { randomBytes } from "node:crypto";
import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { canonicalAddress } from "./lib/outbound/address-rule.ts";
import { developmentSecretKey, parseSecretKey } from "./lib/secrets/secret-box.ts";

const KEY_FORMAT = "must be 32 bytes in base64 (openssl rand -base64 32)";
const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  APP_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().default("Quad <no-reply@quad.test>"),
  CONTACT_EMAIL: z.email().default("success@quad.test"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: bool.default(false),
  DEMO_PASSWORD: z.string().min(8).default("quad-demo"),
  SEED_ON_START: bool.default(true),
  SEED_SCALE: z.coerce.number().int().min(0).max(100).default(1),
  SERVE_WEB: bool.default(true),
  FIRST_PAINT: bool.default(true), // the public pages' first paint drawn by the server (decision 121)
  WEB_DIST: z.string().default(""),
  MAILBOX_ENABLED: bool.optional(),
  MAILBOX_PUBLIC: bool.default(false),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  /** Google's authorisation page and Calendar API (calendar sync, issue 25 §1); tests point them at a loopback fake. */
  GOOGLE_AUTHORIZE_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_CALENDAR_API_URL: z.url().default("https://www.googleapis.com/calendar/v3"),
  /**
   * The demo world's CalDAV server (a local Radicale): its demo user is connected to it when it answers, else shown
   * with the reason. In development it defaults to Radicale's own address (decision 103).
   */
  DEMO_CALDAV_URL: z.url().optional(),
  DEMO_CALDAV_USER: z.string().default("demo"),
  DEMO_CALDAV_PASSWORD: z.string().default("demo"),
  ZOOM_CLIENT_ID: z.string().optional(),
  ZOOM_AUTHORIZE_URL: z.url().default("https://zoom.us/oauth/authorize"),
  ZOOM_CLIENT_SECRET: z.string().optional(),
  /** Zoom's token endpoint (code exchange and refresh) and REST API base; tests point them at a loopback fake. */
  ZOOM_TOKEN_URL: z.url().default("https://zoom.us/oauth/token"),
  ZOOM_API_URL: z.url().default("https://api.zoom.us/v2"),
  /** Stripe Checkout (decision 115): both secrets or neither (then nothing is paid online); tests set the API's address. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.url().default("https://api.stripe.com"),
  PUBLIC_SITE_URL: z.url().optional(),
  HELP_CENTER_URL: z.url().optional(),
  COMMUNITY_URL: z.url().optional(),
  CHAT_URL: z.url().optional(),
  SIGN_IN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  SIGN_IN_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().positive().max(1440).default(15),
  /** Requests to routes that mail or tell whether an account exists (forgot password, registration, invitations, contact). */
  MAIL_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  MAIL_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  MAIL_WINDOW_MINUTES: z.coerce.number().int().positive().max(1440).default(15),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().positive().default(30),
  /** How long a freed webinar seat is held for the first waitlisted guest (hours). */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  FILE_URL_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  FILE_URL_TTL_MINUTES: z.coerce.number().int().positive().default(60),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  /** Run background job workers and schedules in this process; false for processes that only serve requests. */
  JOBS_WORKERS: bool.default(true),
  /** How often an idle job worker looks for work, in seconds. */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** How long a freed seat is offered to a waitlisted guest before it passes to the next one, in hours. */
  WAITLIST_OFFER_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 14)
    .default(24),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be an S3 bucket name (3 to 63 lowercase letters, digits, dots and hyphens)",
    )
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Let the guarded outbound client (addresses users typed, decision 057) use plain http; never in production. */
  OUTBOUND_ALLOW_HTTP: bool.default(false),
  /** Exact IP addresses outside the public internet the guarded client may still reach (an on-premises CRM). */
  OUTBOUND_ALLOW_ADDRESSES: z
    .string()
    .default("")
    .transform((v, ctx) => {
      const items = v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = items.filter((s) => net.isIP(s) === 0);
      if (bad.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `must be IP addresses separated by commas (no names or ranges): ${bad.join(", ")}`,
        });
        return z.NEVER;
      }
      return items.map((s) => canonicalAddress(s) ?? s);
    }),
  /** The whole time an outbound request may take (connect, redirects, answer); every failure takes this long. */
  OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(200).max(30_000).default(5000),
  /** The first wait before a failed Slack delivery is tried again (doubling each time; decision 091). */
  SLACK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * The demo world's institutions post to this incoming webhook (decision 091); in development it defaults to this
   * server's own sink, /dev/slack-sink (decision 103). Operator configuration: posted to without the guarded client.
   */
  /**
   * An external BI tool for the insight reports (decision 109): its site (Metabase-style signed embedding) and the
   * embedding secret; GET sisense/signin then gives its signed embed address instead of Quad's own report.
   */
  ANALYTICS_EMBED_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ANALYTICS_EMBED_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SLACK_DEMO_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /** The key integration secrets are encrypted with at rest (decision 102): 32 random bytes in base64. */
  SECRETS_KEY: z
    .string()
    .transform((v, ctx) => {
      const key = parseSecretKey(v);
      if (key) return key;
      ctx.addIssue({ code: "custom", message: KEY_FORMAT });
      return z.NEVER;
    })
    .optional(),
  /** Keys values may still be written with (a rotation in progress), comma-separated; only read, never written. */
  SECRETS_OLD_KEYS: z
    .string()
    .default("")
    .transform((v, ctx) => {
      const items = v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      const keys = items.map(parseSecretKey);
      if (keys.some((k) => k === null)) {
        ctx.addIssue({ code: "custom", message: `each key ${KEY_FORMAT}` });
        return z.NEVER;
      }
      return keys as Buffer[];
    }),
});

export type Config = z.infer<typeof ConfigSchema> & {
  appUrl: string;
  /** The dev mailbox (`/dev/mailbox`): never in production; only to this machine unless MAILBOX_PUBLIC. */
  mailboxEnabled: boolean;
  webDist: string;
  fileUrlSecret: string;
  /** SECRETS_KEY, or outside production a fixed development key; and the old keys still read. */
  secretKeys: { current: Buffer; old: Buffer[] };
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

const MAILBOX_IN_PRODUCTION =
  "cannot be on in production: the dev mailbox shows every mail sent, password reset links included";

/** The variables that only make sense together. */
const RelatedSchema = ConfigSchema.pick({
  NODE_ENV: true,
  MAILBOX_ENABLED: true,
  MAILBOX_PUBLIC: true,
  OUTBOUND_ALLOW_HTTP: true,
  GOOGLE_CLIENT_ID: true,
  GOOGLE_CLIENT_SECRET: true,
  ZOOM_CLIENT_ID: true,
  ZOOM_CLIENT_SECRET: true,
  STRIPE_SECRET_KEY: true,
  STRIPE_WEBHOOK_SECRET: true,
}).extend({
  ANALYTICS_EMBED_URL: z.string().optional(),
  ANALYTICS_EMBED_SECRET: z.string().optional(),
  SECRETS_KEY: z.string().optional(),
  // Only whether they are set matters here; their own checks report a bad value.
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

/** Problems that lie between variables: each as [variable, message]. */
function crossFieldProblems(c: z.infer<typeof RelatedSchema>): [string, string][] {
  const problems: [string, string][] = [];
  if (c.GOOGLE_CLIENT_ID && !c.GOOGLE_CLIENT_SECRET) {
    problems.push(["GOOGLE_CLIENT_SECRET", "is required when GOOGLE_CLIENT_ID is set"]);
  }
  if (c.ZOOM_CLIENT_ID && !c.ZOOM_CLIENT_SECRET) {
    problems.push(["ZOOM_CLIENT_SECRET", "is required when ZOOM_CLIENT_ID is set"]);
  }
  if (!c.STRIPE_SECRET_KEY !== !c.STRIPE_WEBHOOK_SECRET) problems.push(["STRIPE_*", "both secrets or neither"]);
  if (c.ANALYTICS_EMBED_URL && !c.ANALYTICS_EMBED_SECRET) {
    problems.push(["ANALYTICS_EMBED_SECRET", "is required when ANALYTICS_EMBED_URL is set"]);
  }
  if (c.ANALYTICS_EMBED_SECRET && !c.ANALYTICS_EMBED_URL) {
    problems.push(["ANALYTICS_EMBED_URL", "is required when ANALYTICS_EMBED_SECRET is set"]);
  }
  if (!c.S3_BUCKET && (c.S3_ENDPOINT || c.S3_ACCESS_KEY_ID || c.S3_SECRET_ACCESS_KEY)) {
    problems.push([
      "S3_BUCKET",
      "is required when S3_ENDPOINT or the S3 keys are set (without it files stay in the local folder)",
    ]);
  }
  if (c.S3_ACCESS_KEY_ID && !c.S3_SECRET_ACCESS_KEY) {
    problems.push(["S3_SECRET_ACCESS_KEY", "is required when S3_ACCESS_KEY_ID is set"]);
  }
  if (c.S3_SECRET_ACCESS_KEY && !c.S3_ACCESS_KEY_ID) {
    problems.push(["S3_ACCESS_KEY_ID", "is required when S3_SECRET_ACCESS_KEY is set"]);
  }
  if (c.NODE_ENV === "production") {
    if (c.MAILBOX_ENABLED) problems.push(["MAILBOX_ENABLED", MAILBOX_IN_PRODUCTION]);
    if (c.MAILBOX_PUBLIC) problems.push(["MAILBOX_PUBLIC", MAILBOX_IN_PRODUCTION]);
    if (c.OUTBOUND_ALLOW_HTTP)
      problems.push(["OUTBOUND_ALLOW_HTTP", "cannot be on in production: requests to addresses users typed use https"]);
    if (!c.SECRETS_KEY)
      problems.push([
        "SECRETS_KEY",
        "is required in production: integration secrets are encrypted with it (decision 102)",
      ]);
  }
  return problems;
}

/** Hosts the server listens on that this machine reaches at 127.0.0.1. */
const LOOPBACK_REACHABLE = new Set(["0.0.0.0", "::", "127.0.0.1", "localhost"]);
/** Radicale's own default address: the demo calendar user's server when DEMO_CALDAV_URL is not set. */
export const DEMO_CALDAV_DEFAULT_URL = "http://127.0.0.1:5232/";

/**
 * The demo world's integrations in development (`npm start`, decision 103): its Slack posts to this server's own
 * sink, and its calendar user is connected to a Radicale on Radicale's default address (shown with the reason when
 * none answers). Never in production or tests, nor when they are set or the demo world is not seeded.
 */
function demoIntegrations(c: z.infer<typeof ConfigSchema>, mailboxEnabled: boolean) {
  if (c.NODE_ENV !== "development" || !c.SEED_ON_START) return {};
  const sink =
    mailboxEnabled && c.PORT !== 0 && LOOPBACK_REACHABLE.has(c.HOST)
      ? `http://127.0.0.1:${c.PORT}/dev/slack-sink`
      : undefined;
  return {
    SLACK_DEMO_WEBHOOK_URL: c.SLACK_DEMO_WEBHOOK_URL ?? sink,
    DEMO_CALDAV_URL: c.DEMO_CALDAV_URL ?? DEMO_CALDAV_DEFAULT_URL,
  };
}

/** Parses the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = ConfigSchema.safeParse(cleaned);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  // Checked apart from the rest, so that they are listed even when another variable is wrong too.
  const related = RelatedSchema.safeParse(cleaned);
  if (related.success) problems.push(...crossFieldProblems(related.data).map(([name, text]) => `${name}: ${text}`));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const c = parsed.data;
  const mailboxEnabled = c.NODE_ENV !== "production" && c.MAILBOX_ENABLED !== false;
  return {
    ...c,
    ...demoIntegrations(c, mailboxEnabled),
    appUrl: c.APP_URL ?? `http://localhost:${c.PORT}`,
    mailboxEnabled,
    webDist: c.WEB_DIST || path.resolve(import.meta.dirname, "../../web/dist"),
    // Without a configured secret, links are signed with a per-process one (fine for one instance).
    fileUrlSecret: c.FILE_URL_SECRET ?? randomBytes(32).toString("hex"),
    // Outside production (checked above) a missing key is the fixed development one, so restarts read the data.
    secretKeys: { current: c.SECRETS_KEY ?? developmentSecretKey(), old: c.SECRETS_OLD_KEYS },
  };
}
