import { createRequire } from "node:module";
import { BlockList, isIP } from "node:net";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";

/**
 * The visitor's country (spec 1: the initial locale and the Google button depend on it).
 * Looked up offline in the GeoLite2 country database bundled with the geoip-country package.
 */
interface GeoipCountry {
  lookup(ip: string): { country?: string } | null;
}

const require = createRequire(import.meta.url);
let geoip: GeoipCountry | undefined;

/** Loaded on first use: reading the database takes a few tens of milliseconds. */
function database(): GeoipCountry {
  geoip ??= require("geoip-country") as GeoipCountry;
  return geoip;
}

const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 127], // :: and ::1
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, "ipv6");
}

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** True for loopback, private, link-local and unspecified addresses (they have no country). */
export function isNonPublicAddress(ip: string): boolean {
  const v4 = MAPPED_V4.exec(ip)?.[1];
  const address = v4 ?? ip;
  const family = isIP(address);
  if (family === 0) return true;
  return NOT_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Alpha-2 country code of a public address, or null (private, unknown or invalid). */
export function lookupCountry(ip: string): string | null {
  if (isNonPublicAddress(ip)) return null;
  return database().lookup(ip)?.country ?? null;
}

/** A two-letter code from a header; "XX" (unknown) and "T1" (Tor) as Cloudflare sends them are no country. */
function headerCode(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  const code = raw?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code) || code === "XX") return null;
  return code;
}

type CountryConfig = Pick<Config, "TRUST_PROXY" | "NODE_ENV">;

/**
 * The visitor's country code:
 * 1. outside production, an `x-debug-country` header (tests and journeys simulate a CN visitor);
 * 2. behind a trusted proxy, its `cf-ipcountry` or `x-country-code` header;
 * 3. else the request address in the bundled database (loopback and private give null).
 */
export function countryCodeOf(request: Pick<FastifyRequest, "headers" | "ip">, config: CountryConfig): string | null {
  if (config.NODE_ENV !== "production" && request.headers["x-debug-country"] !== undefined) {
    return headerCode(request.headers["x-debug-country"]);
  }
  if (config.TRUST_PROXY) {
    const fromProxy = headerCode(request.headers["cf-ipcountry"]) ?? headerCode(request.headers["x-country-code"]);
    if (fromProxy) return fromProxy;
  }
  return lookupCountry(request.ip);
}
