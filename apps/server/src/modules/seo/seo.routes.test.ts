import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { companyWithOwner, customerNamed, fileComplaint } from '../../../test/public-content.ts';
import { companies, companyStats, users } from '../../db/schema/index.ts';

// A dist folder holding the app's index.html as Vite writes it: the server fills in each page's head.
const dist = mkdtempSync(path.join(tmpdir(), 'redress-web-'));
writeFileSync(path.join(dist, 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="Redress: publish complaints, reviews and ratings about companies, and get them resolved." />
<title>Redress</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head>
<body><div id="root"></div></body></html>`);
// What the web build writes beside it (decision 64): each public page's own chunks and stylesheets.
writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify({ pages: [
  { pattern: '/companies/explore', js: ['/assets/explore-page-1.js', '/assets/Pagination-2.js'], css: [] },
  { pattern: '/complaints/company', js: ['/assets/complaint-company-page-3.js'], css: [] },
  { pattern: '/companies/explore/:ref', js: ['/assets/company-page-4.js'], css: ['/assets/star-score-5.css'] },
] }));

const t = useTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://redress.example' });

const company = (name: string) => companyWithOwner(t, name);
const customer = (first: string, last: string) => customerNamed(t, first, last);
const file = (auth: Record<string, string>, companyId: string, extra: object) => fileComplaint(t, auth, companyId, extra);

const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
const tag = (html: string, re: RegExp) => re.exec(html)?.[1];

describe('page heads for search engines and link previews', () => {
  it('a company page carries its name, score and totals, a canonical URL at its slug, and schema.org data with its rating', async () => {
    const c = await company('Kettle & Co <Appliances>');
    await t.app.database.db.update(companyStats).set({ ratingsTotal: 12, ratingSum: 48, reviewsTotal: 5, positiveCount: 9, score: 3.9 }).where(eq(companyStats.companyId, c.id));
    const r = await page(`/companies/explore/${c.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    const html = r.body;
    // Escaped, never raw markup from a company's name.
    expect(tag(html, /<title>([^<]*)<\/title>/)).toBe('Kettle &amp; Co &lt;Appliances&gt;: complaints, reviews and ratings | Redress');
    expect(html).not.toContain('<Appliances>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(tag(html, /<meta name="description" content="([^"]*)"/)).toMatch(/^Kettle &amp; Co &lt;Appliances&gt; is rated 3.9 out of 5 from 12 ratings; 0 complaints, 0 resolved on Redress\./);
    expect(tag(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`https://redress.example/companies/explore/${c.slug}`);
    expect(tag(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`https://redress.example/companies/explore/${c.slug}`);
    const ld = JSON.parse(tag(html, /<script type="application\/ld\+json">([^<]*)<\/script>/)!);
    expect(ld).toMatchObject({ '@type': 'Organization', name: 'Kettle & Co <Appliances>', aggregateRating: { '@type': 'AggregateRating', ratingCount: 12, reviewCount: 5, bestRating: 5 } });
    expect(ld.aggregateRating.ratingValue).toBe(3.9);
    // The app still boots from the same page.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"></div>');
    // Without a banner nothing is preloaded; with one, the browser fetches it with the app (its largest paint).
    expect(html).not.toContain('rel="preload" as="image"');
    await t.app.database.db.update(companies).set({ banner: '/uploads/company-images/kettle-banner.webp' }).where(eq(companies.id, c.id));
    expect((await page(`/companies/explore/${c.slug}`)).body).toContain('<link rel="preload" as="image" href="/uploads/company-images/kettle-banner.webp" fetchpriority="high" />');
    // By slug too; an unknown company is a 404 that search engines drop, with the app's page to show it.
    expect((await page(`/companies/explore/${c.slug}`)).statusCode).toBe(200);
    const unknown = await page('/companies/explore/no-such-company-anywhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
    expect(unknown.body).toContain('<div id="root"></div>');
    // A malformed escape in the address is a bad request (Fastify's router says so first), never a server error.
    expect((await page('/companies/explore/%E0%A4%A')).statusCode).toBe(400);
    // A NUL character names no company either (PostgreSQL refuses it in a query: it was a 500).
    expect((await page('/companies/explore/kestrel%00')).statusCode).toBe(404);
  });

  it('a complaint page shows its title and story, never an anonymous author; hidden ones are 404 to strangers', async () => {
    const c = await company('Umhlanga Appliances');
    const named = await file((await customer('Zanele', 'Khumalo')).auth, c.id, { anonymous: false });
    const anonymous = await file((await customer('Sipho', 'Ndlovu')).auth, c.id, { anonymous: true, complaint: 'Kettle sparks when switched on' });
    const hidden = await file((await customer('Ayanda', 'Mthembu')).auth, c.id, { hidden: true, complaint: 'A private matter' });

    const r = await page(`/complaints/${named.id}`);
    expect(r.statusCode).toBe(200);
    expect(tag(r.body, /<title>([^<]*)<\/title>/)).toBe('Refund never arrived | Redress');
    expect(tag(r.body, /<meta property="og:description" content="([^"]*)"/)).toBe('A complaint about Umhlanga Appliances: I returned the kettle on 3 March and the refund of R499 never arrived, after four calls.');
    expect(tag(r.body, /<link rel="canonical" href="([^"]*)"/)).toBe(`https://redress.example/complaints/${named.id}`);
    // By its code as well.
    expect((await page(`/complaints/${named.uniqueId}`)).statusCode).toBe(200);

    const anon = await page(`/complaints/${anonymous.id}`);
    expect(anon.statusCode).toBe(200);
    expect(anon.body).toContain('Kettle sparks when switched on');
    expect(anon.body).not.toMatch(/Sipho|Ndlovu/);

    const secret = await page(`/complaints/${hidden.id}`);
    expect(secret.statusCode).toBe(404);
    expect(secret.body).not.toContain('A private matter');
    expect(secret.body).not.toMatch(/Ayanda|Mthembu/);

    // Pages that are not complaints keep the app's head; account pages ask not to be indexed.
    expect((await page('/complaints/company')).statusCode).toBe(200);
    expect((await page('/login')).body).toContain('<meta name="robots" content="noindex" />');
    const home = await page('/');
    expect(tag(home.body, /<title>([^<]*)<\/title>/)).toBe('Complaints, reviews and ratings that get results | Redress');
    expect(tag(home.body, /<link rel="canonical" href="([^"]*)"/)).toBe('https://redress.example/');
  });
});

describe('review page heads', () => {
  it('a review page shows its title, stars and text, never an anonymous author; hidden ones are 404 to strangers', async () => {
    const c = await company('Ballito Kettles');
    const write = async (first: string, last: string, extra: object) => {
      const r = await t.app.inject({
        method: 'POST', url: '/api/review', headers: (await customer(first, last)).auth,
        payload: { organizationId: c.id, experiencedOn: '2026-10-01', rating: 4, review: 'Boils in two minutes', description: 'The kettle boils a litre in two minutes and stays cool.', ...extra },
      });
      expect(r.statusCode, r.body).toBe(201);
      return r.json<{ review: { id: string; uniqueId: string } }>().review;
    };
    const anonymous = await write('Sipho', 'Ndlovu', { anonymous: true });
    const hidden = await write('Ayanda', 'Mthembu', { hidden: true, review: 'A private review' });

    const r = await page(`/reviews/${anonymous.id}`);
    expect(r.statusCode).toBe(200);
    expect(tag(r.body, /<title>([^<]*)<\/title>/)).toBe('Boils in two minutes | Redress');
    expect(tag(r.body, /<meta property="og:description" content="([^"]*)"/)).toBe('A review of Ballito Kettles, 4 out of 5 stars: The kettle boils a litre in two minutes and stays cool.');
    expect(tag(r.body, /<link rel="canonical" href="([^"]*)"/)).toBe(`https://redress.example/reviews/${anonymous.id}`);
    expect(r.body).not.toMatch(/Sipho|Ndlovu/);
    expect((await page(`/reviews/${anonymous.uniqueId}`)).statusCode).toBe(200);

    const secret = await page(`/reviews/${hidden.id}`);
    expect(secret.statusCode).toBe(404);
    expect(secret.body).not.toContain('A private review');
    expect(secret.body).not.toMatch(/Ayanda|Mthembu/);
    // Writing and one's own list are not for search engines.
    expect((await page('/reviews/company')).body).toContain('<meta name="robots" content="noindex" />');
    expect((await page('/reviews')).body).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('page code named in the page (decision 64)', () => {
  it('a public page\'s HTML names its chunks and stylesheets, so the browser fetches them with the app (after it); other pages name none', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const explore = (await get('/companies/explore?PageNumber=2')).body;
    const head = explore.slice(0, explore.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/explore-page-1.js" fetchpriority="low"><link rel="modulepreload" crossorigin href="/assets/Pagination-2.js" fetchpriority="low">');
    expect(head.indexOf('/assets/index-abc.js')).toBeLessThan(head.indexOf('explore-page-1.js'));
    // A ':' segment matches one segment, whatever it holds, and a company that does not exist still loads the page's code.
    const unknown = await get('/companies/explore/no-such-company-at-all');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/star-score-5.css" fetchpriority="low"><link rel="modulepreload" crossorigin href="/assets/company-page-4.js" fetchpriority="low">');
    // The first pattern that matches wins: /complaints/company is the filing page, not a complaint called "company".
    expect((await get('/complaints/company')).body).toContain('complaint-company-page-3.js');
    for (const other of ['/dashboard', '/companies/explore/acme/extra', '/companies']) {
      expect((await get(other)).body, other).not.toContain('modulepreload');
    }
  });
});

describe('sitemaps', () => {
  it('robots.txt points to the index, which lists the pages, the companies and each month of complaints; the files hold only public ones', async () => {
    const c = await company('Sitemap Stores');
    const shown = await file((await customer('Lerato', 'Molefe')).auth, c.id, {});
    const hidden = await file((await customer('Naledi', 'Dube')).auth, c.id, { hidden: true });

    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /admin/');
    expect(robots.body).toContain('Sitemap: https://redress.example/sitemap.xml');

    const index = await t.app.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/application\/xml/);
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const month = shown.createdAt.slice(0, 7);
    expect(files).toEqual(expect.arrayContaining([
      'https://redress.example/sitemaps/pages.xml',
      'https://redress.example/sitemaps/companies-1.xml',
      `https://redress.example/sitemaps/complaints-${month}.xml`,
    ]));

    const pages = await t.app.inject({ url: '/sitemaps/pages.xml' });
    expect(pages.body).toContain('<loc>https://redress.example/companies/explore</loc>');
    const companies = await t.app.inject({ url: '/sitemaps/companies-1.xml' });
    expect(companies.body).toContain(`<loc>https://redress.example/companies/explore/${c.slug}</loc>`);
    const complaints = await t.app.inject({ url: `/sitemaps/complaints-${month}.xml` });
    expect(complaints.statusCode).toBe(200);
    expect(complaints.body).toContain(`<loc>https://redress.example/complaints/${shown.id}</loc>`);
    expect(complaints.body).not.toContain(hidden.id);
    expect(complaints.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

    for (const bad of ['/sitemaps/companies-0.xml', '/sitemaps/complaints-2026-13.xml', '/sitemaps/other.xml']) {
      expect((await t.app.inject({ url: bad })).statusCode, bad).toBe(404);
    }
  });
});

describe('schema.org reviews and the reviews sitemap', () => {
  it('company and review pages carry Review markup beside AggregateRating; anonymous authors are "Anonymous", hidden reviews absent; the sitemap lists public reviews', async () => {
    const c = await company('Amanzimtoti Kettles');
    const write = async (first: string, last: string, extra: object) => {
      const r = await t.app.inject({
        method: 'POST', url: '/api/review', headers: (await customer(first, last)).auth,
        payload: { organizationId: c.id, experiencedOn: '2026-10-01', rating: 5, review: 'Quick to boil', description: 'Boils a litre in two minutes, and the handle stays cool.', ...extra },
      });
      expect(r.statusCode, r.body).toBe(201);
      return r.json<{ review: { id: string; createdAt: string } }>().review;
    };
    const named = await write('Lindiwe', 'Cele', {});
    const anonymous = await write('Mandla', 'Shabalala', { anonymous: true, rating: 2, review: 'Lid broke in a week' });
    const hidden = await write('Nomsa', 'Buthelezi', { hidden: true, review: 'A private matter about the kettle' });
    const ldOf = (html: string) => JSON.parse(tag(html, /<script type="application\/ld\+json">([^<]*)<\/script>/)!);

    const companyPage = await page(`/companies/explore/${c.slug}`);
    expect(companyPage.statusCode).toBe(200);
    const ld = ldOf(companyPage.body);
    const score = (await t.app.inject({ url: `/api/company/GetCompany/${c.id}` })).json<{ rating: number }>().rating;
    expect(score).toBeGreaterThan(0);
    expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: Number(score.toFixed(1)), bestRating: 5, worstRating: 1 });
    expect(ld.review).toHaveLength(2);
    expect(ld.review).toEqual(expect.arrayContaining([
      expect.objectContaining({ '@type': 'Review', url: `https://redress.example/reviews/${named.id}`, name: 'Quick to boil', author: { '@type': 'Person', name: 'Lindiwe C.', url: expect.stringMatching(/^https:\/\/redress\.example\/reviewers\/[0-9a-f]{16}$/) }, reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 } }),
      expect.objectContaining({ '@type': 'Review', url: `https://redress.example/reviews/${anonymous.id}`, name: 'Lid broke in a week', author: { '@type': 'Person', name: 'Anonymous' }, reviewRating: expect.objectContaining({ ratingValue: 2 }) }),
    ]));
    expect(ld.review[0].datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(companyPage.body).not.toMatch(/Mandla|Shabalala|Nomsa|Buthelezi|A private matter/);
    expect(companyPage.body).not.toContain(hidden.id);

    const reviewPage = await page(`/reviews/${anonymous.id}`);
    expect(reviewPage.statusCode).toBe(200);
    const rld = ldOf(reviewPage.body);
    expect(rld).toMatchObject({
      '@context': 'https://schema.org', '@type': 'Review', name: 'Lid broke in a week', author: { '@type': 'Person', name: 'Anonymous' },
      reviewRating: { '@type': 'Rating', ratingValue: 2 },
      itemReviewed: { '@type': 'Organization', name: 'Amanzimtoti Kettles', url: `https://redress.example/companies/explore/${c.slug}`, aggregateRating: { '@type': 'AggregateRating', ratingValue: Number(score.toFixed(1)) } },
    });
    expect(reviewPage.body).not.toMatch(/Mandla|Shabalala/);
    expect((await page(`/reviews/${hidden.id}`)).body).not.toContain('application/ld+json');

    const month = named.createdAt.slice(0, 7);
    const index = await t.app.inject({ url: '/sitemap.xml' });
    expect(index.body).toContain(`<loc>https://redress.example/sitemaps/reviews-${month}.xml</loc>`);
    const reviewsMap = await t.app.inject({ url: `/sitemaps/reviews-${month}.xml` });
    expect(reviewsMap.statusCode).toBe(200);
    expect(reviewsMap.headers['content-type']).toMatch(/application\/xml/);
    expect(reviewsMap.body).toContain(`<loc>https://redress.example/reviews/${named.id}</loc>`);
    expect(reviewsMap.body).toContain(`<loc>https://redress.example/reviews/${anonymous.id}</loc>`);
    expect(reviewsMap.body).not.toContain(hidden.id);
    expect((await t.app.inject({ url: '/sitemaps/reviews-2026-13.xml' })).statusCode).toBe(404);
  });
});

describe('the reviewers sitemap', () => {
  it('lists public profiles with a named public review or complaint, last changed with their latest one; never a private profile nor an anonymous-only author', async () => {
    const c = await company('Sitemap Kettles');
    const write = async (auth: Record<string, string>, extra: object = {}) => {
      const r = await t.app.inject({
        method: 'POST', url: '/api/review', headers: auth,
        payload: { organizationId: c.id, experiencedOn: '2026-10-01', rating: 4, review: 'Boils fast', description: 'Boils a litre in two minutes, and quietly.', ...extra },
      });
      expect(r.statusCode, r.body).toBe(201);
      return r.json<{ review: { createdAt: string } }>().review;
    };
    const codeOf = async (id: string) => (await t.app.database.db.select({ code: users.profileCode }).from(users).where(eq(users.id, id)))[0]!.code;
    const named = await customer('Thabo', 'Listed');
    const latest = await write(named.auth);
    const complainer = await customer('Ayanda', 'Complained');
    await file(complainer.auth, c.id, {});
    const secret = await customer('Lwazi', 'Private');
    await write(secret.auth);
    const off = await t.app.inject({ method: 'POST', url: `/api/profilemanagement/update_profile/${secret.user.id}`, headers: secret.auth, payload: { profilePublic: false } });
    expect(off.statusCode, off.body).toBe(200);
    const anonymousOnly = await customer('Sizwe', 'Anonymous');
    await write(anonymousOnly.auth, { anonymous: true });
    const hiddenOnly = await customer('Busi', 'Hidden');
    await write(hiddenOnly.auth, { hidden: true });

    const index = await t.app.inject({ url: '/sitemap.xml' });
    expect(index.body).toContain('<loc>https://redress.example/sitemaps/reviewers-1.xml</loc>');
    const map = await t.app.inject({ url: '/sitemaps/reviewers-1.xml' });
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-type']).toMatch(/application\/xml/);
    expect(map.body).toContain(`<url><loc>https://redress.example/reviewers/${await codeOf(named.user.id)}</loc><lastmod>${latest.createdAt.slice(0, 10)}</lastmod></url>`);
    expect(map.body).toContain(`<loc>https://redress.example/reviewers/${await codeOf(complainer.user.id)}</loc>`);
    for (const left of [secret, anonymousOnly, hiddenOnly]) expect(map.body).not.toContain(await codeOf(left.user.id));
    // Each listed profile is a page a stranger can open.
    for (const loc of [...map.body.matchAll(/<loc>https:\/\/redress\.example(\/reviewers\/[0-9a-f]{16})<\/loc>/g)].map((m) => m[1]!)) {
      expect((await t.app.inject({ url: `/api${loc}` })).statusCode, loc).toBe(200);
    }
    for (const bad of ['/sitemaps/reviewers-0.xml', '/sitemaps/reviewers-x.xml']) expect((await t.app.inject({ url: bad })).statusCode, bad).toBe(404);
    // Past the last file: an empty list, not an error.
    expect((await t.app.inject({ url: '/sitemaps/reviewers-2.xml' })).body).not.toContain('<url>');
  });
});
