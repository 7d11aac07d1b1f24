import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createPlansService } from "../plans/plans.service.ts";
import { activities, people, webinarUsers } from "../webinars/webinars.table.ts";
import { connections } from "./connections.table.ts";
import { connectionsPlanListener, UNLOCK_QUEUE, unlockConnections } from "./connections-unlock.job.ts";

/** A connection's tier follows its institution's plan; not paid, its contact is locked (decisions 104, 105). */
const API = "/api/v1/partners";
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let n = 0;
/** A person who is a webinar guest (an adult unless told), and their activity with an institution. */
async function connect(who: Signed, values: Partial<typeof webinarUsers.$inferInsert> = {}) {
  n += 1;
  const email = `plan-person${n}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const [p] = await t.db.insert(people).values({ email }).returning({ id: people.id });
  const personId = p?.id ?? 0;
  await t.db.insert(webinarUsers).values({
    first_name: `Plan${n}x`,
    last_name: "Example",
    phone: "+1 555 0177",
    date_of_birth: "1995-03-01",
    ...values,
    email,
    person_id: personId,
  });
  await t.db.insert(activities).values({ partner_id: who.partner.id, person_id: personId, kind: "registered" });
  const [c] = await t.db
    .select()
    .from(connections)
    .where(and(eq(connections.partner_id, who.partner.id), eq(connections.person_id, personId)));
  if (!c) throw new Error("no connection");
  return { id: c.id, tier: c.access_tier, email, first: `Plan${n}x` };
}
const get = (who: Signed, path: string) => t.injectAs(who.token, { method: "GET", url: `${API}/${path}` });
async function row(who: Signed, search: string) {
  const res = await get(who, `connections?user_type=all&search_text=${encodeURIComponent(search)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().connections[0] as Record<string, unknown> | undefined;
}
const setPlan = (who: Signed, tier: "paid" | "free" | "no_access") =>
  createPlansService(t.app.ctx, { listeners: [connectionsPlanListener(t.app.ctx)] }).set(
    who.partner.id,
    "connections",
    tier,
    "test",
  );

describe("a connection made from activities takes its institution's connections tier (migration 0044)", () => {
  it("free without a plan, then the plan's tier; rows written straight into the table are paid", async () => {
    const uni = await t.createSignedIn("University");
    expect((await connect(uni)).tier).toBe("free");
    await setPlan(uni, "paid");
    expect((await connect(uni)).tier).toBe("paid");
    await setPlan(uni, "no_access");
    expect((await connect(uni)).tier).toBe("no_access");
    const client = await t.createSignedIn("ApplicationClient");
    expect((await connect(client)).tier).toBe("free");
    const [person] = await t.db.insert(people).values({ email: "direct-row@example.test" }).returning();
    const [direct] = await t.db
      .insert(connections)
      .values({
        partner_id: uni.partner.id,
        person_id: person?.id ?? 0,
        user_type: "student",
        source: "added",
        email: "direct-row@example.test",
      })
      .returning();
    expect(direct?.access_tier).toBe("paid");
  });
});

describe("locked contacts", () => {
  it("withholds a free connection's email and phone in the list and the detail, and from the search", async () => {
    const uni = await t.createSignedIn("University");
    const free = await connect(uni);
    expect(await row(uni, free.first)).toMatchObject({
      email: null,
      contact_locked: true,
      contact_hidden: false,
      access_tier: "free",
    });
    // Searching by the locked address would confirm it: it finds no one. The name still does.
    expect(await row(uni, free.email)).toBeUndefined();
    const detail = await get(uni, `connections/${free.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().connection.contact).toMatchObject({
      email: null,
      phone: null,
      locked: true,
      hidden: false,
      is_minor: false,
    });
    // The minor rule (decision 043) holds beside it.
    const minor = await connect(uni, { date_of_birth: `${new Date().getUTCFullYear() - 15}-06-15` });
    expect(await row(uni, minor.first)).toMatchObject({ email: null, contact_locked: true, contact_hidden: true });
  });
});

describe("moving the connections plan to paid unlocks the connections already made (decision 105)", () => {
  it("queues the job; the job unlocks in batches while the plan is paid, and again finds nothing to do", async () => {
    const uni = await t.createSignedIn("University");
    const made: Awaited<ReturnType<typeof connect>>[] = [];
    for (let i = 0; i < 5; i++) made.push(await connect(uni));
    const other = await t.createSignedIn("University");
    const theirs = await connect(other);
    const before = await t.app.ctx.jobs.count(UNLOCK_QUEUE, "created");
    await setPlan(uni, "paid");
    expect(await t.app.ctx.jobs.count(UNLOCK_QUEUE, "created")).toBe(before + 1);
    // The job's handler, run as the worker runs it (batches of 2 here).
    expect(await unlockConnections(t.db, uni.partner.id, 2)).toBe(5);
    const tiers = await t.db
      .select({ tier: connections.access_tier })
      .from(connections)
      .where(eq(connections.partner_id, uni.partner.id));
    expect(tiers.map((r) => r.tier)).toEqual(Array(5).fill("paid"));
    const [first] = made;
    if (!first) throw new Error("no connection");
    expect(await row(uni, first.first)).toMatchObject({ email: first.email, contact_locked: false });
    const detail = (await get(uni, `connections/${first.id}`)).json().connection.contact;
    expect(detail).toMatchObject({ email: first.email, phone: "+1 555 0177", locked: false });
    // The dashboard's counts moved with them.
    const summary = await t.injectAs(uni.token, { method: "POST", url: `${API}/dashboards/summary`, payload: {} });
    expect(summary.json()).toMatchObject({ paid_connections_count: 5, free_connections_count: 0 });
    // Idempotent; another institution's connections untouched.
    expect(await unlockConnections(t.db, uni.partner.id, 2)).toBe(0);
    expect((await row(other, theirs.first))?.contact_locked).toBe(true);

    // Moved back to free: what was paid for stays paid, new connections come free, and a late job unlocks nothing.
    await setPlan(uni, "free");
    const later = await connect(uni);
    expect(later.tier).toBe("free");
    expect(await unlockConnections(t.db, uni.partner.id)).toBe(0);
    expect((await row(uni, first.first))?.contact_locked).toBe(false);
    expect((await row(uni, later.first))?.contact_locked).toBe(true);
  });

  it("moving to free or no_access queues nothing", async () => {
    const uni = await t.createSignedIn("University");
    const before = await t.app.ctx.jobs.count(UNLOCK_QUEUE);
    await setPlan(uni, "free");
    await setPlan(uni, "no_access");
    expect(await t.app.ctx.jobs.count(UNLOCK_QUEUE)).toBe(before);
  });
});
