import { describe, expect, it } from "vitest";
import {
  hasControlCharacter,
  hasLoneSurrogate,
  inputProblems,
  isDecimalDigits,
  MAX_INPUT_DEPTH,
} from "./input-limits.ts";

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

describe("inputProblems", () => {
  const paths = (input: unknown) => inputProblems(input).map((p) => `${p.path} ${p.problem}`);

  it("names each string that holds a control character, in objects and lists, in order", () => {
    const body = { name: "ok", filter: { search_text: "a\u0000" }, ids: ["1", "x\u0007"], n: 5, none: null };
    expect(paths(body)).toEqual(["filter.search_text control_characters", "ids.1 control_characters"]);
  });

  it("reports a bad key where it sits and a bare string as base", () => {
    expect(paths({ a: { "k\u0000": 1 } })).toEqual(["a.base control_characters"]);
    expect(paths("\u0000")).toEqual(["base control_characters"]);
    expect(paths({ clean: ["text", 1, true] })).toEqual([]);
  });

  it("names strings and keys holding an unpaired surrogate, and keeps paired ones (emoji)", () => {
    expect(paths({ a: "x\ud800y", b: ["\udc00"], c: "😀", d: { "k\udbff": 1 } })).toEqual([
      "a broken_text",
      "b.0 broken_text",
      "d.base broken_text",
    ]);
    expect(hasLoneSurrogate("\ud83d\ude00")).toBe(false);
    expect(hasLoneSurrogate("\ude00\ud83d")).toBe(true);
  });

  it("refuses nesting beyond the limit without exhausting the stack", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    expect(paths(deep)).toEqual([`${Array(MAX_INPUT_DEPTH).fill("0").join(".")} too_deep`]);
    let ok: unknown = "leaf";
    for (let i = 0; i < MAX_INPUT_DEPTH; i += 1) ok = { a: ok };
    expect(paths(ok)).toEqual([]);
  });
});
