import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { startSecondServer } from "../../test/second-server.ts";
import { openEventStream } from "../../test/sse.ts";
import { createNotifier } from "./notifications.service.ts";

const onPostgres = Boolean(process.env.DATABASE_URL);

/** A second server process on the same PostgreSQL database. */
describe.runIf(onPostgres)("live delivery across two server processes (PostgreSQL)", () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof startSecondServer>>;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    other = await startSecondServer((t.database as { url?: string }).url ?? "");
    base = other.base;
  }, 60_000);

  afterAll(async () => {
    other?.stop();
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
