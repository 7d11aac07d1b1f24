import { describe, expect, it } from "vitest";
import { controlCharacterPaths, hasControlCharacter, isDecimalDigits } from "./input-limits.ts";

describe("hasControlCharacter", () => {
  it("finds NUL and the other C0 controls and DEL", () => {
    for (const c of ["\u0000", "\u0001", "\u0008", "\u000B", "\u000C", "\u001B", "\u001F", "\u007F"]) {
      expect(hasControlCharacter(`a${c}b`), JSON.stringify(c)).toBe(true);
    }
  });
  it("keeps tab, newlines and ordinary text in every script", () => {
    expect(hasControlCharacter("line one\r\nline two\tend")).toBe(false);
    expect(hasControlCharacter("北京 · Zürich — 🎓")).toBe(false);
  });
});

describe("isDecimalDigits", () => {
  it("takes only plain digits", () => {
    expect(isDecimalDigits("2147483647")).toBe(true);
    for (const s of ["1e3", "0x10", " 7", "7 ", "-1", "1.5", "", "１２"]) expect(isDecimalDigits(s), s).toBe(false);
  });
});

describe("controlCharacterPaths", () => {
  it("names each string that holds one, in objects and lists", () => {
    const body = { name: "ok", filter: { search_text: "a\u0000" }, ids: ["1", "x\u0007"], n: 5, none: null };
    expect(controlCharacterPaths(body)).toEqual(["filter.search_text", "ids.1"]);
  });
  it("reports a bad key where it sits and a bare string as base", () => {
    expect(controlCharacterPaths({ a: { "k\u0000": 1 } })).toEqual(["a.base"]);
    expect(controlCharacterPaths("\u0000")).toEqual(["base"]);
    expect(controlCharacterPaths({ clean: ["text", 1, true] })).toEqual([]);
  });
});
