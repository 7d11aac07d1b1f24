import { describe, expect, it } from "vitest";
import { hasForwardingHeader, isLocalClient, isLoopbackAddress, isLoopbackHost } from "./local-client.ts";

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
  const local = { remoteAddress: "127.0.0.1", headers: { host: "localhost:3000" }, trustProxy: false };

  it("is a loopback connection naming this machine", () => {
    expect(isLocalClient(local)).toBe(true);
    expect(
      isLocalClient({ remoteAddress: "::ffff:127.0.0.1", headers: { host: "127.0.0.1:3000" }, trustProxy: false }),
    ).toBe(true);
  });

  it("is not a connection from another machine, whatever its headers say", () => {
    expect(isLocalClient({ ...local, remoteAddress: "10.1.2.3" })).toBe(false);
    expect(isLocalClient({ ...local, remoteAddress: undefined })).toBe(false);
  });

  it("is not a request a proxy passed on, even from loopback", () => {
    for (const header of FORWARDING) {
      expect(isLocalClient({ ...local, headers: { ...local.headers, [header]: "127.0.0.1" } }), header).toBe(false);
    }
  });

  it("is nobody when a proxy is trusted: the socket's address is then the proxy's", () => {
    expect(isLocalClient({ ...local, trustProxy: true })).toBe(false);
  });

  it("is not a page of another site whose name points at 127.0.0.1 (DNS rebinding)", () => {
    expect(isLocalClient({ ...local, headers: { host: "rebind.evil.test:3000" } })).toBe(false);
    expect(isLocalClient({ ...local, headers: {} })).toBe(false);
  });
});

/** Headers of proxies, CDNs and load balancers, in the spellings they use. */
const FORWARDING = [
  "forwarded",
  "forwarded-for",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-forwarded-server",
  "x-forwarded-prefix",
  "x-forwarded-client-cert",
  "x-original-forwarded-for",
  "via",
  "x-real-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "cf-connecting-ipv6",
  "x-client-ip",
  "fastly-client-ip",
  "x-cluster-client-ip",
  "x-originating-ip",
  "x-remote-ip",
  "x-remote-addr",
  "x-proxyuser-ip",
  "x-envoy-external-address",
  "x-appengine-user-ip",
  "X-Forwarded-For",
  "True-Client-IP",
];

describe("hasForwardingHeader", () => {
  it.each(FORWARDING)("finds %s", (header) => {
    expect(hasForwardingHeader({ host: "localhost", [header]: "127.0.0.1" })).toBe(true);
  });

  it("finds none among the headers a browser sends on its own", () => {
    const browser = {
      host: "localhost:3000",
      connection: "keep-alive",
      "user-agent": "Mozilla/5.0",
      accept: "text/html",
      "accept-language": "en-US",
      "accept-encoding": "gzip, br",
      "cache-control": "max-age=0",
      pragma: "no-cache",
      cookie: "a=b",
      referer: "http://localhost:3000/",
      origin: "http://localhost:3000",
      authorization: "Bearer x",
      "content-type": "application/json",
      "content-length": "2",
      "if-none-match": '"x"',
      "if-modified-since": "Sat, 28 Nov 2026 12:00:00 GMT",
      "sec-ch-ua": '"Chromium";v="130"',
      "sec-ch-ua-mobile": "?0",
      "sec-ch-ua-platform": '"Linux"',
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "navigate",
      "sec-fetch-user": "?1",
      "sec-fetch-dest": "document",
      "upgrade-insecure-requests": "1",
      "x-request-id": "abc",
      dnt: "1",
      priority: "u=0, i",
      range: "bytes=0-",
      te: "trailers",
    };
    expect(hasForwardingHeader(browser)).toBe(false);
  });
});
