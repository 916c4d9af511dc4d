// The sitemaps (decision 59): /sitemap.xml indexes the static pages, the companies and the public reviewer profiles in
// files of 10,000, and the public complaints and reviews by the month they were written; /robots.txt points to it.
// Crawlers only: cached for an hour by whoever sits in between.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { companiesSitemap, complaintsSitemap, reviewersSitemap, reviewsSitemap, robotsTxt, sitemapIndex, staticSitemap, type SeoDeps } from './seo.service.ts';

const FILE = /^(?:(pages)|companies-([1-9]\d{0,5})|(complaints|reviews)-(\d{4})-(0[1-9]|1[0-2])|reviewers-([1-9]\d{0,5}))\.xml$/;

export async function seoRoutes(app: FastifyInstance) {
  const deps: SeoDeps = { database: app.database, brandName: app.config.brandName, publicUrl: app.config.publicUrl };
  const forCrawlers = (reply: FastifyReply, type: string, body: string) => reply.type(`${type}; charset=utf-8`).header('cache-control', 'public, max-age=3600').send(body);
  const xml = (reply: FastifyReply, body: string) => forCrawlers(reply, 'application/xml', body);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => forCrawlers(reply, 'text/plain', robotsTxt(deps)));

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => xml(reply, await sitemapIndex(deps)));

  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const m = FILE.exec(request.params.file);
    if (!m) throw AppError.notFound('Sitemap');
    if (m[1]) return xml(reply, staticSitemap(deps));
    if (m[2]) return xml(reply, await companiesSitemap(deps, Number(m[2])));
    if (m[6]) return xml(reply, await reviewersSitemap(deps, Number(m[6])));
    const sitemap = m[3] === 'reviews' ? reviewsSitemap : complaintsSitemap;
    return xml(reply, await sitemap(deps, Number(m[4]), Number(m[5])));
  });
}
