// Input rules every route keeps: no NUL character or lone surrogate in any text (a 400 naming the field, never a 500
// from PostgreSQL), and a JSON body with a prototype key named as such, not as "not valid JSON".
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { companyWithOwner, customerNamed, fileComplaint } from '../../test/public-content.ts';

const t = useTestApp();
const NUL = '\u0000';

const nulError = (field: string) => ({
  statusCode: 400, error: 'Bad Request', message: `${field}: must not contain a NUL character`, details: [{ field, message: 'must not contain a NUL character' }],
});

describe('a NUL character in any text input', () => {
  let auth: Record<string, string>;
  let complaintId: string;
  let companyId: string;
  beforeAll(async () => {
    const company = await companyWithOwner(t, 'Nul Test Traders');
    companyId = company.id;
    const customer = await customerNamed(t, 'Nomsa', 'Nul');
    auth = customer.auth;
    complaintId = (await fileComplaint(t, auth, companyId, {})).id;
  });

  it('is a 400 naming the query parameter: search, explore filters, a list\'s search', async () => {
    for (const [url, field] of [
      [`/api/company/search?searchText=kes${encodeURIComponent(NUL)}trel`, 'searchText'],
      [`/api/company/GetCompanies?Filter=${encodeURIComponent(NUL)}`, 'Filter'],
      [`/api/company/GetCompanies?SearchText=a${encodeURIComponent(NUL)}`, 'SearchText'],
    ] as const) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBe(400);
      expect(r.json()).toEqual({ ...nulError(field), requestId: r.headers['x-request-id'] });
    }
  });

  it('is a 400 naming the path parameter', async () => {
    const r = await t.app.inject({ url: `/api/company/GetCompany/acme${encodeURIComponent(NUL)}` });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ ...nulError('id'), requestId: r.headers['x-request-id'] });
  });

  it('is a 400 naming the body field: comment text, flag reason, a sign-up name; nothing is written', async () => {
    const comment = await t.app.inject({ method: 'POST', url: '/api/comment', headers: auth, payload: { complaintId, commentText: `Still waiting${NUL}` } });
    expect(comment.statusCode).toBe(400);
    expect(comment.json()).toEqual({ ...nulError('commentText'), requestId: comment.headers['x-request-id'] });
    const flag = await t.app.inject({ method: 'PUT', url: `/api/complaint/flag/${complaintId}`, headers: auth, payload: { reason: `Spam${NUL} and abuse` } });
    expect(flag.statusCode).toBe(400);
    expect(flag.json()).toEqual({ ...nulError('reason'), requestId: flag.headers['x-request-id'] });
    const email = `nul.${Date.now()}@example.com`;
    const signup = await t.app.inject({
      method: 'POST', url: '/api/auth/platform/signup', headers: await t.captchaHeader(),
      payload: { firstName: `Tha${NUL}ndi`, lastName: 'Nkosi', email, password: 'a long passphrase 2026', channelId: 'web' },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toEqual({ ...nulError('firstName'), requestId: signup.headers['x-request-id'] });
    const { rows } = await t.app.database.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rows).toHaveLength(0);
    const comments = await t.app.inject({ url: `/api/commentByComplaintId/${complaintId}` });
    expect(comments.json().meta.totalResults).toBe(0);
  });

  it('names a nested field by its path', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { message: 'Boom', url: '/x', extra: { list: ['ok', `b${NUL}d`] } } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ ...nulError('extra.list.1'), requestId: r.headers['x-request-id'] });
  });
});

describe('a lone surrogate in any text input', () => {
  const loneError = (field: string) => ({
    statusCode: 400, error: 'Bad Request', message: `${field}: must not contain a lone surrogate (it is not valid Unicode)`,
    details: [{ field, message: 'must not contain a lone surrogate (it is not valid Unicode)' }],
  });

  it('is a 400 naming the field where it reached a jsonb setting as a 500; the setting is unchanged', async () => {
    const admin = await t.authHeader({ id: crypto.randomUUID(), role: 'admin' });
    const r = await t.app.inject({ method: 'PUT', url: '/api/admin/settings/maintenance', headers: admin, payload: { enabled: false, message: 'Back \ud800soon' } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ ...loneError('message'), requestId: r.headers['x-request-id'] });
    const now = await t.app.inject({ url: '/api/admin/settings/maintenance', headers: admin });
    expect(now.json()).toMatchObject({ enabled: false, message: null });
  });

  it('names a nested field and a low half alone; a whole pair (an emoji) is text like any other', async () => {
    const lone = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { message: 'Boom', url: '/x', extra: { list: ['ok', 'b\udc00d'] } } });
    expect(lone.json()).toEqual({ ...loneError('extra.list.1'), requestId: lone.headers['x-request-id'] });
    const pair = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { message: 'Boom \ud83d\ude00', url: '/x' } });
    expect(pair.statusCode).toBe(204);
  });
});

describe('a JSON body with a prototype key', () => {
  it('is a 400 naming the key, not "not valid JSON"', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/client-errors', headers: { 'content-type': 'application/json' }, payload: '{"message":"x","url":"/","__proto__":{"isAdmin":true}}' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      requestId: r.headers['x-request-id'],
      statusCode: 400, error: 'Bad Request', message: 'body: must not contain a "__proto__" key', details: [{ field: '__proto__', message: 'must not contain a "__proto__" key' }],
    });
    const nested = await t.app.inject({ method: 'POST', url: '/api/client-errors', headers: { 'content-type': 'application/json' }, payload: '{"message":"x","url":"/","a":{"constructor":{"prototype":{"x":1}}}}' });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({ message: 'body: must not contain a "constructor.prototype" key', details: [{ field: 'a.constructor.prototype' }] });
  });

  it('still parses ordinary JSON, keeps "not valid JSON" for broken text, and the body limit', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { message: 'the constructor said __proto__', url: '/' } });
    expect(ok.statusCode).toBe(204);
    const broken = await t.app.inject({ method: 'POST', url: '/api/client-errors', headers: { 'content-type': 'application/json; charset=utf-8' }, payload: '{"message":' });
    expect(broken.json()).toEqual({ requestId: broken.headers['x-request-id'], statusCode: 400, error: 'Bad Request', message: 'body: is not valid JSON' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/client-errors', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.json()).toEqual({ requestId: empty.headers['x-request-id'], statusCode: 400, error: 'Bad Request', message: 'body: is not valid JSON' });
    const big = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { message: 'x'.repeat(20 * 1024), url: '/' } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ requestId: big.headers['x-request-id'], statusCode: 413, error: 'Payload Too Large', message: 'body: is too large' });
  });
});

describe('a deeply nested JSON body', () => {
  const deepError = { statusCode: 400, error: 'Bad Request', message: 'body: nested deeper than 64 levels', details: [{ field: 'body', message: 'nested deeper than 64 levels' }] };
  const post = (url: string, payload: string) => t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it('is a 400 naming the body, never a 500, and the server still answers at once', async () => {
    const arrays = '['.repeat(20_000) + ']'.repeat(20_000);
    const objects = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);
    // With a prototype key and a NUL inside too: the walks that look for them are never reached.
    const poisoned = '{"__proto__":'.repeat(20_000) + '"\\u0000"' + '}'.repeat(20_000);
    for (const [url, payload] of [['/api/auth/login', arrays], ['/api/auth/login', objects], ['/api/auth/login', poisoned]] as const) {
      const r = await post(url, payload);
      expect(r.statusCode, payload.slice(0, 10)).toBe(400);
      expect(r.json()).toEqual({ ...deepError, requestId: r.headers['x-request-id'] });
    }
    const started = Date.now();
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('takes 64 levels; brackets inside strings do not count', async () => {
    const deep = '['.repeat(63) + ']'.repeat(63);
    const r = await post('/api/client-errors', JSON.stringify({ message: '['.repeat(500) + '"\\', url: '/', extra: JSON.parse(deep) as unknown }));
    expect(r.statusCode).toBe(204);
    const over = await post('/api/client-errors', JSON.stringify({ message: 'x', url: '/', extra: JSON.parse('['.repeat(64) + ']'.repeat(64)) as unknown }));
    expect(over.json()).toEqual({ ...deepError, requestId: over.headers['x-request-id'] });
  });
});
