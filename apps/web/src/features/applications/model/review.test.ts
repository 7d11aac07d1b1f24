import { describe, expect, it } from "vitest";
import { depositActions, reviewStep } from "./review";

describe("the review's current step (spec 3 §4)", () => {
  const base = { result: null, is_deposit_paid: null, university_documents: [] };
  it("starts, chooses a result, uploads a supporting document, then is done", () => {
    expect(reviewStep({ ...base, status: "submitted" })).toBe(0);
    expect(reviewStep({ ...base, status: "in_review" })).toBe(1);
    expect(reviewStep({ ...base, status: "decided", result: "admitted" })).toBe(2);
    expect(
      reviewStep({
        ...base,
        status: "decided",
        result: "admitted",
        university_documents: [{ document_type: "offer_letter", is_deleted: false }],
      }),
    ).toBe(3);
  });

  it("does not count a deleted document or the UCAS report; a withdrawn application has no step", () => {
    const docs = [
      { document_type: "supporting_document", is_deleted: true },
      { document_type: "ucas_report", is_deleted: false },
    ];
    expect(reviewStep({ ...base, status: "completed", result: "admitted", university_documents: docs })).toBe(2);
    expect(reviewStep({ ...base, status: "withdrawn" })).toBeNull();
  });
});

describe("deposit buttons", () => {
  it("hold only on an offer once decided, never for the value it already has", () => {
    expect(depositActions({ status: "decided", result: "admitted", is_deposit_paid: null })).toEqual({
      paid: true,
      notPaid: true,
    });
    expect(depositActions({ status: "completed", result: "conditional_offer", is_deposit_paid: true })).toEqual({
      paid: false,
      notPaid: true,
    });
    expect(depositActions({ status: "decided", result: "rejected", is_deposit_paid: null })).toEqual({
      paid: false,
      notPaid: false,
    });
    expect(depositActions({ status: "in_review", result: null, is_deposit_paid: null }).paid).toBe(false);
  });
});
