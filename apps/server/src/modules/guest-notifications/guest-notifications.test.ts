import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createProgram } from "../../test/application-fixtures.ts";
import { multipartBody } from "../../test/files.ts";
import { signUpGuest } from "../../test/webinars.ts";
import { createDecisionRelease } from "../applications/decision-release.service.ts";
import { outbox } from "../mail/mail.table.ts";
import { countries } from "../reference/reference.table.ts";
import { createGuestNotifications } from "./guest-notifications.service.ts";
import { guestNotifications } from "./guest-notifications.table.ts";

const API = "/api/v1/partners";
const GUESTS = "/api/v1/webinars";
const NOW = new Date("2026-11-26T12:00:00Z");
let t: TestApp;
let uni: Awaited<ReturnType<TestApp["createSignedIn"]>>;
let countryId: number;
let programId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  uni = await t.createSignedIn("University");
  const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
  countryId = us?.id as number;
  programId = (await createProgram(t.db, uni.partner.id, { name: "Marine Biology" })).program.id;
});
afterAll(async () => t?.close());

async function apply(token: string) {
  const body = multipartBody({}, []);
  const res = await t.app.inject({
    method: "POST",
    url: `${GUESTS}/programs/${programId}/apply`,
    headers: { authentication_token: token, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().application.id as number;
}
const staffSets = (id: number, payload: Record<string, unknown>) =>
  t.injectAs(uni.token, { method: "PUT", url: `${API}/student_applications/${id}`, payload });
const list = (token: string, query = "") =>
  t.app.inject({ method: "GET", url: `${GUESTS}/notifications${query}`, headers: { authentication_token: token } });
const markRead = (token: string, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `${GUESTS}/notifications/mark_read`,
    headers: { authentication_token: token },
    payload: payload as Record<string, unknown>,
  });

describe("guest notifications (decision 056)", () => {
  it("tells the applicant of each status or result the institution sets, newest first, and marks them read", async () => {
    const student = await signUpGuest(t.app, countryId);
    const other = await signUpGuest(t.app, countryId);
    const id = await apply(student.token);
    expect((await list(student.token)).json()).toMatchObject({ notifications: [], unread_count: 0, total: 0 });

    expect((await staffSets(id, { status: "in_review" })).statusCode).toBe(200);
    expect((await staffSets(id, { result: "admitted" })).statusCode).toBe(200);
    // The decision is told once the institution releases it (decision 080).
    expect((await list(student.token)).json().total).toBe(1);
    const release = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/student_applications/release_decisions`,
      payload: { ids: [id] },
    });
    expect(release.statusCode, release.body).toBe(200);
    await createDecisionRelease(t.app.ctx, { guestNotifier: createGuestNotifications(t.app.ctx) }).releaseDue();
    const res = await list(student.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ unread_count: 2, total: 2, page_no: 1, has_more: false });
    expect(body.notifications).toMatchObject([
      {
        kind: "application_updated",
        application_id: id,
        program_name: "Marine Biology",
        institution_name: uni.partner.name,
        status: "decided",
        result: "admitted",
        is_read: false,
      },
      { status: "in_review", result: null, is_read: false },
    ]);

    // Another guest sees none of them and cannot mark them.
    expect((await list(other.token)).json()).toMatchObject({ notifications: [], total: 0 });
    const foreign = await markRead(other.token, { ids: [body.notifications[0].id] });
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect((await list(student.token)).json().unread_count).toBe(2);

    const one = await markRead(student.token, { ids: [body.notifications[0].id] });
    expect(one.json()).toEqual({ unread_count: 1 });
    expect((await list(student.token)).json().notifications.map((n: { is_read: boolean }) => n.is_read)).toEqual([
      true,
      false,
    ]);
    expect((await markRead(student.token, { read_all: true })).json()).toEqual({ unread_count: 0 });

    // The mail links the student's applications.
    await t.app.ctx.mailer.flush();
    const mails = await t.db.select().from(outbox).where(eq(outbox.to_address, student.email));
    expect(mails.filter((m) => m.subject === "Your application to Marine Biology was updated")).toHaveLength(2);
    expect(mails.some((m) => (m.text_body ?? "").includes("/webinars/my-sessions?tab=applications"))).toBe(true);
  });

  it("says nothing of the student's own withdrawal", async () => {
    const student = await signUpGuest(t.app, countryId);
    const id = await apply(student.token);
    const res = await t.app.inject({
      method: "POST",
      url: `${GUESTS}/my-applications/${id}/withdraw`,
      headers: { authentication_token: student.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(student.token)).json()).toMatchObject({ notifications: [], unread_count: 0 });
  });

  it("pages by 20, newest first", async () => {
    const student = await signUpGuest(t.app, countryId);
    const id = await apply(student.token);
    await t.db.insert(guestNotifications).values(
      Array.from({ length: 21 }, (_, i) => ({
        webinar_user_id: student.id,
        kind: "application_updated",
        application_id: id,
        program_name: `Step ${i}`,
        institution_name: uni.partner.name,
        status: "in_review",
        created_at: new Date(NOW.getTime() + i * 60_000),
      })),
    );
    const first = (await list(student.token)).json();
    expect(first).toMatchObject({ total: 21, unread_count: 21, has_more: true });
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0].program_name).toBe("Step 20");
    const second = (await list(student.token, "?page_no=2")).json();
    expect(second).toMatchObject({ page_no: 2, has_more: false });
    expect(second.notifications).toMatchObject([{ program_name: "Step 0" }]);
  });

  it("refuses bad input with 4xx and asks for a sign-in", async () => {
    const student = await signUpGuest(t.app, countryId);
    expect((await t.app.inject({ method: "GET", url: `${GUESTS}/notifications` })).statusCode).toBe(401);
    expect((await list(student.token, "?page_no=0")).statusCode).toBe(422);
    expect((await list(student.token, "?page_no=abc")).statusCode).toBe(422);
    const empty = await markRead(student.token, {});
    expect(empty.statusCode).toBe(422);
    expect((await markRead(student.token, { ids: ["x"] })).statusCode).toBe(422);
    expect((await markRead(student.token, { ids: Array.from({ length: 101 }, (_, i) => i + 1) })).statusCode).toBe(422);
  });
});
