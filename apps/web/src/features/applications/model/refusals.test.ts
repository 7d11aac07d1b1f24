import { describe, expect, it } from "vitest";
import { failureText, refusalKey } from "./refusals";

describe("server refusals", () => {
  it("turns the status machine's 409 texts into keys with the status as a code", () => {
    expect(refusalKey("Only a submitted application can go into review; this one is in review")).toEqual({
      key: "refusals.onlySubmitted",
      status: "in_review",
    });
    expect(refusalKey("The deposit is paid: the result can no longer change")).toEqual({
      key: "refusals.depositPaidResult",
    });
    expect(refusalKey("Application 77 not found")).toEqual({ key: "refusals.notFound", values: { id: "77" } });
    expect(refusalKey("Something new")).toBeNull();
  });

  it("reads a 409's error and a 422's first field message", () => {
    expect(failureText({ error: "No" })).toBe("No");
    expect(failureText({ errors: { result: ["is required"] } })).toBe("is required");
    expect(failureText("text")).toBeNull();
  });
});
