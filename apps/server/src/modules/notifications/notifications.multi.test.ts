import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { openEventStream } from "../../test/sse.ts";
import { createNotifier } from "./notifications.service.ts";

const onPostgres = Boolean(process.env.DATABASE_URL);

async function freePort() {
  return new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** A second server process on the same PostgreSQL database. */
describe.runIf(onPostgres)("live delivery across two server processes (PostgreSQL)", () => {
  let t: TestApp;
  let other: ChildProcess;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    other = spawn(process.execPath, ["--import", "tsx", path.resolve(import.meta.dirname, "../../server.ts")], {
      env: {
        ...process.env,
        DATABASE_URL: (t.database as { url?: string }).url,
        PORT: String(port),
        HOST: "127.0.0.1",
        SEED_ON_START: "false",
        SERVE_WEB: "false",
        LOG_LEVEL: "warn",
        NODE_ENV: "test",
      },
      stdio: "inherit",
    });
    for (let i = 0; i < 200; i++) {
      const ok = await fetch(`${base}/readyz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("second server did not start");
  }, 60_000);

  afterAll(async () => {
    other?.kill("SIGTERM");
    await t?.close();
  });

  it("a notification created in this process reaches a stream opened on the other within 2 s", async () => {
    const { user, token } = await t.createSignedIn();
    const stream = await openEventStream(`${base}/api/v1/partners/notifications/stream`, token);
    try {
      await stream.waitFor("ready", 5000);
      await createNotifier(t.app.ctx).notifyUsers([user.id], {
        notification_type: "Team",
        message: "Across processes",
      });
      const event = await stream.waitFor("notification", 2000);
      expect(event.data).toMatchObject({ notification: { message: "Across processes" }, unread_count: 1 });
    } finally {
      stream.close();
    }
  });
});
