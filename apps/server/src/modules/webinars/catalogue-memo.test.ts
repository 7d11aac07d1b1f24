import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { multipartBody } from "../../test/files.ts";
import { partners } from "../partners/partners.table.ts";
import { countries } from "../reference/reference.table.ts";
import { webinarCategories, webinars } from "./webinars.table.ts";

/** The remembered public catalogue (decision 041) answers every change at once, and each viewer's own state. */
const API = "/api/v1/webinars";
const NOW = Date.parse("2026-06-01T12:00:00Z");
const H = 3_600_000;
let clock = NOW;
let t: TestApp;
let hostId: number;
let category: number;
let usId: number;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
  usId = us?.id as number;
  hostId = (await t.createPartner({ institute_type: "University", name: "Old Name University" })).id;
  const [cat] = await t.db.insert(webinarCategories).values({ name: "Memo", position: 1 }).returning();
  category = cat?.id as number;
});
afterAll(async () => t?.close());

async function session(from: number, to: number, capacity: number | null = null) {
  const [row] = await t.db
    .insert(webinars)
    .values({
      partner_id: hostId,
      title: `Memo session ${++n}`,
      start_time: new Date(clock + from * H),
      end_time: new Date(clock + to * H),
      timezone: "UTC",
      category_id: category,
      join_url: "https://meet.example.test/memo",
      capacity,
    })
    .returning();
  return row as typeof webinars.$inferSelect;
}

async function guest() {
  const res = await t.app.inject({
    method: "POST",
    url: `${API}/registrations`,
    ...multipartBody({
      first_name: "Mo",
      last_name: "Lee",
      email: `memo${++n}@student.test`,
      password: "a-good-password",
      role: "parent",
      country_id: String(usId),
      city: "Boston",
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.authToken as string;
}

const upcoming = async (token?: string) => {
  const url = `${API}/categories/${category}/events?tab=upcoming`;
  const res = token ? await t.injectAs(token, { method: "GET", url }) : await t.app.inject({ method: "GET", url });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    sessions: {
      id: number;
      seats_left: number | null;
      registration_status: string | null;
      host_institution: { name: string };
    }[];
    matched: number;
  };
};

describe("the remembered guest catalogue", () => {
  it("shows a new session, a taken seat and a renamed host at once", async () => {
    const first = await session(5, 6, 2);
    expect((await upcoming()).sessions.map((s) => s.id)).toEqual([first.id]);
    const second = await session(7, 8);
    expect((await upcoming()).sessions.map((s) => s.id)).toEqual([first.id, second.id]);

    const token = await guest();
    const reg = await t.injectAs(token, { method: "POST", url: `${API}/events/${first.id}/register`, payload: {} });
    expect(reg.statusCode, reg.body).toBe(200);
    expect((await upcoming()).sessions[0]?.seats_left).toBe(1);

    await t.db.update(partners).set({ name: "New Name University" }).where(eq(partners.id, hostId));
    expect((await upcoming()).sessions[0]?.host_institution.name).toBe("New Name University");
  });

  it("lays each guest's own registration over the shared rows, never another's", async () => {
    const s = await session(10, 11);
    const a = await guest();
    const b = await guest();
    await t.injectAs(a, { method: "POST", url: `${API}/events/${s.id}/register`, payload: {} });
    const statusFor = async (token?: string) =>
      (await upcoming(token)).sessions.find((x) => x.id === s.id)?.registration_status;
    expect(await statusFor(a)).toBe("registered");
    expect(await statusFor(b)).toBeNull();
    expect(await statusFor()).toBeNull();
    expect(await statusFor(a)).toBe("registered");
  });

  it("moves a session out of upcoming once it starts, within the clock step", async () => {
    const s = await session(0.5, 2);
    expect((await upcoming()).sessions.some((x) => x.id === s.id)).toBe(true);
    clock += 0.5 * H + 1_000;
    expect((await upcoming()).sessions.some((x) => x.id === s.id)).toBe(false);
  });
});
