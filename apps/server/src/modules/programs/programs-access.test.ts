import { MESSAGES } from "@quad/contract/rules/messages";
import { PROGRAM_MESSAGES } from "@quad/contract/rules/program";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { completeProgram, newProgram, programCalls } from "../../test/programs.ts";

let t: TestApp;
let call: ReturnType<typeof programCalls>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date("2026-11-26T12:00:00Z") });
  call = programCalls(t);
});
afterAll(async () => t.close());

describe("who manages programs", () => {
  it("gives a school no program of its own (its list is the catalogue, decision 074) and refuses it programs", async () => {
    const school = await t.createSignedIn("School");
    const uni = await t.createSignedIn("University");
    const p = await newProgram(t, uni.token);
    // Only active programs, which students can apply to (school-applications.test.ts reads the rest).
    const catalogue = await call.list(school.token);
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.json().programs.every((r: { status: string }) => r.status === "active")).toBe(true);
    for (const path of ["programs/rounds", "programs/brochures", "programs/banners"]) {
      const res = await call.lookup(school.token, path);
      expect(res.statusCode, path).toBe(200);
      expect(Object.values(res.json())[0], path).toEqual([]);
    }
    expect((await call.create(school.token, { name: "Nope" })).statusCode).toBe(403);
    expect((await call.get(school.token, p.id)).json()).toEqual({ error_message: MESSAGES.forbidden });
  });

  it("lets members edit programs and admission officers only read them", async () => {
    const admin = await t.createSignedIn("University");
    const member = await t.createUser({ partner_id: admin.partner.id, role: "member" });
    const officer = await t.createUser({ partner_id: admin.partner.id, role: "admission_officer" });
    const memberToken = await t.signIn(member.email);
    const officerToken = await t.signIn(officer.email);
    const p = await newProgram(t, memberToken, { name: "Made by a member" });
    expect((await call.get(officerToken, p.id)).statusCode).toBe(200);
    expect((await call.list(officerToken)).json().total).toBe(1);
    for (const res of [
      await call.create(officerToken, { name: "Officer's" }),
      await call.update(officerToken, p.id, { name: "Officer's" }),
      await call.copy(officerToken, p.id),
      await call.remove(officerToken, p.id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error_message: PROGRAM_MESSAGES.officersReadOnly });
    }
  });

  it("lets an application client offer programs for active universities, not for schools", async () => {
    const client = await t.createSignedIn("ApplicationClient");
    const uni = await t.createPartner({ institute_type: "University", name: "Zeta Partner University" });
    const school = await t.createPartner({ institute_type: "School", name: "Not A University School" });
    const closed = await t.createPartner({ institute_type: "University", name: "Zeta Closed", status: "inactive" });
    const ok = await call.create(client.token, { name: "Pathway to Zeta", university_id: uni.id });
    expect(ok.json().program).toMatchObject({
      partner: { id: client.partner.id },
      university: { id: uni.id, name: "Zeta Partner University" },
    });
    for (const id of [school.id, closed.id]) {
      const res = await call.create(client.token, { name: "Refused", university_id: id });
      expect(res.json()).toEqual({ errors: { university_id: PROGRAM_MESSAGES.universityNotAllowed } });
    }
    const found = (await call.lookup(client.token, "programs/universities?search_text=zeta")).json().universities;
    expect(found).toEqual([{ id: uni.id, name: "Zeta Partner University" }]);
    const all = (await call.lookup(client.token, "programs/universities")).json().universities;
    expect(all[0]).toEqual({ id: client.partner.id, name: client.partner.name });
    // A university offers its own programs only.
    const other = await t.createSignedIn("University");
    expect((await call.lookup(other.token, "programs/universities")).json()).toEqual({
      universities: [{ id: other.partner.id, name: other.partner.name }],
    });
    const refused = await call.create(other.token, { name: "Not mine", university_id: uni.id });
    expect(refused.statusCode).toBe(422);
  });

  it("answers another institution's program as not found on every route", async () => {
    const owner = await t.createSignedIn("University");
    const intruder = await t.createSignedIn("University");
    const p = await newProgram(t, owner.token);
    const res = [
      await call.get(intruder.token, p.id),
      await call.update(intruder.token, p.id, { name: "Stolen" }),
      await call.copy(intruder.token, p.id),
      await call.remove(intruder.token, p.id),
      await t.injectAs(intruder.token, { method: "GET", url: `/api/v1/partners/programs/${p.id}/files/1` }),
    ];
    for (const r of res) expect(r.statusCode, r.body).toBe(404);
    expect((await call.get(owner.token, p.id)).json().program.name).toBe("BSc Economics");
  });
});

describe("look-ups", () => {
  it("answers statuses, types, a type's starting content, currencies and document types", async () => {
    const { token } = await t.createSignedIn("University");
    expect((await call.lookup(token, "programs/statuses")).json().statuses).toContainEqual({
      value: "pending_review",
      label: "Pending review",
    });
    expect((await call.lookup(token, "programs/program_types")).json().program_types).toContainEqual({
      value: "summer_school",
      label: "Summer school",
    });
    const content = (await call.lookup(token, "programs/program_types_content?name=pathway")).json();
    expect(content.program_type).toBe("pathway");
    expect(content.content.map((s: { title: string }) => s.title)).toContain("Partner universities");
    expect((await call.lookup(token, "programs/program_types_content?name=astrology")).statusCode).toBe(422);
    expect((await call.lookup(token, "currencies")).json().currencies).toContainEqual({
      code: "GBP",
      name: "Pound Sterling",
    });
    const docs = (await call.lookup(token, "document_types")).json().document_types;
    expect(docs).toContainEqual({ value: "transcript", label: "Academic transcript", for_applicants: true });
    expect(docs).toContainEqual({ value: "ucas_report", label: "UCAS report", for_applicants: false });
  });

  it("answers the institution's own intake round names", async () => {
    const { token } = await t.createSignedIn("University");
    const other = await t.createSignedIn("University");
    await newProgram(t, token);
    await newProgram(t, token, completeProgram({ intake_rounds: [{ name: "Fall 2027" }, { name: "Winter 2028" }] }));
    await newProgram(t, other.token, completeProgram({ intake_rounds: [{ name: "Other's round" }] }));
    expect((await call.lookup(token, "programs/rounds")).json().rounds).toEqual([
      { name: "Fall 2027" },
      { name: "Spring 2028" },
      { name: "Winter 2028" },
    ]);
  });
});
