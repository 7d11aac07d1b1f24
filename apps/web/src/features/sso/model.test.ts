import { describe, expect, it } from "vitest";
import { ssoReturnFrom } from "./model";

describe("ssoReturnFrom", () => {
  it("reads the provider's answer with its issuer", () => {
    expect(ssoReturnFrom(new URLSearchParams("code=abc&state=xyz&iss=https%3A%2F%2Fidp.example"))).toEqual({
      kind: "answer",
      answer: { code: "abc", state: "xyz", iss: "https://idp.example" },
    });
  });
  it("reads an answer without issuer", () => {
    expect(ssoReturnFrom(new URLSearchParams("code=abc&state=xyz"))).toEqual({
      kind: "answer",
      answer: { code: "abc", state: "xyz" },
    });
  });
  it("tells a refusal and an empty address apart", () => {
    expect(ssoReturnFrom(new URLSearchParams("error=access_denied&state=xyz"))).toEqual({ kind: "refused" });
    expect(ssoReturnFrom(new URLSearchParams("code=abc"))).toEqual({ kind: "none" });
    expect(ssoReturnFrom(new URLSearchParams(""))).toEqual({ kind: "none" });
  });
});
