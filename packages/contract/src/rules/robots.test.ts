import { describe, expect, it } from "vitest";
import { INDEXABLE_PAGES, robotsTxt } from "./robots.ts";

/**
 * Google's reading of robots.txt (RFC 9309): the longest matching rule wins, Allow on a tie; `$` anchors
 * the end and `*` matches anything.
 */
function allowed(robots: string, path: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const line of robots.split("\n")) {
    const rule = /^(Allow|Disallow):\s*(\S+)$/i.exec(line);
    if (!rule?.[1] || !rule[2]) continue;
    const pattern = rule[2];
    const re = new RegExp(
      `^${pattern
        .replace(/[.+?^{}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*")
        .replace(/\\?\$$/, "$")}`,
    );
    if (!re.test(path)) continue;
    const allow = rule[1].toLowerCase() === "allow";
    if (pattern.length > best.length || (pattern.length === best.length && allow)) {
      best = { length: pattern.length, allow };
    }
  }
  return best.allow;
}

describe("robots.txt", () => {
  const robots = robotsTxt();

  it("is addressed to every crawler", () => {
    expect(robots.split("\n")[1]).toBe("User-agent: *");
    expect(robots.endsWith("\n")).toBe(true);
  });

  it("lets crawlers read the public pages", () => {
    for (const page of INDEXABLE_PAGES) expect(allowed(robots, page), page).toBe(true);
  });

  it("keeps them out of the API, the dev mailbox, the signed-in app and mailed links", () => {
    for (const path of [
      "/api/v1/partners/sessions",
      "/api/docs",
      "/dev/mailbox",
      "/dashboard",
      "/events/check-in",
      "/team",
      "/settings",
      "/schools/12",
      "/reset-password?reset_password_token=abc",
      "/email-validated",
      "/cancel-event?token=abc",
      "/sign-in?redirect_to=/team",
      "/sign-in/anything",
      "/metrics",
    ]) {
      expect(allowed(robots, path), path).toBe(false);
    }
  });

  it("reads rules the way crawlers do (the reader of these tests)", () => {
    const sample = "User-agent: *\nAllow: /a$\nDisallow: /\nAllow: /b/\n";
    expect(allowed(sample, "/a")).toBe(true);
    expect(allowed(sample, "/a/x")).toBe(false);
    expect(allowed(sample, "/b/x")).toBe(true);
    expect(allowed(sample, "/c")).toBe(false);
  });
});
