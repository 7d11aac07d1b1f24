import { describe, expect, it } from "vitest";
import { backoffDelay, createSseParser } from "./live-stream";

describe("createSseParser", () => {
  it("answers named events with their data once the blank line arrives", () => {
    const p = createSseParser();
    expect(p.push('event: ready\ndata: {"unread_count":4}\n')).toEqual([]);
    expect(p.push("\n")).toEqual([{ event: "ready", data: '{"unread_count":4}' }]);
  });

  it("joins events split across chunks, skips comments and keeps the id", () => {
    const p = createSseParser();
    const out = [...p.push(": ping\n\nid: 7\nevent: notif"), ...p.push('ication\ndata: {"a":1}\r\n\r\n')];
    expect(out).toEqual([{ event: "notification", data: '{"a":1}', id: "7" }]);
  });

  it("joins multi-line data with newlines and defaults the event name to message", () => {
    const p = createSseParser();
    expect(p.push("data: one\ndata:two\n\n")).toEqual([{ event: "message", data: "one\ntwo" }]);
  });

  it("waits when a chunk ends in the middle of a CRLF", () => {
    const p = createSseParser();
    expect(p.push("data: x\r")).toEqual([]);
    expect(p.push("\n\r\n")).toEqual([{ event: "message", data: "x" }]);
  });
});

describe("backoffDelay", () => {
  it("doubles from one second and stops at thirty", () => {
    const none = () => 0;
    expect([0, 1, 2, 3, 10].map((n) => backoffDelay(n, none))).toEqual([1000, 2000, 4000, 8000, 30_000]);
    expect(backoffDelay(0, () => 1)).toBe(1200);
  });
});
