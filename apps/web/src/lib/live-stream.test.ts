import { describe, expect, it, vi } from "vitest";
import { afterPageLoad } from "./after-load";
import { backoffDelay, createSseParser, openLiveStream } from "./live-stream";

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

describe("openLiveStream", () => {
  it("connects only when the page is ready, at low priority", async () => {
    let ready: (() => void) | undefined;
    const calls: RequestInit[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response(null, { status: 401 });
    }) as unknown as typeof fetch;
    let unauthorized = false;
    openLiveStream({
      url: "/stream",
      token: "t",
      onEvent: () => {},
      onUnauthorized: () => {
        unauthorized = true;
      },
      fetchImpl,
      whenReady: (start) => {
        ready = start;
        return () => {};
      },
    });
    await Promise.resolve();
    expect(calls).toHaveLength(0);
    ready?.();
    await vi.waitFor(() => expect(unauthorized).toBe(true));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.priority).toBe("low");
  });

  it("never connects when stopped before the page was ready", async () => {
    let cancelled = false;
    const stop = openLiveStream({
      url: "/stream",
      token: "t",
      onEvent: () => {},
      fetchImpl: (() => {
        throw new Error("must not connect");
      }) as unknown as typeof fetch,
      whenReady: () => () => {
        cancelled = true;
      },
    });
    stop();
    expect(cancelled).toBe(true);
  });
});

describe("afterPageLoad", () => {
  it("waits for the load event when the document is still loading", async () => {
    const state = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    let started = 0;
    afterPageLoad(() => {
      started += 1;
    });
    await new Promise((r) => setTimeout(r, 5));
    expect(started).toBe(0);
    state.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(started).toBe(1));
    state.mockRestore();
  });

  it("starts at the next idle moment on a loaded page, and not at all once cancelled", async () => {
    let started = 0;
    afterPageLoad(() => {
      started += 1;
    });
    const cancel = afterPageLoad(() => {
      started += 10;
    });
    cancel();
    await vi.waitFor(() => expect(started).toBe(1));
    await new Promise((r) => setTimeout(r, 5));
    expect(started).toBe(1);
  });
});
