import { describe, expect, it } from "vitest";
import { CURRENCIES, CURRENCY_CODES, isCurrencyCode } from "./currencies.ts";
import { MESSAGES } from "./messages.ts";
import {
  allowedActions,
  COST_MAX,
  copyName,
  copyPlan,
  needsCompleteness,
  PROGRAM_MESSAGES,
  PROGRAM_NAME_MAX,
  PROGRAM_STATUSES,
  type ProgramFacts,
  parseCost,
  programCompleteness,
  programInstitution,
  refusalMessage,
  statusAfter,
} from "./program.ts";
import { isProgramType, PROGRAM_TYPE_CONTENT, PROGRAM_TYPE_NAMES, PROGRAM_TYPES } from "./program-types.ts";

describe("the program status machine", () => {
  it("creates a draft unless activation is asked, and never creates an inactive program", () => {
    expect(statusAfter(null, undefined)).toEqual({ status: "draft" });
    expect(statusAfter(null, "save_draft")).toEqual({ status: "draft" });
    expect(statusAfter(null, "activate")).toEqual({ status: "active" });
    expect(statusAfter(null, "deactivate")).toEqual({ refused: true });
  });

  it("saves a draft again and again, and activates it", () => {
    expect(statusAfter("draft", undefined)).toEqual({ status: "draft" });
    expect(statusAfter("draft", "save_draft")).toEqual({ status: "draft" });
    expect(statusAfter("draft", "activate")).toEqual({ status: "active" });
    expect(statusAfter("draft", "deactivate")).toEqual({ refused: true });
  });

  it("toggles between active and inactive, and refuses the toggle to where it already is", () => {
    expect(statusAfter("active", "deactivate")).toEqual({ status: "inactive" });
    expect(statusAfter("inactive", "activate")).toEqual({ status: "active" });
    expect(statusAfter("active", "activate")).toEqual({ refused: true });
    expect(statusAfter("inactive", "deactivate")).toEqual({ refused: true });
    expect(statusAfter("active", undefined)).toEqual({ status: "active" });
    expect(statusAfter("inactive", undefined)).toEqual({ status: "inactive" });
  });

  it("never takes a live program back to draft", () => {
    expect(statusAfter("active", "save_draft")).toEqual({ refused: true });
    expect(statusAfter("inactive", "save_draft")).toEqual({ refused: true });
  });

  it("leaves the review statuses to Quad: a program under review is edited as it is; a declined one is reworked as a draft", () => {
    expect(statusAfter("pending_review", undefined)).toEqual({ status: "pending_review" });
    for (const action of ["save_draft", "activate", "deactivate"] as const)
      expect(statusAfter("pending_review", action)).toEqual({ refused: true });
    expect(statusAfter("declined", undefined)).toEqual({ refused: true });
    expect(statusAfter("declined", "save_draft")).toEqual({ status: "draft" });
    expect(statusAfter("declined", "activate")).toEqual({ refused: true });
  });

  it("lets every program be deleted, and every program but a declined one be copied", () => {
    for (const status of PROGRAM_STATUSES) {
      expect(allowedActions(status)).toContain("delete");
      expect(allowedActions(status).includes("copy")).toBe(status !== "declined");
    }
    expect(allowedActions("active")).toEqual(["update", "deactivate", "delete", "copy"]);
  });

  it("explains a refusal naming the program and its status", () => {
    expect(refusalMessage(12, "active", "save_draft")).toBe("Program 12 is active and cannot be saved as a draft");
    expect(refusalMessage(7, "declined", "activate")).toBe(
      "Program 7 is declined and cannot be activated: save it as a draft to rework it",
    );
    expect(refusalMessage(3, "pending_review", "deactivate")).toContain("being reviewed by Quad");
  });

  it("asks completeness of active programs and those under review only", () => {
    expect(PROGRAM_STATUSES.filter(needsCompleteness)).toEqual(["active", "pending_review"]);
  });
});

describe("programCompleteness", () => {
  const complete: ProgramFacts = {
    name: "BSc Economics",
    program_type: "undergraduate",
    currency: "GBP",
    min_cost: 12000,
    max_cost: 18000,
    description: "Three years.",
    intake_rounds: [{ start_date: "2027-09-20", opening_date: "2026-10-01", deadline: "2027-01-31" }],
  };

  it("finds nothing missing in a complete program", () => {
    expect(programCompleteness(complete)).toEqual({});
    expect(programCompleteness({ ...complete, min_cost: null, max_cost: null, description: null })).toEqual({});
  });

  it("lists every missing field of an empty draft", () => {
    expect(programCompleteness({ name: " ", intake_rounds: [] })).toEqual({
      name: MESSAGES.required,
      program_type: MESSAGES.required,
      currency: MESSAGES.required,
      intake_rounds: PROGRAM_MESSAGES.roundNeeded,
    });
  });

  it("needs one round with both a start date and a deadline", () => {
    const rounds = [{ start_date: "2027-09-20" }, { deadline: "2027-01-31" }];
    expect(programCompleteness({ ...complete, intake_rounds: rounds })).toEqual({
      intake_rounds: PROGRAM_MESSAGES.roundNeeded,
    });
    expect(programCompleteness({ ...complete, intake_rounds: [...rounds, complete.intake_rounds[0] ?? {}] })).toEqual(
      {},
    );
  });

  it("refuses an opening after the deadline, a minimum above the maximum and a long description", () => {
    expect(
      programCompleteness({
        ...complete,
        min_cost: 20000,
        max_cost: 18000,
        description: "x".repeat(251),
        intake_rounds: [
          ...complete.intake_rounds,
          { start_date: "2028-01-10", opening_date: "2027-08-01", deadline: "2027-07-31" },
        ],
      }),
    ).toEqual({
      max_cost: PROGRAM_MESSAGES.maxBelowMin,
      description: PROGRAM_MESSAGES.description,
      "intake_rounds.1.deadline": PROGRAM_MESSAGES.deadlineBeforeOpening,
    });
    expect(programCompleteness({ ...complete, description: "x".repeat(250) })).toEqual({});
    expect(programCompleteness({ ...complete, min_cost: 5, max_cost: 5 })).toEqual({});
  });
});

describe("parseCost", () => {
  it("strips thousands separators", () => {
    expect(parseCost("12,500.00")).toBe(12500);
    expect(parseCost("1,234,567.5")).toBe(1234567.5);
    expect(parseCost(" 900 ")).toBe(900);
    expect(parseCost(42.25)).toBe(42.25);
  });
  it("reads blank as no cost", () => {
    expect(parseCost("")).toBeNull();
    expect(parseCost(" , ")).toBeNull();
    expect(parseCost(null)).toBeNull();
    expect(parseCost(undefined)).toBeNull();
  });
  it("refuses what is not an amount of at most two decimals", () => {
    for (const bad of ["abc", "-5", "1.234", "1e3", "0x10", "12.", "99999999999", true, {}, -1, 1.001, Number.NaN])
      expect(parseCost(bad), String(bad)).toBeNaN();
    expect(parseCost("9999999999.99")).toBe(COST_MAX);
  });
});

describe("copying", () => {
  it("does not show the copy of a declined program", () => {
    expect(copyPlan("declined", false)).toBe("dont_show");
    expect(copyPlan("declined", true)).toBe("dont_show");
  });
  it("answers the existing copy, or makes one", () => {
    expect(copyPlan("active", true)).toBe("existing");
    expect(copyPlan("active", false)).toBe("create");
    expect(copyPlan("draft", false)).toBe("create");
    expect(copyPlan("pending_review", false)).toBe("create");
  });
  it("names the copy, within the name limit", () => {
    expect(copyName("BSc Economics")).toBe("BSc Economics (copy)");
    const long = copyName("x".repeat(PROGRAM_NAME_MAX));
    expect(long).toHaveLength(PROGRAM_NAME_MAX);
    expect(long.endsWith(" (copy)")).toBe(true);
  });
});

describe("program types and currencies", () => {
  it("gives every type a name and a starting content of titled sections", () => {
    for (const type of PROGRAM_TYPES) {
      expect(PROGRAM_TYPE_NAMES[type]).toMatch(/\w/);
      expect(PROGRAM_TYPE_CONTENT[type].length).toBeGreaterThan(2);
      for (const s of PROGRAM_TYPE_CONTENT[type]) expect(s.title && s.body).toBeTruthy();
    }
    expect(isProgramType("pathway")).toBe(true);
    expect(isProgramType("constructor")).toBe(false);
  });
  it("lists ISO 4217 codes once each, with names", () => {
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCIES.length);
    for (const c of CURRENCIES) expect(c.code).toMatch(/^[A-Z]{3}$/);
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(30);
    expect(isCurrencyCode("GBP")).toBe(true);
    expect(isCurrencyCode("gbp")).toBe(false);
  });
});

describe("programInstitution (issue 24 §3, decision 078)", () => {
  it("shows a program under its university, naming another managing institution beside it", () => {
    const atlas = { id: 7, name: "Atlas Admissions Partners" };
    const meadowmont = { id: 3, name: "University of Meadowmont" };
    expect(programInstitution({ partner: atlas, university: meadowmont })).toEqual({
      shownUnder: meadowmont,
      managedBy: atlas,
    });
    expect(programInstitution({ partner: meadowmont, university: meadowmont })).toEqual({
      shownUnder: meadowmont,
      managedBy: null,
    });
  });
});
