import { describe, expect, it } from "vitest";
import { outboundUrlProblem } from "./url-rule.ts";

describe("outboundUrlProblem", () => {
  it("accepts https, and http only when allowed", () => {
    expect(outboundUrlProblem("https://crm.example.test/api?q=1", false)).toBeNull();
    expect(outboundUrlProblem("HTTPS://[2001:db8::1]:8443/x", false)).toBeNull();
    expect(outboundUrlProblem("http://crm.example.test/api", false)).toBe("httpsRequired");
    expect(outboundUrlProblem("http://crm.example.test/api", true)).toBeNull();
  });

  it("refuses credentials in the address, whichever part is given", () => {
    for (const url of [
      "https://u:p@crm.example.test/",
      "https://u@crm.example.test/",
      "https://:p@crm.example.test/",
    ]) {
      expect(outboundUrlProblem(url, true), url).toBe("credentials");
    }
  });

  it("refuses what is not an absolute http(s) URL", () => {
    for (const url of [
      "crm.example.test/api",
      "/api",
      "ftp://crm.example.test/",
      "file:///etc/passwd",
      "gopher://x/",
      "javascript:alert(1)",
      "https://",
      "",
    ]) {
      expect(outboundUrlProblem(url, true), url).toBe("invalid");
    }
  });
});
