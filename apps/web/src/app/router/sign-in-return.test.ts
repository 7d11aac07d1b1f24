import { describe, expect, it } from "vitest";
import { selectionFromSearch, signInToBookPath } from "../../features/schools/booking-model";
import { resolveRedirect } from "./access-rules";

/**
 * The guards with a feature's sign-in return target (moved from features/schools/booking-model.test.ts:
 * features never import the app shell, the app may import features).
 */
describe("return target through sign-in", () => {
  it("brings a signed-in visitor back to the same page with the same slot", () => {
    const href = signInToBookPath(12, { slot_id: 5, date: "2030-03-04" });
    const url = new URL(href, "http://quad.local");
    const target = resolveRedirect({
      path: url.pathname,
      search: url.search,
      session: { instituteType: "University", requiredFieldsFilled: true },
      device: "desktop",
    });
    expect(target).toEqual({ kind: "internal", href: "/schedule-appointment/12?slot=5&date=2030-03-04" });
    const back = new URL(target?.href ?? "", "http://quad.local");
    expect(selectionFromSearch(Object.fromEntries(back.searchParams))).toEqual({ slot_id: 5, date: "2030-03-04" });
  });
});
