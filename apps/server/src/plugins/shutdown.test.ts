import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { build } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openTestDatabase } from "../test/database.ts";

describe("graceful shutdown", () => {
  it("lets an in-flight request finish when the server closes", async () => {
    const database = await openTestDatabase();
    const app = await build(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SERVE_WEB: "false" }), { database });
    let release: () => void = () => undefined;
    let arrive: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    // The close starts once the request is in the handler, however long a busy machine takes to get it there.
    const arrived = new Promise<void>((r) => {
      arrive = r;
    });
    app.get("/slow-for-test", async () => {
      arrive();
      await gate;
      return { done: true };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/slow-for-test`);
    await arrived;
    const closing = app.close();
    await new Promise((r) => setTimeout(r, 100));
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    await database.close();
  });
});
