import { describe, expect, it } from "vitest";
import { integerFormat, withIntegerFormats } from "./openapi-formats.ts";

describe("integer formats of the document", () => {
  it("names int32 when the bounds fit 32 bits, int64 otherwise", () => {
    expect(integerFormat({ minimum: 1, maximum: 2_147_483_647 })).toBe("int32");
    expect(integerFormat({ minimum: -2_147_483_648, maximum: 0 })).toBe("int32");
    expect(integerFormat({ minimum: 0, maximum: 2_147_483_648 })).toBe("int64");
    expect(integerFormat({ minimum: -9_007_199_254_740_991, maximum: 9_007_199_254_740_991 })).toBe("int64");
    expect(integerFormat({})).toBe("int64");
  });

  it("gives every integer schema of a document its format and keeps a declared one", () => {
    const doc = {
      paths: { "/x": { get: { parameters: [{ name: "type", schema: { type: "integer", minimum: 1, maximum: 9 } }] } } },
      components: {
        schemas: {
          A: {
            type: "object",
            properties: { type: { type: ["integer", "null"] }, n: { type: "integer", format: "int32" } },
          },
        },
      },
    };
    expect(withIntegerFormats(doc)).toEqual({
      paths: {
        "/x": {
          get: { parameters: [{ name: "type", schema: { type: "integer", minimum: 1, maximum: 9, format: "int32" } }] },
        },
      },
      components: {
        schemas: {
          A: {
            type: "object",
            properties: {
              type: { type: ["integer", "null"], format: "int64" },
              n: { type: "integer", format: "int32" },
            },
          },
        },
      },
    });
  });
});
