import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EMAIL_MAX_LENGTH, LINE_MAX_LENGTH, LIST_MAX_ITEMS } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { emailField, listField, optionalText, requiredText, tokenField } from "./common.ts";

/** Every exported schema of the contract that a request carries (its name says Input or Query). */
async function requestSchemas(): Promise<{ name: string; schema: z.ZodType }[]> {
  const found: { name: string; schema: z.ZodType }[] = [];
  const dir = import.meta.dirname;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    const module: Record<string, unknown> = await import(path.join(dir, file));
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType && /(Input|Query)Schema$/.test(name)) found.push({ name, schema: value });
    }
  }
  return found;
}

/** Strings without maxLength/enum/const and lists without maxItems in a JSON schema, by path. */
function unbounded(json: unknown, at: string, found: string[] = []): string[] {
  if (Array.isArray(json)) {
    for (const [i, item] of json.entries()) unbounded(item, `${at}.${i}`, found);
  } else if (json !== null && typeof json === "object") {
    const s = json as Record<string, unknown>;
    const types = Array.isArray(s.type) ? s.type : [s.type];
    const fixed = s.enum !== undefined || s.const !== undefined;
    if (types.includes("string") && s.maxLength === undefined && !fixed && s.format !== "binary") found.push(at);
    if (types.includes("array") && s.maxItems === undefined) found.push(at);
    for (const [key, value] of Object.entries(s)) unbounded(value, `${at}.${key}`, found);
  }
  return found;
}

describe("request schemas", () => {
  it("bound every string and every list they take", async () => {
    const schemas = await requestSchemas();
    expect(schemas.length).toBeGreaterThan(40);
    const found = schemas.flatMap(({ name, schema }) =>
      unbounded(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }), name),
    );
    expect(found).toEqual([]);
  });
});

describe("the builders", () => {
  it("take an email of 254 characters and refuse one of 255 as too long, before its form", () => {
    const longest = `${"a".repeat(64)}@${"b".repeat(EMAIL_MAX_LENGTH - 64 - 1 - 5)}.test`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(emailField.parse(longest.toUpperCase())).toBe(longest);
    for (const email of [`x${longest}`, `${"c".repeat(2790)}@long.test`]) {
      expect(emailField.safeParse(email).error?.issues.map((i) => i.message)).toEqual([
        MESSAGES.tooLong(EMAIL_MAX_LENGTH),
      ]);
    }
    const declared = z.toJSONSchema(emailField, { io: "input" });
    expect(declared).toMatchObject({ type: "string", format: "email", maxLength: EMAIL_MAX_LENGTH });
  });

  it("give text one line's maximum unless told otherwise", () => {
    expect(requiredText().safeParse("x".repeat(LINE_MAX_LENGTH)).success).toBe(true);
    expect(requiredText().safeParse("x".repeat(LINE_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe(
      MESSAGES.tooLong(LINE_MAX_LENGTH),
    );
    expect(optionalText(10).safeParse("x".repeat(11)).error?.issues[0]?.message).toBe(MESSAGES.tooLong(10));
    expect(tokenField().safeParse("t".repeat(513)).success).toBe(false);
    expect(tokenField().safeParse("").error?.issues[0]?.message).toBe(MESSAGES.required);
  });

  it("bound lists", () => {
    const list = listField(z.string().max(5));
    expect(list.safeParse(Array(LIST_MAX_ITEMS).fill("a")).success).toBe(true);
    expect(list.safeParse(Array(LIST_MAX_ITEMS + 1).fill("a")).error?.issues[0]?.message).toBe(
      MESSAGES.tooMany(LIST_MAX_ITEMS),
    );
  });
});
