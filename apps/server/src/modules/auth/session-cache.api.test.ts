import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { multipartBody } from "../../test/files.ts";
import { startSecondServer } from "../../test/second-server.ts";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";

const API = "/api/v1/partners";
const onPostgres = Boolean(process.env.DATABASE_URL);

async function eventually(check: () => Promise<boolean>, withinMs: number) {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

describe("sessions kept in memory", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const check = (userId: number, token: string) =>
    t.injectAs(token, { method: "GET", url: `${API}/users/${userId}/check_session` });

  it("answers this process's own changes on the very next request", async () => {
    const { user, token } = await t.createSignedIn("University");
    expect((await check(user.id, token)).json().data.first_name).toBe("Test");
    const update = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${user.id}`,
      ...multipartBody({ first_name: "Renamed", last_name: "Person" }),
    });
    expect(update.statusCode).toBe(200);
    expect((await check(user.id, token)).json().data.first_name).toBe("Renamed");

    expect((await t.injectAs(token, { method: "DELETE", url: `${API}/sessions` })).statusCode).toBe(200);
    expect((await check(user.id, token)).statusCode).toBe(401);
  });

  it("drops what it holds when the database changes behind its back (another process, a command)", async () => {
    const { user, partner, token } = await t.createSignedIn("School");
    expect((await check(user.id, token)).json().data.institute_type).toBe("School");

    await t.db.update(partners).set({ name: "Renamed Outside" }).where(eq(partners.id, partner.id));
    expect(
      await eventually(async () => (await check(user.id, token)).json().data.company.name === "Renamed Outside", 2000),
    ).toBe(true);

    await t.db.update(users).set({ status: "deactivated" }).where(eq(users.id, user.id));
    expect(await eventually(async () => (await check(user.id, token)).statusCode === 401, 2000)).toBe(true);
  });
});

describe.runIf(onPostgres)("sessions across two server processes (PostgreSQL)", () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof startSecondServer>>;
  beforeAll(async () => {
    t = await createTestApp();
    other = await startSecondServer((t.database as { url?: string }).url ?? "");
  }, 60_000);
  afterAll(async () => {
    other?.stop();
    await t?.close();
  });

  it("a sign-out on one process ends the session on the other within a second", async () => {
    const { user, token } = await t.createSignedIn();
    const url = `${other.base}${API}/users/${user.id}/check_session`;
    const viaOther = () => fetch(url, { headers: { authentication_token: token } }).then((r) => r.status);
    expect(await viaOther()).toBe(200);
    expect(await viaOther()).toBe(200); // now held in the other process's memory
    expect((await t.injectAs(token, { method: "DELETE", url: `${API}/sessions` })).statusCode).toBe(200);
    expect(await eventually(async () => (await viaOther()) === 401, 1000)).toBe(true);
  });
});
