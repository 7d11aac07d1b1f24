import net from "node:net";

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** Whether an address is this machine's loopback: 127.0.0.0/8, ::1, or 127.x written as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const family = net.isIP(address);
  if (family === 4) return LOOPBACK.check(address, "ipv4");
  if (family === 6) return LOOPBACK.check(address, "ipv6");
  return false;
}

/** Whether a Host header names this machine (localhost, *.localhost, a loopback address), with or without a port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return true;
  return isLoopbackAddress(hostname.replace(/^\[(.*)\]$/, "$1"));
}

/**
 * A header through which a proxy says it passed the request on, or a client claims another address:
 * `Forwarded`, `X-Forwarded-*` of any suffix, `X-Original-Forwarded-For`, `Forwarded-For`, `Via`,
 * `X-Real-IP`, `True-Client-IP`, `CF-Connecting-IP`, `X-Client-IP`, `Fastly-Client-IP`, `X-Cluster-Client-IP`,
 * `X-Originating-IP`, `X-Remote-Addr`, `X-ProxyUser-IP`, `X-Envoy-External-Address`, … A rule over the name
 * rather than a list, so that the next vendor's header is caught too; no header a browser sends on its own
 * matches it.
 */
const FORWARDING_HEADER =
  /forward|(^|-)via$|client|real-?ip|connecting|originating|remote|proxy|cluster|(^|-)ip(v[46])?$|(^|-)addr(ess)?$/;

/** Whether a request carries any header of a proxy passing it on, or of a client naming another address. */
export function hasForwardingHeader(headers: Record<string, unknown>): boolean {
  return Object.keys(headers).some((name) => FORWARDING_HEADER.test(name.toLowerCase()));
}

export interface ClientFacts {
  /** The TCP peer's address (the socket's, never one a header claims). */
  remoteAddress: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  /** TRUST_PROXY: a proxy stands in front, so the socket's address is the proxy's, not the person's. */
  trustProxy: boolean;
}

/**
 * Whether a request comes from someone sitting at this machine (decision 057), from the socket alone: the
 * connection comes from a loopback address; no proxy is configured in front (TRUST_PROXY: then every request
 * arrives from the proxy, and a proxy on this machine connects from loopback for any client on the internet);
 * the request carries no forwarding header of any kind; and its Host names this machine (a web page on another
 * site whose name was pointed at 127.0.0.1, DNS rebinding, sends its own name).
 */
export function isLocalClient({ remoteAddress, headers, trustProxy }: ClientFacts): boolean {
  if (trustProxy) return false;
  if (!isLoopbackAddress(remoteAddress)) return false;
  if (hasForwardingHeader(headers)) return false;
  const host = headers.host;
  return isLoopbackHost(Array.isArray(host) ? host[0] : host);
}
