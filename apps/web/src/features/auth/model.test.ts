import { MESSAGES } from "@quad/contract/rules/messages";
import { describe, expect, it } from "vitest";
import { GOOGLE_STATE, googleAuthorizeUrl, googleCodeFrom, signInFailure } from "./model";

describe("sign-in failures", () => {
  it("401 is an error under the password field", () => {
    expect(signInFailure(401, "Invalid email or password")).toEqual({
      kind: "field",
      field: "password",
      message: "Invalid email or password",
    });
  });

  it("404 is an error under the email field", () => {
    expect(signInFailure(404, undefined)).toEqual({ kind: "field", field: "email", message: MESSAGES.accountNotFound });
  });

  it("403 is shown above the form", () => {
    expect(signInFailure(403, MESSAGES.accountPendingApproval)).toEqual({
      kind: "alert",
      message: MESSAGES.accountPendingApproval,
    });
  });

  it("other errors are passed on to the generic handler", () => {
    expect(signInFailure(429, "Too many")).toEqual({ kind: "passOn" });
    expect(signInFailure(undefined, undefined)).toEqual({ kind: "passOn" });
  });
});

describe("Google sign-in", () => {
  it("builds a code-flow address returning to /sign-in", () => {
    const url = new URL(googleAuthorizeUrl("client-1", "https://portal.quad.test"));
    expect(url.searchParams.get("client_id")).toBe("client-1");
    expect(url.searchParams.get("redirect_uri")).toBe("https://portal.quad.test/sign-in");
    expect(url.searchParams.get("state")).toBe(GOOGLE_STATE);
  });

  it("accepts a returned code only with our state", () => {
    expect(googleCodeFrom(new URLSearchParams(`code=abc&state=${GOOGLE_STATE}`))).toBe("abc");
    expect(googleCodeFrom(new URLSearchParams("code=abc&state=other"))).toBeNull();
  });
});
