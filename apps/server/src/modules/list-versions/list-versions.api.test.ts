import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { availabilitySlots } from "../availability/availability.table.ts";
import { notifications } from "../notifications/notifications.table.ts";
import { partners } from "../partners/partners.table.ts";
import { regions } from "../reference/reference.table.ts";
import { userRegions } from "../team/team.table.ts";
import { users } from "../users/users.table.ts";
import { COMPRESS_FROM_BYTES } from "./list-versions.ts";

const API = "/api/v1/partners";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("remembered list answers follow every change, whatever path wrote it", () => {
  it("notifications: rows added, read and deleted outside the service show on the next request", async () => {
    const { user, partner, token } = await t.createSignedIn();
    const list = async (body: object = {}) =>
      (await t.injectAs(token, { method: "POST", url: `${API}/users/${user.id}/notifications`, payload: body })).json();
    expect(await list()).toMatchObject({ total: 0, unread_count: 0, filter_count: 0 });

    const row = { user_id: user.id, partner_id: partner.id, notification_type: "Event", message: "Visit confirmed" };
    await t.db.insert(notifications).values([row, { ...row, message: "Visit cancelled" }]);
    expect(await list()).toMatchObject({ total: 2, unread_count: 2, filter_count: 2 });
    expect(await list({ search_text: "cancelled" })).toMatchObject({ filter_count: 1 });

    await t.db.update(notifications).set({ is_read: true }).where(eq(notifications.message, "Visit cancelled"));
    expect(await list()).toMatchObject({ total: 2, unread_count: 1, read_count: 1 });
    expect(await list({ is_read: true })).toMatchObject({ filter_count: 1 });

    await t.db.delete(notifications).where(eq(notifications.user_id, user.id));
    expect(await list()).toMatchObject({ total: 0, filter_count: 0, notifications: [] });
  });

  it("team: a renamed member, a new member and a region assigned outside the service show on the next request", async () => {
    const { partner, token } = await t.createSignedIn("University");
    const list = async () => (await t.injectAs(token, { method: "POST", url: `${API}/teams`, payload: {} })).json();
    const before = await list();
    expect(before.total).toBe(1);

    const other = await t.createUser({ partner_id: partner.id, role: "member", first_name: "Zed" });
    expect((await list()).total).toBe(2);

    await t.db.update(users).set({ first_name: "Aaron" }).where(eq(users.id, other.id));
    const renamed = await list();
    expect(renamed.members.find((m: { id: number }) => m.id === other.id)?.first_name).toBe("Aaron");

    const [region] = await t.db.select().from(regions).limit(1);
    if (!region) throw new Error("no regions seeded");
    await t.db.insert(userRegions).values({ user_id: other.id, region_id: region.id });
    const withRegion = await list();
    const member = withRegion.members.find((m: { id: number }) => m.id === other.id);
    expect(JSON.stringify(member)).toContain(region.name);
  });

  it("one institution's changes leave another's remembered answer alone, and never mix them", async () => {
    const a = await t.createSignedIn("University");
    const b = await t.createSignedIn("University");
    const list = async (token: string) =>
      (await t.injectAs(token, { method: "POST", url: `${API}/teams`, payload: {} })).json();
    expect((await list(a.token)).members.map((m: { id: number }) => m.id)).toEqual([a.user.id]);
    expect((await list(b.token)).members.map((m: { id: number }) => m.id)).toEqual([b.user.id]);
    await t.createUser({ partner_id: a.partner.id });
    expect((await list(a.token)).total).toBe(2);
    expect((await list(b.token)).total).toBe(1);
  });

  it("availability and the directory: a slot or a school changed outside the service shows on the next request", async () => {
    const school = await t.createSignedIn("School");
    const university = await t.createSignedIn("University");
    const set = await t.injectAs(school.token, {
      method: "POST",
      url: `${API}/schools/${school.partner.id}/set_availability`,
      payload: {
        availability: {
          availability_start_date: "2027-06-07",
          availability_end_date: "2027-06-13",
          is_bulk_upload: true,
          slots: [{ days: [1], time_from: "09:00", time_to: "09:40", capacity: 2 }],
        },
      },
    });
    expect(set.statusCode).toBe(201);
    const calendar = async () =>
      (
        await t.injectAs(university.token, {
          method: "GET",
          url: `${API}/schools/${school.partner.id}/availability?start_date=2027-06-07&end_date=2027-06-13`,
        })
      ).json();
    expect((await calendar()).data["2027-06-07"][0]).toMatchObject({ capacity: 2, remaining: 2 });
    await t.db
      .update(availabilitySlots)
      .set({ capacity: 5 })
      .where(eq(availabilitySlots.partner_id, school.partner.id));
    expect((await calendar()).data["2027-06-07"][0]).toMatchObject({ capacity: 5, remaining: 5 });

    const directory = async () =>
      (
        await t.injectAs(university.token, {
          method: "POST",
          url: `${API}/universities/${university.partner.id}/schools_list`,
          payload: { search_text: "Quiet Pines" },
        })
      ).json();
    expect((await directory()).matched).toBe(0);
    await t.db.update(partners).set({ name: "Quiet Pines Academy" }).where(eq(partners.id, school.partner.id));
    const found = await directory();
    expect(found.matched).toBe(1);
    expect(found.schools[0]).toMatchObject({ id: school.partner.id, name: "Quiet Pines Academy" });
  });
});

describe("list answers on the wire", () => {
  it("are compressed for clients that accept it (brotli first, then gzip), the same JSON once decompressed", async () => {
    const { user, partner, token } = await t.createSignedIn();
    const row = { user_id: user.id, partner_id: partner.id, notification_type: "Event" };
    await t.db
      .insert(notifications)
      .values(
        Array.from({ length: 20 }, (_, i) => ({ ...row, message: `Visit ${i} confirmed by Lakeside International` })),
      );
    const url = `${API}/users/${user.id}/notifications`;
    const ask = (encoding?: string) =>
      t.injectAs(token, {
        method: "POST",
        url,
        payload: {},
        headers: encoding ? { "accept-encoding": encoding } : {},
      });

    const plain = await ask();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    expect(plain.json().total).toBe(20);

    const browser = await ask("gzip, deflate, br, zstd");
    expect(browser.headers["content-encoding"]).toBe("br");
    expect(browser.headers.vary).toBe("accept-encoding");
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(browser.rawPayload).toString()).toBe(plain.body);

    const gzipOnly = await ask("gzip");
    expect(gzipOnly.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipOnly.rawPayload).toString()).toBe(plain.body);

    expect((await ask("identity")).headers["content-encoding"]).toBeUndefined();
  });

  it("are sent as they are when too small to gain from compression", async () => {
    const { user, token } = await t.createSignedIn();
    const res = await t.injectAs(token, {
      method: "POST",
      url: `${API}/users/${user.id}/notifications`,
      payload: {},
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toMatchObject({ total: 0 });
  });
});
