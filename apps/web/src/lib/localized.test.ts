import { describe, expect, it } from "vitest";
import { localized, localizedText } from "./localized";

describe("localized names", () => {
  it("takes the Chinese name for a Chinese reader, else the English", () => {
    expect(localized("Study in the UK", "英国留学", "zh-CN")).toBe("英国留学");
    expect(localized("Study in the UK", "英国留学", "en-US")).toBe("Study in the UK");
    expect(localized("Study in the UK", null, "zh-CN")).toBe("Study in the UK");
    expect(localizedText(null, "英国的大学", "zh-CN")).toBe("英国的大学");
    expect(localizedText("Universities", null, "zh-CN")).toBe("Universities");
  });
});
