import { describe, expect, it } from "vitest";
import { canonicalAddress, isAllowedAddress, isPublicAddress } from "./address-rule.ts";

// A pure rule over literal addresses: nothing here connects anywhere.

describe("isPublicAddress", () => {
  it.each([
    // loopback, in every way 127/8 can be written
    ["127.0.0.1"],
    ["127.255.255.254"],
    ["127.1"],
    ["127.0.1"],
    ["2130706433"],
    ["0x7f000001"],
    ["0x7f.1"],
    ["0177.0.0.1"],
    // RFC 1918
    ["10.0.0.1"],
    ["10.255.255.255"],
    ["172.16.0.1"],
    ["172.31.255.254"],
    ["192.168.0.1"],
    ["192.168.255.255"],
    // link-local and the cloud metadata address
    ["169.254.169.254"],
    ["169.254.0.1"],
    // carrier-grade NAT
    ["100.64.0.1"],
    ["100.127.255.254"],
    // unspecified, "this network", broadcast, multicast, reserved, documentation, benchmarking
    ["0.0.0.0"],
    ["0.1.2.3"],
    ["255.255.255.255"],
    ["224.0.0.1"],
    ["239.255.255.250"],
    ["240.0.0.1"],
    ["192.0.0.8"],
    ["192.0.2.1"],
    ["198.18.0.1"],
    ["198.51.100.7"],
    ["203.0.113.9"],
    ["192.88.99.1"],
    // IPv6: unspecified, loopback, unique-local, link-local, site-local, multicast
    ["::"],
    ["::1"],
    ["0:0:0:0:0:0:0:1"],
    ["[::1]"],
    ["fc00::1"],
    ["fd12:3456:789a::1"],
    ["fe80::1"],
    ["febf::1"],
    ["fec0::1"],
    ["ff02::1"],
    // IPv4-mapped, -compatible and -translated forms of private addresses
    ["::ffff:10.0.0.1"],
    ["::ffff:127.0.0.1"],
    ["::ffff:7f00:1"],
    ["::ffff:169.254.169.254"],
    ["::127.0.0.1"],
    ["::7f00:1"],
    ["::ffff:0:a00:1"],
    // NAT64 (well-known and local-use), 6to4, Teredo, documentation
    ["64:ff9b::a00:1"],
    ["64:ff9b::7f00:1"],
    ["64:ff9b:1::a00:1"],
    ["2002:7f00:1::1"],
    ["2002:a00:1::"],
    ["2001::1"],
    ["2001:db8::1"],
    // not addresses at all
    ["localhost"],
    ["127.0.0.1.nip.io"],
    [""],
    ["1.2.3.4.5"],
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ["93.184.215.14"],
    ["8.8.8.8"],
    ["1.1.1.1"],
    ["172.32.0.1"],
    ["100.128.0.1"],
    ["169.253.255.255"],
    ["11.0.0.1"],
    ["2606:4700:4700::1111"],
    ["2a00:1450:4001::200e"],
  ])("accepts the public address %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("isAllowedAddress", () => {
  const allowed = new Set(["127.0.0.1", "::1"]);

  it("lets the operator's exact addresses through, in any spelling, and nothing around them", () => {
    expect(isAllowedAddress("127.0.0.1", allowed)).toBe(true);
    expect(isAllowedAddress("0:0:0:0:0:0:0:1", allowed)).toBe(true);
    expect(isAllowedAddress("[::1]", allowed)).toBe(true);
    expect(isAllowedAddress("127.0.0.2", allowed)).toBe(false);
    expect(isAllowedAddress("10.0.0.1", allowed)).toBe(false);
    expect(isAllowedAddress("169.254.169.254", allowed)).toBe(false);
  });

  it("never treats a name or a shorthand as an allowed address (only what a resolver or a URL produces)", () => {
    expect(isAllowedAddress("localhost", allowed)).toBe(false);
    expect(isAllowedAddress("127.1", allowed)).toBe(false);
    expect(isAllowedAddress("2130706433", allowed)).toBe(false);
  });

  it("with nothing allowed, is the public rule", () => {
    expect(isAllowedAddress("127.0.0.1", new Set())).toBe(false);
    expect(isAllowedAddress("8.8.8.8", new Set())).toBe(true);
  });
});

describe("canonicalAddress", () => {
  it("writes an address the way the allow-list stores it", () => {
    expect(canonicalAddress("0:0:0:0:0:0:0:1")).toBe("::1");
    expect(canonicalAddress("[::1]")).toBe("::1");
    expect(canonicalAddress("10.1.2.3")).toBe("10.1.2.3");
    expect(canonicalAddress("crm.example.test")).toBeNull();
  });
});
