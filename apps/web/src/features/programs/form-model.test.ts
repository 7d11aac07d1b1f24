import { type Program, UpdateProgramInputSchema } from "@quad/contract/api/programs";
import { MESSAGES } from "@quad/contract/rules/messages";
import { PROGRAM_MESSAGES } from "@quad/contract/rules/program";
import { PROGRAM_TYPE_CONTENT } from "@quad/contract/rules/program-types";
import { describe, expect, it } from "vitest";
import zhCN from "../../locales/programs/zh-CN.json";
import {
  errorsByTab,
  fieldLabelRef,
  firstTabWithError,
  placeServerErrors,
  programMessageKey,
  tabOfField,
} from "./editor-errors";
import {
  costInputValue,
  descriptionCount,
  emptyProgramValues,
  emptyRound,
  formProblems,
  localizeSections,
  type ProgramFormValues,
  parseCostsForFacts,
  parseTypedDate,
  programFields,
  programFormValues,
} from "./form-model";
import { bannerSlotsLeft, NO_FILE_CHANGES, programFormData, reusableChoices } from "./uploads-model";

const saved: Program = {
  id: 12,
  name: "BSc Economics",
  status: "draft",
  program_type: "undergraduate",
  currency: "GBP",
  min_cost: 12500,
  max_cost: 30000.5,
  application_fee: null,
  deposit_amount: null,
  deposit_due_days: null,
  application_fee_waivable: false,
  deposit_waivable: false,
  description: "Three years in London.",
  additional_requirements: null,
  content: [{ title: "Overview", body: "What you learn." }],
  tests: [{ test: "IELTS", min_score: "6.5" }],
  required_documents: ["transcript", "passport"],
  partner: { id: 3, name: "Northbridge University" },
  university: { id: 3, name: "Northbridge University" },
  intake_rounds: [{ id: 40, name: "Fall 2027", start_date: "2027-09-01", opening_date: null, deadline: "2027-06-30" }],
  courses: [{ id: 7, name: "Econometrics" }],
  brochure: null,
  banners: [],
  copied_from_id: null,
  applicants: 0,
  allowed_actions: ["update", "save_draft", "activate", "delete", "copy"],
  missing_fields: {},
  created_at: "2027-01-01T00:00:00.000Z",
  updated_at: "2027-01-01T00:00:00.000Z",
};

const filled = (patch: Partial<ProgramFormValues> = {}): ProgramFormValues => ({
  ...programFormValues(saved),
  ...patch,
});

describe("costs", () => {
  it("load without thousands separators, cents kept when there are any", () => {
    expect(costInputValue(12500)).toBe("12500");
    expect(costInputValue(30000.5)).toBe("30000.50");
    expect(costInputValue("12,500.00")).toBe("12500");
    expect(costInputValue(null)).toBe("");
    expect(costInputValue("abc")).toBe("");
  });

  it("are checked as typed, commas allowed", () => {
    expect(formProblems(filled({ min_cost: "12,500.00", max_cost: "30,000" }))).toEqual({});
    expect(formProblems(filled({ min_cost: "12.345" })).min_cost).toBe(PROGRAM_MESSAGES.invalidCost);
    expect(formProblems(filled({ application_fee: "ten" })).application_fee).toBe(PROGRAM_MESSAGES.invalidCost);
    expect(formProblems(filled({ min_cost: "40,000", max_cost: "30,000" })).max_cost).toBe(
      PROGRAM_MESSAGES.maxBelowMin,
    );
  });

  it("count as none in the completeness facts when they do not read as amounts", () => {
    expect(parseCostsForFacts({ min_cost: "1,000", max_cost: "x" })).toEqual({ min_cost: 1000, max_cost: null });
  });
});

describe("form <-> API", () => {
  it("loads a saved program into the form", () => {
    const v = programFormValues(saved);
    expect(v).toMatchObject({
      name: "BSc Economics",
      university_id: "3",
      min_cost: "12500",
      max_cost: "30000.50",
      application_fee: "",
      additional_requirements: "",
      required_documents: ["transcript", "passport"],
    });
    expect(v.intake_rounds[0]).toMatchObject({ id: 40, name: "Fall 2027", opening_date: null });
    expect(v.tests[0]).toMatchObject({ test: "IELTS", min_score: "6.5" });
    expect(new Set([...v.intake_rounds, ...v.tests, ...v.content, ...v.courses].map((r) => r.key)).size).toBe(4);
  });

  it("sends fields the contract's update schema accepts, keeping row ids and clearing blanks", () => {
    const fields = programFields(
      filled({
        min_cost: "12,500.00",
        application_fee: "",
        description: "  ",
        tests: [{ key: "a", test: " SAT ", min_score: "" }],
        courses: [...programFormValues(saved).courses, { key: "b", id: null, name: "Finance" }],
      }),
    );
    expect(JSON.parse(fields.intake_rounds ?? "")).toEqual([
      { id: 40, name: "Fall 2027", start_date: "2027-09-01", opening_date: null, deadline: "2027-06-30" },
    ]);
    expect(JSON.parse(fields.courses ?? "")).toEqual([{ id: 7, name: "Econometrics" }, { name: "Finance" }]);
    expect(JSON.parse(fields.tests ?? "")).toEqual([{ test: "SAT", min_score: "" }]);
    const parsed = UpdateProgramInputSchema.parse(fields);
    expect(parsed).toMatchObject({
      name: "BSc Economics",
      university_id: 3,
      min_cost: 12500,
      application_fee: null,
      description: null,
      required_documents: ["transcript", "passport"],
      content: [{ title: "Overview", body: "What you learn." }],
      tests: [{ test: "SAT", min_score: null }],
    });
  });

  it("leaves the university out until one is chosen", () => {
    expect(programFields(emptyProgramValues())).not.toHaveProperty("university_id");
    expect(programFields(emptyProgramValues(9)).university_id).toBe("9");
  });

  it("puts the files, the removals and the action in the multipart body", () => {
    const brochure = new File(["%PDF-1.4"], "brochure.pdf", { type: "application/pdf" });
    const banner = new File(["png"], "b.png", { type: "image/png" });
    const reused = {
      id: 9,
      kind: "banner" as const,
      name: "b.jpg",
      content_type: "image/jpeg",
      size_bytes: 3,
      url: "/f/9",
      program: { id: 2, name: "Other" },
    };
    const data = programFormData(
      { name: "X" },
      { ...NO_FILE_CHANGES, brochure, banners: [banner], removeFileIds: [5], reuseBanners: [reused] },
      "activate",
    );
    expect(data.get("name")).toBe("X");
    expect(data.get("action")).toBe("activate");
    expect(data.get("remove_file_ids")).toBe("[5]");
    expect((data.get("brochure") as File).name).toBe("brochure.pdf");
    expect(data.getAll("banners[]")).toHaveLength(1);
    expect(data.get("reuse_file_ids")).toBe("[9]");
    const plain = programFormData({ name: "X" }, NO_FILE_CHANGES);
    expect([...plain.keys()]).toEqual(["name"]);
  });
});

describe("checks before sending", () => {
  it("need a name, named rows and no repeated course; a draft may be incomplete", () => {
    expect(formProblems(emptyProgramValues())).toEqual({ name: MESSAGES.required });
    expect(formProblems({ ...emptyProgramValues(), name: "Draft", intake_rounds: [emptyRound()] })).toEqual({
      "intake_rounds.0.name": MESSAGES.required,
    });
    const problems = formProblems(
      filled({
        tests: [{ key: "t", test: "", min_score: "6" }],
        content: [{ key: "c", title: " ", body: "x" }],
        courses: [
          { key: "a", id: null, name: "Finance" },
          { key: "b", id: null, name: "finance " },
        ],
      }),
    );
    expect(problems).toEqual({
      "tests.0.test": MESSAGES.required,
      "content.0.title": MESSAGES.required,
      "courses.1.name": PROGRAM_MESSAGES.duplicateCourses,
    });
  });

  it("refuse an opening date after the deadline and a description over 250", () => {
    const round = {
      key: "r",
      id: null,
      name: "Fall",
      start_date: null,
      opening_date: "2027-07-01",
      deadline: "2027-06-30",
    };
    expect(formProblems(filled({ intake_rounds: [round], description: "x".repeat(251) }))).toEqual({
      "intake_rounds.0.deadline": PROGRAM_MESSAGES.deadlineBeforeOpening,
      description: PROGRAM_MESSAGES.description,
    });
    expect(descriptionCount("x".repeat(250))).toEqual({ used: 250, over: false });
    expect(descriptionCount("x".repeat(251)).over).toBe(true);
  });
});

describe("where errors go", () => {
  it("finds each field's tab and counts errors per tab", () => {
    expect(tabOfField("min_cost")).toBe("information");
    expect(tabOfField("intake_rounds.1.deadline")).toBe("information");
    expect(tabOfField("tests.0.test")).toBe("tests");
    expect(tabOfField("content")).toBe("content");
    expect(tabOfField("courses.2.name")).toBe("courses");
    expect(tabOfField("required_documents")).toBe("requirements");
    const errors = { "tests.0.test": "x", additional_requirements: "y", currency: "z", name: "" };
    expect(errorsByTab(errors)).toEqual({ information: 1, tests: 1, content: 0, courses: 0, requirements: 1 });
    expect(firstTabWithError({ required_documents: "x", "tests.0.test": "y" })).toBe("tests");
    expect(firstTabWithError({})).toBeNull();
  });

  it("puts file errors on the upload slots", () => {
    expect(
      placeServerErrors({
        brochure: "File size should be less than 20 MB",
        remove_file_ids: "bad",
        currency: "is required",
      }),
    ).toEqual({
      form: { currency: "is required" },
      files: { brochure: "File size should be less than 20 MB", banners: "bad" },
    });
  });

  it("labels a row's field and names the program rules' messages", () => {
    expect(fieldLabelRef("intake_rounds.1.deadline")).toEqual({
      key: "fields.intake_rounds_deadline",
      row: 2,
      list: "intake_rounds",
    });
    expect(fieldLabelRef("program_type")).toEqual({ key: "fields.program_type" });
    expect(programMessageKey(PROGRAM_MESSAGES.roundNeeded)).toEqual({ key: "messages.roundNeeded", values: {} });
    expect(programMessageKey(PROGRAM_MESSAGES.tooManyBanners(3))).toEqual({
      key: "messages.tooManyBanners",
      values: { max: "3" },
    });
    expect(programMessageKey("is required")).toBeNull();
  });
});

describe("the content template", () => {
  it("reads in Chinese for every type (each text of the contract's templates is translated)", () => {
    const dictionary = zhCN.templates as Record<string, string>;
    for (const sections of Object.values(PROGRAM_TYPE_CONTENT)) {
      for (const s of localizeSections(sections, dictionary)) {
        expect(s.title).toMatch(/[\u4e00-\u9fff]/);
        expect(s.body).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it("keeps a text it does not know as the server sent it", () => {
    expect(localizeSections([{ title: "Overview", body: "New text" }], { Overview: "概述" })).toMatchObject([
      { title: "概述", body: "New text" },
    ]);
  });
});

describe("rounds and uploads", () => {
  it("reads dates typed as YYYY-MM-DD or as shown", () => {
    expect(parseTypedDate("2027-09-01")).toBe("2027-09-01");
    expect(parseTypedDate("Sep 01, 2027")).toBe("2027-09-01");
    expect(parseTypedDate("2027年9月1日")).toBe("2027-09-01");
    expect(parseTypedDate("2027-02-30")).toBeNull();
    expect(parseTypedDate("soon")).toBeNull();
  });

  it("offers other programs' files once each, never the program's own or one already picked", () => {
    const file = (id: number, programId: number, name = `f${id}.png`) => ({
      id,
      kind: "banner" as const,
      name,
      content_type: "image/png",
      size_bytes: 10,
      url: `/f/${id}`,
      program: { id: programId, name: `P${programId}` },
    });
    const all = [file(1, 5), file(2, 6), file(3, 7, "f2.png"), file(4, 8)];
    expect(reusableChoices(all, 5, [file(4, 8)]).map((f) => f.id)).toEqual([2]);
    expect(reusableChoices(all, null, []).map((f) => f.id)).toEqual([1, 2, 4]);
  });

  it("counts the banner slots left (at most 3)", () => {
    expect(bannerSlotsLeft(0, 0, 0)).toBe(3);
    expect(bannerSlotsLeft(2, 0, 1)).toBe(0);
    expect(bannerSlotsLeft(3, 1, 0)).toBe(1);
    expect(bannerSlotsLeft(3, 0, 2)).toBe(0);
  });
});
