import { MESSAGES } from "@quad/contract/rules/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { multipartBody } from "../../test/files.ts";
import { startSmtpSink } from "../../test/smtp-sink.ts";
import { LAST_ADMIN_MESSAGE, SELF_DEACTIVATE_MESSAGE } from "./team.rules.ts";

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const API = "/api/v1/partners";
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

async function team() {
  const admin = await t.createSignedIn("University");
  const names = ["Alice Zhang", "Bob Young", "Carla Xu", "Dan Webb"];
  const members = [];
  for (const [i, n] of names.entries()) {
    const [first_name, last_name] = n.split(" ") as [string, string];
    members.push(
      await t.createUser({
        partner_id: admin.partner.id,
        first_name,
        last_name,
        role: i === 0 ? "admin" : "member",
        email: `${first_name.toLowerCase()}.${admin.partner.id}@uni.test`,
      }),
    );
  }
  const memberToken = await t.signIn(members[1]?.email as string);
  return { ...admin, members, memberToken };
}

async function mailedToken(to: string) {
  await t.app.ctx.mailer.flush();
  const m = sink.lastTo(to)?.match(/reset_password_token=([A-Za-z0-9_-]+)/);
  if (!m?.[1]) throw new Error(`no link mailed to ${to}`);
  return m[1];
}

describe("team list", () => {
  it("filters by role and text, sorts, pages, and counts matched and total", async () => {
    const { token, members } = await team();
    const all = await t.injectAs(token, { method: "POST", url: `${API}/teams`, payload: { per_page: 2 } });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ matched: 5, total: 5, page_no: 1 });
    expect(all.json().members).toHaveLength(2);
    const page3 = await t.injectAs(token, {
      method: "POST",
      url: `${API}/teams`,
      payload: { per_page: 2, page_no: 3 },
    });
    expect(page3.json().members).toHaveLength(1);
    const admins = await t.injectAs(token, { method: "POST", url: `${API}/teams`, payload: { role: "admin" } });
    expect(admins.json().matched).toBe(2);
    expect(admins.json().members.every((m: { is_admin: boolean }) => m.is_admin)).toBe(true);
    const search = await t.injectAs(token, {
      method: "POST",
      url: `${API}/teams`,
      payload: { search_text: "carla x" },
    });
    expect(search.json().members.map((m: { id: number }) => m.id)).toEqual([members[2]?.id]);
    const sorted = await t.injectAs(token, {
      method: "POST",
      url: `${API}/teams`,
      payload: { sort_by: "name", sort_direction: "desc", per_page: 1 },
    });
    expect(sorted.json().members[0].first_name).toBe("Test");
    const bad = await t.injectAs(token, {
      method: "POST",
      url: `${API}/teams`,
      payload: { role: "owner", page_no: 0 },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["page_no", "role"]);
  });

  it("downloads the filtered list as CSV through a signed link, formulas neutralised", async () => {
    const { token, partner } = await team();
    await t.createUser({ partner_id: partner.id, first_name: "=HYPERLINK(1)", last_name: "Evil", role: "member" });
    const res = await t.injectAs(token, { method: "POST", url: `${API}/teams`, payload: { download: true } });
    expect(res.statusCode).toBe(200);
    const csv = await t.app.inject({ method: "GET", url: res.json().csv_url });
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain("First name,Last name,Email,Role,Status");
    expect(csv.body).toContain("'=HYPERLINK(1),Evil");
    expect(csv.body.split("\r\n").filter(Boolean)).toHaveLength(7);
  });

  it("never shows another institution's members (404 on {id})", async () => {
    const a = await team();
    const b = await team();
    const res = await t.injectAs(a.token, { method: "GET", url: `${API}/teams/${b.members[0]?.id}` });
    expect(res.statusCode).toBe(404);
    const own = await t.injectAs(a.memberToken, { method: "GET", url: `${API}/teams/${a.members[0]?.id}` });
    expect(own.statusCode).toBe(200);
    const list = await t.injectAs(a.token, { method: "GET", url: `${API}/teams/members_list` });
    expect(list.json().members.map((m: { email: string }) => m.email)).not.toContain(b.members[0]?.email);
    const admins = await t.injectAs(a.memberToken, { method: "GET", url: "/api/v1/users/admins_list" });
    expect(admins.json().admins).toHaveLength(2);
  });
});

describe("adding and editing members", () => {
  it("creates a member who sets a password from the invitation mail and signs in", async () => {
    const { token } = await team();
    const res = await t.injectAs(token, {
      method: "POST",
      url: `${API}/users/create_member`,
      payload: {
        first_name: "Nia",
        last_name: "Okafor",
        email: "nia@uni-new.test",
        role: "member",
        designation: "Officer",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().member).toMatchObject({
      first_name: "Nia",
      role: "member",
      invitation_pending: true,
      status: "active",
    });
    const invite = await mailedToken("nia@uni-new.test");
    const set = await t.app.inject({
      method: "PUT",
      url: `${API}/passwords/reset_password`,
      payload: { reset_password_token: invite, password: "nia-password", password_confirmation: "nia-password" },
    });
    expect(set.statusCode).toBe(200);
    await expect(t.signIn("nia@uni-new.test", "nia-password")).resolves.toBeTruthy();
    const dup = await t.injectAs(token, {
      method: "POST",
      url: `${API}/users/create_member`,
      payload: { first_name: "N", last_name: "O", email: "NIA@uni-new.test", role: "member" },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ email: MESSAGES.emailTaken });
  });

  it("refuses admin actions to members with 403", async () => {
    const { memberToken, members } = await team();
    const calls = [
      {
        method: "POST" as const,
        url: `${API}/users/create_member`,
        payload: { first_name: "a", last_name: "b", email: "x@y.test", role: "member" },
      },
      {
        method: "PUT" as const,
        url: `${API}/users/${members[2]?.id}/update_member`,
        payload: { first_name: "a", last_name: "b", role: "admin" },
      },
      {
        method: "POST" as const,
        url: `${API}/teams/team_bulk_operation`,
        payload: { operation: "deactivate", member_ids: [members[2]?.id] },
      },
      { method: "POST" as const, url: `${API}/users/bulk_invite`, payload: { emails: "a@b.test" } },
      { method: "POST" as const, url: `${API}/invitations`, payload: { emails: "a@b.test", invitee_type: "School" } },
      { method: "PUT" as const, url: `${API}/teams/${members[2]?.id}/assign_regions`, payload: { region_ids: [] } },
    ];
    for (const call of calls) {
      const res = await t.injectAs(memberToken, call);
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json()).toEqual({ error_message: MESSAGES.adminOnly });
    }
  });

  it("updates a member (multipart) with field -> message errors, and guards the last admin", async () => {
    const { token, user, members, partner } = await team();
    const ok = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${members[2]?.id}/update_member`,
      ...multipartBody({ first_name: "Carla", last_name: "Xu-Lee", role: "admin", designation: "Director" }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().member).toMatchObject({ last_name: "Xu-Lee", role: "admin", designation: "Director" });
    const bad = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${members[2]?.id}/update_member`,
      ...multipartBody({ first_name: "", last_name: "X", role: "boss", phone: "x" }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ first_name: MESSAGES.required, phone: MESSAGES.invalidPhone });
    // A lone institution: its only admin cannot be demoted.
    const lone = await t.createSignedIn("School");
    const demote = await t.injectAs(lone.token, {
      method: "PUT",
      url: `${API}/users/${lone.user.id}/update_member`,
      payload: { first_name: "Only", last_name: "Admin", role: "member" },
    });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors).toEqual({ role: LAST_ADMIN_MESSAGE });
    void user;
    void partner;
  });

  it("assigns regions for connection download", async () => {
    const { token, members } = await team();
    const regions = await t.app.inject({ method: "GET", url: `${API}/misc/regions` });
    const [r1, r2] = regions.json().regions;
    const res = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/teams/${members[1]?.id}/assign_regions`,
      payload: { region_ids: [r1.id, r2.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .member.regions.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([r1.id, r2.id].sort());
    const unknown = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/teams/${members[1]?.id}/assign_regions`,
      payload: { region_ids: [999999] },
    });
    expect(unknown.statusCode).toBe(422);
  });
});

describe("bulk operations", () => {
  it("deactivates (ending sessions and sign-in), reactivates, and reports a result per member", async () => {
    const a = await team();
    const b = await team();
    const target = a.members[1];
    const res = await t.injectAs(a.token, {
      method: "POST",
      url: `${API}/teams/team_bulk_operation`,
      payload: { operation: "deactivate", member_ids: [target?.id, a.user.id, b.members[1]?.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { member_id: target?.id, ok: true },
      { member_id: a.user.id, ok: false, error: SELF_DEACTIVATE_MESSAGE },
      { member_id: b.members[1]?.id, ok: false, error: `Member ${b.members[1]?.id} not found` },
    ]);
    const check = await t.injectAs(a.memberToken, { method: "GET", url: `${API}/users/${target?.id}/check_session` });
    expect(check.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: "POST",
      url: `${API}/sessions`,
      payload: { email: target?.email, password: "correct-horse-battery" },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error_message).toBe(MESSAGES.accountDeactivated);
    const again = await t.injectAs(a.token, {
      method: "POST",
      url: `${API}/teams/team_bulk_operation`,
      payload: { operation: "activate", member_ids: [target?.id] },
    });
    expect(again.json().results).toEqual([{ member_id: target?.id, ok: true }]);
    await expect(t.signIn(target?.email as string)).resolves.toBeTruthy();
  });

  it("keeps one active admin when admins deactivate each other", async () => {
    const { token, members, user } = await team();
    const otherAdmin = members[0];
    const first = await t.injectAs(token, {
      method: "POST",
      url: `${API}/teams/team_bulk_operation`,
      payload: { operation: "deactivate", member_ids: [otherAdmin?.id] },
    });
    expect(first.json().results[0].ok).toBe(true);
    // now `user` is the last admin; the other admin (reactivated) cannot remove them either
    await t.injectAs(token, {
      method: "POST",
      url: `${API}/teams/team_bulk_operation`,
      payload: { operation: "activate", member_ids: [otherAdmin?.id] },
    });
    await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${otherAdmin?.id}/update_member`,
      payload: { first_name: "Alice", last_name: "Zhang", role: "member" },
    });
    const otherToken = await t.signIn(otherAdmin?.email as string);
    const refused = await t.injectAs(otherToken, {
      method: "POST",
      url: `${API}/teams/team_bulk_operation`,
      payload: { operation: "deactivate", member_ids: [user.id] },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("mails welcome and reset links", async () => {
    const { token, members } = await team();
    const res = await t.injectAs(token, {
      method: "POST",
      url: `${API}/teams/team_bulk_operation`,
      payload: { operation: "send_welcome_email", member_ids: [members[2]?.id] },
    });
    expect(res.json().results[0].ok).toBe(true);
    await t.app.ctx.mailer.flush();
    expect(sink.lastTo(members[2]?.email as string)).toContain("invitation=true");
    await t.injectAs(token, {
      method: "POST",
      url: `${API}/teams/team_bulk_operation`,
      payload: { operation: "reset_password", member_ids: [members[3]?.id] },
    });
    await expect(mailedToken(members[3]?.email as string)).resolves.toBeTruthy();
    const bad = await t.injectAs(token, {
      method: "POST",
      url: `${API}/teams/team_bulk_operation`,
      payload: { operation: "explode", member_ids: [] },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe("invitations", () => {
  it("invites colleagues by a comma-separated list, skipping existing accounts", async () => {
    const { token, members, partner } = await team();
    const res = await t.injectAs(token, {
      method: "POST",
      url: `${API}/users/bulk_invite`,
      payload: { emails: `new1@uni-inv.test, New2@uni-inv.test, ${members[1]?.email}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      invited: ["new1@uni-inv.test", "new2@uni-inv.test"],
      skipped: [{ email: members[1]?.email, reason: "already has a Quad account" }],
    });
    await expect(mailedToken("new2@uni-inv.test")).resolves.toBeTruthy();
    const list = await t.injectAs(token, { method: "POST", url: `${API}/teams`, payload: { search_text: "uni-inv" } });
    expect(list.json().members.every((m: { invitation_pending: boolean }) => m.invitation_pending)).toBe(true);
    void partner;
  });

  it("refuses more than 20 emails and names each invalid one", async () => {
    const { token } = await team();
    const many = Array.from({ length: 21 }, (_, i) => `p${i}@x.test`).join(",");
    const res = await t.injectAs(token, { method: "POST", url: `${API}/users/bulk_invite`, payload: { emails: many } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.emails).toBe("You can invite at most 20 emails at a time");
    const invalid = await t.injectAs(token, {
      method: "POST",
      url: `${API}/invitations`,
      payload: { emails: "ok@x.test, broken", invitee_type: "School" },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.emails).toBe("broken is not a valid email address");
  });

  it("invites schools to register on Quad by mail", async () => {
    const { token } = await team();
    const res = await t.injectAs(token, {
      method: "POST",
      url: `${API}/invitations`,
      payload: { emails: "counsellor@school.test", invitee_type: "School", message: "Join us" },
    });
    expect(res.json().invited).toEqual(["counsellor@school.test"]);
    await t.app.ctx.mailer.flush();
    expect(sink.lastTo("counsellor@school.test")).toContain("Join us");
  });
});

describe("team notifications", () => {
  it("tells the other admins when a member is added, and a member when their role changes", async () => {
    const { token, members } = await team();
    const otherAdmin = members[0];
    await t.injectAs(token, {
      method: "POST",
      url: `${API}/users/create_member`,
      payload: { first_name: "Ravi", last_name: "Patel", email: `ravi.${Date.now()}@uni.test`, role: "member" },
    });
    const adminToken = await t.signIn(otherAdmin?.email as string);
    const seen = await t.injectAs(adminToken, {
      method: "POST",
      url: `${API}/users/${otherAdmin?.id}/notifications`,
      payload: {},
    });
    expect(seen.json().notifications[0]).toMatchObject({
      notification_type: "Team",
      message: expect.stringMatching(/^Test User \d+ added Ravi Patel to the team$/),
    });
    const target = members[3];
    await t.injectAs(token, {
      method: "PUT",
      url: `${API}/users/${target?.id}/update_member`,
      payload: { first_name: "Dan", last_name: "Webb", role: "admission_officer" },
    });
    const targetToken = await t.signIn(target?.email as string);
    const mine = await t.injectAs(targetToken, {
      method: "POST",
      url: `${API}/users/${target?.id}/notifications`,
      payload: {},
    });
    expect(mine.json().notifications[0].message).toMatch(/changed your role to admission officer$/);
  });
});

describe("a school's team", () => {
  it("has admins and members only: no admission officers, no connection download regions", async () => {
    const school = await t.createSignedIn("School");
    const create = (body: object) =>
      t.injectAs(school.token, { method: "POST", url: `${API}/users/create_member`, payload: body });
    const officer = await create({
      first_name: "Ana",
      last_name: "Ruiz",
      email: "ana@school.test",
      role: "admission_officer",
    });
    expect(officer.statusCode).toBe(422);
    expect(officer.json().errors).toEqual({ role: MESSAGES.roleNotInTeam });
    const withRegions = await create({
      first_name: "Ana",
      last_name: "Ruiz",
      email: "ana@school.test",
      role: "member",
      region_ids: [1],
    });
    expect(withRegions.statusCode).toBe(422);
    expect(withRegions.json().errors).toEqual({ region_ids: MESSAGES.regionsNotInTeam });
    const invite = await t.injectAs(school.token, {
      method: "POST",
      url: `${API}/users/bulk_invite`,
      payload: { emails: "bo@school.test", role: "admission_officer" },
    });
    expect(invite.statusCode).toBe(422);
    const member = await create({ first_name: "Ana", last_name: "Ruiz", email: "ana@school.test", role: "member" });
    expect(member.statusCode).toBe(201);
  });
});
