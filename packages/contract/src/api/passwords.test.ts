import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../rules/constants.ts";
import { MESSAGES } from "../rules/messages.ts";
import { newPasswordField, passwordField } from "./common.ts";

/** Every exported object schema of the API contract with its password fields (tokens excluded). */
async function passwordFields(): Promise<{ schema: string; field: string; object: z.ZodObject }[]> {
  const found: { schema: string; field: string; object: z.ZodObject }[] = [];
  const dir = import.meta.dirname;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    const module: Record<string, unknown> = await import(path.join(dir, file));
    for (const [name, value] of Object.entries(module)) {
      if (!(value instanceof z.ZodObject)) continue;
      for (const field of Object.keys(value.shape)) {
        if (/password/.test(field) && !/token/.test(field)) found.push({ schema: name, field, object: value });
      }
    }
  }
  return found;
}

const messageAt = (object: z.ZodObject, field: string, value: string) =>
  object.safeParse({ [field]: value }).error?.issues.find((i) => i.path.join(".") === field)?.message;

describe("password fields", () => {
  it("are bounded on every input of the contract that takes one", async () => {
    const fields = await passwordFields();
    expect(fields.map((f) => `${f.schema}.${f.field}`).sort()).toEqual([
      "CreateSessionInputSchema.password",
      "GuestPasswordInputSchema.current_password",
      "GuestPasswordInputSchema.password",
      "GuestPasswordInputSchema.password_confirmation",
      "GuestRegistrationInputSchema.password",
      "GuestSignInInputSchema.password",
      "RegistrationInputSchema.password",
      "RegistrationInputSchema.password_confirmation",
      "ResetPasswordInputSchema.password",
      "ResetPasswordInputSchema.password_confirmation",
      "UpdatePasswordInputSchema.current_password",
      "UpdatePasswordInputSchema.password",
      "UpdatePasswordInputSchema.password_confirmation",
    ]);
    for (const { schema, field, object } of fields) {
      const label = `${schema}.${field}`;
      expect(messageAt(object, field, "a".repeat(PASSWORD_MAX_LENGTH + 1)), label).toBe(MESSAGES.passwordTooLong);
      expect(messageAt(object, field, "a".repeat(PASSWORD_MAX_LENGTH)), label).toBeUndefined();
      expect(messageAt(object, field, ""), label).toBeDefined();
    }
  });

  it("say how long a password may be", () => {
    expect(MESSAGES.passwordTooLong).toBe("Password must be at most 128 characters");
    expect(passwordField.safeParse("x".repeat(129)).error?.issues[0]?.message).toBe(MESSAGES.passwordTooLong);
    expect(passwordField.safeParse("").error?.issues[0]?.message).toBe(MESSAGES.required);
    expect(passwordField.safeParse("x").success).toBe(true);
  });

  it("ask a new password to be at least the minimum and at most the maximum", () => {
    expect(newPasswordField.safeParse("x".repeat(PASSWORD_MIN_LENGTH - 1)).error?.issues[0]?.message).toBe(
      MESSAGES.passwordTooShort,
    );
    expect(newPasswordField.safeParse("x".repeat(PASSWORD_MIN_LENGTH)).success).toBe(true);
    expect(newPasswordField.safeParse("x".repeat(PASSWORD_MAX_LENGTH)).success).toBe(true);
    expect(newPasswordField.safeParse("x".repeat(PASSWORD_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe(
      MESSAGES.passwordTooLong,
    );
  });
});
