import { describe, expect, it } from "vitest";
import { hintCookies, readDrawHints } from "./draw-hints";

describe("the first paint's hints", () => {
  it("reads the language, the zone and the signed-in hint", () => {
    expect(readDrawHints("a=1; quad_locale=zh-CN; quad_tz=Asia%2FShanghai; quad_signed_in=1")).toEqual({
      locale: "zh-CN",
      zone: "Asia/Shanghai",
      signedIn: true,
    });
  });

  it("takes the defaults for anything missing, unknown or malformed", () => {
    expect(readDrawHints(undefined)).toEqual({ locale: "en-US", zone: "UTC", signedIn: false });
    expect(readDrawHints("quad_locale=fr-FR; quad_tz=Mars%2FOlympus; quad_signed_in=yes")).toEqual({
      locale: "en-US",
      zone: "UTC",
      signedIn: false,
    });
    expect(readDrawHints("quad_tz=%E0%A4%A; quad_locale")).toEqual({ locale: "en-US", zone: "UTC", signedIn: false });
  });

  it("writes what it reads, and removes the signed-in hint on signing out", () => {
    const lines = hintCookies({ locale: "zh-CN", zone: "America/New_York", signedIn: true });
    const header = lines.map((line) => line.split(";")[0]).join("; ");
    expect(readDrawHints(header)).toEqual({ locale: "zh-CN", zone: "America/New_York", signedIn: true });
    expect(hintCookies({ locale: "en-US", zone: "UTC", signedIn: false })[2]).toBe(
      "quad_signed_in=; path=/; max-age=0",
    );
  });
});
