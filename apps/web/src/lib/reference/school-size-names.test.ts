import { SCHOOL_SIZE_BANDS } from "@quad/contract/rules/school-sizes";
import { describe, expect, it } from "vitest";
import enUS from "../../locales/en-US.json";
import { schoolSizeKey } from "./school-size-names";

describe("school size names", () => {
  it("has a text for every reference size, and none for an unknown one", () => {
    const sizes = enUS.schoolSizes as Record<string, string>;
    for (const { name } of SCHOOL_SIZE_BANDS) {
      const key = schoolSizeKey(name);
      expect(key, name).not.toBeNull();
      expect(sizes[(key as string).replace("schoolSizes.", "")], name).toBeTruthy();
    }
    expect(schoolSizeKey("Huge")).toBeNull();
    expect(schoolSizeKey(null)).toBeNull();
  });
});
