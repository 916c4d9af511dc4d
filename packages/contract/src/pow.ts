// The proof-of-work captcha's measure, free of zod so that the browser's worker imports it alone.
/** Leading zero bits of a digest: the proof of work's measure, alike in the browser's solver and the server's check. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
