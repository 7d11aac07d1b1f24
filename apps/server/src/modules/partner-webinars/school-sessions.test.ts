import { MESSAGES } from "@quad/contract/rules/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { outbox } from "../mail/mail.table.ts";
import { createNotifier } from "../notifications/notifications.service.ts";
import { webinarRegistrations, webinarUsers } from "../webinars/webinars.table.ts";
import { createProviderCatalogue } from "./provider-catalogue.ts";

/**
 * Issue 24 §2 (decision 075): a school manages the sessions it hosts (its fairs and evenings) as a university
 * does, and never another institution's; the provider's events stay for universities and application clients.
 * Issue 24 §5 (decision 076): an institution lists the provider's events it takes part in.
 */

let t: TestApp;
const clock = new Date("2026-03-02T12:00:00Z").getTime();
const API = "/api/v1/partners";
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t.close());

const fair = (extra: Record<string, unknown> = {}) => ({
  title: "Spring university fair",
  description: "Universities meet our students in the sports hall",
  start_at: "2026-03-12T14:00",
  end_at: "2026-03-12T17:00",
  timezone: "Europe/London",
  is_in_person: true,
  location: "Sports hall",
  capacity: 120,
  ...extra,
});

async function host(token: string, extra: Record<string, unknown> = {}) {
  const res = await t.injectAs(token, { method: "POST", url: `${API}/partner_webinars`, payload: fair(extra) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().webinar as { id: number } & Record<string, unknown>;
}

let guests = 0;
async function registerGuest(webinarId: number, partnerId: number, attended = false) {
  guests += 1;
  const [guest] = await t.db
    .insert(webinarUsers)
    .values({ email: `pupil${guests}@school.test`, first_name: `Pupil${guests}`, last_name: "Tilia" })
    .returning();
  await t.db.insert(webinarRegistrations).values({
    webinar_id: webinarId,
    partner_id: partnerId,
    webinar_user_id: guest?.id as number,
    ...(attended ? { attended_at: new Date(clock), check_in_method: "qr" as const } : {}),
  });
  return guest as NonNullable<typeof guest>;
}

describe("a school's own sessions", () => {
  it("creates, lists, reads with counts, edits, lists registrants and cancels its fair", async () => {
    const school = await t.createSignedIn("School");
    const w = await host(school.token);
    expect(w).toMatchObject({ title: "Spring university fair", status: "published", location: "Sports hall" });
    const pupil = await registerGuest(w.id, school.partner.id, true);
    await registerGuest(w.id, school.partner.id);

    const list = await t.injectAs(school.token, { method: "GET", url: `${API}/partner_webinars` });
    expect(list.statusCode).toBe(200);
    expect(list.json().webinars.map((x: { id: number }) => x.id)).toEqual([w.id]);

    const detail = await t.injectAs(school.token, { method: "GET", url: `${API}/partner_webinars/${w.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().webinar.counts).toMatchObject({ registered: 2, attended: 1 });

    const registrants = await t.injectAs(school.token, {
      method: "GET",
      url: `${API}/partner_webinars/${w.id}/registrants?search=${pupil.email}`,
    });
    expect(registrants.statusCode).toBe(200);
    expect(registrants.json().registrants).toMatchObject([{ email: pupil.email, check_in_method: "qr" }]);

    const edited = await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/partner_webinars/${w.id}`,
      payload: fair({ title: "Spring university fair (hall B)", location: "Hall B" }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().webinar).toMatchObject({ title: "Spring university fair (hall B)", location: "Hall B" });

    const cancelled = await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/partner_webinars/${w.id}/cancel`,
      payload: { reason: "The hall is flooded" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().webinar.status).toBe("cancelled");
    await t.app.ctx.mailer.flush();
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to_address, pupil.email));
    expect(mail?.text_body).toContain("The hall is flooded");
    expect(mail?.text_body).toContain(school.partner.name);
  });

  it("offers no provider event in its form and refuses one in a session (422)", async () => {
    const school = await t.createSignedIn("School");
    const options = await t.injectAs(school.token, { method: "GET", url: `${API}/webinar_form_options` });
    expect(options.statusCode).toBe(200);
    expect(options.json().provider_events).toEqual([]);
    const catalogue = createProviderCatalogue({ db: t.db, notifier: createNotifier(t.app.ctx) });
    await catalogue.addCategory({ name: "School fairs SS" });
    const event = await catalogue.addEvent({
      category: "School fairs SS",
      title: "Provider spring fair SS",
      start: "2026-04-01T09:00",
      end: "2026-04-01T17:00",
      timezone: "UTC",
    });
    const res = await t.injectAs(school.token, {
      method: "POST",
      url: `${API}/partner_webinars`,
      payload: fair({ provider_event_id: event.id }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.provider_event_id).toBeDefined();
  });

  it("never reaches another institution's session, and no one reaches the school's (404)", async () => {
    const school = await t.createSignedIn("School");
    const own = await host(school.token, { title: "Parents' evening SS" });
    const uni = await t.createSignedIn("University");
    const theirs = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/partner_webinars`,
      payload: fair({ title: "Campus tour SS" }),
    });
    expect(theirs.statusCode).toBe(201);
    const uniSession = theirs.json().webinar.id as number;
    const otherSchool = await t.createSignedIn("School");
    const client = await t.createSignedIn("ApplicationClient");
    for (const [token, id] of [
      [school.token, uniSession],
      [otherSchool.token, own.id],
      [uni.token, own.id],
      [client.token, own.id],
    ] as const) {
      for (const [method, path, payload] of [
        ["GET", "", undefined],
        ["PUT", "", fair({ title: "Taken over" })],
        ["GET", "/registrants", undefined],
        ["GET", "/registrants?download=true", undefined],
        ["PUT", "/cancel", {}],
      ] as const) {
        const res = await t.injectAs(token, {
          method,
          url: `${API}/partner_webinars/${id}${path}`,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${id}${path}`).toBe(404);
        expect(res.body).not.toContain("Parents' evening SS");
        expect(res.body).not.toContain("Campus tour SS");
      }
    }
    const otherList = await t.injectAs(otherSchool.token, { method: "GET", url: `${API}/partner_webinars` });
    expect(otherList.json().total_count).toBe(0);
    const after = await t.injectAs(school.token, { method: "GET", url: `${API}/partner_webinars/${own.id}` });
    expect(after.json().webinar).toMatchObject({ title: "Parents' evening SS", status: "published" });
  });

  it("keeps the provider's events closed to schools (403)", async () => {
    const school = await t.createSignedIn("School");
    for (const [method, url] of [
      ["GET", `${API}/provider_events`],
      ["POST", `${API}/provider_events/1/participate`],
      ["DELETE", `${API}/provider_events/1/participate`],
    ] as const) {
      const res = await t.injectAs(school.token, { method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ error_message: MESSAGES.forbidden });
    }
  });
});

describe("the provider's events an institution takes part in", () => {
  it("lists only those with participating=true, with the institution's sessions in them", async () => {
    const catalogue = createProviderCatalogue({ db: t.db, notifier: createNotifier(t.app.ctx) });
    await catalogue.addCategory({ name: "Client events SS" });
    const joined = await catalogue.addEvent({
      category: "Client events SS",
      title: "Joined fair SS",
      start: "2026-04-02T09:00",
      end: "2026-04-02T17:00",
      timezone: "UTC",
    });
    await catalogue.addEvent({
      category: "Client events SS",
      title: "Other fair SS",
      start: "2026-04-03T09:00",
      end: "2026-04-03T17:00",
      timezone: "UTC",
    });
    const client = await t.createSignedIn("ApplicationClient");
    const none = await t.injectAs(client.token, { method: "GET", url: `${API}/provider_events?participating=true` });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ events: [], total_count: 0 });
    const take = await t.injectAs(client.token, {
      method: "POST",
      url: `${API}/provider_events/${joined.id}/participate`,
    });
    expect(take.statusCode).toBe(200);
    await host(client.token, {
      title: "Our talk at the fair SS",
      provider_event_id: joined.id,
      is_in_person: false,
      location: undefined,
      join_url: "https://meet.example.test/ss",
    });
    const mine = await t.injectAs(client.token, { method: "GET", url: `${API}/provider_events?participating=true` });
    expect(mine.json().total_count).toBe(1);
    expect(mine.json().events).toMatchObject([
      { id: joined.id, is_participating: true, sessions: [{ title: "Our talk at the fair SS" }] },
    ]);
    const all = await t.injectAs(client.token, { method: "GET", url: `${API}/provider_events?participating=false` });
    expect(all.json().total_count).toBeGreaterThanOrEqual(2);
    const bad = await t.injectAs(client.token, { method: "GET", url: `${API}/provider_events?participating=maybe` });
    expect(bad.statusCode).toBe(422);
  });
});
