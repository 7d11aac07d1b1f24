import { describe, expect, it } from "vitest";
import { parseDomains, ssoFieldErrors } from "./sso-model";

describe("parseDomains", () => {
  it("splits lines, commas and spaces and drops the empty ones", () => {
    expect(parseDomains(" north.edu,\nsouth.edu  east.edu;\n\n")).toEqual(["north.edu", "south.edu", "east.edu"]);
    expect(parseDomains("   ")).toEqual([]);
  });
});

describe("ssoFieldErrors", () => {
  it("puts each server error on its field and names the refused domains", () => {
    expect(
      ssoFieldErrors(
        {
          "sso.issuer": "is required",
          "sso.client_secret": "is required to turn single sign-on on",
          "sso.domains.1": "is listed twice",
          "sso.domains": "Add at least one email domain to turn single sign-on on",
        },
        ["north.edu", "north.edu"],
      ),
    ).toEqual({
      issuer: "is required",
      client_secret: "is required to turn single sign-on on",
      domains: [
        { domain: "north.edu", message: "is listed twice" },
        { domain: null, message: "Add at least one email domain to turn single sign-on on" },
      ],
    });
  });
});
