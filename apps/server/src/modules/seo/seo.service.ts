// What search engines and link previews read before any script runs (decision 59): each public page's title,
// description, canonical address, Open Graph tags and, on company and review pages, schema.org data (the company's
// AggregateRating and its latest public reviews as Review items); and the sitemaps that list every live company, public
// complaint and public review. Everything comes from the same presenters as the API, as a signed-out visitor sees it,
// so an anonymous author (named "Anonymous") or a hidden complaint or review is never named here either.
import { COMPANY_DEFAULT_DESCRIPTION, REVIEWER_PAGE_SIZE, type Company, type Complaint, type Review, type ReviewerProfile } from '@redress/contract';
import { isUuid } from '../../lib/ids.ts';
import type { Database } from '../../db/client.ts';
import type { MicroCache } from '../../lib/micro-cache.ts';
import { getCompany } from '../companies/companies.service.ts';
import { getComplaint } from '../complaints/complaints.service.ts';
import { getReview, listCompanyReviews } from '../reviews/reviews.service.ts';
import { getReviewerProfile } from '../reviewers/reviewers.service.ts';
import { countListedReviewers, listListedReviewers } from '../reviewers/reviewers.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import { escapeMarkup } from '../../lib/markup.ts';

export interface SeoDeps {
  database: Database;
  brandName: string;
  publicUrl: string;
}

export interface PageHead {
  /** 404 for a company or complaint that does not exist or is not public (the app shows its own 404 page). */
  status: number;
  title: string;
  description: string;
  /** Absolute. */
  canonical?: string;
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  jsonLd?: object;
  noindex?: boolean;
  /** The page's largest image as the page itself will ask for it (its src): fetched with the app, not after it. */
  preloadImage?: string | null;
}

export const DEFAULT_DESCRIPTION = 'Publish complaints, reviews and ratings about companies, and get them resolved.';
/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 160;

const STATIC_PAGES: Record<string, { title: string; description?: string }> = {
  '/': { title: 'Complaints, reviews and ratings that get results' },
  '/companies/explore': { title: 'Explore companies', description: 'Find a company, see its score from customers\' ratings and reviews, and how it answers complaints.' },
  '/companies/compare': { title: 'Compare companies', description: 'Compare two to four companies side by side: scores, ratings, response rate and resolved complaints.' },
  '/for-business': { title: 'For business', description: 'Answer your customers in public, resolve complaints faster and earn a fair score.' },
  '/support': { title: 'Support and FAQ' },
  '/legal': { title: 'Terms and privacy' },
  '/how-reviews-work': { title: 'How reviews work', description: 'How reviews and complaints are written, checked and scored, and what each company page discloses.' },
  '/contact-us': { title: 'Contact us', description: 'Write to the Redress team: a question, a problem with the site, or a press enquiry.' },
};

/** Client routes that are not for search engines: sign-in, accounts, dashboards, admin. */
const PRIVATE_PREFIXES = ['/login', '/signup', '/admin', '/business', '/dashboard', '/profile', '/verification', '/forgot-password', '/reset-password',
  '/complaints', '/reviews', '/companies/signup', '/companies/create'];

/** The private pages the server renders (decision 66): their titles in the first HTML, as the app would write them. */
const PRIVATE_TITLES: Record<string, string> = { '/login': 'Sign in', '/signup': 'Create your account', '/forgot-password': 'Forgot password' };

const COMPANY_PATH = /^\/companies\/explore\/([^/]+)$/;
const COMPLAINT_PATH = /^\/complaints\/([^/]+)$/;
const COMPLAINT_REF = /^(CMP-[0-9A-Z]+)$/i;
const REVIEW_PATH = /^\/reviews\/([^/]+)$/;
const REVIEW_REF = /^(REV-[0-9A-Z]{6})$/i;
const REVIEWER_PATH = /^\/reviewers\/([0-9a-f]{16})$/;

export function excerpt(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The head of the page at `pathname`, or null for a path that keeps the app's default head. */
export async function pageHead(deps: SeoDeps, pathname: string): Promise<PageHead | null> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const url = (p: string) => new URL(p, deps.publicUrl).href;
  const page = STATIC_PAGES[path];
  if (page) return { status: 200, title: page.title, description: page.description ?? DEFAULT_DESCRIPTION, canonical: url(path), type: 'website' };
  const company = COMPANY_PATH.exec(path);
  if (company) {
    const ref = safeDecode(company[1]!);
    return ref === null ? notFound : companyHead(deps, ref, url);
  }
  const complaint = COMPLAINT_PATH.exec(path);
  if (complaint && (isUuid(complaint[1]!) || COMPLAINT_REF.test(complaint[1]!))) return complaintHead(deps, complaint[1]!, url);
  const review = REVIEW_PATH.exec(path);
  if (review && (isUuid(review[1]!) || REVIEW_REF.test(review[1]!))) return reviewHead(deps, review[1]!, url);
  const reviewer = REVIEWER_PATH.exec(path);
  if (reviewer) return reviewerHead(deps, reviewer[1]!, url);
  if (path.startsWith('/reviewers/')) return notFound;
  if (PRIVATE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return { status: 200, title: PRIVATE_TITLES[path] ?? '', description: DEFAULT_DESCRIPTION, noindex: true };
  return null;
}

/** A malformed escape (`%E0%A4%A`) or a NUL character (`%00`, which PostgreSQL refuses in text) names no company. */
function safeDecode(s: string): string | null {
  try {
    const decoded = decodeURIComponent(s);
    return decoded.includes('\u0000') ? null : decoded;
  } catch {
    return null;
  }
}

async function orNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
}

const notFound: PageHead = { status: 404, title: 'Page not found', description: DEFAULT_DESCRIPTION, noindex: true };

async function companyHead(deps: SeoDeps, ref: string, url: (p: string) => string): Promise<PageHead> {
  const c: Company | null = await orNotFound(() => getCompany(deps, ref));
  if (!c) return notFound;
  const s = c.summary;
  // The latest public reviews, as a stranger reads them on the page's reviews tab (never hidden or held ones).
  const latest = await listCompanyReviews(deps, null, c.id, { page: 1, size: JSON_LD_REVIEWS, sort: 'newest' });
  const facts = [
    s.totalRatings ? `rated ${c.rating.toFixed(1)} out of 5 from ${s.totalRatings} rating${s.totalRatings === 1 ? '' : 's'}` : 'not rated yet',
    `${s.totalComplaints} complaint${s.totalComplaints === 1 ? '' : 's'}, ${s.resolvedComplaints} resolved`,
  ];
  const about = c.description && c.description !== COMPANY_DEFAULT_DESCRIPTION ? ` ${c.description}` : '';
  const canonical = url(`/companies/explore/${c.slug}`);
  return {
    status: 200,
    title: `${c.name}: complaints, reviews and ratings`,
    description: excerpt(`${c.name} is ${facts.join('; ')} on ${deps.brandName}.${about}`),
    canonical,
    image: c.logo ? url(c.logo) : null,
    // The banner is a phone's largest paint on a company page (Lighthouse's LCP element): it used to wait for the app.
    preloadImage: c.banner,
    type: 'profile',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: c.name,
      url: canonical,
      ...(c.logo ? { logo: url(c.logo) } : {}),
      ...(c.website ? { sameAs: [c.website] } : {}),
      ...aggregateRatingLd(c),
      ...(latest.data.length ? { review: latest.data.map((r) => reviewLd(r, url)) } : {}),
    },
  };
}

/** How many of a company's latest public reviews its page's schema.org data carries. */
export const JSON_LD_REVIEWS = 10;

/** The company's score as schema.org's AggregateRating, once anything counts in it: the figures its page shows. */
function aggregateRatingLd(c: Company): object {
  const s = c.summary;
  if (c.rating <= 0 || s.totalRatings + s.totalReviews === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating', ratingValue: Number(c.rating.toFixed(1)), bestRating: 5, worstRating: 1,
      ...(s.totalRatings ? { ratingCount: s.totalRatings } : {}), ...(s.totalReviews ? { reviewCount: s.totalReviews } : {}),
    },
  };
}

/** A public review as schema.org's Review: its author as the API names them to a stranger ("Anonymous" for an anonymous one). */
function reviewLd(r: Review, url: (p: string) => string): object {
  return {
    '@type': 'Review',
    url: url(`/reviews/${r.id}`),
    name: r.review,
    reviewBody: r.description,
    datePublished: r.createdAt.slice(0, 10),
    author: {
      '@type': 'Person', name: r.reviewCustomerDto.customerName,
      ...(r.reviewCustomerDto.customerProfile ? { url: url(`/reviewers/${r.reviewCustomerDto.customerProfile}`) } : {}),
    },
    reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
  };
}

async function complaintHead(deps: SeoDeps, ref: string, url: (p: string) => string): Promise<PageHead> {
  // As a stranger sees it: a hidden or held complaint is a 404, an anonymous author has no name.
  const c: Complaint | null = await orNotFound(() => getComplaint(deps, null, ref));
  if (!c) return notFound;
  const about = c.organizationDto?.organizationName ? `A complaint about ${c.organizationDto.organizationName}: ` : '';
  return {
    status: 200,
    title: c.complaint,
    description: excerpt(`${about}${c.experience}`),
    canonical: url(`/complaints/${c.id}`),
    image: c.image ? url(c.image) : null,
    type: 'article',
  };
}

async function reviewHead(deps: SeoDeps, ref: string, url: (p: string) => string): Promise<PageHead> {
  // As a stranger sees it: a hidden review is a 404, an anonymous author has no name.
  const r: Review | null = await orNotFound(() => getReview(deps, null, ref));
  if (!r) return notFound;
  const companyId = r.reviewOrganizationDto.organizationId;
  const company: Company | null = companyId ? await orNotFound(() => getCompany(deps, companyId)) : null;
  return {
    status: 200,
    title: r.review,
    description: excerpt(`A review of ${r.reviewOrganizationDto.organizationName}, ${r.rating} out of 5 stars: ${r.description}`),
    canonical: url(`/reviews/${r.id}`),
    image: r.image ? url(r.image) : null,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      ...reviewLd(r, url),
      itemReviewed: {
        '@type': 'Organization',
        name: r.reviewOrganizationDto.organizationName,
        ...(company ? { url: url(`/companies/explore/${company.slug}`), ...aggregateRatingLd(company) } : {}),
      },
    },
  };
}

async function reviewerHead(deps: SeoDeps, code: string, url: (p: string) => string): Promise<PageHead> {
  // As a stranger sees it: a private profile is a 404; only what its owner posted under their name.
  const p: ReviewerProfile | null = await orNotFound(() => getReviewerProfile(deps, null, code, { page: 1, size: REVIEWER_PAGE_SIZE }));
  if (!p) return notFound;
  const canonical = url(`/reviewers/${p.code}`);
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return {
    status: 200,
    title: `${p.name}: reviews on Redress`,
    description: excerpt(`${p.name} has written ${plural(p.reviewsCount, 'public review')} and ${plural(p.complaintsCount, 'public complaint')} on Redress, `
      + `with ${plural(p.helpfulVotes, 'helpful vote')}.`),
    canonical,
    type: 'profile',
    // schema.org's ProfilePage about a Person: what they wrote under their name and the likes it drew; their latest reviews.
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: canonical,
      mainEntity: {
        '@type': 'Person',
        name: p.name,
        identifier: p.code,
        url: canonical,
        agentInteractionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/WriteAction', userInteractionCount: p.reviewsCount + p.complaintsCount },
        interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: p.helpfulVotes },
      },
      ...(p.reviews.data.length
        ? { hasPart: p.reviews.data.map((r) => ({ ...reviewLd(r, url), itemReviewed: { '@type': 'Organization', name: r.reviewOrganizationDto.organizationName } })) }
        : {}),
    },
  };
}

/** JSON inside a script element: nothing in it can close the element or start a comment. */
const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The app's index.html with the page's head: its title and description replaced, the other tags added. */
export function renderHead(indexHtml: string, head: PageHead, brandName: string): string {
  const title = head.title ? `${head.title} | ${brandName}` : brandName;
  const tags = [
    `<meta name="description" content="${escapeMarkup(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.canonical ? `<link rel="canonical" href="${escapeMarkup(head.canonical)}" />` : '',
    head.preloadImage ? `<link rel="preload" as="image" href="${escapeMarkup(head.preloadImage)}" fetchpriority="high" />` : '',
    head.noindex ? '' : [
      `<meta property="og:site_name" content="${escapeMarkup(brandName)}" />`,
      `<meta property="og:title" content="${escapeMarkup(head.title || brandName)}" />`,
      `<meta property="og:description" content="${escapeMarkup(head.description)}" />`,
      `<meta property="og:type" content="${head.type ?? 'website'}" />`,
      head.canonical ? `<meta property="og:url" content="${escapeMarkup(head.canonical)}" />` : '',
      head.image ? `<meta property="og:image" content="${escapeMarkup(head.image)}" />` : '',
      '<meta name="twitter:card" content="summary" />',
    ].join(''),
    head.jsonLd ? `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>` : '',
  ].join('');
  // Replacer functions, not strings: a company's name or story may hold `$&` and the like.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeMarkup(title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `${tags}</head>`);
}

/** Per sitemap file (the protocol allows 50,000): companies and reviewers in pages of this many, complaints by the month filed. */
export const SITEMAP_COMPANIES_PER_FILE = 10_000;
export const SITEMAP_COMPLAINTS_PER_FILE = 50_000;

const day = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

function urlset(entries: { loc: string; lastmod?: Date | string }[]): string {
  const urls = entries.map((e) => `<url><loc>${escapeMarkup(e.loc)}</loc>${e.lastmod ? `<lastmod>${day(e.lastmod)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('\n')}</urlset>\n`;
}

/** /sitemap.xml: the index of every sitemap file, from the counters and the oldest complaint's and review's months. */
export async function sitemapIndex(deps: SeoDeps): Promise<string> {
  const { rows } = await deps.database.query<{ companies: number; oldest: string | null; oldest_review: string | null }>(
    `SELECT (SELECT companies_total FROM platform_stats WHERE id = 'global') AS companies,
            (SELECT to_char(min(created_at) AT TIME ZONE 'UTC', 'YYYY-MM') FROM complaints WHERE deleted_at IS NULL) AS oldest,
            (SELECT to_char(min(created_at) AT TIME ZONE 'UTC', 'YYYY-MM') FROM reviews WHERE deleted_at IS NULL) AS oldest_review`);
  const companies = Number(rows[0]?.companies ?? 0);
  const files = ['/sitemaps/pages.xml'];
  for (let n = 1; n <= Math.max(1, Math.ceil(companies / SITEMAP_COMPANIES_PER_FILE)); n++) files.push(`/sitemaps/companies-${n}.xml`);
  const reviewers = await countListedReviewers(deps.database);
  for (let n = 1; n <= Math.ceil(reviewers / SITEMAP_COMPANIES_PER_FILE); n++) files.push(`/sitemaps/reviewers-${n}.xml`);
  const now = new Date();
  for (const [kind, oldest] of [['complaints', rows[0]?.oldest], ['reviews', rows[0]?.oldest_review]] as const) {
    if (!oldest) continue;
    // Every month from the oldest one's to this one, counted as year * 12 + month - 1.
    const [y, m] = oldest.split('-').map(Number) as [number, number];
    for (let k = y * 12 + m - 1; k <= now.getUTCFullYear() * 12 + now.getUTCMonth(); k++) {
      files.push(`/sitemaps/${kind}-${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}.xml`);
    }
  }
  const items = files.map((f) => `<sitemap><loc>${escapeMarkup(new URL(f, deps.publicUrl).href)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('\n')}</sitemapindex>\n`;
}

export function staticSitemap(deps: SeoDeps): string {
  return urlset(Object.keys(STATIC_PAGES).map((p) => ({ loc: new URL(p, deps.publicUrl).href })));
}

/** Live companies in id order (ids are time-ordered: a company keeps its file as others join), at their canonical slug. */
export async function companiesSitemap(deps: SeoDeps, n: number): Promise<string> {
  const { rows } = await deps.database.query<{ slug: string; updated_at: string }>(
    `SELECT slug, updated_at FROM companies WHERE deleted_at IS NULL ORDER BY id LIMIT ${SITEMAP_COMPANIES_PER_FILE} OFFSET ${(n - 1) * SITEMAP_COMPANIES_PER_FILE}`);
  return urlset(rows.map((r) => ({ loc: new URL(`/companies/explore/${r.slug}`, deps.publicUrl).href, lastmod: r.updated_at })));
}

/** Public reviewer profiles with a named public item (never a private profile, never one with only anonymous items), last changed when their latest item was written. */
export async function reviewersSitemap(deps: SeoDeps, n: number): Promise<string> {
  const rows = await listListedReviewers(deps.database, SITEMAP_COMPANIES_PER_FILE, (n - 1) * SITEMAP_COMPANIES_PER_FILE);
  return urlset(rows.map((r) => ({ loc: new URL(`/reviewers/${r.code}`, deps.publicUrl).href, lastmod: r.latest })));
}

/** The public complaints filed in one month (UTC): what a stranger may read, never hidden or held ones. */
export async function complaintsSitemap(deps: SeoDeps, year: number, month: number): Promise<string> {
  const from = new Date(Date.UTC(year, month - 1, 1)).toISOString();
  const to = new Date(Date.UTC(year, month, 1)).toISOString();
  const { rows } = await deps.database.query<{ id: string; updated_at: string }>(
    `SELECT c.id::text, c.updated_at FROM complaints c
      WHERE c.deleted_at IS NULL AND c.created_at >= $1 AND c.created_at < $2
        AND NOT c.hidden AND c.status NOT IN ('submitted', 'flag')
      ORDER BY c.created_at DESC, c.id DESC LIMIT ${SITEMAP_COMPLAINTS_PER_FILE}`, [from, to]);
  return urlset(rows.map((r) => ({ loc: new URL(`/complaints/${r.id}`, deps.publicUrl).href, lastmod: r.updated_at })));
}

/** The public reviews written in one month (UTC): published, not hidden, not deleted, as a stranger may read them. */
export async function reviewsSitemap(deps: SeoDeps, year: number, month: number): Promise<string> {
  const from = new Date(Date.UTC(year, month - 1, 1)).toISOString();
  const to = new Date(Date.UTC(year, month, 1)).toISOString();
  const { rows } = await deps.database.query<{ id: string; updated_at: string }>(
    `SELECT r.id::text, r.updated_at FROM reviews r
      WHERE r.deleted_at IS NULL AND r.created_at >= $1 AND r.created_at < $2 AND NOT r.hidden AND r.status = 'published'
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${SITEMAP_COMPLAINTS_PER_FILE}`, [from, to]);
  return urlset(rows.map((r) => ({ loc: new URL(`/reviews/${r.id}`, deps.publicUrl).href, lastmod: r.updated_at })));
}

/**
 * The web plugin's page renderer: index.html with the page's head. Heads of company and complaint pages are kept in
 * the public micro-cache like those pages' API answers (any write clears it), so a crawl costs no more than a visit.
 */
export function seoPageRenderer(deps: SeoDeps, cache: MicroCache) {
  return async (indexHtml: string, pathname: string): Promise<{ status: number; html: string }> => {
    const cached = await cache.get(`head:${pathname}`, async () => JSON.stringify(await pageHead(deps, pathname)));
    const head = JSON.parse(cached) as PageHead | null;
    return head ? { status: head.status, html: renderHead(indexHtml, head, deps.brandName) } : { status: 200, html: indexHtml };
  };
}

export function robotsTxt(deps: SeoDeps): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin/', 'Disallow: /business/', 'Disallow: /api/', '', `Sitemap: ${new URL('/sitemap.xml', deps.publicUrl).href}`, ''].join('\n');
}
