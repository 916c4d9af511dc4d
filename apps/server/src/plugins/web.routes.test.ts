// The public pages as the server renders them for signed-out visitors (decision 66), on the real web build
// (apps/web/dist and dist-ssr, which `npm test` builds before these tests run).
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '@redress/contract';
import { pageOf, rootOf, rootTextOf, useTestAppWithPages } from '../../test/pages.ts';
import { companyWithOwner, customerNamed, fileComplaint } from '../../test/public-content.ts';
import { companyStats } from '../db/schema/index.ts';
import { putSetting } from '../modules/settings/settings.repository.ts';
import { pageEncoding } from './web.ts';

const t = useTestAppWithPages();

const company = (name: string) => companyWithOwner(t, name);
const customer = (first: string, last: string) => customerNamed(t, first, last);
const file = (auth: Record<string, string>, companyId: string, extra: object) => fileComplaint(t, auth, companyId, extra);

const page = pageOf(t);
const stateOf = (html: string) => JSON.parse(/<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html)![1]!) as {
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
};
const scripts = (html: string) => [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attrs: m[1]!, body: m[2]! }));

describe('server-rendered public pages (decision 66)', () => {
  it('a company page arrives rendered: its name, score and summary in the markup, every style in the head, its data beside it', async () => {
    const c = await company('Kettle & Co $& <Appliances>');
    await t.app.database.db.update(companyStats).set({ ratingsTotal: 12, ratingSum: 48, reviewsTotal: 5, positiveCount: 9, score: 3.9 }).where(eq(companyStats.companyId, c.id));
    const r = await page(`/companies/explore/${c.slug}`);
    expect(r.statusCode).toBe(200);
    const html = r.body;
    const root = rootOf(html);
    // The page itself, escaped, `$&` kept as typed.
    expect(root).toContain('Kettle &amp; Co $&amp; &lt;Appliances&gt;</h1>');
    expect(root).not.toContain('<Appliances');
    expect(root).toContain('Score 3.9 out of 5');
    expect(root).toContain('Rating summary');
    expect(root).toContain('No description provided');
    // How its reviews are collected and checked (issue 39, decision 165), from its figures, linking to the platform page.
    const said = root.replace(/<!-- -->/g, '');
    expect(said).toContain('How reviews are collected and checked');
    expect(said).toContain('Claimed: a business manages this profile');
    expect(said).toContain('None of the 5 reviews came from the company&#x27;s own invitations');
    expect(said).toContain('The company does not pay for a Redress plan. Paying never changes the score.');
    expect(said).toContain('No answer has fallen due under the 9 pm rule yet.');
    expect(said).toContain('an account younger than 24 hours first solves a captcha');
    expect(said).toContain('href="/how-reviews-work"');
    // The data it was rendered from, for the browser to hydrate it with (the company's, as the API answers it).
    const data = stateOf(html).queries.queries.map((q) => q.state.data).find((d) => (d as { id?: string })?.id === c.id);
    expect(data).toMatchObject({ name: 'Kettle & Co $& <Appliances>', rating: 3.9 });
    // Styles written in: no stylesheet to wait for, MUI's CSS in emotion's tags.
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    expect(html).toContain('.rd-logo{');
    // One script runs before the visitor interacts: the boot script, written in, allowed by its hash in the policy; the
    // app is only fetched until then, and not before the page has loaded: its links are inert until the boot script
    // gives them their address.
    const running = scripts(html).filter((s) => !/type="application\/(json|ld\+json)"/.test(s.attrs));
    expect(running).toHaveLength(1);
    const app = /data-app="(\/assets\/index-[\w-]+\.js)"/.exec(running[0]!.attrs)?.[1];
    expect(app).toBeTruthy();
    expect(html).toContain(`<link rel="prefetch" as="script" crossorigin data-href="${app}">`);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toMatch(/<link[^>]+ href="[^"]+\.js"/);
    expect(running[0]!.body).toContain('import(');
    const hash = createHash('sha256').update(running[0]!.body).digest('base64');
    expect(r.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(r.headers['content-security-policy']).toContain("script-src-attr 'none'");
  });

  it('signed-in visitors (the session hint cookie) get the app to render the page itself, as before', async () => {
    const c = await company('Hinted Holdings');
    const r = await page(`/companies/explore/${c.slug}`, { cookie: `${SESSION_HINT_COOKIE}=1` });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<div id="root"></div>');
    expect(r.body).not.toContain('ssr-state');
    expect(r.body).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(r.headers['content-security-policy']).not.toContain('sha256-');
  });

  it('an anonymous author is named nowhere in a rendered page or its data; a hidden complaint is a 404 with nothing of it', async () => {
    const c = await company('Quiet Appliances');
    const author = await customer('Thandiwe', 'Mokoenasecret');
    const anonymous = await file(author.auth, c.id, { complaint: 'Anonymous about the kettle', anonymous: true });
    const hidden = await file(author.auth, c.id, { complaint: 'Hidden from the public eye', hidden: true });
    const leaks = [author.user.firstName, author.user.lastName, author.user.email, author.user.id];
    for (const url of [`/complaints/${anonymous.id}`, `/companies/explore/${c.slug}`]) {
      const r = await page(url);
      expect(r.statusCode, url).toBe(200);
      expect(rootOf(r.body), url).toContain('Anonymous about the kettle');
      expect(rootOf(r.body), url).toContain('Anonymous');
      for (const leak of leaks) expect(r.body, `${url} names ${leak}`).not.toContain(leak);
      expect(r.body, url).not.toContain('Hidden from the public eye');
    }
    const r = await page(`/complaints/${hidden.id}`);
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain('Hidden from the public eye');
    expect(r.body).not.toContain('ssr-state');
  });

  it("a review page arrives with its answers and comments in page order: the company's answer, no anonymous name, nothing deleted", async () => {
    const c = await company('Steady Kettles');
    const ownerId = c.ownerUserId!;
    const owner = await t.authHeader({ id: ownerId, role: 'organization', companyId: c.id });
    const author = await customer('Lindiwe', 'Hiddenname');
    const reader = await customer('Sipho', 'Reader');
    const post = async (auth: Record<string, string>, url: string, payload: object) => {
      const r = await t.app.inject({ method: 'POST', url, headers: auth, payload });
      expect(r.statusCode, r.body).toBe(201);
      return r.json<{ returnId: string }>().returnId;
    };
    const reviewId = await post(author.auth, '/api/review', { organizationId: c.id, experiencedOn: '2026-10-01', rating: 2, review: 'Kettle stopped boiling', description: 'It stopped boiling after two weeks of use, every morning.', anonymous: true });
    const answer = await post(owner, '/api/review/comment', { reviewId, commentText: 'We are sending you a new kettle today.' });
    await post(author.auth, '/api/review/comment', { reviewId, commentText: 'Thank you, it arrived and works.', parent: answer });
    await post(reader.auth, '/api/review/comment', { reviewId, commentText: 'Same thing happened to mine.' });
    const removed = await post(reader.auth, '/api/review/comment', { reviewId, commentText: 'A comment taken back.' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/review/comment/${removed}`, headers: reader.auth })).statusCode).toBe(200);

    const r = await page(`/reviews/${reviewId}`);
    expect(r.statusCode).toBe(200);
    const root = rootOf(r.body);
    expect(root).toContain('Kettle stopped boiling');
    expect(root).toContain('Date of experience: <time dateTime="2026-10-01">1 October 2026</time>');
    // The thread as the page shows it: the company's answer (marked as such), the author's reply under it, then the
    // reader's comment.
    expect(root).toMatch(/Company response[\s\S]*We are sending you a new kettle today\./);
    const at = ['We are sending you a new kettle today.', 'Thank you, it arrived and works.', 'Same thing happened to mine.'].map((x) => root.indexOf(x));
    expect(at.every((i) => i > 0), JSON.stringify(at)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(root).toContain('Sipho R.');
    expect(root).toMatch(/Anonymous[\s\S]*Thank you, it arrived and works\./);
    // The anonymous author is "Anonymous" in the thread too; a deleted comment is nowhere, not even in the data.
    for (const leak of [author.user.firstName, author.user.lastName, author.user.email, author.user.id]) expect(r.body).not.toContain(leak);
    expect(r.body).not.toContain('A comment taken back.');
  });

  it('a path no page has is a 404 with the not-found page; maintenance mode leaves every page to the app', async () => {
    const r = await page('/no/such/page');
    expect(r.statusCode).toBe(404);
    expect(r.body).toContain('<title>Page not found | Redress</title><meta name="robots" content="noindex" />');
    expect(rootOf(r.body)).toContain('Oops, looks like we sent you the wrong way.');

    expect(rootOf((await page('/companies/explore')).body)).toContain('Explore companies');
    // Written behind the switch's back (no NOTIFY), so this instance is told to read it again (decision 127).
    await putSetting(t.app.database, 'maintenance', true);
    t.app.maintenance.forget();
    try {
      const during = await page('/companies/explore');
      expect(during.body).toContain('<div id="root"></div>');
      expect(during.body).not.toContain('ssr-state');
    } finally {
      await putSetting(t.app.database, 'maintenance', false);
      t.app.maintenance.forget();
    }
  });

  it('an API path spelled with percent-encoding (/%61pi/...) that no route has is the API\'s JSON 404, never a page', async () => {
    for (const url of ['/%61pi/no-such-call', '/ap%69/no/such/call']) {
      const r = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(r.statusCode, url).toBe(404);
      expect(r.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(r.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      expect(r.json(), url).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('a page is sent compressed as the browser accepts (brotli, else gzip), the same markup either way', async () => {
    const plain = await page('/companies/explore');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(rootOf(plain.body)).toContain('Explore companies');
    const br = await page('/companies/explore', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await page('/companies/explore', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    // The same page both ways (the CSP's boot script hash and the data are equal; no per-request nonce).
    expect(rootOf(brotliDecompressSync(br.rawPayload).toString())).toBe(rootOf(plain.body));
    expect(rootOf(gunzipSync(gz.rawPayload).toString())).toBe(rootOf(plain.body));
    // The bare shell a signed-in visitor gets is under 1 KB, not worth compressing.
    const shell = await page('/dashboard', { 'accept-encoding': 'br' });
    expect(shell.body.length).toBeLessThan(1024);
    expect(shell.headers['content-encoding']).toBeUndefined();
    expect(pageEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding('*')).toBe('gzip');
  });

  it('the sign-in, sign-up, forgotten-password and contact pages arrive rendered, their forms posting (never a password in a URL)', async () => {
    const pages: [string, string, string][] = [['/login', 'Sign in', 'Sign in'], ['/signup', 'Create your account', 'Create your account'], ['/forgot-password', 'Forgot your password?', 'Forgot password'], ['/contact-us', 'Contact us', 'Contact us']];
    for (const [url, heading, title] of pages) {
      const r = await page(url);
      expect(r.statusCode, url).toBe(200);
      // The tab's title is there before the app, which may not hydrate until the visitor's first key.
      expect(r.body, url).toContain(`<title>${title} | Redress</title>`);
      if (url !== '/contact-us') expect(r.body, url).toContain('<meta name="robots" content="noindex"');
      expect(r.body, url).toMatch(new RegExp(`<h1[^>]*>${heading.replace('?', '\\?')}</h1>`));
      expect(r.body, url).toContain('ssr-state');
      // Should the app fail to load, the browser sends the held form itself: in a POST body, not the address bar.
      // (The shell's company search is a plain GET to explore, on purpose.)
      const forms = (r.body.match(/<form[^>]*>/g) ?? []).filter((f) => !f.includes('role="search"'));
      expect(forms.length, url).toBeGreaterThan(0);
      for (const form of forms) expect(form, url).toContain('method="post"');
    }
  });

  it('how reviews work: the platform page the disclosures link to arrives rendered, from the rules the server keeps', async () => {
    const r = await page('/how-reviews-work');
    expect(r.statusCode).toBe(200);
    const said = rootTextOf(r.body);
    expect(said).toContain('How reviews work on Redress</h1>');
    expect(said).toContain('more than 5 years ago');
    expect(said).toContain('reports from 3 different people hold it for them');
    expect(said).toContain('A complaint with more than 3 links waits for a moderator');
    expect(r.body).toContain('<title>How reviews work');
  });

  it('pages that are not public (accounts, dashboards) are left to the app', async () => {
    for (const url of ['/dashboard', '/admin/users', '/business/dashboard']) {
      const r = await page(url);
      expect(r.body, url).toContain('<div id="root"></div>');
      expect(r.body, url).not.toContain('ssr-state');
    }
  });

  it('a page whose query ends like a file name is still the app: the verification page after sign-up (?email=…@….com)', async () => {
    for (const url of ['/verification?email=thandi%40example.com', '/reset-password?email=a@b.co.za']) {
      const r = await page(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toContain('<div id="root">');
    }
    expect((await page('/no-such-file.png')).statusCode).toBe(404);
  });
});
