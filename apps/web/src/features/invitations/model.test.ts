import { describe, expect, it } from "vitest";
import { checkEmails, inviteProblems, problemFromServer } from "./model";

describe("the invitation list", () => {
  it("checks each comma-separated address", () => {
    expect(checkEmails(" ann@college.edu, bob@ , Ann@College.edu,,cy@uni.ac.uk ")).toEqual([
      { email: "ann@college.edu", state: "valid" },
      { email: "bob@", state: "invalid" },
      { email: "Ann@College.edu", state: "duplicate" },
      { email: "cy@uni.ac.uk", state: "valid" },
    ]);
  });

  it("asks for at least one address and at most 20", () => {
    expect(inviteProblems(" , ")).toEqual([{ code: "empty" }]);
    const many = Array.from({ length: 21 }, (_, i) => `rep${i}@college.edu`).join(", ");
    expect(inviteProblems(many)).toEqual([{ code: "tooMany", max: 20, count: 21 }]);
    const twenty = Array.from({ length: 20 }, (_, i) => `rep${i}@college.edu`).join(",");
    expect(inviteProblems(twenty)).toEqual([]);
  });

  it("names every wrong or repeated address", () => {
    expect(inviteProblems("a@b.co, nope, a@b.co")).toEqual([
      { code: "invalid", email: "nope" },
      { code: "duplicate", email: "a@b.co" },
    ]);
  });

  it("reads the server's texts of the same rules", () => {
    expect(problemFromServer("nope is not a valid email address")).toEqual({ code: "invalid", email: "nope" });
    expect(problemFromServer("x@y.z is listed twice")).toEqual({ code: "duplicate", email: "x@y.z" });
    expect(problemFromServer("You can invite at most 20 emails at a time")).toMatchObject({ code: "tooMany", max: 20 });
    expect(problemFromServer("Enter at least one email address")).toEqual({ code: "empty" });
    expect(problemFromServer("Something else")).toEqual({ code: "server", text: "Something else" });
  });
});
