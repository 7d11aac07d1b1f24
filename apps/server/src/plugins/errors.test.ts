import { MESSAGES } from "@quad/contract/rules/messages";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/app.ts";
import { openTestDatabase } from "../test/database.ts";
import { BODY_MESSAGES, frameworkErrors, ROUTER_OPTIONS, registerErrorHandler } from "./errors.ts";

/**
 * The one error handler: what reaches it from the database (a foreign key the service did not check)
 * and from the router (paths it cannot read). The database is the real one (PGlite, or PostgreSQL with
 * DATABASE_URL), so the driver's errors are the ones production sees.
 */

const database = await openTestDatabase();
const t = await createTestApp();
afterAll(async () => {
  await t.close();
  await database.close();
});

/** A bare app with our error handler and routes that write rows naming missing or still-named rows. */
async function appWithWrites() {
  const app = Fastify({ routerOptions: ROUTER_OPTIONS, frameworkErrors });
  registerErrorHandler(app);
  app.post("/states", async () => {
    await database.db.execute(sql`insert into states (country_id, name, code) values (2147483647, 'Nowhere', 'NW')`);
    return {};
  });
  app.post("/countries/delete", { config: { listErrors: true } }, async () => {
    await database.db.execute(sql`delete from countries where code = 'US'`);
    return {};
  });
  await app.ready();
  return app;
}

describe("a foreign-key violation that reaches the error handler", () => {
  it("is a 422 on the referencing column, on PGlite and PostgreSQL alike (was a 500)", async () => {
    const app = await appWithWrites();
    const res = await app.inject({ method: "POST", url: "/states" });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ errors: { country_id: MESSAGES.invalidChoice } });
    await app.close();
  });

  it("is a 422 on the whole input when a row is still named elsewhere, in the route's error shape", async () => {
    const app = await appWithWrites();
    const res = await app.inject({ method: "POST", url: "/countries/delete" });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ errors: { base: [MESSAGES.stillInUse] } });
    await app.close();
  });
});

describe("a path the router cannot read", () => {
  const paths = [
    ["a 10,000-character parameter", `/api/v1/partners/universities/${"x".repeat(10_000)}`],
    ["a parameter one over the limit", `/api/v1/partners/programs/${"1".repeat(ROUTER_OPTIONS.maxParamLength + 1)}`],
    ["an unpaired surrogate", "/api/v1/partners/universities/%ED%A0%80"],
    ["bytes that are no UTF-8", "/api/v1/webinars/join/%FF"],
    ["an overlong slash", "/api/v1/partners/events/%C0%AF/update_status"],
  ];

  it.each(paths)(
    "answers %s with the documented 404, for a visitor and a signed-in admin alike",
    async (_what, url) => {
      const { token } = await t.createSignedIn("University");
      for (const headers of [{}, { authentication_token: token }]) {
        const res = await t.app.inject({ method: "GET", url, headers });
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toEqual({ error: BODY_MESSAGES.unreadablePath });
        expect(res.body).not.toMatch(/FST_ERR|statusCode/);
        // The headers of every API answer.
        expect(res.headers["cache-control"]).toBe("no-store");
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
      }
    },
  );

  it("documents the answer on every route with path parameters", () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!path.includes("{")) continue;
      for (const [method, op] of Object.entries(item)) {
        const described = op.responses?.["404"]?.description ?? "";
        if (!described.includes(`longer than ${ROUTER_OPTIONS.maxParamLength} characters`))
          missing.push(`${method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
