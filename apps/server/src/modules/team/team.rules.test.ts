import { describe, expect, it } from "vitest";
import { invitationPending, removesLastAdmin } from "./team.rules.ts";

describe("removesLastAdmin", () => {
  const admin = { id: 1, role: "admin", status: "active" };
  it("refuses demoting or deactivating the only active admin", () => {
    expect(removesLastAdmin(admin, { role: "member" }, 0)).toBe(true);
    expect(removesLastAdmin(admin, { status: "deactivated" }, 0)).toBe(true);
  });
  it("allows it when another active admin remains", () => {
    expect(removesLastAdmin(admin, { role: "member" }, 1)).toBe(false);
  });
  it("ignores changes that keep an active admin, and members", () => {
    expect(removesLastAdmin(admin, { role: "admin", status: "active" }, 0)).toBe(false);
    expect(removesLastAdmin({ id: 2, role: "member", status: "active" }, { status: "deactivated" }, 0)).toBe(false);
    expect(removesLastAdmin({ id: 3, role: "admin", status: "deactivated" }, { role: "member" }, 0)).toBe(false);
  });
});

describe("invitationPending", () => {
  it("is pending until a password is set", () => {
    expect(invitationPending({ password_hash: null, email_confirmed_at: null })).toBe(true);
    expect(invitationPending({ password_hash: "h", email_confirmed_at: new Date() })).toBe(false);
  });
});
