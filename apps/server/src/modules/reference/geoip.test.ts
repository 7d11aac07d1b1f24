import { describe, expect, it } from "vitest";
import { countryCodeOf, isNonPublicAddress, lookupCountry } from "./geoip.ts";

const dev = { NODE_ENV: "development", TRUST_PROXY: false } as const;
const prodBehindProxy = { NODE_ENV: "production", TRUST_PROXY: true } as const;
const prodDirect = { NODE_ENV: "production", TRUST_PROXY: false } as const;
const request = (ip: string, headers: Record<string, string | string[]> = {}) => ({ ip, headers });

describe("lookupCountry", () => {
  it("finds the country of public IPv4 and IPv6 addresses offline", () => {
    expect(lookupCountry("114.114.114.114")).toBe("CN");
    expect(lookupCountry("223.5.5.5")).toBe("CN");
    expect(lookupCountry("2400:3200::1")).toBe("CN");
    expect(lookupCountry("::ffff:114.114.114.114")).toBe("CN");
    expect(lookupCountry("81.2.69.142")).toBe("GB");
  });

  it("gives no country for loopback, private, link-local and invalid addresses", () => {
    for (const ip of ["127.0.0.1", "::1", "::", "10.0.0.1", "172.20.1.1", "192.168.1.1", "169.254.1.1", "fd00::1"]) {
      expect(lookupCountry(ip)).toBeNull();
    }
    expect(lookupCountry("not-an-ip")).toBeNull();
    expect(lookupCountry("")).toBeNull();
  });
});

describe("isNonPublicAddress", () => {
  it("tells private ranges from public ones at their edges", () => {
    expect(isNonPublicAddress("172.15.255.255")).toBe(false);
    expect(isNonPublicAddress("172.16.0.0")).toBe(true);
    expect(isNonPublicAddress("172.31.255.255")).toBe(true);
    expect(isNonPublicAddress("172.32.0.0")).toBe(false);
    expect(isNonPublicAddress("::ffff:127.0.0.1")).toBe(true);
    expect(isNonPublicAddress("fe80::1")).toBe(true);
    expect(isNonPublicAddress("2001:4860:4860::8888")).toBe(false);
  });
});

describe("countryCodeOf", () => {
  it("honours x-debug-country outside production, upper-cased, and ignores it in production", () => {
    expect(countryCodeOf(request("8.8.8.8", { "x-debug-country": "cn" }), dev)).toBe("CN");
    expect(countryCodeOf(request("8.8.8.8", { "x-debug-country": "" }), dev)).toBeNull();
    expect(countryCodeOf(request("8.8.8.8", { "x-debug-country": "CN" }), prodDirect)).toBe("US");
  });

  it("takes cf-ipcountry, then x-country-code, only from a trusted proxy", () => {
    expect(countryCodeOf(request("10.0.0.1", { "cf-ipcountry": "sg" }), prodBehindProxy)).toBe("SG");
    expect(countryCodeOf(request("10.0.0.1", { "x-country-code": "DE" }), prodBehindProxy)).toBe("DE");
    expect(countryCodeOf(request("10.0.0.1", { "cf-ipcountry": "SG", "x-country-code": "DE" }), prodBehindProxy)).toBe(
      "SG",
    );
    expect(countryCodeOf(request("10.0.0.1", { "cf-ipcountry": "SG" }), prodDirect)).toBeNull();
  });

  it("falls back to the address when the proxy knows no country", () => {
    expect(countryCodeOf(request("114.114.114.114", { "cf-ipcountry": "XX" }), prodBehindProxy)).toBe("CN");
    expect(countryCodeOf(request("114.114.114.114", { "cf-ipcountry": "T1" }), prodBehindProxy)).toBe("CN");
    expect(countryCodeOf(request("127.0.0.1", { "cf-ipcountry": "nonsense" }), prodBehindProxy)).toBeNull();
  });
});
