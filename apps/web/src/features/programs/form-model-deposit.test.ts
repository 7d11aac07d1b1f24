import { type Program, UpdateProgramInputSchema } from "@quad/contract/api/programs";
import { MESSAGES } from "@quad/contract/rules/messages";
import { PROGRAM_MESSAGES } from "@quad/contract/rules/program";
import { describe, expect, it } from "vitest";
import {
  emptyProgramValues,
  formProblems,
  type ProgramFormValues,
  programFields,
  programFormValues,
} from "./form-model";

const saved = {
  id: 12,
  name: "BSc Economics",
  status: "draft",
  program_type: "undergraduate",
  currency: "GBP",
  min_cost: 12500,
  max_cost: 30000,
  application_fee: 75,
  deposit_amount: 500,
  deposit_due_days: 30,
  application_fee_waivable: false,
  deposit_waivable: true,
  description: null,
  additional_requirements: null,
  content: [],
  tests: [],
  required_documents: [],
  partner: { id: 3, name: "Northbridge University" },
  university: { id: 3, name: "Northbridge University" },
  intake_rounds: [],
  courses: [],
  brochure: null,
  banners: [],
  copied_from_id: null,
  applicants: 0,
  allowed_actions: ["update"],
  missing_fields: {},
  created_at: "2027-01-01T00:00:00.000Z",
  updated_at: "2027-01-01T00:00:00.000Z",
} satisfies Program;

const filled = (patch: Partial<ProgramFormValues> = {}): ProgramFormValues => ({
  ...programFormValues(saved),
  ...patch,
});

describe("the deposit and the waivable switches (issue 27)", () => {
  it("load from the program and go to the contract as it reads them", () => {
    const values = programFormValues(saved);
    expect(values).toMatchObject({
      deposit_amount: "500",
      deposit_due_days: "30",
      application_fee_waivable: false,
      deposit_waivable: true,
    });
    const parsed = UpdateProgramInputSchema.parse(
      programFields(filled({ deposit_amount: "1,250.50", application_fee_waivable: true })),
    );
    expect(parsed).toMatchObject({
      deposit_amount: 1250.5,
      deposit_due_days: 30,
      application_fee_waivable: true,
      deposit_waivable: true,
    });
    expect(
      UpdateProgramInputSchema.parse(programFields(filled({ deposit_amount: "", deposit_due_days: "" }))),
    ).toMatchObject({ deposit_amount: null, deposit_due_days: null });
  });

  it("are checked with the contract's messages: an amount, whole days from 0 to 365", () => {
    expect(formProblems(filled({ deposit_amount: "lots" })).deposit_amount).toBe(PROGRAM_MESSAGES.invalidCost);
    expect(formProblems(filled({ deposit_due_days: "2.5" })).deposit_due_days).toBe(MESSAGES.notInteger);
    expect(formProblems(filled({ deposit_due_days: "366" })).deposit_due_days).toBe(MESSAGES.range(0, 365));
    expect(formProblems(filled({ deposit_due_days: "0" })).deposit_due_days).toBeUndefined();
    // The server says the same of what the form would send.
    const refused = UpdateProgramInputSchema.safeParse(programFields(filled({ deposit_due_days: "366" })));
    expect(refused.error?.issues[0]?.message).toBe(MESSAGES.range(0, 365));
  });
});

describe("a new program", () => {
  it("asks no deposit and lets waive nothing until chosen", () => {
    expect(emptyProgramValues(3)).toMatchObject({
      deposit_amount: "",
      deposit_due_days: "",
      application_fee_waivable: false,
      deposit_waivable: false,
    });
  });
});
