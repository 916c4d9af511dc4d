import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import { createTestApp, useTestApp } from '../../../test/app.ts';
import { newCompany } from '../../../test/people.ts';

const t = useTestApp();

describe('system routes', () => {
  it('GET /api/health checks the database', async () => {
    const r = await t.app.inject({ url: '/api/health' });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(['pglite', 'postgres']).toContain(body.database.kind);
    expect(body.database.kind).toBe(process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'pglite');
  });

  it('GET /api/health/live answers without a session, and never from a cache', async () => {
    const r = await t.app.inject({ url: '/api/health/live' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/health/ready says 200 when ready, 503 while starting or stopping (decision 193)', async () => {
    const r = await t.app.inject({ url: '/api/health/ready' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ready' });
    expect(r.headers['cache-control']).toBe('no-store');
    for (const phase of ['starting', 'stopping'] as const) {
      t.app.lifecycle.phase = phase;
      try {
        const not = await t.app.inject({ url: '/api/health/ready' });
        expect(not.statusCode).toBe(503);
        expect(not.json()).toEqual({ status: phase });
        // Alive all the same: a probe restarts nothing that is only busy.
        expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      } finally {
        t.app.lifecycle.phase = 'ready';
      }
    }
  });

  // PGlite closed under the app. On PostgreSQL the pool's end waits for the Socket.IO adapter's client, held until the
  // app closes: src/process.test.ts drops the database under a running server instead.
  it.skipIf(process.env.DATABASE_URL?.startsWith('postgres'))('GET /api/health/ready says 503 when the database does not answer (PGlite closed under it)', async () => {
    const own = await createTestApp();
    try {
      await own.app.database.close();
      const r = await own.app.inject({ url: '/api/health/ready' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toEqual({ status: 'database-unavailable' });
      expect((await own.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await own.close().catch(() => undefined);
    }
  });

  it('answers close the connection while the process is shutting down', async () => {
    t.app.lifecycle.phase = 'stopping';
    try {
      expect((await t.app.inject({ url: '/api/health/live' })).headers.connection).toBe('close');
    } finally {
      t.app.lifecycle.phase = 'ready';
    }
    expect((await t.app.inject({ url: '/api/health/live' })).headers.connection).not.toBe('close');
  });

  it('GET /api/config exposes only public settings', async () => {
    const r = await t.app.inject({ url: '/api/config' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ brandName: 'Redress', captcha: { kind: 'pow', siteKey: null }, maintenance: false, platformTz: 'UTC' });
    expect(r.body).not.toMatch(/secret|password/i);
  });

  it('GET /api/config names no social profile unless one is configured, and then only those configured', async () => {
    expect((await t.app.inject({ url: '/api/config' })).json().social).toEqual([]);
    const social = await createTestApp({ SOCIAL_X_URL: 'https://x.com/redress_app', SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/redress' });
    try {
      expect((await social.app.inject({ url: '/api/config' })).json().social).toEqual([
        { network: 'x', url: 'https://x.com/redress_app' },
        { network: 'linkedin', url: 'https://www.linkedin.com/company/redress' },
      ]);
    } finally {
      await social.close();
    }
  });

  it('says demo data is loaded only once the demo seed\'s invented companies are there, and marks those companies as demo', async () => {
    // An app of its own: demoData is about the whole database.
    const own = await createTestApp();
    try {
      const { company: real } = await newCompany(own, 'Real Co');
      expect((await own.app.inject({ url: '/api/config' })).json().demoData).toBe(false);
      expect((await own.app.inject({ url: `/api/company/GetCompany/${real.id}` })).json().demo).toBe(false);

      // What the demo seed sets on each company it invents (seed-demo.test checks the seed sets it).
      const { company: invented } = await newCompany(own, 'Invented Co');
      await own.app.database.db.update(companies).set({ isDemo: true, isVerified: true }).where(eq(companies.id, invented.id));
      expect((await own.app.inject({ url: '/api/config' })).json().demoData).toBe(true);
      expect((await own.app.inject({ url: `/api/company/GetCompany/${invented.id}` })).json()).toMatchObject({ demo: true });
      expect((await own.app.inject({ url: `/api/company/GetCompany/${real.id}` })).json().demo).toBe(false);
      const list = (await own.app.inject({ url: '/api/company/GetCompanies?size=50' })).json() as { companies: { id: string; demo: boolean }[] };
      expect(list.companies.find((c) => c.id === invented.id)?.demo).toBe(true);
    } finally {
      await own.close();
    }
  });

  it('GET /api/platforms answers two Active platforms', async () => {
    const r = await t.app.inject({ url: '/api/platforms' });
    expect(r.json()).toHaveLength(2);
    expect(r.json().every((p: { status: string }) => p.status === 'Active')).toBe(true);
  });

  it('POST /api/client-errors takes a web error report and refuses a malformed one', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { message: 'Boom', url: '/dashboard', status: 500, source: 'api GET /x' } });
    expect(ok.statusCode).toBe(204);
    const bad = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { url: '/dashboard' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/message/);
  });

  it('unknown API routes answer 404 in the error shape', async () => {
    const r = await t.app.inject({ url: '/api/no-such-thing?x=1' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ requestId: r.headers['x-request-id'], statusCode: 404, error: 'Not Found', message: 'Route GET /api/no-such-thing not found' });
  });

  it('a bad bearer token is a 401 in the error shape, not a stranger', async () => {
    const r = await t.app.inject({ url: '/api/health', headers: { authorization: 'Bearer not.a.token' } });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('sends security headers: an API answer may never act as a page; anything else gets the pages\' policy', async () => {
    const r = await t.app.inject({ url: '/api/health' });
    expect(r.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['cross-origin-resource-policy']).toBe('same-site');
    // An error answer too: the headers are set before anything can fail.
    const missing = await t.app.inject({ url: '/api/no-such-thing' });
    expect(missing.headers['content-security-policy']).toBe(r.headers['content-security-policy']);

    const page = await t.app.inject({ url: '/docs/json' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // Served over plain http (this app's PUBLIC_URL): no HSTS, which would lock a local browser out of it.
    expect(r.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('an API path spelled with percent-encoding (/%61pi/...) is still the API: its headers, its JSON 404', async () => {
    const plain = await t.app.inject({ url: '/api/auth/me' });
    for (const url of ['/%61pi/auth/me', '/%61pi/health', '/%61p%69/no-such-thing', '/api%2Fno-such-thing']) {
      const r = await t.app.inject({ url });
      expect(r.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      expect(r.headers['x-frame-options'], url).toBe('DENY');
      expect(r.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(r.headers['content-type'], url).toBe('application/json; charset=utf-8');
    }
    const encoded = await t.app.inject({ url: '/%61pi/auth/me' });
    expect(encoded.json()).toEqual({ ...plain.json(), requestId: encoded.headers['x-request-id'] });
    // A CORS preflight (answered by a catch-all route) of an API path too.
    for (const url of ['/api/complaint', '/%61pi/complaint']) {
      const preflight = await t.app.inject({ method: 'OPTIONS', url, headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' } });
      expect(preflight.statusCode, url).toBe(204);
      expect(preflight.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    }
  });

  it('over https, pages and API answers alike tell browsers to keep to https for 180 days', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://redress.example' });
    try {
      for (const url of ['/api/health', '/docs/json']) {
        const r = await secure.app.inject({ url });
        expect(r.headers['strict-transport-security'], url).toBe('max-age=15552000; includeSubDomains');
      }
    } finally {
      await secure.close();
    }
  });

  it('allows CORS for the web origin only', async () => {
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const evil = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document and the interactive reference', async () => {
    const json = await t.app.inject({ url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get).toBeDefined();
    expect(doc.paths['/api/platforms'].get).toBeDefined();
    // Every unsubscribe address (decision 180): GET tells or redirects, POST acts; both say so.
    for (const path of ['/api/newsletter/digest/unsubscribe', '/api/notification/mail/unsubscribe', '/api/tell-a-friend/unsubscribe', '/api/newsletter/unsubscribe']) {
      expect(Object.keys(doc.paths[path].get.responses), path).toEqual(expect.arrayContaining(['200', '303', '400', '404']));
      expect(doc.paths[path].get.description, path).toMatch(/never unsubscribes/);
      expect(Object.keys(doc.paths[path].post.responses), path).toEqual(expect.arrayContaining(['200', '400']));
    }
    const html = await t.app.inject({ url: '/docs/' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    // Branded (decision 192): the title, and the theme's files from the reference's own origin, nothing inline.
    expect(html.body).toContain('<title>Redress API reference</title>');
    expect(html.body).not.toMatch(/<script>|<style>| style=/);
    const theme = await t.app.inject({ url: '/docs/static/theme/redress.js' });
    expect(theme.statusCode).toBe(200);
    expect(theme.body).toContain("link.href = '/'");
    expect(html.headers['content-security-policy']).not.toContain('unsafe-inline');
  });
});
