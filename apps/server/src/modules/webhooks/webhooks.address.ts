// Where a webhook may go (SSRF, decision 189): a public address only. Checked when an endpoint is subscribed and again
// at each delivery after DNS resolution; the delivery connects to the address checked (no second lookup, no redirect).
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], ['198.51.100.0', 24], ['203.0.113.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], ['64:ff9b:1::', 48], // NAT64: an IPv4 address inside
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) blocked.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:127.0.0.1, ::ffff:7f00:1), else the address itself. */
function unmapped(address: string): string {
  const lower = address.toLowerCase();
  const m = /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:(.+)$/.exec(lower.startsWith('::') ? lower.slice(2) : lower);
  if (!m || !lower.includes('ffff:')) return address;
  const tail = m[1]!;
  if (isIP(tail) === 4) return tail;
  const parts = tail.split(':');
  if (parts.length !== 2) return address;
  const [hi, lo] = parts.map((p) => parseInt(p, 16)) as [number, number];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** Whether an IP address is public: not loopback, private, link-local, CGNAT, multicast, unspecified or reserved. */
export function isPublicAddress(address: string): boolean {
  const a = unmapped(address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  const family = isIP(a);
  if (family === 0) return false;
  return !blocked.check(a, family === 4 ? 'ipv4' : 'ipv6');
}

export interface ResolvedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export class RefusedTarget extends Error {}

/**
 * The URL's host resolved and checked: every address it resolves to must be public (unless `allowPrivate`), and the
 * first is the one to connect to. Throws RefusedTarget saying why.
 */
export async function resolveTarget(raw: string, opts: { allowPrivate: boolean; requireHttps: boolean }): Promise<ResolvedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedTarget('must be a URL such as https://example.com/hooks');
  }
  if (url.protocol !== 'https:' && (opts.requireHttps || url.protocol !== 'http:')) throw new RefusedTarget('must start with https://');
  if (url.username || url.password) throw new RefusedTarget('must not carry a user name or password');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new RefusedTarget(`does not resolve: no address for ${host}`);
    }
  }
  if (!addresses.length) throw new RefusedTarget(`does not resolve: no address for ${host}`);
  if (!opts.allowPrivate) {
    const inner = addresses.find((a) => !isPublicAddress(a.address));
    if (inner) throw new RefusedTarget(`must reach a public address: ${host} is ${inner.address}, a loopback, private or reserved one`);
  }
  const first = addresses[0]!;
  return { url, address: unmapped(first.address), family: isIP(unmapped(first.address)) === 4 ? 4 : 6 };
}
