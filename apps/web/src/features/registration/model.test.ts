import { RegistrationInputSchema } from "@quad/contract/api/auth";
import { MESSAGES } from "@quad/contract/rules/messages";
import { describe, expect, it } from "vitest";
import {
  initialRegistrationValues,
  registerHref,
  registrationErrors,
  registrationFormData,
  toRegistrationInput,
} from "./model";

const filled = {
  ...initialRegistrationValues(new URLSearchParams()),
  institution_name: "Maple High",
  country_id: "3",
  first_name: "Ada",
  last_name: "Lee",
  email: "Ada@Maple.edu",
  password: "long-enough",
  password_confirmation: "long-enough",
};

describe("registration model", () => {
  it("prefills partner id, name and country from the search screen", () => {
    const v = initialRegistrationValues(new URLSearchParams("partner_id=12&institution_name=Oak+School&country_id=4"));
    expect(v).toMatchObject({ partner_id: "12", institution_name: "Oak School", country_id: "4" });
    expect(initialRegistrationValues(new URLSearchParams("partner_id=x")).partner_id).toBe("");
  });

  it("turns the form into a valid contract input, leaving empty optional fields out", () => {
    const input = toRegistrationInput("School", filled);
    expect(input.state_id).toBeUndefined();
    expect(input.website).toBeUndefined();
    const parsed = RegistrationInputSchema.parse(input);
    expect(parsed).toMatchObject({ institute_type: "School", country_id: 3, email: "ada@maple.edu" });
  });

  it("requires a country and a name unless an existing institution is claimed", () => {
    const result = RegistrationInputSchema.safeParse(
      toRegistrationInput("University", { ...filled, institution_name: "", country_id: "" }),
    );
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(fields).toContainEqual(["country_id", MESSAGES.required]);
    const claimed = toRegistrationInput("University", { ...filled, partner_id: "9", institution_name: "" });
    expect(RegistrationInputSchema.safeParse(claimed).success).toBe(true);
  });

  it("builds the multipart body with every given field", () => {
    const data = registrationFormData(RegistrationInputSchema.parse(toRegistrationInput("School", filled)));
    expect(data.get("institute_type")).toBe("School");
    expect(data.get("country_id")).toBe("3");
    expect(data.has("state_id")).toBe(false);
  });

  it("links Register and Add it to the right form", () => {
    expect(registerHref("School", { partnerId: 5, name: "Oak", countryId: 2 })).toBe(
      "/register-school?partner_id=5&institution_name=Oak&country_id=2",
    );
    expect(registerHref("University", { name: "New U" })).toBe("/register-university?institution_name=New+U");
  });
});

describe("registration form errors", () => {
  it("reports a missing name, an empty password and different passwords on the first submit", () => {
    const errors = registrationErrors(
      { country_id: MESSAGES.required },
      { ...filled, institution_name: "", password: "", password_confirmation: "x" },
    );
    expect(errors).toEqual({
      country_id: MESSAGES.required,
      institution_name: MESSAGES.required,
      password: MESSAGES.required,
      password_confirmation: MESSAGES.passwordsMustMatch,
    });
  });

  it("needs no name when an existing institution is claimed", () => {
    expect(registrationErrors({}, { ...filled, partner_id: "4", institution_name: "" })).toEqual({});
  });
});
