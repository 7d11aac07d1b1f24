import type { GuestUser } from "@quad/contract/api/webinars";
import { describe, expect, it } from "vitest";
import {
  afterProfileSavePath,
  afterSignInPath,
  fragmentKey,
  graduationYears,
  guestSignInFailure,
  isSafeRedirect,
  missingInForm,
  partnerNotice,
  profileFormValues,
  profileInput,
  redirectFrom,
  registerHrefFor,
  schoolFromSearch,
  userFormData,
} from "./model";

const guest: Omit<GuestUser, "authToken"> = {
  id: 7,
  email: "ana@example.test",
  first_name: "Ana",
  last_name: "Lee",
  role: "student",
  date_of_birth: null,
  graduation_year: null,
  country_id: null,
  state: null,
  city: null,
  postal_code: null,
  citizenship_country_id: null,
  planned_start: null,
  scores: { SAT: "1450" },
  academic_interests: [],
  school_partner_id: null,
  institute_name: null,
  gender: null,
  timezone: "Asia/Shanghai",
  locale: "en-US",
  required_fields_filled: false,
  missing_fields: ["country_id", "city", "date_of_birth", "graduation_year", "institute_name"],
  has_calendar_feed: false,
  discoverable: false,
  discoverable_since: null,
  signed_in_with_school_account: false,
};

describe("guest sign-in failures (spec 3 §5: only 401 and 404 are field errors)", () => {
  it("puts a 404 on the email and a 401 on the password, with the server's text", () => {
    expect(guestSignInFailure(404, "No account was found for this email")).toEqual({
      field: "email",
      message: "No account was found for this email",
    });
    expect(guestSignInFailure(401, undefined)).toEqual({ field: "password", message: "Invalid email or password" });
  });

  it("leaves every other status to the error catalogue", () => {
    expect(guestSignInFailure(403, "no")).toBeNull();
    expect(guestSignInFailure(429, "slow down")).toBeNull();
    expect(guestSignInFailure(undefined, undefined)).toBeNull();
  });
});

describe("redirect_to", () => {
  it("keeps internal paths and refuses other sites and the account screens themselves", () => {
    expect(isSafeRedirect("/webinars/categories/3/events/9?x=1")).toBe(true);
    expect(isSafeRedirect("//evil.example")).toBe(false);
    expect(isSafeRedirect("/\\evil.example")).toBe(false);
    expect(isSafeRedirect("https://evil.example")).toBe(false);
    expect(isSafeRedirect("/webinars/sign-in")).toBe(false);
    expect(isSafeRedirect("/webinars/register?x=1")).toBe(false);
    expect(isSafeRedirect(null)).toBe(false);
  });

  it("is read from the query string", () => {
    expect(redirectFrom("?redirect_to=%2Fwebinars%2Fmy-sessions")).toBe("/webinars/my-sessions");
    expect(redirectFrom("redirect_to=https%3A%2F%2Fevil.example")).toBeNull();
    expect(redirectFrom("")).toBeNull();
  });
});

describe("where a guest goes", () => {
  it("after sign-in: the profile while incomplete (keeping the target), else the target or the webinar home", () => {
    expect(afterSignInPath({ required_fields_filled: false }, null)).toBe("/webinars/users/update");
    expect(afterSignInPath({ required_fields_filled: false }, "/webinars/faq")).toBe(
      "/webinars/users/update?redirect_to=%2Fwebinars%2Ffaq",
    );
    expect(afterSignInPath({ required_fields_filled: true }, null)).toBe("/webinars");
    expect(afterSignInPath({ required_fields_filled: true }, "/webinars/my-sessions")).toBe("/webinars/my-sessions");
  });

  it("after a profile save: on when it just became complete or a target waits; stays otherwise", () => {
    expect(afterProfileSavePath(false, true, null)).toBe("/webinars");
    expect(afterProfileSavePath(true, true, "/webinars/categories/2")).toBe("/webinars/categories/2");
    expect(afterProfileSavePath(true, true, null)).toBeNull();
    expect(afterProfileSavePath(false, false, "/webinars/categories/2")).toBeNull();
  });
});

describe("partner notice on the guest sign-up (spec 3 §2)", () => {
  it("tells a School user to use the school account and a college rep to sign out", () => {
    expect(partnerNotice("School")).toBe("school");
    expect(partnerNotice("University")).toBe("collegeRep");
    expect(partnerNotice("ApplicationClient")).toBe("collegeRep");
    expect(partnerNotice(null)).toBeNull();
  });
});

describe("the school choice in the address", () => {
  it("round-trips a directory school and a typed name, keeping redirect_to", () => {
    const href = registerHrefFor({ kind: "directory", id: 12, name: "Lincoln High" }, "/webinars/faq");
    expect(href).toBe(
      "/webinars/register?school_partner_id=12&institute_name=Lincoln+High&redirect_to=%2Fwebinars%2Ffaq",
    );
    expect(schoolFromSearch(href.split("?")[1] ?? "")).toEqual({ kind: "directory", id: 12, name: "Lincoln High" });
    expect(schoolFromSearch("institute_name=My+School")).toEqual({ kind: "typed", name: "My School" });
    expect(schoolFromSearch("school_partner_id=abc&institute_name=X")).toEqual({ kind: "typed", name: "X" });
    expect(schoolFromSearch("school_partner_id=4")).toBeNull();
    expect(registerHrefFor(null, null)).toBe("/webinars/register");
  });
});

describe("the profile form", () => {
  it("reads the guest and writes every field back (the server clears what is not sent)", () => {
    const values = profileFormValues({ ...guest, school_partner_id: 5, institute_name: "Lincoln High" });
    expect(values.school).toEqual({ kind: "directory", id: 5, name: "Lincoln High" });
    expect(values.scores.SAT).toBe("1450");
    expect(values.scores.ACT).toBe("");
    const input = profileInput({ ...values, city: "Austin", graduation_year: "2027" });
    expect(input).toMatchObject({
      city: "Austin",
      graduation_year: "2027",
      school_partner_id: "5",
      institute_name: "Lincoln High",
      scores: { SAT: "1450" },
      academic_interests: "",
      timezone: "Asia/Shanghai",
    });
    expect(profileInput({ ...values, school: { kind: "typed", name: "Home school" } })).toMatchObject({
      school_partner_id: "",
      institute_name: "Home school",
    });
  });

  it("lists the required fields still missing with the contract's rule", () => {
    const values = profileFormValues(guest);
    expect(missingInForm(values, guest.email)).toEqual([
      "country_id",
      "city",
      "date_of_birth",
      "graduation_year",
      "institute_name",
    ]);
    expect(missingInForm({ ...values, role: "parent", country_id: "3", city: "Austin" }, guest.email)).toEqual([]);
  });

  it("sends multipart fields with user[...] names, lists repeated and objects as JSON", () => {
    const form = userFormData({
      locale: "zh-CN",
      academic_interests: ["Law", "Art"],
      scores: { SAT: "1400" },
      x: undefined,
    });
    expect(form.get("user[locale]")).toBe("zh-CN");
    expect(form.getAll("user[academic_interests][]")).toEqual(["Law", "Art"]);
    expect(form.get("user[scores]")).toBe('{"SAT":"1400"}');
    expect(form.has("user[x]")).toBe(false);
  });

  it("offers graduation years around the academic year, latest first", () => {
    const years = graduationYears(2027);
    expect(years[0]).toBe(2035);
    expect(years.at(-1)).toBe(2017);
  });

  it("translates the guest forms' own error fragments", () => {
    expect(fragmentKey("must be a date (YYYY-MM-DD)")).toBe("webinars.accounts.errors.date");
    expect(fragmentKey("is required")).toBeNull();
  });
});
