import { describe, expect, it } from "vitest";
import { isLocalClient, isLoopbackAddress, isLoopbackHost } from "./local-client.ts";

describe("isLoopbackAddress", () => {
  it("accepts 127.0.0.0/8, ::1 and IPv4-mapped 127.x", () => {
    for (const a of [
      "127.0.0.1",
      "127.1.2.3",
      "127.255.255.254",
      "::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "0:0:0:0:0:0:0:1",
    ]) {
      expect(isLoopbackAddress(a), a).toBe(true);
    }
  });

  it("refuses every other address and anything that is not one", () => {
    for (const a of [
      "10.1.2.3",
      "192.168.1.10",
      "128.0.0.1",
      "0.0.0.0",
      "::",
      "::2",
      "::ffff:10.1.2.3",
      "fe80::1",
      "2001:db8::1",
      "localhost",
      "127.0.0.1.evil.test",
      "",
      undefined,
    ]) {
      expect(isLoopbackAddress(a), String(a)).toBe(false);
    }
  });
});

describe("isLoopbackHost", () => {
  it("accepts this machine's names, with or without a port", () => {
    for (const h of ["localhost", "localhost:3000", "app.localhost:5173", "127.0.0.1:3000", "[::1]:3000", "[::1]"]) {
      expect(isLoopbackHost(h), h).toBe(true);
    }
  });

  it("refuses other names, including ones that only start like a loopback name", () => {
    for (const h of [
      "quad.test",
      "evil.test:3000",
      "localhost.evil.test",
      "127.0.0.1.nip.io",
      "10.1.2.3:3000",
      "",
      "a b",
    ]) {
      expect(isLoopbackHost(h), h).toBe(false);
    }
    expect(isLoopbackHost(undefined)).toBe(false);
  });
});

describe("isLocalClient", () => {
  const local = { remoteAddress: "127.0.0.1", headers: { host: "localhost:3000" } };

  it("is a loopback connection naming this machine", () => {
    expect(isLocalClient(local)).toBe(true);
    expect(isLocalClient({ remoteAddress: "::ffff:127.0.0.1", headers: { host: "127.0.0.1:3000" } })).toBe(true);
  });

  it("is not a connection from another machine, whatever its headers say", () => {
    expect(isLocalClient({ ...local, remoteAddress: "10.1.2.3" })).toBe(false);
    expect(isLocalClient({ remoteAddress: undefined, headers: local.headers })).toBe(false);
  });

  it("is not a request a proxy passed on, even from loopback", () => {
    for (const header of ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip", "via"]) {
      expect(isLocalClient({ ...local, headers: { ...local.headers, [header]: "127.0.0.1" } }), header).toBe(false);
    }
  });

  it("is not a page of another site whose name points at 127.0.0.1 (DNS rebinding)", () => {
    expect(isLocalClient({ ...local, headers: { host: "rebind.evil.test:3000" } })).toBe(false);
    expect(isLocalClient({ ...local, headers: {} })).toBe(false);
  });
});
