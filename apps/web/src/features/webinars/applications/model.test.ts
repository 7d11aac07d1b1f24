import { describe, expect, it } from "vitest";
import { canWithdraw, guestRefusalKey, initialForm, isOpen, missingFields, progressStep } from "./model";

const program = {
  intake_rounds: [
    { id: 1, is_open: true },
    { id: 2, is_open: false },
  ],
  courses: [{ id: 7 }],
  required_documents: [{ type: "transcript" as const }, { type: "passport" as const }],
};

describe("applying to a program", () => {
  it("takes applications when a round is open or there are no rounds", () => {
    expect(isOpen(program)).toBe(true);
    expect(isOpen({ intake_rounds: [{ id: 2, is_open: false }] })).toBe(false);
    expect(isOpen({ intake_rounds: [] })).toBe(true);
  });

  it("chooses the only open round and the only course for the student", () => {
    expect(initialForm(program)).toEqual({ intakeRoundId: 1, courseId: 7, documents: {} });
    expect(initialForm({ ...program, intake_rounds: [], courses: [{ id: 1 }, { id: 2 }] })).toEqual({
      intakeRoundId: null,
      courseId: null,
      documents: {},
    });
  });

  it("lists what is missing under the server's field names", () => {
    expect(missingFields(program, { intakeRoundId: null, courseId: null, documents: {} })).toEqual([
      "intake_round_id",
      "course_id",
      "documents[transcript]",
      "documents[passport]",
    ]);
    const file = new File(["%PDF"], "t.pdf", { type: "application/pdf" });
    expect(
      missingFields(program, { intakeRoundId: 1, courseId: 7, documents: { transcript: file, passport: file } }),
    ).toEqual([]);
  });
});

describe("following an application", () => {
  it("places each status on the student's four steps", () => {
    expect(progressStep("submitted")).toBe(0);
    expect(progressStep("completed")).toBe(3);
    expect(progressStep("withdrawn")).toBe(0);
    expect(canWithdraw("in_review")).toBe(true);
    expect(canWithdraw("decided")).toBe(false);
  });

  it("translates the apply and withdraw refusals it knows", () => {
    expect(guestRefusalKey("You have already applied to this program for this intake")).toEqual({
      key: "guest.refusals.alreadyApplied",
    });
    expect(guestRefusalKey("Applications for Fall 2027 are not open today")).toEqual({
      key: "guest.refusals.roundClosed",
      values: { round: "Fall 2027" },
    });
    expect(guestRefusalKey("anything")).toBeNull();
  });
});
