import { describe, expect, it } from "vitest";
import { createSessionCache } from "./session-cache.ts";

function cache(maxEntries = 3) {
  let clock = 1_795_000_000_000; // a real epoch time (the cache reads a start of 0 as "no age")
  const c = createSessionCache<string>({ ttlMs: 1000, maxEntries, now: () => clock });
  c.setEnabled(true);
  return { c, tick: (ms: number) => (clock += ms) };
}

describe("session cache", () => {
  it("answers what was stored until it ages out", () => {
    const { c, tick } = cache();
    c.set("a", "row-a", c.generation());
    expect(c.get("a")).toBe("row-a");
    tick(1000);
    expect(c.get("a")).toBe("row-a");
    tick(1);
    expect(c.get("a")).toBeUndefined();
  });

  it("never stores a read that started before a clear", () => {
    const { c } = cache();
    const before = c.generation();
    c.clear();
    c.set("a", "stale", before);
    expect(c.get("a")).toBeUndefined();
    c.set("a", "fresh", c.generation());
    expect(c.get("a")).toBe("fresh");
  });

  it("drops everything on clear", () => {
    const { c } = cache();
    c.set("a", "1", c.generation());
    c.set("b", "2", c.generation());
    c.clear();
    expect([c.get("a"), c.get("b"), c.size]).toEqual([undefined, undefined, 0]);
  });

  it("stores nothing while disabled and empties when switched", () => {
    const { c } = cache();
    c.set("a", "1", c.generation());
    c.setEnabled(false);
    expect(c.get("a")).toBeUndefined();
    c.set("b", "2", c.generation());
    expect(c.get("b")).toBeUndefined();
  });

  it("keeps at most maxEntries, dropping the oldest", () => {
    const { c } = cache(2);
    for (const k of ["a", "b", "c"]) c.set(k, k, c.generation());
    expect([c.get("a"), c.get("b"), c.get("c")]).toEqual([undefined, "b", "c"]);
  });

  it("updates a cached row in place", () => {
    const { c } = cache();
    c.set("a", "1", c.generation());
    c.update("a", (row) => `${row}+`);
    c.update("missing", () => "x");
    expect([c.get("a"), c.get("missing")]).toEqual(["1+", undefined]);
  });
});
