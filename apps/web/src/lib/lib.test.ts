import type { Resolver, ResolverResult } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, safeRedirect, withRedirect } from '../config/paths.ts';
import { ApiError, apiRequest, buildUrl, errorMessageOf } from './api-client.ts';
import { COMPANY_COOKIE, readCookie, readSavedCompany, saveCompanyFromQuery } from './cookies.ts';
import { CHUNK_RELOAD_GUARD_MS, canPrefetch, claimChunkReload, isChunkLoadError } from './lazy-page.ts';
import { lazyResolver, RESOLVER_LOAD_FAILED } from './lazy-resolver.ts';
import { setNavigator } from './navigation.ts';
import { reportError } from './report-error.ts';
import { clearSession, sessionStore, setSession } from './session.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  window.history.replaceState(null, '', '/');
});

describe('error messages (spec section 8)', () => {
  it('uses the data body when present, else message', () => {
    expect(errorMessageOf({ data: 'Company not found', message: 'Not Found' }, 'x')).toBe('Company not found');
    expect(errorMessageOf({ message: 'title is required' }, 'x')).toBe('title is required');
    expect(errorMessageOf(undefined, 'Request failed (500)')).toBe('Request failed (500)');
  });
});

describe('api client', () => {
  it('builds query strings, repeating array parameters and skipping empty values', () => {
    expect(buildUrl('/chat/read', { chatIds: ['a', 'b'], empty: '', page: 2 })).toBe('/api/chat/read?chatIds=a&chatIds=b&page=2');
  });

  it('sends the bearer token and turns an error answer into an ApiError with field errors', async () => {
    setSession({ access_token: 'tok', expiresIn: 900, user: { id: 'u', email: 'a@b.co', firstName: 'A', lastName: 'B', mobileNo: null, profileType: 'user', companyId: null, picture: null, emailVerified: true, TwoFactorEnabled: false, permissions: [], companyRole: null } });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'email: must be a valid e-mail address', details: [{ field: 'email', message: 'must be a valid e-mail address' }] }), { status: 400 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { sendBeacon: vi.fn() });
    const err = await apiRequest('/newsletter/subscribe', { method: 'POST', body: { email: 'x' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).fieldErrors).toEqual({ email: 'must be a valid e-mail address' });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('a call made while the session is being restored waits, then carries the restored token', async () => {
    sessionStore.set({ status: 'loading', user: null, accessToken: null });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const pending = apiRequest('/complaint/CMP-ABC234');
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    setSession({ access_token: 'restored', expiresIn: 900, user: { id: 'u', email: 'a@b.co', firstName: 'A', lastName: 'B', mobileNo: null, profileType: 'user', companyId: null, picture: null, emailVerified: true, TwoFactorEnabled: false, permissions: [], companyRole: null } });
    await pending;
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer restored');
  });

  it('on a 401 refreshes once and retries with the new token', async () => {
    setSession({ access_token: 'old', expiresIn: 900, user: { id: 'u', email: 'a@b.co', firstName: 'A', lastName: 'B', mobileNo: null, profileType: 'user', companyId: null, picture: null, emailVerified: true, TwoFactorEnabled: false, permissions: [], companyRole: null } });
    const seen: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).authorization ?? '';
      seen.push(`${url} ${auth}`);
      if (url === '/api/auth/refresh') return new Response(JSON.stringify({ access_token: 'new', expiresIn: 900, user: sessionStore.get().user }), { status: 200 });
      return auth === 'Bearer new' ? new Response('{"ok":true}', { status: 200 }) : new Response('{"message":"expired"}', { status: 401 });
    }));
    await expect(apiRequest('/auth/me')).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['/api/auth/me Bearer old', '/api/auth/refresh ', '/api/auth/me Bearer new']);
  });
});

const signedInUser = { id: 'u', email: 'a@b.co', firstName: 'A', lastName: 'B', mobileNo: null, profileType: 'user' as const, companyId: null, picture: null, emailVerified: true, TwoFactorEnabled: false, permissions: [], companyRole: null };
const jsonAnswer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('an expired session (spec section 8)', () => {
  /** Every call answers 401, the refresh included: the refresh cookie is gone too. */
  function stubExpiredServer() {
    const calls: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      calls.push(url);
      return jsonAnswer(401, { statusCode: 401, error: 'Unauthorized', message: 'expired' });
    }));
    return calls;
  }

  it('after a failed refresh, a 401 signs the user out and sends them to / with redirectTo', async () => {
    window.history.replaceState(null, '', '/complaints/mine?page=2');
    const navigate = vi.fn();
    setNavigator(navigate);
    setSession({ access_token: 'old', expiresIn: 900, user: signedInUser });
    const calls = stubExpiredServer();
    const err = await apiRequest('/complaint/mine').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect(calls).toEqual(['/api/complaint/mine', '/api/auth/refresh']); // one refresh, no second try
    expect(sessionStore.get()).toEqual({ status: 'anonymous', user: null, accessToken: null });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/?redirectTo=${encodeURIComponent('/complaints/mine?page=2')}`, { replace: true });
  });

  it('on an admin page it sends them to /admin/login with redirectTo', async () => {
    window.history.replaceState(null, '', '/admin/companies?page=3');
    const navigate = vi.fn();
    setNavigator(navigate);
    setSession({ access_token: 'old', expiresIn: 900, user: { ...signedInUser, profileType: 'admin' } });
    stubExpiredServer();
    await apiRequest('/admin/companies').catch(() => undefined);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/admin/login?redirectTo=${encodeURIComponent('/admin/companies?page=3')}`, { replace: true });
  });

  it('a sign-in form that takes a 401 as its answer stays where it is', async () => {
    window.history.replaceState(null, '', '/login');
    const navigate = vi.fn();
    setNavigator(navigate);
    const calls = stubExpiredServer();
    const err = await apiRequest('/auth/login', { method: 'POST', body: {}, handleUnauthorized: false }).catch((e: unknown) => e);
    expect((err as ApiError).status).toBe(401);
    expect(calls).toEqual(['/api/auth/login']);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('error reports (spec section 8)', () => {
  it('are sent for a 500 but never for a 401 or a 403', async () => {
    window.history.replaceState(null, '', '/');
    setNavigator(vi.fn());
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      if (url === '/api/forbidden') return jsonAnswer(403, { statusCode: 403, error: 'Forbidden', message: 'not yours (report test)' });
      if (url === '/api/expired') return jsonAnswer(401, { statusCode: 401, error: 'Unauthorized', message: 'expired (report test)' });
      return jsonAnswer(500, { statusCode: 500, error: 'Internal Server Error', message: 'database unavailable (report test)' });
    }));
    await apiRequest('/forbidden').catch(() => undefined);
    await apiRequest('/expired').catch(() => undefined);
    expect(sendBeacon).not.toHaveBeenCalled();
    await apiRequest('/broken').catch(() => undefined);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/client-errors');
    expect(JSON.parse(await blob.text())).toMatchObject({ message: 'database unavailable (report test)', status: 500, source: 'api GET /broken', url: '/' });
  });

  it('reportError itself skips 401 and 403 and sends the rest', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    reportError(new Error('a 401 (direct)'), { status: 401 });
    reportError(new Error('a 403 (direct)'), { status: 403 });
    expect(sendBeacon).not.toHaveBeenCalled();
    reportError(new Error('a 502 (direct)'), { status: 502 });
    reportError(new Error('a render error (direct)'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });
});

describe('chunk-load reload guard', () => {
  it('allows one reload per 60 s', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS + 1)).toBe(true);
  });
  it('recognises chunk load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });
  it('skips prefetching on 2g and with data saver', () => {
    expect(canPrefetch({ connection: { effectiveType: 'slow-2g' } } as unknown as Navigator)).toBe(false);
    expect(canPrefetch({ connection: { effectiveType: '4g', saveData: true } } as unknown as Navigator)).toBe(false);
    expect(canPrefetch({ connection: { effectiveType: '4g' } } as unknown as Navigator)).toBe(true);
  });
});

describe('companyId cookie', () => {
  it('saves the company id with the current path', () => {
    expect(saveCompanyFromQuery('?companyId=abc-123&x=1', '/complaints/company')).toEqual({ companyId: 'abc-123', path: '/complaints/company' });
    expect(readCookie(COMPANY_COOKIE)).toContain('abc-123');
    expect(readSavedCompany()).toEqual({ companyId: 'abc-123', path: '/complaints/company' });
    expect(saveCompanyFromQuery('?other=1', '/')).toBeUndefined();
  });
});

describe('redirects', () => {
  it('encodes redirectTo and refuses off-site targets', () => {
    expect(withRedirect(paths.login, '/business/dashboard')).toBe('/login?redirectTo=%2Fbusiness%2Fdashboard');
    expect(safeRedirect('/complaints?page=2', '/')).toBe('/complaints?page=2');
    expect(safeRedirect('//evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeRedirect('https://evil.example', '/dashboard')).toBe('/dashboard');
  });
});

describe('lazy form checks (decision 55)', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;
  type Form = { email: string };
  const check: Resolver<Form> = async (values) => {
    const valid: ResolverResult<Form> = { values, errors: {} };
    const invalid: ResolverResult<Form> = { values: {}, errors: { email: { type: 'custom', message: 'is not an e-mail address' } } };
    return values.email.includes('@') ? valid : invalid;
  };

  it('loads the real resolver once, on first use or preload, and checks with it', async () => {
    const load = vi.fn(async () => check);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await resolver({ email: 'x' }, undefined, options)).toEqual({ values: {}, errors: { email: { type: 'custom', message: 'is not an e-mail address' } } });
    expect(await resolver({ email: 'a@b.co' }, undefined, options)).toEqual({ values: { email: 'a@b.co' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says the form could not load when the chunk fails, and tries again next time', async () => {
    const load = vi.fn<() => Promise<Resolver<Form>>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(check);
    const resolver = lazyResolver(load);
    expect(await resolver({ email: 'a@b.co' }, undefined, options)).toEqual({ values: {}, errors: { root: { type: 'load', message: RESOLVER_LOAD_FAILED } } });
    expect(await resolver({ email: 'a@b.co' }, undefined, options)).toEqual({ values: { email: 'a@b.co' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
