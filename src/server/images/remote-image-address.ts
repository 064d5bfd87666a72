import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/** IPv6 forms that carry an IPv4 address inside them; ipaddr.js has no name for the first. */
const IPV4_COMPATIBLE: [IPv6, number] = [ipaddr.IPv6.parse('::'), 96];
const NAT64_LOCAL_USE: [IPv6, number] = [ipaddr.IPv6.parse('64:ff9b:1::'), 48];

/** The IPv4 address held by the 32 bits starting at IPv6 part `index` (two 16-bit parts). */
function readEmbeddedIPv4(address: IPv6, index: number, mask = 0): IPv4 {
  const high = (address.parts[index] ?? 0) ^ mask;
  const low = (address.parts[index + 1] ?? 0) ^ mask;
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function isPublicIPv4(address: IPv4): boolean {
  return address.range() === 'unicast';
}

/**
 * An IPv6 address is public only when ipaddr.js calls it plain unicast, or when it is a
 * translation form whose embedded IPv4 addresses are all public: the kernel or a relay would
 * otherwise carry the request to the embedded (possibly private) IPv4 host.
 */
function isPublicIPv6(address: IPv6): boolean {
  // Deprecated IPv4-compatible (::7f00:1) and NAT64 local-use (RFC 8215) never leave a site.
  if (address.match(IPV4_COMPATIBLE) || address.match(NAT64_LOCAL_USE)) return false;
  switch (address.range()) {
    case 'unicast':
      return true;
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d (IPv4-translated)
    case 'rfc6052': // 64:ff9b::a.b.c.d (NAT64 well-known prefix)
      return isPublicIPv4(readEmbeddedIPv4(address, 6));
    case '6to4': // 2002:AABB:CCDD::/48
      return isPublicIPv4(readEmbeddedIPv4(address, 1));
    case 'teredo': // 2001:0:server:server:flags:port:~client:~client
      return (
        isPublicIPv4(readEmbeddedIPv4(address, 2)) &&
        isPublicIPv4(readEmbeddedIPv4(address, 6, 0xffff))
      );
    default:
      return false;
  }
}

/**
 * Whether an IP address belongs to the public internet, so a remote image may come from it:
 * loopback, private, link-local (169.254.169.254 is the cloud metadata service), CGNAT, unique
 * local, multicast, unspecified, broadcast, reserved and documentation ranges are not, and neither
 * is any IPv6 form that embeds such an IPv4 address. Anything that is not an IP is not public.
 */
export function isPublicAddress(address: string): boolean {
  // Node's own parser decides what an IP is: it is what `connect` would accept from DNS.
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.parse(address);
  return parsed instanceof ipaddr.IPv4 ? isPublicIPv4(parsed) : isPublicIPv6(parsed);
}

/** The host of a URL as DNS and IP parsing expect it: lower case, IPv6 without brackets. */
export function readUrlHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/u, '$1').toLowerCase();
}

/** AI_IMAGE_HOSTS: host names or IPs, comma-separated, compared case-insensitively. */
export function parseAllowedHosts(list: string | undefined): ReadonlySet<string> {
  const hosts = (list ?? '')
    .split(',')
    .map((host) =>
      host
        .trim()
        .replace(/^\[(.*)\]$/u, '$1')
        .toLowerCase(),
    )
    .filter((host) => host !== '');
  return new Set(hosts);
}
