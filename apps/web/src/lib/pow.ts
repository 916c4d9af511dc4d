// The proof-of-work captcha's solver: the nonce whose sha256(`${salt}:${nonce}`) starts with `difficulty` zero bits.
// Runs in a Web Worker (captcha-worker.ts) so the page stays responsive; about 2^difficulty hashes on average.
import { sha256 } from '@noble/hashes/sha2.js';
import { leadingZeroBits } from '@redress/contract/pow';

export function solvePow(salt: string, difficulty: number): string {
  const encoder = new TextEncoder();
  const prefix = encoder.encode(`${salt}:`);
  const buffer = new Uint8Array(prefix.length + 16);
  buffer.set(prefix);
  for (let n = 0; ; n++) {
    const nonce = n.toString(36);
    const { written } = encoder.encodeInto(nonce, buffer.subarray(prefix.length));
    if (leadingZeroBits(sha256(buffer.subarray(0, prefix.length + written))) >= difficulty) return nonce;
  }
}
