import type { AccessTier } from "@quad/contract/rules/plans";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createSession, signUpGuest } from "../../test/webinars.ts";
import { connections } from "../connections/connections.table.ts";
import { guestNotifications } from "../guest-notifications/guest-notifications.table.ts";
import { outbox } from "../mail/mail.table.ts";
import { createPlansService } from "../plans/plans.service.ts";
import { countries } from "../reference/reference.table.ts";
import { people, webinarUsers } from "../webinars/webinars.table.ts";
import { createProspectEngage } from "./prospect-engage.service.ts";
import { prospectInvitations, prospects } from "./prospects.table.ts";

const API = "/api/v1/partners";
const GUESTS = "/api/v1/webinars";
const NOW = new Date("2026-11-26T12:00:00Z");
let t: TestApp;
let countryId: number;
let otherCountryId: number;
let thirdCountryId: number;
type SignedIn = Awaited<ReturnType<TestApp["createSignedIn"]>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const rows = await t.db.select({ id: countries.id, code: countries.code }).from(countries);
  countryId = rows.find((c) => c.code === "US")?.id as number;
  otherCountryId = rows.find((c) => c.code === "IN")?.id as number;
  thirdCountryId = rows.find((c) => c.code === "GB")?.id as number;
});
afterAll(async () => t?.close());

async function university(tier: AccessTier): Promise<SignedIn> {
  const uni = await t.createSignedIn("University");
  await createPlansService(t.app.ctx).set(uni.partner.id, "prospect_engage", tier, "test");
  return uni;
}

let made = 0;
/** Discoverable students written as the guest area writes them (the trigger fills the search table). */
async function makeProspects(n: number, values: Partial<typeof webinarUsers.$inferInsert> = {}) {
  const rows = Array.from({ length: n }, (_, i) => {
    made += 1;
    return {
      email: `prospect${made}-${Math.random().toString(36).slice(2, 8)}@student.test`,
      first_name: `Pro${made}`,
      last_name: "spect",
      role: "student",
      country_id: countryId,
      graduation_year: 2030,
      date_of_birth: "2000-01-01",
      academic_interests: ["Engineering"],
      discoverable_at: new Date(NOW.getTime() - (made + i) * 1000),
      ...values,
    };
  });
  const persons = await t.db
    .insert(people)
    .values(rows.map((r) => ({ email: r.email })))
    .returning({ id: people.id });
  const guests = await t.db
    .insert(webinarUsers)
    .values(rows.map((r, i) => ({ ...r, person_id: persons[i]?.id as number })))
    .returning({ id: webinarUsers.id, person_id: webinarUsers.person_id });
  return guests.map((g) => ({ id: g.id, person_id: g.person_id as number }));
}

const search = (token: string, payload: Record<string, unknown>) =>
  t.injectAs(token, { method: "POST", url: `${API}/prospects/search`, payload });
const connect = (token: string, ids: number[]) =>
  t.injectAs(token, { method: "POST", url: `${API}/prospects/connect`, payload: { prospect_ids: ids } });
const guestPut = (token: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PUT", url: `${GUESTS}${url}`, headers: { authentication_token: token }, payload });

describe("the discoverable opt-in (decision 111)", () => {
  it("is off by default, explicit, and withdrawn at once; a profile change reaches the search", async () => {
    const uni = await university("paid");
    const g = await signUpGuest(t.app, countryId, { graduation_year: "2071" });
    const me = await t.app.inject({
      method: "GET",
      url: `${GUESTS}/users/me`,
      headers: { authentication_token: g.token },
    });
    expect(me.json().data).toMatchObject({ discoverable: false, discoverable_since: null });
    expect((await search(uni.token, { graduation_years: [2071] })).json().total).toBe(0);

    const on = await guestPut(g.token, "/users/discoverable", { discoverable: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.discoverable).toBe(true);
    expect(on.json().data.discoverable_since).toBe(NOW.toISOString());
    const found = (await search(uni.token, { graduation_years: [2071] })).json();
    expect(found.total).toBe(1);
    expect(found.prospects[0]).toMatchObject({ id: g.id, name: "Ada L.", graduation_year: 2071, connected: false });
    // Never contact details.
    expect(Object.keys(found.prospects[0])).not.toContain("email");
    expect(JSON.stringify(found)).not.toContain(g.email);

    // A profile change moves them in the search.
    const profile = await guestPut(g.token, "/users/update_user", {
      first_name: "Ada",
      last_name: "Lee",
      role: "student",
      graduation_year: "2072",
      country_id: String(countryId),
      date_of_birth: "2009-04-02",
      city: "Boston",
      institute_name: "Boston Latin",
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect((await search(uni.token, { graduation_years: [2071] })).json().total).toBe(0);
    expect((await search(uni.token, { graduation_years: [2072] })).json().total).toBe(1);

    const off = await guestPut(g.token, "/users/discoverable", { discoverable: false });
    expect(off.json().data.discoverable).toBe(false);
    expect((await search(uni.token, { graduation_years: [2072] })).json().total).toBe(0);
  });

  it("is for students only: a parent is refused, and a student who becomes a parent leaves the search", async () => {
    const uni = await university("paid");
    const parent = await signUpGuest(t.app, countryId, { role: "parent", graduation_year: "" });
    const refused = await guestPut(parent.token, "/users/discoverable", { discoverable: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.discoverable).toBe("Only students can be discoverable by universities.");

    const s = await signUpGuest(t.app, countryId, { graduation_year: "2073" });
    await guestPut(s.token, "/users/discoverable", { discoverable: true });
    expect((await search(uni.token, { graduation_years: [2073] })).json().total).toBe(1);
    const res = await guestPut(s.token, "/users/update_user", {
      first_name: "Ada",
      last_name: "Lee",
      role: "parent",
      country_id: String(countryId),
      city: "Boston",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.discoverable).toBe(false);
    expect((await search(uni.token, { graduation_years: [2073] })).json().total).toBe(0);
  });

  it("answers 422 for a value that is not a boolean", async () => {
    const g = await signUpGuest(t.app, countryId);
    expect((await guestPut(g.token, "/users/discoverable", { discoverable: "maybe" })).statusCode).toBe(422);
    expect((await guestPut(g.token, "/users/discoverable", {})).statusCode).toBe(422);
  });
});

describe("tiers on every call (the server refuses)", () => {
  const calls: [string, string, Record<string, unknown>?][] = [
    ["POST", "/prospects/search", {}],
    ["POST", "/prospects/connect", { prospect_ids: [1] }],
    ["GET", "/prospects/usage"],
    ["GET", "/prospects/insights"],
    ["GET", "/prospects/engagement_events"],
    ["POST", "/prospects/invitations", { webinar_id: 1 }],
  ];

  it("refuses a university on no_access (403 with the plan's message), a school and an application client", async () => {
    const none = await university("no_access");
    const school = await t.createSignedIn("School");
    const client = await t.createSignedIn("ApplicationClient");
    for (const [method, url, payload] of calls) {
      const res = await t.injectAs(none.token, { method: method as "GET", url: `${API}${url}`, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error_message).toMatch(/Prospect and engage/);
      for (const other of [school, client]) {
        const r = await t.injectAs(other.token, { method: method as "GET", url: `${API}${url}`, payload });
        expect(r.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await t.app.inject({ method: method as "GET", url: `${API}${url}`, payload })).statusCode).toBe(401);
    }
  });

  it("gives a university on no_access the offer's round figures, and nobody else", async () => {
    await makeProspects(12, { graduation_year: 2031 });
    const none = await university("no_access");
    const res = await t.injectAs(none.token, { method: "GET", url: `${API}/prospects/summary` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.discoverable_students % 10).toBe(0);
    expect(body.discoverable_students).toBeGreaterThanOrEqual(10);
    expect(body.graduation_years).toContain(2031);
    const school = await t.createSignedIn("School");
    expect((await t.injectAs(school.token, { method: "GET", url: `${API}/prospects/summary` })).statusCode).toBe(403);
  });

  it("on free answers the total and the first page without names; more pages, filters of insights and invitations need paid", async () => {
    await makeProspects(30, { graduation_year: 2032 });
    const free = await university("free");
    const res = await search(free.token, { graduation_years: [2032] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 30, total_is_exact: true, page_no: 1, has_more: false, tier: "free" });
    expect(body.prospects).toHaveLength(25);
    expect(body.prospects.every((p: { name: string | null }) => p.name === null)).toBe(true);
    const page2 = await search(free.token, { graduation_years: [2032], page_no: 2 });
    expect(page2.statusCode).toBe(403);
    expect(page2.json().error_message).toBe("Prospect and engage needs the paid plan. Ask us about it from the page.");
    expect((await t.injectAs(free.token, { method: "GET", url: `${API}/prospects/insights` })).statusCode).toBe(200);
    const filtered = await t.injectAs(free.token, {
      method: "GET",
      url: `${API}/prospects/insights?graduation_years=2032`,
    });
    expect(filtered.statusCode).toBe(403);
    const invite = await t.injectAs(free.token, {
      method: "POST",
      url: `${API}/prospects/invitations`,
      payload: { webinar_id: 1 },
    });
    expect(invite.statusCode).toBe(403);
    expect((await t.injectAs(free.token, { method: "GET", url: `${API}/prospects/usage` })).json()).toMatchObject({
      used: 0,
      limit: 25,
      remaining: 25,
      tier: "free",
    });
  });

  it("on paid names each row (first name, last initial) and pages on", async () => {
    await makeProspects(30, { graduation_year: 2033 });
    const paid = await university("paid");
    const first = (await search(paid.token, { graduation_years: [2033] })).json();
    expect(first).toMatchObject({ total: 30, has_more: true, tier: "paid" });
    expect(first.prospects[0].name).toMatch(/^Pro\d+ S\.$/);
    const second = (await search(paid.token, { graduation_years: [2033], page_no: 2 })).json();
    expect(second.prospects).toHaveLength(5);
    expect(second.has_more).toBe(false);
    const ids = new Set([...first.prospects, ...second.prospects].map((p: { id: number }) => p.id));
    expect(ids.size).toBe(30);
  });

  it("answers bad input with 422, never 5xx", async () => {
    const paid = await university("paid");
    const bad: Record<string, unknown>[] = [
      { page_no: 0 },
      { page_no: "x" },
      { sort: "name" },
      { connected: "maybe" },
      { country_ids: ["abc"] },
      { graduation_years: [99999] },
      { genders: ["robot"] },
      { user_type: "alien" },
      { states: ["x".repeat(300)] },
    ];
    for (const payload of bad)
      expect((await search(paid.token, payload)).statusCode, JSON.stringify(payload)).toBe(422);
    for (const ids of [[], ["x"], [0], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      expect((await connect(paid.token, ids as number[])).statusCode).toBe(422);
    }
    const q = await t.injectAs(paid.token, { method: "GET", url: `${API}/prospects/insights?country_ids=abc` });
    expect(q.statusCode).toBe(422);
    for (const payload of [{}, { webinar_id: "x" }, { webinar_id: 1, filters: { genders: ["x"] } }]) {
      const r = await t.injectAs(paid.token, { method: "POST", url: `${API}/prospects/invitations`, payload });
      expect(r.statusCode).toBe(422);
    }
  });
});

describe("connect (source prospect)", () => {
  it("makes connections with the source prospect, tells the student, skips the connected and refuses the withdrawn", async () => {
    const paid = await university("paid");
    const [a, b, c] = await makeProspects(3, { graduation_year: 2040 });
    if (!a || !b || !c) throw new Error("prospects not made");
    const first = await connect(paid.token, [a.id]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ connected: [a.id], skipped: [], refused: [], used: 1, limit: 500 });
    // c withdraws in between.
    await t.db.update(webinarUsers).set({ discoverable_at: null }).where(eq(webinarUsers.id, c.id));
    const res = await connect(paid.token, [a.id, b.id, c.id, 999_999]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ connected: [b.id], skipped: [a.id], refused: [c.id, 999_999], used: 2 });

    const made = await t.db
      .select({ person_id: connections.person_id, source: connections.source })
      .from(connections)
      .where(eq(connections.partner_id, paid.partner.id));
    expect(made.map((m) => m.source)).toEqual(["prospect", "prospect"]);
    expect(made.map((m) => m.person_id).sort()).toEqual([a.person_id, b.person_id].sort());

    const told = await t.db
      .select()
      .from(guestNotifications)
      .where(inArray(guestNotifications.webinar_user_id, [a.id, b.id, c.id]));
    expect(told.map((n) => [n.webinar_user_id, n.kind, n.institution_name])).toEqual(
      expect.arrayContaining([
        [a.id, "prospect_connected", paid.partner.name],
        [b.id, "prospect_connected", paid.partner.name],
      ]),
    );
    expect(told).toHaveLength(2);

    // The list shows them with the source prospect; the search says they are connected.
    const list = await t.injectAs(paid.token, { method: "GET", url: `${API}/connections?source_types=prospect` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().connections.map((r: { source: string }) => r.source)).toEqual(["prospect", "prospect"]);
    const found = (await search(paid.token, { graduation_years: [2040], connected: "connected" })).json();
    expect(found.prospects.map((p: { id: number }) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect(found.prospects.every((p: { connected: boolean }) => p.connected)).toBe(true);
    const notYet = (await search(paid.token, { graduation_years: [2040], connected: "not_connected" })).json();
    expect(notYet.total).toBe(0);
    // Withdrawal removes from search; connections already made stay.
    await t.db.update(webinarUsers).set({ discoverable_at: null }).where(eq(webinarUsers.id, a.id));
    expect((await search(paid.token, { graduation_years: [2040] })).json().total).toBe(1);
    expect(
      await t.db
        .select({ id: connections.id })
        .from(connections)
        .where(and(eq(connections.partner_id, paid.partner.id), eq(connections.person_id, a.person_id))),
    ).toHaveLength(1);
  });

  it("answers a repeated search from memory only while nothing it shows has changed", async () => {
    const paid = await university("paid");
    const other = await university("paid");
    const [a, b] = await makeProspects(2, { graduation_year: 2041 });
    if (!a || !b) throw new Error("prospects not made");
    const ids = async (token: string, body: Record<string, unknown>) =>
      (await search(token, { graduation_years: [2041], ...body })).json() as {
        total: number;
        prospects: { id: number; connected: boolean }[];
      };
    expect((await ids(paid.token, { connected: "connected" })).total).toBe(0);
    expect((await ids(paid.token, { connected: "not_connected" })).total).toBe(2);
    expect((await ids(paid.token, {})).prospects.map((p) => p.connected)).toEqual([false, false]);

    // A connect moves the University's own searches and its flags, not another University's.
    expect((await connect(paid.token, [a.id])).statusCode).toBe(200);
    expect((await ids(paid.token, { connected: "connected" })).prospects.map((p) => p.id)).toEqual([a.id]);
    expect((await ids(paid.token, { connected: "not_connected" })).prospects.map((p) => p.id)).toEqual([b.id]);
    const shared = await ids(paid.token, {});
    expect(shared.prospects.map((p) => [p.id, p.connected])).toEqual(
      expect.arrayContaining([
        [a.id, true],
        [b.id, false],
      ]),
    );
    expect((await ids(other.token, {})).prospects.every((p) => !p.connected)).toBe(true);
    expect((await ids(other.token, { connected: "not_connected" })).total).toBe(2);

    // A new opt-in and a withdrawal reach every remembered search at once.
    const [c] = await makeProspects(1, { graduation_year: 2041 });
    expect((await ids(other.token, {})).total).toBe(3);
    expect((await ids(other.token, { connected: "not_connected" })).total).toBe(3);
    await t.db
      .update(webinarUsers)
      .set({ discoverable_at: null })
      .where(eq(webinarUsers.id, c?.id as number));
    expect((await ids(other.token, {})).total).toBe(2);
  });

  it("never reveals a minor's contact details (decision 043)", async () => {
    const paid = await university("paid");
    const [minor] = await makeProspects(1, { graduation_year: 2041, date_of_birth: "2012-03-04" });
    if (!minor) throw new Error("prospect not made");
    expect((await connect(paid.token, [minor.id])).statusCode).toBe(200);
    const list = (
      await t.injectAs(paid.token, { method: "GET", url: `${API}/connections?source_types=prospect` })
    ).json();
    expect(list.connections).toHaveLength(1);
    expect(list.connections[0]).toMatchObject({ email: null, contact_hidden: true });
    const detail = await t.injectAs(paid.token, { method: "GET", url: `${API}/connections/${list.connections[0].id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(JSON.stringify(detail.json())).not.toContain("@student.test");
  });

  it("keeps the calendar month's limit: over it nothing is made and the 422 says how many are left", async () => {
    const free = await university("free");
    const twenty = await makeProspects(20, { graduation_year: 2042 });
    expect(
      (
        await connect(
          free.token,
          twenty.map((p) => p.id),
        )
      ).json(),
    ).toMatchObject({ used: 20, remaining: 5 });
    const six = await makeProspects(6, { graduation_year: 2042 });
    const over = await connect(
      free.token,
      six.map((p) => p.id),
    );
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.prospect_ids).toBe("Prospect connections left this month: 5 of 25; you chose 6.");
    // Nothing was made; the already connected are skipped and not counted.
    const again = await connect(free.token, [
      ...twenty.slice(0, 3).map((p) => p.id),
      ...six.slice(0, 5).map((p) => p.id),
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ used: 25, remaining: 0 });
    expect(again.json().skipped).toHaveLength(3);
    const last = await connect(free.token, [six[5]?.id as number]);
    expect(last.statusCode).toBe(422);
    expect(last.json().errors.prospect_ids).toBe("You have used all 25 prospect connections of this month.");
    // Another university's month is its own.
    const other = await university("free");
    expect((await connect(other.token, [six[5]?.id as number])).json()).toMatchObject({ used: 1 });
  });
});

describe("audience insights (every group at least MIN_GROUP_SIZE)", () => {
  it("merges small groups into other, and the smallest shown one while other is too small", async () => {
    await makeProspects(12, { graduation_year: 2050, country_id: countryId, academic_interests: ["Law"] });
    await makeProspects(11, { graduation_year: 2050, country_id: otherCountryId, academic_interests: ["Law"] });
    const small = await makeProspects(3, {
      graduation_year: 2050,
      country_id: thirdCountryId,
      academic_interests: ["Art"],
    });
    const paid = await university("paid");
    // The university's own connections in the same groups.
    expect(
      (
        await connect(
          paid.token,
          small.slice(0, 1).map((p) => p.id),
        )
      ).statusCode,
    ).toBe(200);
    const res = await t.injectAs(paid.token, { method: "GET", url: `${API}/prospects/insights?graduation_years=2050` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // Figures of the audience are rounded to 5 like the reports' (decision 108): 26 is 25; the University's own
    // connections are its own data and exact.
    expect(body).toMatchObject({ total: 25, connections_total: 1, min_group_size: 10, tier: "paid" });
    // Countries: US 12, IN 11, GB 3: GB goes to other, and IN joins it (3 alone is below the size).
    expect(body.countries.map((g: { key: string; count: number | null }) => [g.key, g.count])).toEqual([
      [String(countryId), 10],
      ["other", 15],
    ]);
    expect(body.countries[0].label).toBe("United States");
    expect(body.academic_interests.map((g: { key: string; count: number | null }) => [g.key, g.count])).toEqual([
      ["other", 25],
    ]);
    expect(body.academic_interests[0].connections).toBe(1);
    for (const dim of ["countries", "graduation_years", "academic_interests", "user_types"]) {
      for (const g of body[dim]) if (g.count !== null) expect(g.count).toBeGreaterThanOrEqual(10);
    }
    // A filter that narrows the audience below the size shows no figure.
    const narrow = await t.injectAs(paid.token, {
      method: "GET",
      url: `${API}/prospects/insights?graduation_years=2050&academic_interests=Art`,
    });
    const n = narrow.json();
    expect(n.total).toBeNull();
    for (const dim of ["countries", "graduation_years", "academic_interests", "user_types"]) {
      for (const g of n[dim]) expect(g.count).toBeNull();
    }
  });
});

describe("engagement events and invitations", () => {
  it("invites the matching prospects to the university's own session once each, mailed in their language", async () => {
    const paid = await university("paid");
    const session = await createSession(t.db, paid.partner.id, { title: "Open day online" });
    const en = await makeProspects(2, { graduation_year: 2060 });
    const zh = await makeProspects(1, { graduation_year: 2060, locale: "zh-CN" });
    const events = await t.injectAs(paid.token, { method: "GET", url: `${API}/prospects/engagement_events` });
    expect(events.statusCode, events.body).toBe(200);
    expect(events.json().sessions).toEqual([expect.objectContaining({ id: session.id, invited: 0 })]);

    const invite = () =>
      t.injectAs(paid.token, {
        method: "POST",
        url: `${API}/prospects/invitations`,
        payload: { webinar_id: session.id, filters: { graduation_years: [2060] } },
      });
    const res = await invite();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ invited: 3, already_invited: 0 });
    expect((await invite()).json()).toEqual({ invited: 0, already_invited: 3 });

    const engage = createProspectEngage(t.app.ctx);
    expect(await engage.mailInvitations(session.id)).toBe(3);
    expect(await engage.mailInvitations(session.id)).toBe(0); // a retried job tells nobody twice
    await t.app.ctx.mailer.flush();
    const guests = await t.db
      .select({ email: webinarUsers.email })
      .from(webinarUsers)
      .where(
        inArray(
          webinarUsers.id,
          [...en, ...zh].map((p) => p.id),
        ),
      );
    const mails = await t.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.to_address,
          guests.map((g) => g.email),
        ),
      );
    expect(mails).toHaveLength(3);
    const zhMail = mails.find((m) => m.subject.includes("邀请"));
    expect(zhMail?.subject).toContain("Open day online");
    expect(mails.filter((m) => m.subject.includes("invites you"))).toHaveLength(2);
    const rows = await t.db.select().from(prospectInvitations).where(eq(prospectInvitations.webinar_id, session.id));
    expect(rows.every((r) => r.mailed_at !== null)).toBe(true);
    const after = (await t.injectAs(paid.token, { method: "GET", url: `${API}/prospects/engagement_events` })).json();
    expect(after.sessions[0].invited).toBe(3);
  });

  it("does not invite to another institution's session, nor a past one (404)", async () => {
    const paid = await university("paid");
    const other = await university("paid");
    const theirs = await createSession(t.db, other.partner.id);
    const past = await createSession(t.db, paid.partner.id, { start_time: new Date(NOW.getTime() - 86_400_000 * 30) });
    for (const id of [theirs.id, past.id, 999_999]) {
      const res = await t.injectAs(paid.token, {
        method: "POST",
        url: `${API}/prospects/invitations`,
        payload: { webinar_id: id },
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await t.db.select().from(prospectInvitations).where(eq(prospectInvitations.webinar_id, theirs.id))).toEqual(
      [],
    );
  });
});

describe("the search table", () => {
  it("holds exactly the discoverable students", async () => {
    const [p] = await makeProspects(1, { graduation_year: 2065 });
    if (!p) throw new Error("prospect not made");
    expect(await t.db.select().from(prospects).where(eq(prospects.guest_id, p.id))).toHaveLength(1);
    await t.db.update(webinarUsers).set({ role: "counselor" }).where(eq(webinarUsers.id, p.id));
    expect(await t.db.select().from(prospects).where(eq(prospects.guest_id, p.id))).toHaveLength(0);
    await t.db.update(webinarUsers).set({ role: "student" }).where(eq(webinarUsers.id, p.id));
    expect(await t.db.select().from(prospects).where(eq(prospects.guest_id, p.id))).toHaveLength(1);
    await t.db.delete(webinarUsers).where(eq(webinarUsers.id, p.id));
    expect(await t.db.select().from(prospects).where(eq(prospects.guest_id, p.id))).toHaveLength(0);
  });
});
