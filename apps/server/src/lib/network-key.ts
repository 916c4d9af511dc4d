// A writer's network as the review-bomb guard keeps it (decision 173): a keyed hash of the /24 (IPv4) or /64 (IPv6)
// prefix, never the address; null for loopback and private addresses, which say nothing about who wrote.
import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';

function prefixOf(ip: string): string | null {
  const v4 = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number) as [number, number];
    if (a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)) return null;
    return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  }
  if (isIP(ip) === 6) {
    const lower = ip.toLowerCase();
    if (lower === '::1' || lower.startsWith('fe80:') || lower.startsWith('fc') || lower.startsWith('fd')) return null;
    // Expand "::" so that the first four groups are the /64 however the address is written.
    const [head = '', tail = ''] = lower.split('::');
    const h = head ? head.split(':') : [];
    const t = lower.includes('::') ? (tail ? tail.split(':') : []) : [];
    const groups = lower.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h;
    return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
  }
  return null;
}

/** The key stored with a review or rating: 24 hex characters of HMAC-SHA256(secret, prefix). */
export function networkKeyOf(ip: string | undefined, secret: string): string | null {
  const prefix = ip ? prefixOf(ip) : null;
  return prefix ? createHmac('sha256', secret).update(`network:${prefix}`).digest('hex').slice(0, 24) : null;
}
