import type { AppContext } from "../app-context.ts";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { createUsersRepository, type UserWithPartner } from "../modules/users/users.repository.ts";
import type { JobName, Jobs } from "../plugins/jobs.ts";
import type { LiveHub } from "../plugins/live.ts";
import type { Mailer, MailMessage } from "../plugins/mailer.ts";
import { createFileLinks, type Storage } from "../plugins/storage.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What the demo world's builders hand the real services. */
export type SeedContext = Pick<
  AppContext,
  "db" | "now" | "mailer" | "config" | "live" | "storage" | "fileLinks" | "jobs"
>;

export interface DemoActors {
  ctx: SeedContext;
  /** Sets the moment the next actions happen at (their audits, notifications and rules use it). */
  at(moment: Date): void;
  /** The demo user who acts, as the services see a signed-in user. */
  user(email: string): Promise<UserWithPartner>;
  /** Mails the actions would have sent (kept here, never delivered): invitation links are followed from them. */
  mails: MailMessage[];
  /** Background jobs the actions asked for (kept here, never run: the running app's scans find what is still due). */
  jobs: { name: JobName; data: unknown }[];
}

/** A part of the app the demo history cannot use (no file storage was given); using it is a bug in the seed. */
const unavailable = (name: string) =>
  new Proxy(
    {},
    {
      get() {
        throw new Error(`${name} is not available while seeding the demo world`);
      },
    },
  ) as never;

/**
 * A context for building the demo world through the same services as real use, inside the seeding
 * transaction: an adjustable clock (history is made at past moments, so the services' rules about the
 * past apply as they did then), mail kept in memory instead of sent (a demo world must not mail its fake
 * addresses, decision 031), and no live announcements (nobody is connected while it is built). Uploads (program
 * files, application documents) go to `storage`, the running app's file storage, so that it serves them later.
 */
export function createDemoActors(tx: Tx, start: Date, config?: SeedContext["config"], storage?: Storage): DemoActors {
  let clock = start;
  const mails: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      mails.push(message);
    },
    async stage(_tx, message) {
      mails.push(message);
      return { outboxId: 0, deliver: () => undefined };
    },
    async flush() {},
  };
  const live = { publish: async () => {} } as unknown as LiveHub;
  const queued: DemoActors["jobs"] = [];
  const jobs = {
    workers: false,
    async send(name: JobName, data: unknown) {
      queued.push({ name, data });
      return null;
    },
    async sendMany(name: JobName, list: { data: unknown }[]) {
      for (const j of list) queued.push({ name, data: j.data });
    },
  } as unknown as Jobs;
  // The transaction has the database's query API; services run their own transactions in it as savepoints.
  const db = tx as unknown as Db;
  const appConfig = config ?? loadConfig({ LOG_LEVEL: "silent" });
  const ctx: SeedContext = {
    db,
    now: () => clock,
    mailer,
    config: appConfig,
    live,
    storage: storage ?? unavailable("File storage"),
    // The services' answers carry signed links; nobody follows those made while seeding.
    fileLinks: createFileLinks(appConfig.fileUrlSecret, appConfig.FILE_URL_TTL_MINUTES, () => clock),
    jobs,
  };
  const users = createUsersRepository(db);
  return {
    ctx,
    mails,
    jobs: queued,
    at(moment) {
      clock = moment;
    },
    async user(email) {
      const found = await users.findByEmail(email);
      if (!found) throw new Error(`Demo user ${email} not found`);
      return found;
    },
  };
}
