// The browser's proof-of-work solver must satisfy the server's check: sha256(`${salt}:${nonce}`) with enough zero bits.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits } from '@redress/contract/pow';
import { solvePow } from './pow.ts';

const digest = (s: string) => new Uint8Array(createHash('sha256').update(s).digest());

describe('proof-of-work solver', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(Uint8Array.from([0, 0, 0x80]))).toBe(16);
    expect(leadingZeroBits(Uint8Array.from([0, 0x0f]))).toBe(12);
    expect(leadingZeroBits(Uint8Array.from([0xff]))).toBe(0);
  });

  it.each([4, 8, 12])('finds a nonce Node agrees with at difficulty %i', (difficulty) => {
    const salt = `salt-${difficulty}-Zx_9`;
    const nonce = solvePow(salt, difficulty);
    expect(leadingZeroBits(digest(`${salt}:${nonce}`))).toBeGreaterThanOrEqual(difficulty);
  });
});
