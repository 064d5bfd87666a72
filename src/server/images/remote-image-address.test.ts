import { describe, expect, it } from 'vitest';
import { isPublicAddress, parseAllowedHosts, readUrlHost } from './remote-image-address';
import { fetchRemoteImage } from './remote-image-fetch';

describe('isPublicAddress', () => {
  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['IPv4 loopback, anywhere in 127/8', '127.8.9.10'],
    ['IPv4 private 10/8', '10.0.0.1'],
    ['IPv4 private 172.16/12', '172.16.0.1'],
    ['IPv4 private 172.16/12, top', '172.31.255.254'],
    ['IPv4 private 192.168/16', '192.168.1.1'],
    ['IPv4 link-local (cloud metadata)', '169.254.169.254'],
    ['IPv4 carrier-grade NAT', '100.64.0.1'],
    ['IPv4 unspecified', '0.0.0.0'],
    ['IPv4 "this network"', '0.1.2.3'],
    ['IPv4 multicast', '224.0.0.1'],
    ['IPv4 broadcast', '255.255.255.255'],
    ['IPv4 reserved 240/4', '240.0.0.1'],
    ['IPv4 documentation', '192.0.2.1'],
    ['IPv4 benchmarking', '198.18.0.1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 loopback', '::1'],
    ['IPv6 loopback, long form', '0:0:0:0:0:0:0:1'],
    ['IPv6 unique-local fc00::/7', 'fc00::1'],
    ['IPv6 unique-local fd00::/8', 'fd12:3456::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local with a zone', 'fe80::1%eth0'],
    ['IPv6 site-local (deprecated)', 'fec0::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv6 discard prefix', '100::1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-mapped loopback (hex)', '::ffff:7f00:1'],
    ['IPv4-mapped loopback (dotted)', '::ffff:127.0.0.1'],
    ['IPv4-compatible loopback', '::7f00:1'],
    ['IPv4-compatible loopback (dotted)', '::127.0.0.1'],
    ['IPv4-compatible public (deprecated form)', '::808:808'],
    ['IPv4-translated loopback', '::ffff:0:7f00:1'],
    ['IPv4-translated private', '::ffff:0:10.0.0.1'],
    ['NAT64 well-known prefix, private', '64:ff9b::a00:1'],
    ['NAT64 well-known prefix, loopback', '64:ff9b::7f00:1'],
    ['NAT64 well-known prefix, metadata service', '64:ff9b::169.254.169.254'],
    ['NAT64 local-use prefix, loopback', '64:ff9b:1::7f00:1'],
    ['NAT64 local-use prefix, any', '64:ff9b:1:808:8::'],
    ['Teredo, client 127.0.0.1 obfuscated', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
    ['Teredo, server private', '2001:0:a00:1:8000:63bf:f7f7:f7f7'],
    ['6to4 with a private IPv4', '2002:a00:1::1'],
    ['6to4 with loopback', '2002:7f00:1::1'],
    ['not an IP', 'not-an-ip'],
    ['an IPv4 form only ipaddr.js reads', '0x7f.1'],
    ['an empty string', ''],
  ])('says %s (%s) is not public', (_form, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['IPv4 public', '8.8.8.8'],
    ['IPv4 public', '1.1.1.1'],
    ['IPv4 just past 172.16/12', '172.32.0.1'],
    ['IPv4 just past CGNAT', '100.128.0.1'],
    ['IPv6 global unicast', '2606:4700:4700::1111'],
    ['IPv4-mapped public', '::ffff:8.8.8.8'],
    ['NAT64 well-known prefix, public', '64:ff9b::808:808'],
    ['6to4 with a public IPv4', '2002:808:808::1'],
    ['Teredo, public server and client', '2001:0:4136:e378:8000:63bf:f7f7:f7f7'],
  ])('says %s (%s) is public', (_form, address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('remote image downloads to embedded loopback forms', () => {
  const limits = {
    allowedHosts: new Set<string>(),
    maxBytes: 1024,
    timeoutMs: 2000,
    maxRedirects: 0,
  };

  it.each(['::7f00:1', '::ffff:0:7f00:1', '64:ff9b:1::7f00:1', '::ffff:127.0.0.1'])(
    'refuses http://[%s]/ before connecting',
    async (address) => {
      const result = await fetchRemoteImage(new URL(`http://[${address}]/card.png`), limits);

      expect(result).toMatchObject({
        ok: false,
        detail: 'la dirección del servidor no es pública',
      });
    },
  );
});

describe('host helpers', () => {
  it('reads an IPv6 URL host without brackets, in lower case', () => {
    expect(readUrlHost(new URL('http://[::FFFF:7F00:1]/x'))).toBe('::ffff:7f00:1');
  });

  it('reads the allow-list of hosts, trimmed and without brackets', () => {
    expect([...parseAllowedHosts(' Cartas.example , [::1],, ')]).toEqual(['cartas.example', '::1']);
  });
});
