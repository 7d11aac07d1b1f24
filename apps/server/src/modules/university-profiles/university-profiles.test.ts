import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createSession, signUpGuest } from "../../test/webinars.ts";
import { partners } from "../partners/partners.table.ts";
import { createPlansService } from "../plans/plans.service.ts";
import { countries, states } from "../reference/reference.table.ts";
import { activities, people, webinarCategories, webinarUsers } from "../webinars/webinars.table.ts";

const PARTNERS = "/api/v1/partners";
const WEBINARS = "/api/v1/webinars";
let clock = Date.parse("2026-03-02T09:00:00Z");
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;
let uni: Signed;
let school: Signed;
let categoryId: number;
let usId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  uni = await t.createSignedIn("University");
  school = await t.createSignedIn("School");
  // Its connections' email shows: the paid connections plan (decision 104).
  await createPlansService(t.app.ctx).set(uni.partner.id, "connections", "paid", "test");
  const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
  usId = us?.id as number;
  const [ma] = await t.db.select({ id: states.id }).from(states).where(eq(states.country_id, usId)).limit(1);
  await t.db
    .update(partners)
    .set({
      name: "Harbour University",
      city: "Boston",
      state_id: ma?.id ?? null,
      description: "A university by the sea.",
      website: "https://harbour.example.test",
      top_majors: ["Marine biology", "Economics"],
      avg_sat: 1420,
      avg_gpa: "3.80",
      testimonials: [{ author: "Mei", text: "The best four years." }],
      video_links: ["https://video.example.test/tour"],
      email: "admissions-secret@harbour.example.test",
      zoom_email: "zoom-secret@harbour.example.test",
    })
    .where(eq(partners.id, uni.partner.id));
  await t.db
    .update(partners)
    .set({ name: "Maple Grove High", city: "Springfield" })
    .where(eq(partners.id, school.partner.id));
  const [category] = await t.db.insert(webinarCategories).values({ name: "Open days" }).returning();
  categoryId = category?.id as number;
});
afterAll(async () => t?.close());

const get = (token: string | null, url: string) =>
  token ? t.injectAs(token, { method: "GET", url }) : t.app.inject({ method: "GET", url });

/** The profile views recorded on a university for a person's email. */
async function viewsOf(universityId: number, email: string) {
  const [person] = await t.db.select({ id: people.id }).from(people).where(eq(people.email, email.toLowerCase()));
  if (!person) return 0;
  const rows = await t.db
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        eq(activities.partner_id, universityId),
        eq(activities.person_id, person.id),
        eq(activities.kind, "profile_view"),
      ),
    );
  return rows.length;
}

const connectionsOf = async (token: string, userType: "student" | "counsellor") =>
  (await get(token, `${PARTNERS}/connections?user_type=${userType}`)).json();

describe("a university's public profile (issue 12 §1)", () => {
  it("answers what the university wrote of itself with its next published sessions, nothing private", async () => {
    const soon = await createSession(t.db, uni.partner.id, {
      title: "Harbour open day",
      category_id: categoryId,
      start_time: new Date("2026-03-05T15:00:00Z"),
      end_time: new Date("2026-03-05T16:00:00Z"),
    });
    await createSession(t.db, uni.partner.id, {
      title: "Harbour draft",
      category_id: categoryId,
      status: "draft",
      start_time: new Date("2026-03-06T15:00:00Z"),
      end_time: new Date("2026-03-06T16:00:00Z"),
    });
    await createSession(t.db, uni.partner.id, {
      title: "Harbour past talk",
      category_id: categoryId,
      start_time: new Date("2026-02-06T15:00:00Z"),
      end_time: new Date("2026-02-06T16:00:00Z"),
    });
    const uniOwn = await get(uni.token, `${PARTNERS}/universities/${uni.partner.id}/profile`);
    expect(uniOwn.statusCode, uniOwn.body).toBe(200);
    const body = uniOwn.json();
    expect(body.university).toMatchObject({
      id: uni.partner.id,
      institute_type: "University",
      name: "Harbour University",
      city: "Boston",
      country: "United States",
      description: "A university by the sea.",
      website: "https://harbour.example.test",
      top_majors: ["Marine biology", "Economics"],
      avg_sat: 1420,
      avg_gpa: 3.8,
      avg_act: null,
      testimonials: [{ author: "Mei", text: "The best four years." }],
      video_links: ["https://video.example.test/tour"],
    });
    expect(body.upcoming_sessions).toEqual([
      {
        id: soon.id,
        category_id: categoryId,
        title: "Harbour open day",
        start_time: "2026-03-05T15:00:00.000Z",
        end_time: "2026-03-05T16:00:00.000Z",
        timezone: soon.timezone,
        is_in_person: false,
        location: null,
      },
    ]);
    expect(uniOwn.body).not.toContain("secret@harbour");
    const publicView = await get(null, `${WEBINARS}/institutions/${uni.partner.id}`);
    expect(publicView.statusCode).toBe(200);
    expect(publicView.json().university.name).toBe("Harbour University");
    expect(publicView.json().upcoming_sessions.map((s: { id: number }) => s.id)).toEqual([soon.id]);
  });

  it("is not found for a school, an unknown id or an inactive university, and records nothing", async () => {
    const inactive = await t.createPartner({ name: "Closed University", status: "inactive" });
    const client = await t.createPartner({ institute_type: "ApplicationClient", name: "Apply Hub" });
    for (const id of [school.partner.id, 2_000_000, inactive.id]) {
      expect((await get(school.token, `${PARTNERS}/universities/${id}/profile`)).statusCode).toBe(404);
      expect((await get(null, `${WEBINARS}/institutions/${id}`)).statusCode).toBe(404);
    }
    expect(await viewsOf(inactive.id, school.user.email)).toBe(0);
    expect(await viewsOf(school.partner.id, school.user.email)).toBe(0);
    const hub = await get(null, `${WEBINARS}/institutions/${client.id}`);
    expect(hub.statusCode).toBe(200);
    expect(hub.json().university.institute_type).toBe("ApplicationClient");
    expect((await get(null, `${WEBINARS}/institutions/abc`)).statusCode).toBe(422);
    expect((await get(school.token, `${PARTNERS}/universities/0/profile`)).statusCode).toBe(422);
    expect((await get(null, `${PARTNERS}/universities/${uni.partner.id}/profile`)).statusCode).toBe(401);
  });

  it("records a school's view once a day: the school's staff member becomes a counsellor connection", async () => {
    clock = Date.parse("2026-03-02T10:00:00Z");
    const url = `${PARTNERS}/universities/${uni.partner.id}/profile`;
    expect((await get(school.token, url)).statusCode).toBe(200);
    expect(await viewsOf(uni.partner.id, school.user.email)).toBe(1);
    const list = await connectionsOf(uni.token, "counsellor");
    const row = list.connections.find((c: { email: string | null }) => c.email === school.user.email);
    expect(row).toMatchObject({
      first_name: school.user.first_name,
      last_name: school.user.last_name,
      user_type: "counsellor",
      school_name: "Maple Grove High",
      activities_count: 1,
    });
    // The same day, even at once: nothing more.
    clock = Date.parse("2026-03-02T23:59:00Z");
    const again = await Promise.all([get(school.token, url), get(school.token, url), get(school.token, url)]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await viewsOf(uni.partner.id, school.user.email)).toBe(1);
    // The next UTC day is another view.
    clock = Date.parse("2026-03-03T00:00:01Z");
    expect((await get(school.token, url)).statusCode).toBe(200);
    expect(await viewsOf(uni.partner.id, school.user.email)).toBe(2);
    const history = await get(uni.token, `${PARTNERS}/connections/${row.id}/engagements`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().engagements.map((e: { kind: string }) => e.kind)).toEqual(["profile_view", "profile_view"]);
  });

  it("records nothing when a university or an application client looks at another's profile", async () => {
    const peer = await t.createSignedIn("University");
    const client = await t.createSignedIn("ApplicationClient");
    for (const viewer of [peer, client]) {
      const res = await get(viewer.token, `${PARTNERS}/universities/${uni.partner.id}/profile`);
      expect(res.statusCode, res.body).toBe(200);
      expect(await viewsOf(uni.partner.id, viewer.user.email)).toBe(0);
    }
    const own = await get(uni.token, `${PARTNERS}/universities/${uni.partner.id}/profile`);
    expect(own.statusCode).toBe(200);
    expect(await viewsOf(uni.partner.id, uni.user.email)).toBe(0);
  });

  it("records a signed-in guest's view once a day as the guest's connection, and nothing of a visitor", async () => {
    clock = Date.parse("2026-03-04T08:00:00Z");
    const before = await t.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.partner_id, uni.partner.id));
    expect((await get(null, `${WEBINARS}/institutions/${uni.partner.id}`)).statusCode).toBe(200);
    const after = await t.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.partner_id, uni.partner.id));
    expect(after.length).toBe(before.length);

    const guest = await signUpGuest(t.app, usId, {
      first_name: "Lin",
      last_name: "Park",
      institute_name: "Boston Latin",
    });
    const url = `${WEBINARS}/institutions/${uni.partner.id}`;
    expect((await get(guest.token, url)).statusCode).toBe(200);
    expect((await get(guest.token, url)).statusCode).toBe(200);
    expect(await viewsOf(uni.partner.id, guest.email)).toBe(1);
    const [linked] = await t.db.select().from(webinarUsers).where(eq(webinarUsers.id, guest.id));
    expect(linked?.person_id).not.toBeNull();
    const list = await connectionsOf(uni.token, "student");
    expect(list.connections.find((c: { first_name: string }) => c.first_name === "Lin")).toMatchObject({
      first_name: "Lin",
      last_name: "Park",
      user_type: "student",
      school_name: "Boston Latin",
    });
  });

  it("keeps each university's views apart", async () => {
    clock = Date.parse("2026-03-05T08:00:00Z");
    const second = await t.createSignedIn("University");
    await createPlansService(t.app.ctx).set(second.partner.id, "connections", "paid", "test");
    const viewer = await t.createSignedIn("School");
    await get(viewer.token, `${PARTNERS}/universities/${uni.partner.id}/profile`);
    await get(viewer.token, `${PARTNERS}/universities/${second.partner.id}/profile`);
    const rows = await t.db
      .select({ partner_id: activities.partner_id })
      .from(activities)
      .innerJoin(people, eq(people.id, activities.person_id))
      .where(
        and(
          eq(people.email, viewer.user.email.toLowerCase()),
          inArray(activities.partner_id, [uni.partner.id, second.partner.id]),
        ),
      );
    expect(rows.map((r) => r.partner_id).sort()).toEqual([uni.partner.id, second.partner.id].sort());
    const secondList = await connectionsOf(second.token, "counsellor");
    expect(secondList.connections.map((c: { email: string | null }) => c.email)).toEqual([viewer.user.email]);
  });
});
