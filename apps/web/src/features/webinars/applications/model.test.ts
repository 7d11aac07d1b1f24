import { describe, expect, it } from "vitest";
import {
  appliedState,
  canWithdraw,
  guestRefusalKey,
  initialForm,
  isOpen,
  missingFields,
  progressStep,
  statusKey,
} from "./model";

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
    expect(guestRefusalKey("You have already applied to this program")).toEqual({
      key: "guest.refusals.alreadyApplied",
    });
    expect(guestRefusalKey("Applications for Fall 2027 are not open today")).toEqual({
      key: "guest.refusals.roundClosed",
      values: { round: "Fall 2027" },
    });
    expect(guestRefusalKey("anything")).toBeNull();
  });
});

describe("a program the student already applied to", () => {
  it("shows where the application stands instead of Apply", () => {
    expect(appliedState(null)).toBeNull();
    expect(appliedState({ id: 4, status: "in_review", result: null })).toEqual({
      id: 4,
      statusKey: "guest.mine.statusWords.in_review",
      resultKey: null,
    });
    expect(appliedState({ id: 5, status: "decided", result: "admitted" })).toEqual({
      id: 5,
      statusKey: "guest.mine.statusWords.decided",
      resultKey: "result.admitted",
    });
  });

  it("says Under review for a decision not yet released (the server shows it in_review)", () => {
    expect(statusKey("in_review")).toBe("guest.mine.statusWords.in_review");
    expect(statusKey("withdrawn")).toBe("guest.mine.statusWords.withdrawn");
  });
});
