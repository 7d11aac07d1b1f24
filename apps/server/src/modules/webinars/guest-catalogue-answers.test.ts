import { GuestSessionsListResponseSchema, TrendingSessionsResponseSchema } from "@quad/contract/api/webinars";
import { eq } from "drizzle-orm";
import { serializerCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { startSecondServer } from "../../test/second-server.ts";
import { createSession, register, signUpGuest } from "../../test/webinars.ts";
import { countries } from "../reference/reference.table.ts";
import { createGuestCatalogueService } from "./guest-catalogue.service.ts";
import { createGuestsRepository } from "./guests.repository.ts";
import { webinarCategories, webinarRegistrations } from "./webinars.table.ts";

/**
 * A signed-in guest's catalogue answers are stored answers (decision 048): the same bytes as the answer built
 * and serialised per request (the code before that decision, kept as the service's `trending` and
 * `categoryEvents`), for a guest without registrations and with each kind of registration.
 */
const API = "/api/v1/webinars";
const NOW = Date.parse("2026-06-01T12:00:00Z");
const H = 3_600_000;
const onPostgres = Boolean(process.env.DATABASE_URL);

/** How the route serialised the built answer (the response schema's serializer). */
const serialise = (schema: unknown, value: unknown) =>
  (serializerCompiler as (r: { schema: unknown; method: string; url: string }) => (v: unknown) => string)({
    schema,
    method: "GET",
    url: "",
  })(value);

describe("signed-in guests' stored catalogue answers", () => {
  let clock = NOW;
  let t: TestApp;
  let category: number;
  let usId: number;
  let service: ReturnType<typeof createGuestCatalogueService>;
  const sessions: { id: number; partner_id: number }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(clock) });
    service = createGuestCatalogueService(t.app.ctx);
    const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
    usId = us?.id as number;
    const host = await t.createPartner({ institute_type: "University" });
    const [cat] = await t.db.insert(webinarCategories).values({ name: "Answers", position: 1 }).returning();
    category = cat?.id as number;
    const at = (h: number) => new Date(NOW + h * H);
    const base = { category_id: category, join_url: "https://meet.example.test/a" };
    // Upcoming with and without capacity, one live, one ended with a recording, one in person.
    for (const values of [
      { start_time: at(5), end_time: at(6), capacity: 2 },
      { start_time: at(7), end_time: at(8), capacity: 1 },
      { start_time: at(9), end_time: at(10) },
      { start_time: at(-0.5), end_time: at(1) },
      {
        start_time: at(-30),
        end_time: at(-29),
        is_recording_available: true,
        recording_url: "https://video.example.test/r",
      },
      { start_time: at(11), end_time: at(12), is_in_person: true, location: "Hall A", join_url: null },
    ])
      sessions.push(await createSession(t.db, host.id, { ...base, ...values }));
  });
  afterAll(async () => t?.close());

  const guestRow = async (id: number) => {
    const row = await createGuestsRepository(t.db).findById(id);
    if (!row) throw new Error("no guest");
    return row;
  };

  /** The new path (the route) and the old one (built, serialised through the schema) for the same moment. */
  async function compare(token: string, id: number) {
    const guest = await guestRow(id);
    const trending = await t.injectAs(token, { method: "GET", url: `${API}/categories/trending_session_hash` });
    expect(trending.statusCode, trending.body).toBe(200);
    expect(trending.body).toBe(serialise(TrendingSessionsResponseSchema, await service.trending(guest)));
    TrendingSessionsResponseSchema.parse(JSON.parse(trending.body));
    for (const tab of ["upcoming", "current", "past"] as const) {
      const page = await t.injectAs(token, {
        method: "GET",
        url: `${API}/categories/${category}/events?tab=${tab}&page_no=1`,
      });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.body).toBe(
        serialise(GuestSessionsListResponseSchema, await service.categoryEvents(guest, category, tab, 1)),
      );
      GuestSessionsListResponseSchema.parse(JSON.parse(page.body));
    }
    return JSON.parse(trending.body) as Record<string, { id: number; registration_status: string | null }[]>;
  }

  const statusIn = (answer: Record<string, { id: number; registration_status: string | null }[]>, id: number) =>
    Object.values(answer)
      .flat()
      .find((s) => s.id === id)?.registration_status;

  it("answers a guest without registrations as before (and differently from a visitor: the recording)", async () => {
    const g = await signUpGuest(t.app, usId);
    const answer = await compare(g.token, g.id);
    expect(JSON.stringify(answer)).toContain("https://video.example.test/r");
    const visitor = await t.app.inject({ method: "GET", url: `${API}/categories/trending_session_hash` });
    expect(visitor.body).not.toContain("https://video.example.test/r");
  });

  it("answers registered, waitlisted, offered and cancelled guests as before", async () => {
    const [a, b, c, d, e] = sessions as [
      (typeof sessions)[0],
      (typeof sessions)[0],
      (typeof sessions)[0],
      (typeof sessions)[0],
      (typeof sessions)[0],
    ];
    const g = await signUpGuest(t.app, usId);
    await register(t.db, a, g, { status: "registered", is_attending: true });
    await register(t.db, b, g, { status: "waitlisted", waitlisted_at: new Date(NOW - H) });
    await register(t.db, c, g, { status: "cancelled", cancelled_at: new Date(NOW - H) });
    await register(t.db, d, g, { status: "registered", is_attending: true });
    await register(t.db, e, g, { status: "registered", is_video_watched: true });
    let answer = await compare(g.token, g.id);
    expect(statusIn(answer, a.id)).toBe("registered");
    expect(statusIn(answer, b.id)).toBe("waitlisted");
    expect(statusIn(answer, c.id)).toBe("cancelled");

    // An offer made to the waitlisted guest (by another process: straight into the database) shows at once.
    await t.db
      .update(webinarRegistrations)
      .set({ offer_expires_at: new Date(NOW + 2 * H) })
      .where(eq(webinarRegistrations.webinar_user_id, g.id));
    answer = await compare(g.token, g.id);
    expect(JSON.stringify(answer)).toContain(new Date(NOW + 2 * H).toISOString());

    // Another guest with no registration among these sessions still gets the shared signed-in answer.
    const other = await signUpGuest(t.app, usId);
    const otherAnswer = await compare(other.token, other.id);
    expect(statusIn(otherAnswer, a.id)).toBeNull();
  });

  it("shows the guest's own register and cancel in the next answer, and moves with the clock", async () => {
    const s = sessions[2] as (typeof sessions)[0];
    const g = await signUpGuest(t.app, usId);
    expect(statusIn(await compare(g.token, g.id), s.id)).toBeNull();
    const reg = await t.injectAs(g.token, { method: "POST", url: `${API}/events/${s.id}/register`, payload: {} });
    expect(reg.statusCode, reg.body).toBe(200);
    expect(statusIn(await compare(g.token, g.id), s.id)).toBe("registered");
    const cancel = await t.injectAs(g.token, { method: "POST", url: `${API}/events/${s.id}/cancel_registration` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(statusIn(await compare(g.token, g.id), s.id)).toBe("cancelled");
    clock = NOW + 9 * H + 60_000; // the session is now live: tabs and labels move with the clock step
    await compare(g.token, g.id);
    clock = NOW;
  });
});

describe.runIf(onPostgres)("a guest's change seen at once by another server process (PostgreSQL)", () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof startSecondServer>>;
  let category: number;
  let usId: number;
  let session: { id: number; partner_id: number };
  beforeAll(async () => {
    t = await createTestApp();
    other = await startSecondServer((t.database as { url?: string }).url ?? "");
    const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
    usId = us?.id as number;
    const host = await t.createPartner({ institute_type: "University" });
    const [cat] = await t.db.insert(webinarCategories).values({ name: "Two", position: 1 }).returning();
    category = cat?.id as number;
    session = await createSession(t.db, host.id, { category_id: category, join_url: "https://meet.example.test/b" });
  }, 60_000);
  afterAll(async () => {
    other?.stop();
    await t?.close();
  });

  it("register on one process, cancel on the other: each next answer shows it", async () => {
    const g = await signUpGuest(t.app, usId);
    const url = `${API}/categories/${category}/events?tab=upcoming&page_no=1`;
    const viaOther = async () => {
      const res = await fetch(`${other.base}${url}`, { headers: { authentication_token: g.token } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { sessions: { id: number; registration_status: string | null }[] }).sessions;
    };
    const viaThis = async () =>
      (await t.injectAs(g.token, { method: "GET", url })).json().sessions as Awaited<ReturnType<typeof viaOther>>;
    expect((await viaOther())[0]?.registration_status).toBeNull();
    expect((await viaThis())[0]?.registration_status).toBeNull();
    const reg = await t.injectAs(g.token, { method: "POST", url: `${API}/events/${session.id}/register`, payload: {} });
    expect(reg.statusCode, reg.body).toBe(200);
    expect((await viaOther())[0]?.registration_status).toBe("registered");
    const cancel = await fetch(`${other.base}${API}/events/${session.id}/cancel_registration`, {
      method: "POST",
      headers: { authentication_token: g.token },
    });
    expect(cancel.status).toBe(200);
    expect((await viaThis())[0]?.registration_status).toBe("cancelled");
  });
});
