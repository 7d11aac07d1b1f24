import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { apiHeaders, helmetHeaders, pageHeaders, permissionsPolicy } from "./security-headers.ts";

/** Permissions-Policy as feature -> allowlist. */
const features = (policy: string | undefined) =>
  Object.fromEntries((policy ?? "").split(", ").map((entry) => entry.split("=") as [string, string]));

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
    expect(headers).not.toHaveProperty("cross-origin-embedder-policy");
  });
});

describe("permissionsPolicy", () => {
  it("gives the listed features to this origin and the others to nobody", () => {
    expect(permissionsPolicy(["camera"], ["geolocation", "usb"])).toBe("camera=(self), geolocation=(), usb=()");
    expect(permissionsPolicy([], ["camera"])).toBe("camera=()");
  });
});

describe("page headers", () => {
  const page = pageHeaders();

  it("refuse every frame, in both headers alike", () => {
    expect(page["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page["x-frame-options"]).toBe("DENY");
  });

  it("let the app use the camera (the check-in scanner) and nothing else powerful", () => {
    const policy = features(page["permissions-policy"]);
    expect(policy.camera).toBe("(self)");
    for (const feature of ["geolocation", "microphone", "payment", "usb", "serial", "hid", "display-capture"]) {
      expect(policy[feature], feature).toBe("()");
    }
    const allowed = Object.entries(policy).filter(([, allowlist]) => allowlist !== "()");
    expect(allowed.map(([feature]) => feature).sort()).toEqual(["autoplay", "camera", "fullscreen"]);
    expect(allowed.every(([, allowlist]) => allowlist === "(self)")).toBe(true);
  });
});

describe("API headers", () => {
  it("allow no browser feature at all, and no framing", () => {
    const api = apiHeaders();
    const policy = features(api["permissions-policy"]);
    expect(Object.keys(policy)).toEqual(
      expect.arrayContaining(Object.keys(features(pageHeaders()["permissions-policy"]))),
    );
    expect(Object.values(policy).every((allowlist) => allowlist === "()")).toBe(true);
    expect(api["x-frame-options"]).toBe("DENY");
    expect(api["cache-control"]).toBe("no-store");
  });
});

describe("on the wire", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("sends the page set on pages and the API set on API answers", async () => {
    const page = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["permissions-policy"]).toContain("camera=(self)");
    expect(page.headers["permissions-policy"]).toContain("geolocation=()");
    const api = await t.app.inject({ method: "GET", url: "/api/v1/partners/nope" });
    expect(api.headers["x-frame-options"]).toBe("DENY");
    expect(api.headers["permissions-policy"]).toContain("camera=()");
    expect(api.headers["permissions-policy"]).not.toContain("(self)");
  });

  it("serves a real robots.txt: text, the public pages allowed, the API, mailbox and app not", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = res.body.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /sign-in$",
        "Disallow: /api/",
        "Disallow: /dev/",
        "Disallow: /",
      ]),
    );
    expect(res.body).not.toContain("<html");
  });
});
