import { randomBytes, randomUUID } from 'node:crypto';

let lastMs = 0n;
let sequence = 0;

// UUIDv7: time-ordered, so primary-key indexes stay append-mostly. Made here, never in SQL (PostgreSQL 15).
// Monotonic within the process (RFC 9562, method 1): ids made in the same millisecond count up in the 12 rand_a
// bits, so "newest first by id" holds even for rows written a moment apart.
export function newId(): string {
  const bytes = randomBytes(16);
  let ms = BigInt(Date.now());
  if (ms > lastMs) {
    lastMs = ms;
    sequence = bytes.readUInt16BE(6) & 0x7ff; // a random start, leaving room to count up
  } else if (++sequence > 0xfff) {
    lastMs += 1n;
    sequence = 0;
  }
  ms = lastMs;
  bytes[6] = sequence >> 8;
  bytes[7] = sequence & 0xff;
  bytes[0] = Number((ms >> 40n) & 0xffn);
  bytes[1] = Number((ms >> 32n) & 0xffn);
  bytes[2] = Number((ms >> 24n) & 0xffn);
  bytes[3] = Number((ms >> 16n) & 0xffn);
  bytes[4] = Number((ms >> 8n) & 0xffn);
  bytes[5] = Number(ms & 0xffn);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'; // no 0/O, 1/I/L: read aloud over the phone

/** Short public code such as CMP-7F3K2Q (complaints) or REV-9XK2MP (reviews). */
export function newPublicCode(prefix: string, length = 6): string {
  const bytes = randomBytes(length);
  let code = '';
  for (const b of bytes) code += ALPHABET[b % ALPHABET.length];
  return `${prefix}-${code}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or body reference is an id (UUID) rather than a slug or public code. */
export const isUuid = (s: string) => UUID.test(s);

export { randomUUID };
