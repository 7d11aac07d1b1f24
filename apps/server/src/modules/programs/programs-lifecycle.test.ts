import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { PDF_SMALL, PNG_1PX } from "../../test/files.ts";
import { completeProgram, newProgram, PROGRAMS_API, programCalls } from "../../test/programs.ts";
import { studentApplications } from "../applications/applications.table.ts";
import { people } from "../webinars/webinars.table.ts";
import { programs } from "./programs.table.ts";

let t: TestApp;
let call: ReturnType<typeof programCalls>;
/** Today is 2026-11-26: a round whose deadline is before it is past. */
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date("2026-11-26T12:00:00Z") });
  call = programCalls(t);
});
afterAll(async () => t.close());

let applicants = 0;
async function apply(partnerId: number, programId: number) {
  applicants += 1;
  const [person] = await t.db
    .insert(people)
    .values({ email: `applicant${applicants}@example.test` })
    .returning();
  const [row] = await t.db
    .insert(studentApplications)
    .values({
      partner_id: partnerId,
      program_id: programId,
      person_id: person?.id as number,
      first_name: "Ada",
      last_name: `Applicant ${applicants}`,
      email: person?.email as string,
    })
    .returning({ id: studentApplications.id });
  return row?.id as number;
}

describe("copying a program", () => {
  it("makes a draft '<name> (copy)' with its rounds, courses, files and texts, then answers that copy while it exists", async () => {
    const { token } = await t.createSignedIn("University");
    const source = (
      await call.createForm(token, completeProgram({ action: "activate" }), [
        { field: "brochure", filename: "b.pdf", type: "application/pdf", data: PDF_SMALL },
        { field: "banners[]", filename: "a.png", type: "image/png", data: PNG_1PX },
      ])
    ).json().program;
    const res = await call.copy(token, source.id);
    expect(res.statusCode, res.body).toBe(200);
    const { copy_state, program: copy } = res.json();
    expect(copy_state).toBe("newly_created");
    expect(copy).toMatchObject({
      name: "BSc Economics (copy)",
      status: "draft",
      copied_from_id: source.id,
      program_type: source.program_type,
      min_cost: 12500,
      content: source.content,
      tests: source.tests,
      required_documents: source.required_documents,
      additional_requirements: source.additional_requirements,
      applicants: 0,
    });
    const strip = (list: { id: number }[]) => list.map(({ id: _id, ...rest }) => rest);
    expect(strip(copy.intake_rounds)).toEqual(strip(source.intake_rounds));
    expect(copy.intake_rounds[0].id).not.toBe(source.intake_rounds[0].id);
    expect(strip(copy.courses)).toEqual(strip(source.courses));
    expect(copy.brochure).toMatchObject({ name: "b.pdf", size_bytes: PDF_SMALL.length });
    expect(copy.banners).toHaveLength(1);
    const file = await t.injectAs(token, {
      method: "GET",
      url: `${PROGRAMS_API}/${copy.id}/files/${copy.brochure.id}`,
    });
    expect(file.rawPayload.equals(PDF_SMALL)).toBe(true);

    const again = (await call.copy(token, source.id)).json();
    expect(again).toMatchObject({ copy_state: "existing", program: { id: copy.id } });
    expect((await call.list(token)).json().total).toBe(2);
    // Once the copy is deleted, copying makes a new one.
    await call.remove(token, copy.id);
    const fresh = (await call.copy(token, source.id)).json();
    expect(fresh.copy_state).toBe("newly_created");
    expect(fresh.program.id).not.toBe(copy.id);
  });

  it("does not show the copy of a declined program", async () => {
    const { token } = await t.createSignedIn("University");
    const p = await newProgram(t, token);
    await t.db.update(programs).set({ status: "declined" }).where(eq(programs.id, p.id));
    expect((await call.copy(token, p.id)).json()).toEqual({ copy_state: "dont_show", program: null });
    expect((await call.list(token)).json().total).toBe(1);
  });
});

describe("deleting a program", () => {
  it("hides it from the list, look-ups and every route, while its applications keep pointing at it", async () => {
    const { partner, token } = await t.createSignedIn("University");
    const p = await newProgram(t, token, completeProgram({ intake_rounds: [{ name: "Deleted round" }] }));
    const kept = await newProgram(t, token, completeProgram({ name: "Kept" }));
    const applicationId = await apply(partner.id, p.id);
    expect((await call.remove(token, p.id)).statusCode).toBe(204);
    const list = (await call.list(token)).json();
    expect(list.programs.map((r: { id: number }) => r.id)).toEqual([kept.id]);
    expect(list.total).toBe(1);
    expect((await call.lookup(token, "programs/rounds")).json().rounds).not.toContainEqual({ name: "Deleted round" });
    for (const res of [
      await call.get(token, p.id),
      await call.update(token, p.id, { name: "Back" }),
      await call.copy(token, p.id),
      await call.remove(token, p.id),
    ])
      expect(res.json()).toEqual({ error: `Program ${p.id} not found` });
    const [application] = await t.db
      .select({ program_id: studentApplications.program_id })
      .from(studentApplications)
      .where(eq(studentApplications.id, applicationId));
    expect(application?.program_id).toBe(p.id);
  });
});

describe("the programs list", () => {
  it("pages by 20 from page 1, newest first, with matched and total", async () => {
    const { token } = await t.createSignedIn("University");
    for (let i = 1; i <= 23; i += 1) await newProgram(t, token, { name: `Program ${String(i).padStart(2, "0")}` });
    const first = (await call.list(token)).json();
    expect(first).toMatchObject({ matched: 23, total: 23, page_no: 1 });
    expect(first.programs).toHaveLength(20);
    expect(first.programs[0].name).toBe("Program 23");
    const second = (await call.list(token, { page_no: 2 })).json();
    expect(second.programs.map((r: { name: string }) => r.name)).toEqual(["Program 03", "Program 02", "Program 01"]);
    const named = (await call.list(token, { page_no: 1, search_text: "program 1", per_page: 5 })).json();
    expect(named).toMatchObject({ matched: 10, total: 23 });
    expect(named.programs).toHaveLength(5);
  });

  it("shows each program's next open round, applicants and partner; filters and sorts", async () => {
    const { partner, token } = await t.createSignedIn("University");
    const rounds = [
      { name: "Fall 2026", start_date: "2026-09-01", opening_date: "2025-10-01", deadline: "2026-01-31" },
      { name: "Fall 2027", start_date: "2027-09-20", opening_date: "2026-10-01", deadline: "2027-01-31" },
      { name: "Spring 2028", start_date: "2028-02-01", opening_date: "2027-03-01", deadline: "2027-10-31" },
    ];
    const econ = await newProgram(t, token, completeProgram({ action: "activate", intake_rounds: rounds }));
    const past = await newProgram(
      t,
      token,
      completeProgram({ name: "Past Law", program_type: "postgraduate", intake_rounds: rounds.slice(0, 1) }),
    );
    const bare = await newProgram(t, token, { name: "Art foundation", program_type: "foundation" });
    await apply(partner.id, econ.id);
    await apply(partner.id, econ.id);
    await apply(partner.id, past.id);

    const rows = (
      await call.list(token, { page_no: 1, sort_params: { sort_by: "name", sort_direction: "asc" } })
    ).json().programs;
    expect(rows.map((r: { id: number }) => r.id)).toEqual([bare.id, econ.id, past.id]);
    expect(rows[1]).toMatchObject({
      name: "BSc Economics",
      status: "active",
      program_type: "undergraduate",
      partner: { id: partner.id, name: partner.name },
      university: { id: partner.id, name: partner.name },
      round: { name: "Fall 2027", start_date: "2027-09-20", deadline: "2027-01-31", opening_date: "2026-10-01" },
      applicants: 2,
    });
    expect(rows[2].round.name).toBe("Fall 2026");
    expect(rows[0].round).toBeNull();

    const ids = async (body: Record<string, unknown>) =>
      (await call.list(token, { page_no: 1, ...body })).json().programs.map((r: { id: number }) => r.id);
    expect(await ids({ status: ["active"] })).toEqual([econ.id]);
    expect(await ids({ status: "draft" })).toEqual([bare.id, past.id]);
    expect(await ids({ program_types: ["postgraduate", "foundation"] })).toEqual([bare.id, past.id]);
    expect(await ids({ university_ids: [partner.id + 100_000] })).toEqual([]);
    expect(await ids({ sort_params: { sort_by: "applicants", sort_direction: "desc" } })).toEqual([
      econ.id,
      past.id,
      bare.id,
    ]);
    expect(await ids({ sort_params: { sort_by: "start_date", sort_direction: "asc" } })).toEqual([
      past.id,
      econ.id,
      bare.id,
    ]);
    const bad = await call.list(token, { page_no: 0, status: ["archived"], sort_params: { sort_by: "rank" } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["page_no", "sort_params.sort_by", "status.0"]);
  });
});

describe("the programs download", () => {
  it("streams the filtered programs as RFC 4180 CSV with formulas neutralised", async () => {
    const { partner, token } = await t.createSignedIn("University");
    const p = await newProgram(t, token, completeProgram({ name: '=HYPERLINK("http://evil.test","x")' }));
    await newProgram(t, token, { name: "Law, with a comma", program_type: "postgraduate" });
    await newProgram(t, token, { name: "Filtered out", program_type: "diploma" });
    await apply(partner.id, p.id);
    const res = await t.injectAs(token, {
      method: "POST",
      url: `${PROGRAMS_API}/download`,
      payload: {
        program_types: ["undergraduate", "postgraduate"],
        sort_params: { sort_by: "name", sort_direction: "asc" },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="programs-2026-11-26.csv"');
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const lines = res.body.slice(1).split("\r\n");
    expect(lines).toEqual([
      "ID,Program,Partner,University,Round/Intake,Start date,Application deadline,Opening date,Applicants,Status",
      `${p.id},"'=HYPERLINK(""http://evil.test"",""x"")",${partner.name},${partner.name},Fall 2027,2027-09-20,2027-01-31,2026-10-01,1,Draft`,
      expect.stringMatching(/^\d+,"Law, with a comma",.*,,,,,0,Draft$/),
      "",
    ]);
  });

  it("answers a school the header only", async () => {
    const { token } = await t.createSignedIn("School");
    const res = await t.injectAs(token, { method: "POST", url: `${PROGRAMS_API}/download`, payload: {} });
    expect(res.body).toBe(
      "\uFEFFID,Program,Partner,University,Round/Intake,Start date,Application deadline,Opening date,Applicants,Status\r\n",
    );
  });
});
