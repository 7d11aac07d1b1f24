import { describe, expect, it } from "vitest";
import { fileProblem, PROFILE_PHOTO_RULE } from "./file-checks";

const MB = 1024 * 1024;

describe("fileProblem", () => {
  it("accepts a jpeg or png under 5 MB", () => {
    expect(fileProblem({ type: "image/jpeg", size: 5 * MB }, PROFILE_PHOTO_RULE)).toBeNull();
    expect(fileProblem({ type: "image/png", size: 10 }, PROFILE_PHOTO_RULE)).toBeNull();
  });

  it("refuses a file over the limit with the spec's wording", () => {
    expect(fileProblem({ type: "image/png", size: 5 * MB + 1 }, PROFILE_PHOTO_RULE)).toBe(
      "File size should be less than 5 MB",
    );
  });

  it("refuses another type before looking at the size", () => {
    expect(fileProblem({ type: "application/pdf", size: 50 * MB }, PROFILE_PHOTO_RULE)).toBe(
      "File must be one of: jpeg/jpg, png",
    );
  });

  it("uses the 20 MB limit and pdf/jpeg of the brochure", () => {
    const brochure = { maxMb: 20, types: ["application/pdf", "image/jpeg"] };
    expect(fileProblem({ type: "application/pdf", size: 19 * MB }, brochure)).toBeNull();
    expect(fileProblem({ type: "application/pdf", size: 21 * MB }, brochure)).toBe(
      "File size should be less than 20 MB",
    );
    expect(fileProblem({ type: "image/png", size: 1 }, brochure)).toBe("File must be one of: pdf, jpeg/jpg");
  });
});
