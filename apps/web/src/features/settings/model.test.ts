import { UpdateProfileInputSchema } from "@quad/contract/api/users";
import { describe, expect, it } from "vitest";
import { indexForTab, phoneCodeOptions, profileFormData, tabForIndex, toProfileInput } from "./model";

const values = {
  first_name: " Ada ",
  last_name: "Lovelace",
  phone_country_code: "+44",
  phone: "20 7946 0000",
  designation: "",
  biography: "",
  gender: "female",
};

describe("settings tabs", () => {
  it("maps the session's tab index both ways and falls back to the profile", () => {
    expect(tabForIndex(3)).toBe("timezone");
    expect(tabForIndex(9)).toBe("profile");
    expect(indexForTab("password")).toBe(1);
    expect(indexForTab("nope")).toBe(0);
  });
});

describe("profile form", () => {
  it("gives the contract a valid input with empty optionals left out", () => {
    const input = toProfileInput(values);
    expect(input.designation).toBeUndefined();
    expect(UpdateProfileInputSchema.safeParse(input).success).toBe(true);
  });

  it("lets the contract refuse empty names and a code without +", () => {
    const bad = UpdateProfileInputSchema.safeParse(
      toProfileInput({ ...values, first_name: " ", phone_country_code: "44" }),
    );
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["first_name", "phone_country_code"]));
  });

  it("sends every field and the photo only when one was chosen", () => {
    const without = profileFormData(values, null);
    expect(without.get("first_name")).toBe("Ada");
    expect(without.has("profile_photo")).toBe(false);
    const photo = new File(["x"], "me.png", { type: "image/png" });
    expect(profileFormData(values, photo).get("profile_photo")).toBeInstanceOf(File);
  });

  it("lists each phone code once, in numeric order", () => {
    const options = phoneCodeOptions([
      { name: "China", phone_code: "+86" },
      { name: "United States", phone_code: "+1" },
      { name: "Canada", phone_code: "1" },
      { name: "Nowhere", phone_code: null },
    ]);
    expect(options.map((o) => o.value)).toEqual(["+1", "+86"]);
    expect(options[0]).toEqual({ value: "+1", label: "+1", name: "United States" });
  });
});
