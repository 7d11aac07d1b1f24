import { describe, expect, it } from "vitest";
import { exchangeFailureText, zoomReturnOf } from "./model";

describe("zoomReturnOf", () => {
  it("reads Zoom's code and our state", () => {
    expect(zoomReturnOf("?code=abc&state=12.999.sig")).toEqual({ kind: "exchange", code: "abc", state: "12.999.sig" });
  });
  it("treats a refusal or half a return as denied", () => {
    expect(zoomReturnOf("?error=access_denied&state=1")).toEqual({ kind: "denied" });
    expect(zoomReturnOf("?code=abc")).toEqual({ kind: "denied" });
    expect(zoomReturnOf("?state=1.2.3")).toEqual({ kind: "denied" });
  });
  it("shows the status without a return", () => {
    expect(zoomReturnOf("")).toEqual({ kind: "status" });
    expect(zoomReturnOf("?code=&state=")).toEqual({ kind: "status" });
  });
});

describe("exchangeFailureText", () => {
  it("prefers the field message, then the server's error", () => {
    expect(exchangeFailureText({ code: "refused" }, "x")).toBe("refused");
    expect(exchangeFailureText({ state: "expired" }, null)).toBe("expired");
    expect(exchangeFailureText({}, "down")).toBe("down");
    expect(exchangeFailureText({}, null)).toBeNull();
  });
});
