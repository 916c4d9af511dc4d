import { pbkdf2 } from 'node:crypto';
import { SignJWT } from 'jose';
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

  it('refuses a token of another issuer, another algorithm, a critical extension, not valid yet, or a respelt signature', async () => {
    const secret = 'a-secret-of-at-least-thirty-two-characters';
    const tokens = createTokenSigner(secret, 'redress');
    const key = new TextEncoder().encode(secret);
    const claims = { sid: actor.sessionId, ver: 0 };
    const signed = (header: { alg: string; crit?: string[]; [k: string]: unknown }, build?: (jwt: SignJWT) => SignJWT) =>
      (build ?? ((j) => j))(new SignJWT(claims).setProtectedHeader(header).setSubject(actor.userId).setIssuer('redress').setExpirationTime('5m')).sign(key);
    expect(await tokens.verify(await signed({ alg: 'HS256' }))).toEqual(actor);
    expect(await tokens.verify(await signed({ alg: 'HS256' }, (j) => j.setIssuer('someone-else')))).toBeNull();
    expect(await tokens.verify(await signed({ alg: 'HS512' }))).toBeNull();
    expect(await tokens.verify(await signed({ alg: 'HS256', crit: ['b64'], b64: true }))).toBeNull();
    expect(await tokens.verify(await signed({ alg: 'HS256' }, (j) => j.setNotBefore('2m')))).toBeNull();
    const [header, payload] = (await signed({ alg: 'HS256' })).split('.');
    expect(await tokens.verify(`${header}.${payload}.`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}`)).toBeNull();
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    expect(await tokens.verify(unsigned)).toBeNull();
    const good = await signed({ alg: 'HS256' });
    expect(await tokens.verify(`${good}*`)).toBeNull();
  });

  it('checks a new token at once, not after the jobs queued on the thread pool (a comment waited behind compression)', async () => {
    const tokens = createTokenSigner('a-secret-of-at-least-thirty-two-characters', 'redress');
    const token = await tokens.sign(actor);
    // More slow jobs than libuv has threads: a check that needs a thread waits for one of them to end.
    const jobs = Array.from({ length: 12 }, () => new Promise<string>((resolve) => pbkdf2('x', 'salt', 50_000, 32, 'sha256', () => resolve('thread pool'))));
    const first = await Promise.race([tokens.verify(token).then((claims) => (claims ? 'token' : 'refused')), ...jobs]);
    expect(first).toBe('token');
    await Promise.all(jobs);
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
