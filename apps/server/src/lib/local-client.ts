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

/** Headers a proxy adds to say it passed the request on from someone else. */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip", "via"] as const;

export interface ClientFacts {
  /** The TCP peer's address (the socket's, never one a header claims). */
  remoteAddress: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Whether a request comes from someone sitting at this machine: the connection comes from a loopback
 * address, it was not passed on by a proxy (a proxy on this machine connects from loopback for any
 * client on the internet), and its Host names this machine (a web page on another site whose name was
 * pointed at 127.0.0.1, DNS rebinding, sends its own name).
 */
export function isLocalClient({ remoteAddress, headers }: ClientFacts): boolean {
  if (!isLoopbackAddress(remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((name) => headers[name] !== undefined)) return false;
  const host = headers.host;
  return isLoopbackHost(Array.isArray(host) ? host[0] : host);
}
