import { describe, expect, it } from 'vitest';
import { hashPassword, judgePassword, siteWords, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('stores argon2id hashes that verify only the right password', async () => {
    const h = await hashPassword('correct horse battery staple');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(h, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(h, 'Correct horse battery staple')).toBe(false);
  });

  it('never verifies an account without a password', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });
});

describe('the site\'s own words', () => {
  const site = siteWords({ brandName: 'Kwelanga', publicUrl: 'https://reviews.kwelanga.example' });

  it('make a password of the brand, the host or the product guessable', () => {
    for (const password of ['Kwelanga2026!', 'Redress2026!', 'Complaints2026!']) {
      expect(judgePassword(password, site).acceptable, password).toBe(false);
    }
    // Without them the brand alone looks like an uncommon word.
    expect(judgePassword('Kwelanga2026!').acceptable).toBe(true);
  });

  it('leave a passphrase of other words alone', () => {
    expect(judgePassword('Marula-tortoise-kettle-48', site).acceptable).toBe(true);
  });
});
