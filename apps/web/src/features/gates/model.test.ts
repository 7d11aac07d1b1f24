import { describe, expect, it } from "vitest";
import { activeGate, requiredFieldsRedirect } from "./model";

const ok = { privacy_policy_accepted: true, required_fields_filled: true };

describe("account gates", () => {
  it("shows the privacy gate before the required-fields gate", () => {
    expect(activeGate({ privacy_policy_accepted: false, required_fields_filled: false })).toBe("privacy");
    expect(activeGate({ ...ok, required_fields_filled: false })).toBe("requiredFields");
    expect(activeGate(ok)).toBeNull();
    expect(activeGate(null)).toBeNull();
  });

  it("sends a user with missing names to /settings, and lets them stay there", () => {
    const missing = { ...ok, required_fields_filled: false };
    expect(requiredFieldsRedirect(missing, "/dashboard")).toBe("/settings");
    expect(requiredFieldsRedirect(missing, "/settings")).toBeNull();
    expect(requiredFieldsRedirect(ok, "/dashboard")).toBeNull();
  });

  it("does not redirect while the privacy policy is still to accept", () => {
    expect(
      requiredFieldsRedirect({ privacy_policy_accepted: false, required_fields_filled: false }, "/team"),
    ).toBeNull();
  });
});
