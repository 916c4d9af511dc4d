import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner, type TokenClaims } from './tokens.ts';

const actor: TokenClaims = { userId: '00000000-0000-7000-8000-000000000001', sessionId: '00000000-0000-7000-8000-0000000000f1', version: 0 };

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens, again and again, with the same claims', async () => {
    const tokens = createTokenSigner('a-secret-of-at-least-thirty-two-characters', 'redress');
    const token = await tokens.sign(actor);
    expect(await tokens.verify(token)).toEqual(actor);
    expect(await tokens.verify(token)).toEqual(actor);
  });

  it('refuses a token signed with another secret or tampered with, even after the real one was verified', async () => {
    const tokens = createTokenSigner('a-secret-of-at-least-thirty-two-characters', 'redress');
    const other = createTokenSigner('another-secret-of-at-least-thirty-two-chars', 'redress');
    const token = await tokens.sign(actor);
    await tokens.verify(token);
    expect(await tokens.verify(await other.sign(actor))).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '00000000-0000-7000-8000-000000000002', sid: actor.sessionId, ver: 0, iss: 'redress', exp: 4_000_000_000 })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('refuses a token once it has expired, although it was verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    const tokens = createTokenSigner('a-secret-of-at-least-thirty-two-characters', 'redress');
    const token = await tokens.sign(actor, 60);
    expect(await tokens.verify(token)).toEqual(actor);
    vi.setSystemTime(new Date('2026-11-23T12:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('hands out claims that nobody can change for the next request', async () => {
    const tokens = createTokenSigner('a-secret-of-at-least-thirty-two-characters', 'redress');
    const verified = (await tokens.verify(await tokens.sign(actor)))!;
    expect(() => Object.assign(verified, { userId: '00000000-0000-7000-8000-000000000002' })).toThrow();
  });

  it('names the session only: no role, company or permission travels in the token (they are read per request)', async () => {
    const tokens = createTokenSigner('a-secret-of-at-least-thirty-two-characters', 'redress');
    const payload = JSON.parse(Buffer.from((await tokens.sign(actor)).split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual(['exp', 'iat', 'iss', 'sid', 'sub', 'ver']);
  });
});
