import { PROSPECT_CONNECT_LIMITS } from "@quad/contract/rules/plans";
import { describe, expect, it } from "vitest";
import { currentColumn, PREMIUM_ROWS, paidAdds } from "./premium";

describe("the premium comparison", () => {
  it("takes the monthly connects from the contract's limits", () => {
    const connects = PREMIUM_ROWS.find((r) => r.id === "connects");
    expect(connects?.free).toMatchObject({ kind: "count", value: PROSPECT_CONNECT_LIMITS.free });
    expect(connects?.paid).toMatchObject({ kind: "count", value: PROSPECT_CONNECT_LIMITS.paid });
  });

  it("marks the institution's own column, none when the area is not in its plan", () => {
    expect(currentColumn("free")).toBe("free");
    expect(currentColumn("paid")).toBe("paid");
    expect(currentColumn("no_access")).toBeNull();
  });

  it("lists as the paid plan's additions every row where paid gives more, and not discovering itself", () => {
    const ids = paidAdds().map((r) => r.id);
    expect(ids).toEqual(["results", "names", "connects", "invitations", "insights"]);
    expect(ids).not.toContain("discover");
  });
});
