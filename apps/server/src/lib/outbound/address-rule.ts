import net from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Which addresses Quad may connect to on a user's behalf (decision 057). Only public unicast: ipaddr.js names
 * every special range (loopback, RFC 1918, link-local and the cloud metadata address, carrier-grade NAT,
 * multicast, broadcast, unspecified, reserved and documentation ranges, IPv6 unique-local and link-local,
 * IPv4-mapped, NAT64, 6to4, Teredo, …) and any of them is refused; IPv6 must moreover be global unicast
 * (2000::/3), which also refuses the IPv4-compatible form (::a.b.c.d) and the deprecated site-local range.
 */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/** An IP address in ipaddr.js's canonical text ("127.0.0.1", "::1"), or null when the text is not one. */
export function canonicalAddress(text: string): string | null {
  const bare = text.replace(/^\[(.*)\]$/, "$1");
  return ipaddr.isValid(bare) ? ipaddr.parse(bare).toString() : null;
}

/** Whether an address is public unicast. Anything that is not an IP address (a name, "") is not. */
export function isPublicAddress(text: string): boolean {
  const canonical = canonicalAddress(text);
  if (canonical === null) return false;
  const ip = ipaddr.parse(canonical);
  if (ip.kind() === "ipv6" && !(ip as ipaddr.IPv6).match(GLOBAL_UNICAST_V6)) return false;
  return ip.range() === "unicast";
}

/**
 * The rule the guarded client applies to every address it is about to connect to: public, or one of the
 * addresses the operator allowed (OUTBOUND_ALLOW_ADDRESSES, canonical texts; exact addresses, no ranges).
 */
export function isAllowedAddress(text: string, allowed: ReadonlySet<string>): boolean {
  if (isPublicAddress(text)) return true;
  if (allowed.size === 0 || net.isIP(text.replace(/^\[(.*)\]$/, "$1")) === 0) return false;
  const canonical = canonicalAddress(text);
  return canonical !== null && allowed.has(canonical);
}
