import { describe, expect, it } from "vitest";
import { helmetHeaders } from "./security-headers.ts";

describe("helmetHeaders", () => {
  it("works out helmet's headers once, with the configured policy", () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers).not.toHaveProperty("cross-origin-embedder-policy");
  });
});
