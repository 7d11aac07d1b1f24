import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createProgram } from "../../test/application-fixtures.ts";
import { multipartBody, PDF_SMALL } from "../../test/files.ts";
import { signUpGuest } from "../../test/webinars.ts";
import { createGuestNotifications } from "../guest-notifications/guest-notifications.service.ts";
import { guestNotifications } from "../guest-notifications/guest-notifications.table.ts";
import { outbox } from "../mail/mail.table.ts";
import { countries } from "../reference/reference.table.ts";
import { studentApplications } from "./applications.table.ts";
import { createDecisionRelease, RELEASE_QUEUE } from "./decision-release.service.ts";

const API = "/api/v1/partners";
const GUESTS = "/api/v1/webinars";
const NOW = new Date("2026-11-26T12:00:00Z");
const HOUR = 3_600_000;
const clock = NOW;
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;
let uni: Signed;
let other: Signed;
let countryId: number;
let programId: number;
let release: ReturnType<typeof createDecisionRelease>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  uni = await t.createSignedIn("University");
  other = await t.createSignedIn("University");
  const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
  countryId = us?.id as number;
  programId = (await createProgram(t.db, uni.partner.id, { name: "Physics" })).program.id;
  release = createDecisionRelease(t.app.ctx, { guestNotifier: createGuestNotifications(t.app.ctx) });
});
afterAll(async () => t?.close());

/** A student applies (from the guest area), and staff review and decide: the decision is recorded, not told. */
async function decided(result = "admitted", pid = programId) {
  const guest = await signUpGuest(t.app, countryId);
  const res = await t.app.inject({
    method: "POST",
    url: `${GUESTS}/programs/${pid}/apply`,
    headers: { authentication_token: guest.token },
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().application.id as number;
  for (const payload of [{ status: "in_review" }, { result }]) {
    const put = await t.injectAs(uni.token, { method: "PUT", url: `${API}/student_applications/${id}`, payload });
    expect(put.statusCode, put.body).toBe(200);
  }
  return { guest, id };
}
const mine = async (token: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `${GUESTS}/my-applications`,
    headers: { authentication_token: token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().applications as {
    id: number;
    status: string;
    result: string | null;
    shared_documents: { document_type: string; url: string; original_name: string }[];
  }[];
};
const releaseCall = (token: string, payload: Record<string, unknown>) =>
  t.injectAs(token, { method: "POST", url: `${API}/student_applications/release_decisions`, payload });
const decisionMails = async (email: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.to_address, email))).filter((m) => /decided/.test(m.text_body));
const noticesOf = (guestId: number, applicationId: number) =>
  t.db
    .select()
    .from(guestNotifications)
    .where(and(eq(guestNotifications.webinar_user_id, guestId), eq(guestNotifications.application_id, applicationId)));

describe("decisions released, not leaked", () => {
  it("shows the student Under review until release, then the decision and the offer letter by signed link", async () => {
    const { guest, id } = await decided();
    // The offer letter goes up with the decision.
    const upload = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/student_applications/${id}/upload_document`,
      ...multipartBody({ document_type: "offer_letter" }, [
        { field: "document", filename: "offer.pdf", type: "application/pdf", data: PDF_SMALL },
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    // The team's UCAS report is not the student's.
    const internal = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/student_applications/${id}/upload_document`,
      ...multipartBody({ document_type: "ucas_report" }, [
        { field: "document", filename: "ucas.pdf", type: "application/pdf", data: PDF_SMALL },
      ]),
    });
    expect(internal.statusCode, internal.body).toBe(201);

    const [before] = await mine(guest.token);
    expect(before).toMatchObject({ id, status: "in_review", result: null, shared_documents: [] });
    expect(await decisionMails(guest.email)).toHaveLength(0);
    expect(await noticesOf(guest.id, id)).toHaveLength(1); // in review only
    const program = (
      await t.app.inject({
        method: "GET",
        url: `${GUESTS}/institutions/${uni.partner.id}/programs`,
        headers: { authentication_token: guest.token },
      })
    ).json().programs[0];
    expect(program.my_application).toEqual({ id, status: "in_review", result: null });
    const list = await t.injectAs(uni.token, { method: "POST", url: `${API}/student_applications`, payload: {} });
    const row = list.json().applications.find((a: { id: number }) => a.id === id);
    expect(row.decision_release).toEqual({ state: "held", release_at: null, released_at: null });

    const answer = await releaseCall(uni.token, { ids: [id] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ applications: 1, students: 1, dry_run: false, skipped: [] });
    // The release is a job: nothing is told before it runs.
    expect((await mine(guest.token))[0]?.status).toBe("in_review");
    expect(await t.app.ctx.jobs.count(RELEASE_QUEUE, "created")).toBeGreaterThan(0);
    expect(await release.releaseDue()).toBe(1);

    const [after] = await mine(guest.token);
    expect(after).toMatchObject({ id, status: "decided", result: "admitted" });
    expect(after?.shared_documents.map((d) => [d.document_type, d.original_name])).toEqual([
      ["offer_letter", "offer.pdf"],
    ]);
    const file = await t.app.inject({ method: "GET", url: after?.shared_documents[0]?.url as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(await decisionMails(guest.email)).toHaveLength(1);
    const notices = await noticesOf(guest.id, id);
    expect(notices.map((n) => [n.status, n.result])).toEqual([
      ["in_review", null],
      ["decided", "admitted"],
    ]);

    // Another student sees none of it: not the application, not the letter.
    const stranger = await signUpGuest(t.app, countryId);
    expect(await mine(stranger.token)).toEqual([]);
  });

  it("tells each student once: a retried or concurrent job mails and notifies no one twice", async () => {
    const a = await decided("rejected");
    const b = await decided("waitlisted");
    expect((await releaseCall(uni.token, { ids: [a.id, b.id] })).statusCode).toBe(200);
    const runs = await Promise.all([release.releaseDue(), release.releaseDue()]);
    expect(runs[0] + runs[1]).toBe(2);
    expect(await release.releaseDue()).toBe(0);
    for (const s of [a, b]) {
      expect(await decisionMails(s.guest.email)).toHaveLength(1);
      expect((await noticesOf(s.guest.id, s.id)).filter((n) => n.status === "decided")).toHaveLength(1);
    }
    // Released already: a second release asks for nothing.
    const again = await releaseCall(uni.token, { ids: [a.id], dry_run: true });
    expect(again.json()).toMatchObject({
      applications: 0,
      students: 0,
      skipped: [{ id: a.id, reason: "already_released" }],
    });
  });

  it("releases at the moment chosen, not before", async () => {
    const { guest, id } = await decided("conditional_offer");
    const at = new Date(NOW.getTime() + 2 * HOUR);
    const answer = await releaseCall(uni.token, { ids: [id], release_at: at.toISOString() });
    expect(answer.json()).toMatchObject({ applications: 1, release_at: at.toISOString() });
    const list = await t.injectAs(uni.token, { method: "POST", url: `${API}/student_applications`, payload: {} });
    expect(list.json().applications.find((r: { id: number }) => r.id === id).decision_release).toEqual({
      state: "scheduled",
      release_at: at.toISOString(),
      released_at: null,
    });
    expect(await release.releaseDue(new Date(at.getTime() - 60_000))).toBe(0);
    expect((await mine(guest.token))[0]?.status).toBe("in_review");
    expect(await decisionMails(guest.email)).toHaveLength(0);
    expect(await release.releaseDue(at)).toBe(1);
    expect((await mine(guest.token))[0]).toMatchObject({ status: "decided", result: "conditional_offer" });
    const [stored] = await t.db.select().from(studentApplications).where(eq(studentApplications.id, id));
    expect(stored?.decision_released_at?.toISOString()).toBe(at.toISOString());
  });

  it("holds a changed decision again until it is released", async () => {
    const { guest, id } = await decided("waitlisted");
    await releaseCall(uni.token, { ids: [id] });
    await release.releaseDue();
    expect((await mine(guest.token))[0]).toMatchObject({ status: "decided", result: "waitlisted" });
    const put = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/student_applications/${id}`,
      payload: { result: "admitted" },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await mine(guest.token))[0]).toMatchObject({ status: "in_review", result: null });
    expect(await decisionMails(guest.email)).toHaveLength(1);
  });

  it("lets the student withdraw what is under review for them, a decision not yet released", async () => {
    const { guest, id } = await decided("rejected");
    const res = await t.app.inject({
      method: "POST",
      url: `${GUESTS}/my-applications/${id}/withdraw`,
      headers: { authentication_token: guest.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().application).toMatchObject({ status: "withdrawn", result: null });
    expect(await decisionMails(guest.email)).toHaveLength(0);
  });

  it("counts students for the confirmation without changing anything, and leaves out what it cannot release", async () => {
    const a = await decided();
    const guest = await signUpGuest(t.app, countryId);
    const waiting = (
      await t.app.inject({
        method: "POST",
        url: `${GUESTS}/programs/${(await createProgram(t.db, uni.partner.id, { name: "Chemistry" })).program.id}/apply`,
        headers: { authentication_token: guest.token },
        payload: {},
      })
    ).json().application.id as number;
    const dry = await releaseCall(uni.token, { ids: [a.id, waiting, 999999], dry_run: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      applications: 1,
      students: 1,
      dry_run: true,
      skipped: [
        { id: waiting, reason: "not_decided" },
        { id: 999999, reason: "not_found" },
      ],
    });
    const [stored] = await t.db.select().from(studentApplications).where(eq(studentApplications.id, a.id));
    expect(stored?.decision_release_at).toBeNull();
    // Another institution cannot release this one's decisions: they are not found for it.
    const foreign = await releaseCall(other.token, { ids: [a.id] });
    expect(foreign.json()).toMatchObject({ applications: 0, skipped: [{ id: a.id, reason: "not_found" }] });
    expect(await release.releaseDue()).toBe(0);
    expect((await mine(a.guest.token))[0]?.status).toBe("in_review");
    // Bad input is a 422, never a 5xx.
    expect((await releaseCall(uni.token, { ids: [] })).statusCode).toBe(422);
    expect((await releaseCall(uni.token, { ids: [a.id], release_at: "tomorrow" })).statusCode).toBe(422);
  });
});
