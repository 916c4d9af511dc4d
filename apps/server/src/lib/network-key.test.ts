import { describe, expect, it } from 'vitest';
import { networkKeyOf } from './network-key.ts';

describe('networkKeyOf', () => {
  it('gives one key to a /24 and another to the next, never the address', () => {
    const a = networkKeyOf('203.0.113.5', 's');
    expect(a).toMatch(/^[0-9a-f]{24}$/);
    expect(networkKeyOf('203.0.113.250', 's')).toBe(a);
    expect(networkKeyOf('::ffff:203.0.113.9', 's')).toBe(a);
    expect(networkKeyOf('203.0.114.5', 's')).not.toBe(a);
    expect(networkKeyOf('203.0.113.5', 'other secret')).not.toBe(a);
  });
  it('keys IPv6 by its /64 however it is written', () => {
    const a = networkKeyOf('2001:db8:1:2::1', 's');
    expect(networkKeyOf('2001:0db8:0001:0002:ffff::9', 's')).toBe(a);
    expect(networkKeyOf('2001:db8:1:3::1', 's')).not.toBe(a);
  });
  it('keeps nothing for loopback and private addresses', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.1.1', '172.20.0.1', '::1', 'fd00::1', undefined]) expect(networkKeyOf(ip, 's')).toBeNull();
  });
});
