import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { multipartBody } from "../../test/files.ts";
import { countries } from "../reference/reference.table.ts";
import { webinarSessions, webinarUsers } from "./webinars.table.ts";

/** Guest sessions kept in memory (decision 041) answer every change: this process's own and the database's. */
const API = "/api/v1/webinars";
let t: TestApp;
let usId: number;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
  usId = us?.id as number;
});
afterAll(async () => t?.close());

async function eventually(check: () => Promise<boolean>, withinMs: number) {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

async function signUp() {
  const res = await t.app.inject({
    method: "POST",
    url: `${API}/registrations`,
    ...multipartBody({
      first_name: "Kai",
      last_name: "Wu",
      email: `cache${++n}@student.test`,
      password: "a-good-password",
      role: "parent",
      country_id: String(usId),
      city: "Austin",
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { token: res.json().data.authToken as string, id: res.json().data.id as number };
}

const me = (token: string) => t.injectAs(token, { method: "GET", url: `${API}/users/me` });

describe("guest sessions kept in memory", () => {
  it("answer this process's own changes on the very next request", async () => {
    const g = await signUp();
    expect((await me(g.token)).json().data.city).toBe("Austin");
    const update = await t.injectAs(g.token, {
      method: "PUT",
      url: `${API}/users/update_user`,
      ...multipartBody({
        first_name: "Kai",
        last_name: "Wu",
        role: "parent",
        country_id: String(usId),
        city: "Dallas",
      }),
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await me(g.token)).json().data.city).toBe("Dallas");
    expect((await t.injectAs(g.token, { method: "DELETE", url: `${API}/sessions` })).statusCode).toBeLessThan(300);
    expect((await me(g.token)).statusCode).toBe(401);
  });

  it("drop what they hold when the database changes behind their back", async () => {
    const g = await signUp();
    expect((await me(g.token)).statusCode).toBe(200);
    expect((await me(g.token)).statusCode).toBe(200); // held in memory now
    await t.db.update(webinarUsers).set({ city: "Houston" }).where(eq(webinarUsers.id, g.id));
    expect(await eventually(async () => (await me(g.token)).json().data.city === "Houston", 2000)).toBe(true);
    await t.db.update(webinarSessions).set({ revoked_at: new Date() }).where(eq(webinarSessions.webinar_user_id, g.id));
    expect(await eventually(async () => (await me(g.token)).statusCode === 401, 2000)).toBe(true);
  });
});
