import { describe, expect, it } from "vitest";
import { activityLabel } from "./activity";

describe("the activity", () => {
  it("labels the application's own changes with their from and to", () => {
    expect(
      activityLabel({ source: "application", kind: "status", from_value: "submitted", to_value: "in_review" }),
    ).toEqual({
      key: "activity.status",
      from: "status.submitted",
      to: "status.in_review",
    });
    expect(activityLabel({ source: "application", kind: "result", from_value: null, to_value: "admitted" })).toEqual({
      key: "activity.resultSet",
      to: "result.admitted",
    });
    expect(activityLabel({ source: "application", kind: "deposit", from_value: null, to_value: "paid" })).toEqual({
      key: "activity.deposit",
      to: "deposit.paid",
    });
    expect(activityLabel({ source: "application", kind: "choice", from_value: "firm", to_value: null }).key).toBe(
      "activity.choiceReset",
    );
    expect(
      activityLabel({ source: "application", kind: "document_deleted", from_value: "offer_letter", to_value: null }),
    ).toEqual({ key: "activity.documentDeleted", to: "documentTypes.offer_letter" });
    expect(
      activityLabel({ source: "application", kind: "decision_released", from_value: null, to_value: null }),
    ).toEqual({ key: "activity.decisionReleased" });
  });

  it("labels the person's activities by kind, unknown ones generically", () => {
    expect(activityLabel({ source: "engagement", kind: "attended", from_value: null, to_value: null }).key).toBe(
      "activity.kinds.attended",
    );
    expect(activityLabel({ source: "engagement", kind: "teleported", from_value: null, to_value: null }).key).toBe(
      "activity.kinds.other",
    );
  });
});
