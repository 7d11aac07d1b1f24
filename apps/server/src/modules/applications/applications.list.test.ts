import {
  APPLICATION_RESULTS,
  APPLICATION_STATUSES,
  FEE_STATUSES,
  UCAS_CHOICES,
} from "@quad/contract/rules/application";
import { APPLICATION_SORT_KEYS } from "@quad/contract/rules/application-list";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createApplication, createProgram } from "../../test/application-fixtures.ts";
import { countries } from "../reference/reference.table.ts";

const API = "/api/v1/partners";
const NOW = new Date("2026-11-26T12:00:00Z");
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["createSignedIn"]>>;
let uni: Signed;
let other: Signed;
let school: Signed;
let client: Signed;
const ids: Record<string, number> = {};
const refs: Record<string, number> = {};

function must<T>(v: T | undefined | null): T {
  if (v === undefined || v === null) throw new Error("missing");
  return v;
}
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  uni = await t.createSignedIn("University");
  other = await t.createSignedIn("University");
  school = await t.createSignedIn("School");
  client = await t.createSignedIn("ApplicationClient");
  const cs = await t.db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(inArray(countries.code, ["US", "CA", "FR"]));
  const code = (c: string) => must(cs.find((x) => x.code === c)).id;
  refs.us = code("US");
  refs.ca = code("CA");
  refs.fr = code("FR");
  refs.school = school.partner.id;
  const bio = await createProgram(
    t.db,
    uni.partner.id,
    { name: "Biology", application_fee: "50.00", currency: "USD" },
    {
      courses: ["Genetics", "Ecology"],
      rounds: [{ name: "Fall 2027", start_date: "2027-09-01" }],
    },
  );
  const arch = await createProgram(t.db, uni.partner.id, { name: "Architecture" });
  refs.bio = bio.program.id;
  refs.arch = arch.program.id;
  refs.genetics = must(bio.courses[0]).id;
  refs.ecology = must(bio.courses[1]).id;
  const round = must(bio.rounds[0]).id;
  const base = { partnerId: uni.partner.id };
  const make = async (key: string, values: Parameters<typeof createApplication>[1]) => {
    ids[key] = (await createApplication(t.db, values)).id;
  };
  await make("A", {
    ...base,
    programId: refs.bio,
    course_id: refs.genetics,
    intake_round_id: round,
    first_name: "Ada",
    last_name: "Zeta",
    country_id: refs.us,
    school_partner_id: refs.school,
    submitted_at: at("2026-11-20T15:00:00Z"),
    status_changed_at: at("2026-11-01T12:00:00Z"),
    start_date: "2027-09-01",
    document_upload_date: at("2026-11-20T15:00:00Z"),
  });
  await make("B", {
    ...base,
    programId: refs.arch,
    first_name: "Bob",
    last_name: "Young",
    country_id: refs.ca,
    school_name: "Free Text School",
    // 22:00 on Nov 10 in New York (the institution's zone), Nov 11 in UTC.
    submitted_at: at("2026-11-11T03:00:00Z"),
    status: "in_review",
    status_changed_at: at("2026-11-25T12:00:00Z"),
    start_date: "2027-01-10",
    fee_status: "paid",
    is_new: false,
    document_upload_date: at("2026-11-11T20:00:00Z"),
  });
  await make("C", {
    ...base,
    programId: refs.bio,
    course_id: refs.ecology,
    first_name: "Cy",
    last_name: "Xu",
    country_id: refs.fr,
    submitted_at: at("2026-10-01T12:00:00Z"),
    status: "decided",
    result: "admitted",
    choice: "firm",
    is_deposit_paid: false,
    fee_status: "waived",
    fee_waived: true,
    start_date: "2027-09-01",
  });
  await make("D", {
    ...base,
    programId: refs.arch,
    first_name: "=Dee(1,2)",
    last_name: "Wu",
    submitted_at: at("2026-09-01T12:00:00Z"),
    status: "completed",
    result: "conditional_offer",
    is_deposit_paid: true,
    start_date: "2027-09-01",
    is_new: false,
  });
  await make("E", {
    ...base,
    programId: refs.bio,
    first_name: "Ed",
    last_name: "Vo",
    submitted_at: at("2026-05-01T12:00:00Z"),
    start_date: "2026-09-01",
    is_new: false,
  });
  await make("F", {
    ...base,
    programId: refs.arch,
    first_name: "Fay",
    last_name: "Ur",
    submitted_at: at("2026-11-21T12:00:00Z"),
    status: "withdrawn",
    is_new: false,
  });
  const elsewhere = await createProgram(t.db, other.partner.id, { name: "Other Biology" });
  await make("G", { partnerId: other.partner.id, programId: elsewhere.program.id, first_name: "Gus" });
});
afterAll(async () => t?.close());

type ListAnswer = {
  applications: { id: number; [k: string]: unknown }[];
  matched: number;
  total: number;
  past_count: number;
  data_count: number;
  page_no: number;
};
async function list(who: Signed, payload: object = {}): Promise<ListAnswer> {
  const res = await t.injectAs(who.token, { method: "POST", url: `${API}/student_applications`, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const keysOf = (answer: ListAnswer) =>
  answer.applications.map((a) => Object.entries(ids).find(([, id]) => id === a.id)?.[0]);
const filtered = async (filters: object, tab = "upcoming", search_text?: string) =>
  keysOf(await list(uni, { filters, tab, search_text })).sort();

describe("POST student_applications (the list)", () => {
  it("answers the upcoming tab by default, newest applications first, with the counts", async () => {
    const answer = await list(uni);
    expect(keysOf(answer)).toEqual(["A", "B", "C"]);
    expect(answer).toMatchObject({ matched: 3, total: 3, past_count: 3, data_count: 6, page_no: 1 });
    const a = must(answer.applications[0]);
    expect(a).toMatchObject({
      student: { first_name: "Ada", last_name: "Zeta" },
      program: { id: refs.bio, name: "Biology" },
      course: { id: refs.genetics, name: "Genetics" },
      intake_round: { name: "Fall 2027" },
      country: { id: refs.us },
      school: { id: refs.school },
      status: "submitted",
      status_class_name: "info",
      result: null,
      result_class_name: null,
      application_fee: { amount: "50.00", currency: "USD" },
      is_new: true,
      days_in_status: 25,
      is_overdue: true,
    });
    expect(answer.applications.find((x) => x.id === ids.B)).toMatchObject({
      school: { id: null, name: "Free Text School" },
      days_in_status: 1,
      is_overdue: false,
    });
  });

  it("holds started intakes and finished applications in the past tab", async () => {
    const past = await list(uni, { tab: "past" });
    expect(keysOf(past).sort()).toEqual(["D", "E", "F"]);
    // Both tabs' counts whichever is open.
    expect(past).toMatchObject({ matched: 3, total: 3, past_count: 3, upcoming_count: 3, data_count: 6 });
    const narrowed = await list(uni, { filters: { program_ids: [refs.arch] } });
    expect(narrowed).toMatchObject({ matched: 1, total: 3, past_count: 2, upcoming_count: 1, data_count: 6 });
    const narrowedPast = await list(uni, { tab: "past", filters: { program_ids: [refs.arch] } });
    expect(narrowedPast).toMatchObject({ matched: 2, past_count: 2, upcoming_count: 1 });
  });

  it("filters by each filter alone", async () => {
    expect(await filtered({ country_ids: [refs.ca] })).toEqual(["B"]);
    expect(await filtered({ course_ids: [refs.genetics] })).toEqual(["A"]);
    expect(await filtered({ program_ids: [refs.arch] })).toEqual(["B"]);
    expect(await filtered({ school_ids: [refs.school] })).toEqual(["A"]);
    expect(await filtered({ status: ["in_review"] })).toEqual(["B"]);
    expect(await filtered({ result: ["admitted"] })).toEqual(["C"]);
    expect(await filtered({ fee_status: ["waived"] })).toEqual(["C"]);
    expect(await filtered({ application_status: ["overdue"] })).toEqual(["A"]);
    expect(await filtered({ application_status: ["new"] })).toEqual(["A", "C"]);
    expect(await filtered({ application_status: ["on_time"] })).toEqual(["B"]);
    expect(await filtered({}, "upcoming", "YOUNG")).toEqual(["B"]);
    expect(await filtered({}, "upcoming", "free text")).toEqual(["B"]);
  });

  it("takes the date ranges as whole days of the institution's zone", async () => {
    expect(await filtered({ start_date: "2026-11-10", end_date: "2026-11-10" })).toEqual(["B"]);
    expect(await filtered({ start_date: "2026-11-11", end_date: "2026-11-11" })).toEqual([]);
    expect(await filtered({ start_date: "2026-11-10T00:00:00.000Z", end_date: "2026-11-20T23:59:59.999Z" })).toEqual([
      "A",
      "B",
    ]);
    expect(await filtered({ start_date: "2026-11-15" })).toEqual(["A"]);
    expect(await filtered({ end_date: "2026-10-01" })).toEqual(["C"]);
    expect(await filtered({ document_uploaded_from: "2026-11-11", document_uploaded_to: "2026-11-11" })).toEqual(["B"]);
    expect(await filtered({ document_uploaded_from: "2026-11-12" })).toEqual(["A"]);
  });

  it("combines filters (AND across, OR within)", async () => {
    const many = { program_ids: [refs.bio], status: ["submitted", "decided"], country_ids: [refs.us, refs.fr] };
    expect(await filtered(many)).toEqual(["A", "C"]);
    expect(await filtered({ ...many, result: ["admitted"] })).toEqual(["C"]);
    expect(await filtered({ ...many, fee_status: ["paid"] })).toEqual([]);
    expect(await filtered({ program_ids: [refs.arch, refs.bio], country_ids: [refs.ca] }, "upcoming", "bob")).toEqual([
      "B",
    ]);
  });

  it("sorts on every key of the spec, both ways, empty values last", async () => {
    const ranks: Record<string, readonly string[]> = {
      status: APPLICATION_STATUSES,
      result: APPLICATION_RESULTS,
      choice: UCAS_CHOICES,
      fee_status: FEE_STATUSES,
    };
    const sortValue = (a: Record<string, unknown>, key: string): string | number | null => {
      if (key === "first_name") return String((a.student as { first_name: string }).first_name).toLowerCase();
      if (key === "program_name") return String((a.program as { name: string }).name).toLowerCase();
      if (key === "fee_waived") return a.fee_waived ? 1 : 0;
      const v = a[key] as string | null;
      if (v === null) return null;
      return ranks[key] ? (ranks[key] as readonly string[]).indexOf(v) : v;
    };
    for (const sort_by of APPLICATION_SORT_KEYS) {
      for (const sort_direction of ["asc", "desc"] as const) {
        const rows = (await list(uni, { tab: "past", sort_params: { sort_by, sort_direction } })).applications;
        const rows2 = (await list(uni, { sort_params: { sort_by, sort_direction } })).applications;
        for (const set of [rows, rows2]) {
          const values = set.map((a) => sortValue(a, sort_by));
          const present = values.filter((v) => v !== null);
          expect(
            values.slice(present.length).every((v) => v === null),
            `${sort_by} ${sort_direction} nulls last`,
          ).toBe(true);
          const sorted = [...present].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
          if (sort_direction === "desc") sorted.reverse();
          expect(present, `${sort_by} ${sort_direction}`).toEqual(sorted);
        }
      }
    }
    const byName = await list(uni, { tab: "past", sort_params: { sort_by: "first_name", sort_direction: "asc" } });
    expect(keysOf(byName)).toEqual(["D", "E", "F"]);
    const byStatus = await list(uni, { sort_params: { sort_by: "status", sort_direction: "asc" } });
    expect(keysOf(byStatus)).toEqual(["A", "B", "C"]);
    const byStart = await list(uni, { sort_params: { sort_by: "start_date", sort_direction: "asc" } });
    // Ties (A and C start the same day) fall back to the id.
    expect(keysOf(byStart)).toEqual(["B", "A", "C"]);
  });

  it("pages by 20: page 1 then the rest", async () => {
    const p = await createProgram(t.db, client.partner.id, { name: "Client program" });
    for (let i = 0; i < 21; i += 1)
      await createApplication(t.db, { partnerId: client.partner.id, programId: p.program.id, first_name: `P${i}` });
    const first = await list(client, { page_no: 1 });
    expect(first.applications).toHaveLength(20);
    expect(first).toMatchObject({ matched: 21, total: 21, page_no: 1 });
    const second = await list(client, { page_no: 2 });
    expect(second.applications).toHaveLength(1);
    expect(new Set([...first.applications, ...second.applications].map((a) => a.id)).size).toBe(21);
  });

  it("shows a School none of the applications its students did not share with it, another university only its own", async () => {
    expect(await list(school)).toMatchObject({ applications: [], matched: 0, total: 0, past_count: 0, data_count: 0 });
    const theirs = await list(other);
    expect(theirs.applications.map((a) => a.id)).toEqual([ids.G]);
  });

  it("refuses bad payloads with field messages", async () => {
    const bad = async (payload: object, field: string) => {
      const res = await t.injectAs(uni.token, { method: "POST", url: `${API}/student_applications`, payload });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    };
    await bad({ sort_params: { sort_by: "email" } }, "sort_params.sort_by");
    await bad({ filters: { start_date: "2026-11-10", end_date: "2026-11-09" } }, "filters.end_date");
    await bad({ filters: { start_date: "2026-02-30" } }, "filters.start_date");
    await bad({ filters: { status: ["lost"] } }, "filters.status.0");
    await bad({ tab: "later" }, "tab");
  });
});

describe("download: true", () => {
  it("answers csv_url: the tab's rows under the same question, RFC 4180, formulas neutralised", async () => {
    const res = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/student_applications`,
      payload: { tab: "past", download: true, sort_params: { sort_by: "first_name", sort_direction: "asc" } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().csv_url as string;
    expect(url).toMatch(/^\/api\/v1\/partners\/files\/[a-f0-9]{32}\.csv\?expires=\d+&signature=[a-f0-9]{64}$/);
    const file = await t.app.inject({ method: "GET", url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("text/csv");
    const body = file.rawPayload.toString("utf8");
    expect(body.startsWith("\uFEFFApplication,First name,Last name,Email,Program")).toBe(true);
    const lines = body.slice(1).split("\r\n");
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`${ids.D},"'=Dee(1,2)",Wu,`);
    expect(lines[1]).toContain("Completed");
    expect(lines[1]).toContain("Conditional offer");
    expect(lines[1]).toContain("Deposit paid");
    expect(lines[2]).toContain("Ed,Vo");
    expect(lines[4]).toBe("");
    // A made-up signature opens nothing.
    const forged = await t.app.inject({
      method: "GET",
      url: url.replace(/signature=[a-f0-9]+/, `signature=${"0".repeat(64)}`),
    });
    expect(forged.statusCode).toBe(404);
  });
});

describe("look-ups", () => {
  const get = (who: Signed, lookup: string) =>
    t.injectAs(who.token, { method: "GET", url: `${API}/student_applications/${lookup}` }).then((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().options as { value: unknown; label: string; count: number }[];
    });

  it("answers each look-up from the institution's own applications", async () => {
    expect(await get(uni, "programs")).toEqual([
      { value: refs.arch, label: "Architecture", count: 3 },
      { value: refs.bio, label: "Biology", count: 3 },
    ]);
    expect(await get(uni, "courses")).toEqual([
      { value: refs.genetics, label: "Genetics (Biology)", count: 1 },
      { value: refs.ecology, label: "Ecology (Biology)", count: 1 },
    ]);
    const countriesAnswer = await get(uni, "countries");
    expect(countriesAnswer.map((c) => c.value).sort()).toEqual([refs.us, refs.ca, refs.fr].sort());
    expect(await get(uni, "schools")).toEqual([{ value: refs.school, label: school.partner.name, count: 1 }]);
    expect(await get(uni, "statuses")).toEqual([
      { value: "submitted", label: "Submitted", count: 2 },
      { value: "in_review", label: "In review", count: 1 },
      { value: "decided", label: "Decided", count: 1 },
      { value: "completed", label: "Completed", count: 1 },
      { value: "withdrawn", label: "Withdrawn", count: 1 },
    ]);
    expect((await get(uni, "results")).map((r) => [r.value, r.count])).toEqual([
      ["admitted", 1],
      ["conditional_offer", 1],
      ["waitlisted", 0],
      ["rejected", 0],
    ]);
    expect((await get(uni, "fee_statuses")).map((r) => [r.value, r.count])).toEqual([
      ["paid", 1],
      ["unpaid", 4],
      ["waived", 1],
    ]);
    expect(await get(uni, "fee_waived_statuses")).toEqual([
      { value: true, label: "Fee waived", count: 1 },
      { value: false, label: "Fee not waived", count: 5 },
    ]);
    expect((await get(uni, "choices")).map((r) => [r.value, r.count])).toEqual([
      ["firm", 1],
      ["insurance", 0],
      ["declined", 0],
    ]);
  });

  it("gives a School empty look-ups when none of its students shared an application", async () => {
    expect(await get(school, "programs")).toEqual([]);
    expect(await get(school, "countries")).toEqual([]);
    expect((await get(school, "statuses")).every((s) => s.count === 0)).toBe(true);
  });
});
