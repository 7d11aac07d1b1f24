import { describe, expect, it } from "vitest";
import {
  type ApplicationState,
  actionsOf,
  applyUpdate,
  bulkPlan,
  chooseResult,
  complete,
  resultsAllowed,
  setChoice,
  setDeposit,
  setFeeStatus,
  startReview,
  withdraw,
} from "./application.ts";

const base: ApplicationState = {
  status: "submitted",
  result: null,
  is_deposit_paid: null,
  choice: null,
  fee_status: "unpaid",
};
const at = (over: Partial<ApplicationState>): ApplicationState => ({ ...base, ...over });
const admitted = at({ status: "decided", result: "admitted" });

describe("the status machine", () => {
  it("starts the review of a submitted application only", () => {
    expect(startReview(base)).toEqual({
      ok: true,
      state: at({ status: "in_review" }),
      changes: [{ kind: "status", from: "submitted", to: "in_review" }],
    });
    const refused = startReview(at({ status: "decided", result: "rejected" }));
    expect(refused).toMatchObject({ ok: false, kind: "conflict" });
    expect(!refused.ok && refused.message).toBe("Only a submitted application can go into review; this one is decided");
  });

  it("decides with a result from review, and changes it while no deposit is paid", () => {
    const decided = chooseResult(at({ status: "in_review" }), "waitlisted");
    expect(decided).toEqual({
      ok: true,
      state: at({ status: "decided", result: "waitlisted" }),
      changes: [
        { kind: "status", from: "in_review", to: "decided" },
        { kind: "result", from: null, to: "waitlisted" },
      ],
    });
    expect(chooseResult(at({ status: "decided", result: "waitlisted" }), "admitted")).toMatchObject({
      ok: true,
      changes: [{ kind: "result", from: "waitlisted", to: "admitted" }],
    });
    expect(chooseResult(admitted, "admitted")).toEqual({ ok: true, state: admitted, changes: [] });
    expect(chooseResult(base, "admitted")).toMatchObject({ ok: false, field: "result" });
    expect(chooseResult(at({ ...admitted, is_deposit_paid: true, status: "completed" }), "rejected")).toMatchObject({
      ok: false,
    });
    expect(chooseResult(at({ ...admitted, is_deposit_paid: true }), "rejected")).toMatchObject({
      ok: false,
      message: "The deposit is paid: the result can no longer change",
    });
  });

  it("drops a firm or insurance choice when the offer goes", () => {
    const outcome = chooseResult(at({ ...admitted, choice: "firm" }), "rejected");
    expect(outcome).toMatchObject({ ok: true, state: { result: "rejected", choice: null } });
    expect(outcome.ok && outcome.changes).toContainEqual({ kind: "choice", from: "firm", to: null });
    expect(chooseResult(at({ ...admitted, choice: "declined" }), "rejected")).toMatchObject({
      state: { choice: "declined" },
    });
  });

  it("completes a decided application only", () => {
    expect(complete(admitted)).toMatchObject({ ok: true, state: { status: "completed" } });
    expect(complete(at({ status: "completed", result: "admitted" }))).toMatchObject({ ok: true, changes: [] });
    expect(complete(at({ status: "in_review" }))).toMatchObject({ ok: false, kind: "conflict" });
  });

  it("withdraws from submitted or in review only", () => {
    expect(withdraw(base)).toMatchObject({ ok: true, state: { status: "withdrawn" } });
    expect(withdraw(at({ status: "in_review" }))).toMatchObject({ ok: true, state: { status: "withdrawn" } });
    expect(withdraw(admitted)).toMatchObject({ ok: false });
    expect(withdraw(at({ status: "withdrawn" }))).toMatchObject({ ok: true, changes: [] });
  });

  it("takes a deposit only on an offer, completing the application; not paid reopens it", () => {
    const paid = setDeposit(admitted, true);
    expect(paid).toEqual({
      ok: true,
      state: { ...admitted, is_deposit_paid: true, status: "completed" },
      changes: [
        { kind: "status", from: "decided", to: "completed" },
        { kind: "deposit", from: null, to: "paid" },
      ],
    });
    const reopened = setDeposit(at({ ...admitted, status: "completed", is_deposit_paid: true }), false);
    expect(reopened).toMatchObject({ ok: true, state: { status: "decided", is_deposit_paid: false } });
    expect(setDeposit(at({ status: "decided", result: "conditional_offer" }), false)).toMatchObject({
      ok: true,
      state: { status: "decided", is_deposit_paid: false },
    });
    for (const result of ["waitlisted", "rejected"] as const) {
      expect(setDeposit(at({ status: "decided", result }), true)).toMatchObject({
        ok: false,
        field: "is_deposit_paid",
        message: "A deposit is set only on an offer (admitted or conditional offer)",
      });
    }
    expect(setDeposit(at({ status: "withdrawn", result: "admitted" }), true)).toMatchObject({ ok: false });
  });

  it("makes UCAS choices on decisions, firm and insurance on offers only, and resets them", () => {
    expect(setChoice(admitted, "firm")).toMatchObject({ ok: true, state: { choice: "firm" } });
    expect(setChoice(at({ status: "decided", result: "rejected" }), "insurance")).toMatchObject({ ok: false });
    expect(setChoice(at({ status: "decided", result: "rejected" }), "declined")).toMatchObject({ ok: true });
    expect(setChoice(at({ status: "in_review" }), "firm")).toMatchObject({ ok: false, field: "choice" });
    expect(setChoice(at({ status: "in_review", choice: "firm" }), null)).toMatchObject({
      ok: true,
      changes: [{ kind: "choice", from: "firm", to: null }],
    });
  });

  it("sets the fee status but after a withdrawal", () => {
    expect(setFeeStatus(base, "waived")).toMatchObject({ ok: true, state: { fee_status: "waived" } });
    expect(setFeeStatus(at({ status: "withdrawn" }), "paid")).toMatchObject({ ok: false, field: "fee_status" });
    expect(setFeeStatus(at({ status: "withdrawn" }), "unpaid")).toMatchObject({ ok: true, changes: [] });
  });
});

describe("applyUpdate", () => {
  it("applies a review, a result and a deposit in order, all or nothing", () => {
    const outcome = applyUpdate(base, { status: "in_review", result: "admitted", is_deposit_paid: true });
    expect(outcome).toMatchObject({
      ok: true,
      state: { status: "completed", result: "admitted", is_deposit_paid: true },
    });
    expect(outcome.ok && outcome.changes.map((c) => c.kind)).toEqual([
      "status",
      "status",
      "result",
      "status",
      "deposit",
    ]);
    expect(applyUpdate(base, { result: "admitted", fee_status: "paid" })).toMatchObject({ ok: false, field: "result" });
  });

  it("refuses decided without a result as invalid input, and going back to submitted", () => {
    expect(applyUpdate(at({ status: "in_review" }), { status: "decided" })).toMatchObject({
      ok: false,
      kind: "invalid",
      field: "result",
    });
    expect(applyUpdate(at({ status: "in_review" }), { status: "decided", result: "rejected" })).toMatchObject({
      ok: true,
      state: { status: "decided", result: "rejected" },
    });
    expect(applyUpdate(at({ status: "in_review" }), { status: "submitted" })).toMatchObject({ ok: false });
    expect(applyUpdate(base, { status: "submitted" })).toEqual({ ok: true, state: base, changes: [] });
  });

  it("is idempotent for the status it already has", () => {
    expect(applyUpdate(at({ status: "in_review" }), { status: "in_review" })).toMatchObject({ ok: true, changes: [] });
    expect(applyUpdate(admitted, { status: "decided" })).toMatchObject({ ok: true, changes: [] });
  });
});

describe("what the state allows", () => {
  it("lists the results to choose during review and while decided without deposit", () => {
    expect(resultsAllowed(base)).toEqual([]);
    expect(resultsAllowed(at({ status: "in_review" }))).toHaveLength(4);
    expect(resultsAllowed(at({ ...admitted, is_deposit_paid: true }))).toEqual([]);
  });

  it("names the detail's actions", () => {
    expect(actionsOf(base)).toEqual({
      can_start_review: true,
      can_choose_result: false,
      can_complete: false,
      can_withdraw: true,
      can_set_deposit: false,
      can_set_choice: false,
    });
    expect(actionsOf(admitted)).toMatchObject({ can_choose_result: true, can_complete: true, can_set_deposit: true });
  });
});

describe("bulkPlan", () => {
  it("checks each record's own state and reports what it did and what it refused", () => {
    const plan = bulkPlan(
      [
        { id: 1, state: base },
        { id: 2, state: at({ status: "in_review" }) },
        { id: 3, state: at({ status: "withdrawn" }) },
      ],
      { action: "start_review" },
    );
    expect(plan.map((l) => [l.id, l.outcome])).toEqual([
      [1, "done"],
      [2, "refused"],
      [3, "refused"],
    ]);
    expect(plan[1]).toMatchObject({ reason: "Only a submitted application can go into review; this one is in review" });
    const results = bulkPlan(
      [
        { id: 4, state: at({ status: "in_review" }) },
        { id: 5, state: base },
      ],
      { action: "set_result", result: "admitted" },
    );
    expect(results[0]).toMatchObject({ outcome: "done", state: { status: "decided", result: "admitted" } });
    expect(results[1]).toMatchObject({ outcome: "refused" });
    expect(bulkPlan([{ id: 6, state: base }], { action: "export" })).toEqual([
      { id: 6, outcome: "done", state: base, changes: [] },
    ]);
  });
});
