import { describe, expect, it } from "vitest";
import { changeLocale, ensureNamespace, i18n, initI18n } from "./i18n";

/** "n of m places left": the noun agrees with the capacity, not with what is left (issue 9 §15). */
describe("places left", () => {
  it("agrees in English on both the visits' and the schools' slot pickers", async () => {
    await initI18n("en-US");
    await ensureNamespace("visits");
    await ensureNamespace("schools");
    // The visits' key counts what is left of a capacity; the schools' (slot-state model) counts the capacity.
    const pickers = [
      (count: number, capacity: number) => i18n.t("reschedule.placesLeft", { ns: "visits", count, capacity }),
      (left: number, capacity: number) => i18n.t("picker.placesLeft", { ns: "schools", left, count: capacity }),
    ];
    for (const left of pickers) {
      expect(left(1, 2)).toBe("1 of 2 places left");
      expect(left(1, 1)).toBe("1 of 1 place left");
      expect(left(0, 1)).toBe("0 of 1 place left");
      expect(left(2, 2)).toBe("2 of 2 places left");
    }
  });

  it("reads naturally in Chinese (one plural form)", async () => {
    await initI18n("en-US");
    await changeLocale("zh-CN");
    await ensureNamespace("visits");
    await ensureNamespace("schools");
    expect(i18n.t("reschedule.placesLeft", { ns: "visits", count: 1, capacity: 2 })).toBe("剩余 1 / 2 个名额");
    expect(i18n.t("picker.placesLeft", { ns: "schools", left: 1, count: 1 })).toBe("剩余 1 个名额（共 1 个）");
    await changeLocale("en-US");
  });
});
