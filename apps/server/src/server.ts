import { build } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { FolderLockedError } from "./db/folder-lock.ts";
import { queueInsightsRefresh } from "./modules/insights/insights.job.ts";
import { DEMO_SIGN_INS } from "./seed/demo-accounts.ts";
import { seedDemoCalendar } from "./seed/demo-calendar.ts";
import { seedDemoWorld } from "./seed/demo-world.ts";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let app: Awaited<ReturnType<typeof build>>;
  try {
    app = await build(config);
  } catch (err) {
    // Another process holds the embedded database folder: say which, and start nothing (decision 062).
    if (err instanceof FolderLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.SEED_ON_START) {
    const result = await seedDemoWorld(app.ctx.db, {
      scale: config.SEED_SCALE,
      password: config.DEMO_PASSWORD,
      config,
      storage: app.ctx.storage,
    });
    if (result.created) app.log.info("demo world seeded");
    // The insight reports' rollups of the demo world's data, at once rather than at the next hourly rebuild.
    void queueInsightsRefresh(app.ctx).catch((err: unknown) => app.log.warn({ err }, "insights rebuild not queued"));
    // Not awaited: a CalDAV server that does not answer must not hold the start.
    void seedDemoCalendar(app.ctx, app.log).catch((err: unknown) => app.log.warn({ err }, "demo calendar not set up"));
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown grace period over; exiting");
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.PORT, host: config.HOST });
  const demo = config.SEED_ON_START
    ? `\nDemo sign-ins (password "${config.DEMO_PASSWORD}"):\n${DEMO_SIGN_INS.map((s) => `  ${s.email}`).join("\n")}`
    : "";
  const mailbox = config.mailboxEnabled
    ? `\nMailbox: ${config.appUrl}/dev/mailbox${config.MAILBOX_PUBLIC ? " (open to everyone: MAILBOX_PUBLIC)" : config.TRUST_PROXY ? " (closed behind a proxy, TRUST_PROXY: MAILBOX_PUBLIC opens it)" : " (from this machine only)"}`
    : "";
  console.log(`\nQuad is running on ${config.appUrl} (database: ${app.ctx.database.kind})${mailbox}${demo}\n`);
}

void main();
