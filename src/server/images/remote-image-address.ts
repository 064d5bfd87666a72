import { BlockList, isIP } from 'node:net';

/**
 * Address ranges a remote image may never come from: this machine, private networks, link-local
 * (169.254.169.254 is the cloud metadata service), CGNAT, multicast, unspecified, reserved and
 * documentation ranges, and IPv6 prefixes that embed an IPv4 address. Node's BlockList also
 * matches IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) against the IPv4 ranges.
 */
const NON_PUBLIC_RANGES: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const nonPublic = new BlockList();
for (const [network, prefix, family] of NON_PUBLIC_RANGES) {
  nonPublic.addSubnet(network, prefix, family);
}

/** Whether an IP address belongs to the public internet; anything that is not an IP is not. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return !nonPublic.check(address, version === 4 ? 'ipv4' : 'ipv6');
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
