import { describe, expect, it } from "vitest";
import { emailListProblems, splitEmails } from "./invitations.ts";

describe("invitation email lists", () => {
  it("splits on commas and trims", () => {
    expect(splitEmails(" a@x.test, b@y.test ,,")).toEqual(["a@x.test", "b@y.test"]);
  });
  it("accepts up to 20 valid, distinct emails", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `p${i}@x.test`).join(",");
    expect(emailListProblems(twenty)).toEqual([]);
  });
  it("names each problem: too many, invalid, duplicate, empty", () => {
    const many = Array.from({ length: 21 }, (_, i) => `p${i}@x.test`).join(",");
    expect(emailListProblems(many)).toEqual(["You can invite at most 20 emails at a time"]);
    expect(emailListProblems("good@x.test, nope")).toEqual(["nope is not a valid email address"]);
    expect(emailListProblems("a@x.test, A@x.test")).toEqual(["a@x.test is listed twice"]);
    expect(emailListProblems(" , ")).toEqual(["Enter at least one email address"]);
  });
});
