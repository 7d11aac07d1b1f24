import { describe, expect, it } from "vitest";
import { hasConnectionRegions, rolesFor } from "./team-roles.ts";

describe("team roles by institution type", () => {
  it("gives schools admins and members only, and no connection regions", () => {
    expect(rolesFor("School")).toEqual(["member", "admin"]);
    expect(hasConnectionRegions("School")).toBe(false);
  });
  it("gives universities and application clients admission officers and regions", () => {
    for (const type of ["University", "ApplicationClient"] as const) {
      expect(rolesFor(type)).toEqual(["member", "admin", "admission_officer"]);
      expect(hasConnectionRegions(type)).toBe(true);
    }
  });
});
