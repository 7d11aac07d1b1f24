import { describe, expect, it } from "vitest";
import { createVersionedMemo } from "./list-versions.ts";

describe("versioned memo", () => {
  it("answers a remembered value only for the version it was computed at", () => {
    const memo = createVersionedMemo<string>(10);
    memo.set("a", 3, "at 3");
    expect(memo.get("a", 3)).toBe("at 3");
    expect(memo.get("a", 4)).toBeUndefined();
    expect(memo.get("a", 3)).toBeUndefined(); // dropped once outdated
  });

  it("keeps at most maxEntries, dropping the least recently used", () => {
    const memo = createVersionedMemo<number>(2);
    memo.set("a", 1, 1);
    memo.set("b", 1, 2);
    memo.get("a", 1);
    memo.set("c", 1, 3);
    expect([memo.get("a", 1), memo.get("b", 1), memo.get("c", 1)]).toEqual([1, undefined, 3]);
    expect(memo.size).toBe(2);
  });

  it("answers a value stored with an end only before that instant", () => {
    const memo = createVersionedMemo<string>(10);
    memo.set("a", 1, "until 100", 100);
    expect(memo.get("a", 1, 99)).toBe("until 100");
    expect(memo.get("a", 1, 100)).toBeUndefined();
    expect(memo.get("a", 1, 50)).toBeUndefined(); // dropped once ended
    memo.set("b", 1, "no end");
    expect(memo.get("b", 1, Number.MAX_SAFE_INTEGER)).toBe("no end");
  });
});
