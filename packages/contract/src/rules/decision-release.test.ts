import { describe, expect, it } from "vitest";
import { applicantStateOf, isDecisionEvent, isDecisionHeld, withdrawUnreleased } from "./decision-release.ts";

describe("decisions released, not leaked (decision 080)", () => {
  it("holds a recorded decision until it is released", () => {
    expect(isDecisionHeld("decided", null)).toBe(true);
    expect(isDecisionHeld("completed", null)).toBe(true);
    expect(isDecisionHeld("decided", "2026-11-28T12:00:00.000Z")).toBe(false);
    expect(isDecisionHeld("in_review", null)).toBe(false);
    expect(isDecisionHeld("withdrawn", null)).toBe(false);
  });

  it("shows the applicant a held decision as under review, without its result", () => {
    expect(applicantStateOf({ status: "decided", result: "rejected" }, null)).toEqual({
      status: "in_review",
      result: null,
      held: true,
    });
    expect(applicantStateOf({ status: "completed", result: "admitted" }, new Date())).toEqual({
      status: "completed",
      result: "admitted",
      held: false,
    });
    expect(applicantStateOf({ status: "withdrawn", result: "rejected" }, null)).toEqual({
      status: "withdrawn",
      result: null,
      held: false,
    });
    expect(applicantStateOf({ status: "submitted", result: null }, null)).toEqual({
      status: "submitted",
      result: null,
      held: false,
    });
  });

  it("knows the history entries that would tell the decision", () => {
    expect(isDecisionEvent({ kind: "result", to_value: "admitted" })).toBe(true);
    expect(isDecisionEvent({ kind: "status", to_value: "decided" })).toBe(true);
    expect(isDecisionEvent({ kind: "status", to_value: "completed" })).toBe(true);
    expect(isDecisionEvent({ kind: "deposit", to_value: "paid" })).toBe(true);
    expect(isDecisionEvent({ kind: "status", to_value: "in_review" })).toBe(false);
    expect(isDecisionEvent({ kind: "submitted", to_value: "submitted" })).toBe(false);
  });
});

describe("withdrawing what the applicant sees under review", () => {
  const decided = {
    status: "decided" as const,
    result: "rejected" as const,
    is_deposit_paid: null,
    choice: null,
    fee_status: "paid" as const,
  };
  it("withdraws a decision not yet released, as one under review", () => {
    const outcome = withdrawUnreleased(decided, null);
    expect(outcome).toMatchObject({ ok: true, state: { status: "withdrawn" } });
  });
  it("refuses once the decision was told", () => {
    expect(withdrawUnreleased(decided, "2026-11-28T12:00:00.000Z")).toMatchObject({ ok: false, kind: "conflict" });
  });
});
