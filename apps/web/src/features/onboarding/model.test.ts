import { describe, expect, it } from "vitest";
import { checklistProgress, dataForStep, isLastStep, showWelcomeModal, stepIndex } from "./model";

const data = { goals: ["webinars" as const], region_ids: [2], graduation_years: [2027] };

describe("welcome flow rules", () => {
  it("maps the server's 1-based step onto the stepper and knows the last one", () => {
    expect(stepIndex(1)).toBe(0);
    expect(stepIndex(0)).toBe(0);
    expect(stepIndex(9)).toBe(3);
    expect(isLastStep(4)).toBe(true);
    expect(isLastStep(2)).toBe(false);
  });

  it("saves the goals on step 2 and regions and years on step 3 only", () => {
    expect(dataForStep(1, data)).toBeUndefined();
    expect(dataForStep(2, data)).toEqual({ goals: ["webinars"] });
    expect(dataForStep(3, data)).toEqual({ region_ids: [2], graduation_years: [2027] });
    expect(dataForStep(4, data)).toBeUndefined();
  });

  it("counts the checklist out of five", () => {
    expect(checklistProgress(0)).toBe(0);
    expect(checklistProgress(2)).toBe(40);
    expect(checklistProgress(7)).toBe(100);
  });

  it("opens the modal on the home page only, while the session asks for it", () => {
    expect(showWelcomeModal(true, "/dashboard", "/dashboard")).toBe(true);
    expect(showWelcomeModal(true, "/team", "/dashboard")).toBe(false);
    expect(showWelcomeModal(false, "/dashboard", "/dashboard")).toBe(false);
  });
});
