import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod";

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
  WEB_DIST: z.string().default(""),
  MAILBOX_ENABLED: bool.optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  ZOOM_CLIENT_ID: z.string().optional(),
  ZOOM_AUTHORIZE_URL: z.url().default("https://zoom.us/oauth/authorize"),
  PUBLIC_SITE_URL: z.url().optional(),
  HELP_CENTER_URL: z.url().optional(),
  COMMUNITY_URL: z.url().optional(),
  CHAT_URL: z.url().optional(),
  SIGN_IN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  SIGN_IN_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().positive().default(30),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  FILE_URL_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  FILE_URL_TTL_MINUTES: z.coerce.number().int().positive().default(60),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
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
});

export type Config = z.infer<typeof ConfigSchema> & {
  appUrl: string;
  mailboxEnabled: boolean;
  webDist: string;
  fileUrlSecret: string;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Parses the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  // `when`: these checks of settings that go together run even when other variables are bad.
  const always = () => true;
  const parsed = ConfigSchema.refine((c) => !c.GOOGLE_CLIENT_ID || c.GOOGLE_CLIENT_SECRET, {
    path: ["GOOGLE_CLIENT_SECRET"],
    message: "is required when GOOGLE_CLIENT_ID is set",
  })
    .refine((c) => c.S3_BUCKET || !(c.S3_ENDPOINT || c.S3_ACCESS_KEY_ID || c.S3_SECRET_ACCESS_KEY), {
      path: ["S3_BUCKET"],
      message: "is required when S3_ENDPOINT or the S3 keys are set (without it files stay in the local folder)",
      when: always,
    })
    .refine((c) => !c.S3_ACCESS_KEY_ID || c.S3_SECRET_ACCESS_KEY, {
      path: ["S3_SECRET_ACCESS_KEY"],
      message: "is required when S3_ACCESS_KEY_ID is set",
      when: always,
    })
    .refine((c) => !c.S3_SECRET_ACCESS_KEY || c.S3_ACCESS_KEY_ID, {
      path: ["S3_ACCESS_KEY_ID"],
      message: "is required when S3_SECRET_ACCESS_KEY is set",
      when: always,
    })
    .safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const c = parsed.data;
  return {
    ...c,
    appUrl: c.APP_URL ?? `http://localhost:${c.PORT}`,
    mailboxEnabled: c.MAILBOX_ENABLED ?? c.NODE_ENV !== "production",
    webDist: c.WEB_DIST || path.resolve(import.meta.dirname, "../../web/dist"),
    // Without a configured secret, links are signed with a per-process one (fine for one instance).
    fileUrlSecret: c.FILE_URL_SECRET ?? randomBytes(32).toString("hex"),
  };
}
