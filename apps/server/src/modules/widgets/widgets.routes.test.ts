import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Widget, WidgetList } from '@redress/contract';
import { useTestApp, type TestApp } from '../../../test/app.ts';
import { targetFactories } from '../../../test/targets.ts';
import { companyStats, plans, subscriptions, widgets } from '../../db/schema/index.ts';

const t: TestApp = useTestApp();
const f = targetFactories(t);

async function onGrowth(companyId: string) {
  const db = t.app.database.db;
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.code, 'growth'));
  await db.insert(subscriptions).values({ companyId, planId: plan!.id, status: 'active' });
}

const save = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/widget/save', headers, payload });

async function review(auth: Record<string, string>, companyId: string, extra: object) {
  const r = await t.app.inject({
    method: 'POST', url: '/api/review', headers: auth,
    payload: { organizationId: companyId, experiencedOn: '2026-10-01', rating: 4, review: 'Quick and kind', description: 'They sorted out my order the same afternoon.', ...extra },
  });
  expect(r.statusCode, r.body).toBe(201);
}

describe('widget calls', () => {
  it('the owner saves a widget within the plan; it is found by id, code and company; another company is refused', async () => {
    const c = await f.company();
    const other = await f.company();
    const r = await save(c.ownerAuth, { companyId: c.company.id, kind: 'reviews', theme: 'dark', reviewCount: 2 });
    expect(r.statusCode, r.body).toBe(201);
    const w = r.json<Widget>();
    expect(w).toMatchObject({ companyId: c.company.id, kind: 'reviews', theme: 'dark', reviewCount: 2, embedUrl: `http://localhost:3000/embed/${w.compressedUrl}` });
    expect(w.snippet).toContain(`<iframe src="${w.embedUrl}" title="${c.company.name} on`);
    expect((await t.app.inject({ url: `/api/widget/id/${w.id}` })).json().id).toBe(w.id);
    expect((await t.app.inject({ url: `/api/widget/compressedUrl/${w.compressedUrl}` })).json().id).toBe(w.id);
    const list = await t.app.inject({ url: `/api/widget/companyId/${c.company.id}`, headers: c.ownerAuth });
    expect(list.json<WidgetList>()).toMatchObject({ limit: 1, planName: 'Free', data: [{ id: w.id }] });
    expect((await t.app.inject({ url: `/api/widget/companyId/${c.company.id}`, headers: other.ownerAuth })).statusCode).toBe(403);

    // Free allows one widget.
    const second = await save(c.ownerAuth, { companyId: c.company.id, kind: 'score' });
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toBe('The Free plan allows 1 widget; choose another plan for more');
    await onGrowth(c.company.id);
    expect((await save(c.ownerAuth, { companyId: c.company.id, kind: 'score' })).statusCode).toBe(201);

    // Someone else's company, an employee, bad input.
    expect((await save(other.ownerAuth, { companyId: c.company.id, kind: 'score' })).statusCode).toBe(403);
    expect((await save(c.staffAuth, { companyId: c.company.id, kind: 'score' })).statusCode).toBe(403);
    const bad = await save(c.ownerAuth, { companyId: c.company.id, kind: 'carousel' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('kind: must be one of score, reviews');
    expect((await save(c.ownerAuth, { companyId: c.company.id, kind: 'reviews', reviewCount: 9 })).json().message).toBe('reviewCount: is at most 5');
  });

  it('PUT updateByCompanyId changes the company\'s widget; another company\'s widget is a 403 and stays as it was', async () => {
    const c = await f.company();
    const other = await f.company();
    const w = (await save(c.ownerAuth, { companyId: c.company.id, kind: 'score' })).json<Widget>();
    const theirs = (await save(other.ownerAuth, { companyId: other.company.id, kind: 'score', theme: 'light' })).json<Widget>();
    const put = (companyId: string, headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/widget/updateByCompanyId/${companyId}`, headers, payload });
    const ok = await put(c.company.id, c.ownerAuth, { widgetId: w.id, kind: 'reviews', theme: 'dark', reviewCount: 4 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: w.id, kind: 'reviews', theme: 'dark', reviewCount: 4, compressedUrl: w.compressedUrl });
    const refused = await put(c.company.id, c.ownerAuth, { widgetId: theirs.id, kind: 'reviews', theme: 'dark' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This widget belongs to another company');
    expect((await put(other.company.id, c.ownerAuth, { widgetId: theirs.id, kind: 'reviews' })).statusCode).toBe(403);
    const [row] = await t.app.database.db.select().from(widgets).where(eq(widgets.id, theirs.id));
    expect(row).toMatchObject({ kind: 'score', config: { theme: 'light', reviewCount: 0 } });
  });
});

describe('GET /embed/{code}', () => {
  it('shows the live score as text, the review count and the latest public reviews, linking to the company page', async () => {
    const c = await f.company();
    const alice = await f.customer();
    const bob = await f.customer();
    const carol = await f.customer();
    await review(alice.auth, c.company.id, { review: 'Named review', anonymous: false });
    await review(bob.auth, c.company.id, { review: 'Anonymous review', anonymous: true });
    await review(carol.auth, c.company.id, { review: 'Hidden review', hidden: true });
    await t.app.database.db.update(companyStats).set({ score: 4.2 }).where(eq(companyStats.companyId, c.company.id));
    const w = (await save(c.ownerAuth, { companyId: c.company.id, kind: 'reviews', reviewCount: 5 })).json<Widget>();

    const r = await t.app.inject({ url: `/embed/${w.compressedUrl}`, headers: { 'accept-encoding': 'gzip' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    // Small, cacheable, cookie-free, and framable by any site.
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.rawPayload.length).toBeLessThan(15 * 1024);
    expect(r.headers['set-cookie']).toBeUndefined();
    expect(r.headers['cache-control']).toMatch(/^public, max-age=60\b/);
    expect(r.headers.etag).toMatch(/^W\/".+"$/);
    expect(r.headers['x-frame-options']).toBeUndefined();
    expect(r.headers['content-security-policy']).not.toContain('frame-ancestors');
    expect(r.headers['content-security-policy']).toContain("default-src 'none'");
    const html = gunzipSync(r.rawPayload).toString('utf8');
    expect(html).toContain('4.2 out of 5');
    expect(html).toContain('2 reviews on');
    expect(html).toContain('Named review');
    expect(html).toContain(`${alice.user.firstName}`);
    expect(html).toContain('Anonymous review');
    expect(html).not.toContain(bob.user.lastName);
    expect(html).not.toContain('Hidden review');
    expect(html).toContain(`href="http://localhost:3000/companies/explore/${c.company.slug}"`);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    // One script only: the one whose hash the CSP allows, which reports the widget's height (decision 154).
    const scripts = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(r.headers['content-security-policy']).toContain(`script-src 'sha256-${createHash('sha256').update(scripts[0]!).digest('base64')}';`);

    const again = await t.app.inject({ url: `/embed/${w.compressedUrl}`, headers: { 'if-none-match': r.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sizes itself: the snippet loads /embed.js, which takes heights only from the embeds\' origin and their iframes', async () => {
    const c = await f.company();
    const w = (await save(c.ownerAuth, { companyId: c.company.id, kind: 'reviews', reviewCount: 3 })).json<Widget>();
    expect(w.snippet).toMatch(/<\/iframe><script src="http:\/\/localhost:3000\/embed\.js" async><\/script>$/);
    const html = (await t.app.inject({ url: `/embed/${w.compressedUrl}` })).body;
    expect(html).toContain('parent.postMessage({redressEmbed:1,height:');
    const js = await t.app.inject({ url: '/embed.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(js.headers['set-cookie']).toBeUndefined();
    expect(js.body).toContain('e.origin!==o');
    expect(js.body).toContain('contentWindow===e.source');
  });

  it('a score badge leaves the reviews out; a company not rated says so; an unknown code is a 404 page', async () => {
    const c = await f.company();
    const w = (await save(c.ownerAuth, { companyId: c.company.id, kind: 'score', theme: 'dark' })).json<Widget>();
    const html = (await t.app.inject({ url: `/embed/${w.compressedUrl}` })).body;
    expect(html).toContain('Not rated yet');
    expect(html).toContain('0 reviews on');
    expect(html).toContain('class="d"');
    expect(html).not.toContain('<ul');
    // The settings page previews choices not saved yet; invalid ones are ignored, and the saved widget is unchanged.
    const preview = (await t.app.inject({ url: `/embed/${w.compressedUrl}?kind=reviews&theme=light&reviews=2` })).body;
    expect(preview).toContain('No reviews yet.');
    expect(preview).not.toContain('class="d"');
    const ignored = (await t.app.inject({ url: `/embed/${w.compressedUrl}?kind=banner&theme=%3Cb%3E&reviews=99` })).body;
    expect(ignored).toBe(html);
    expect((await t.app.inject({ url: `/embed/${w.compressedUrl}` })).body).toBe(html);
    const missing = await t.app.inject({ url: '/embed/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('no longer available');
    expect(missing.headers['set-cookie']).toBeUndefined();
  });

  it('the widget calls are declared in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    for (const [p, m] of [['/api/widget/compressedUrl/{x}', 'get'], ['/api/widget/id/{x}', 'get'], ['/api/widget/companyId/{x}', 'get'], ['/api/widget/save', 'post'], ['/api/widget/updateByCompanyId/{id}', 'put']]) {
      expect(doc.paths[p!]?.[m!], `${m} ${p}`).toBeDefined();
    }
  });
});
