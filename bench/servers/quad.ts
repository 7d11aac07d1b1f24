// The real app on the PostgreSQL database named by BENCH_DATABASE_URL (created and dropped by the runner),
// with one University and one active admin to sign in as.
import { randomBytes } from "node:crypto";
import { build } from "@quad/server/src/app.ts";
import { loadConfig } from "@quad/server/src/config.ts";
import { hashPassword } from "@quad/server/src/lib/passwords.ts";
import { partners } from "@quad/server/src/modules/partners/partners.table.ts";
import { users } from "@quad/server/src/modules/users/users.table.ts";

export interface QuadReady {
  port: number;
  userId: number;
  email: string;
  password: string;
}

const PASSWORD = "bench-password-1";

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error("BENCH_DATABASE_URL is not set");
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    SERVE_WEB: "false",
    SEED_ON_START: "false",
    DATABASE_URL: url,
    APP_URL: "http://127.0.0.1",
    FILE_URL_SECRET: randomBytes(32).toString("hex"),
    SECRETS_KEY: randomBytes(32).toString("base64"),
    // The request path only: background work (the webinar scan's reminders over a million registrations)
    // runs where JOBS_WORKERS is on, which may be other instances (decision 037).
    JOBS_WORKERS: "false",
  });
  const app = await build(config);
  await app.ready();
  const { db } = app.ctx;
  const [partner] = await db
    .insert(partners)
    .values({
      institute_type: "University",
      name: "Bench University",
      status: "active",
      registered_at: new Date(),
      approved_at: new Date(),
      timezone: "America/New_York",
    })
    .returning({ id: partners.id });
  if (!partner) throw new Error("partner not created");
  const email = "bench-admin@quad.test";
  const [user] = await db
    .insert(users)
    .values({
      partner_id: partner.id,
      email,
      first_name: "Bench",
      last_name: "Admin",
      password_hash: await hashPassword(PASSWORD),
      role: "admin",
      status: "active",
      email_confirmed_at: new Date(),
      privacy_policy_accepted_at: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error("user not created");

  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const ready: QuadReady = { port, userId: user.id, email, password: PASSWORD };
  process.send?.(ready);

  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("disconnect", () => void stop());
}

main().catch((err: unknown) => {
  process.send?.({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exit(1);
});
