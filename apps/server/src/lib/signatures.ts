// Signed values for links that must not be forged (one-click unsubscribe): HMAC-SHA256 under the instance's secret,
// one key per purpose, compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface Signer {
  sign(purpose: string, value: string): string;
  verify(purpose: string, value: string, signature: string): boolean;
}

export function createSigner(secret: string): Signer {
  const sign = (purpose: string, value: string) => createHmac('sha256', `${purpose}:${secret}`).update(value).digest('base64url');
  return {
    sign,
    verify(purpose, value, signature) {
      const expected = Buffer.from(sign(purpose, value));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
