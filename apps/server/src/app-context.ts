import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import type { OutboundClient } from "./lib/outbound/client.ts";
import type { SecretBox } from "./lib/secrets/secret-box.ts";
import type { Jobs } from "./plugins/jobs.ts";
import type { LiveHub } from "./plugins/live.ts";
import type { Mailer } from "./plugins/mailer.ts";
import type { FileLinks, Storage } from "./plugins/storage.ts";

/** What modules need from the running app; services take narrow parts of it. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  live: LiveHub;
  /** Background work (reminders, follow-ups, waitlist offers): never on the request path. */
  jobs: Jobs;
  fileLinks: FileLinks;
  /** The only way to call an address a user gave (decision 057). */
  outbound: OutboundClient;
  /** Integration secrets encrypted at rest (decision 102): repositories seal what they write, open what they read. */
  secrets: SecretBox;
  now: () => Date;
}

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
