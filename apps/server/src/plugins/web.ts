// Serves the built web app: hashed assets cached for a year, index.html never cached, SPA fallback for client routes,
// each public page's index.html carrying its own title, description and preview tags (decision 59) and naming its own
// code and styles (decision 64).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors.ts';

/** The index.html to send for a client route, and its status (the SEO module's; absent, the file as built). */
export type PageRenderer = (indexHtml: string, pathname: string) => Promise<{ status: number; html: string }>;

const defaultDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** dist/route-preloads.json, written by the web build (apps/web/build/route-preloads.ts). */
interface RoutePreloads { pages: { pattern: string; js: string[]; css: string[] }[] }

function readPreloads(file: string): RoutePreloads['pages'] {
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<RoutePreloads>;
  return Array.isArray(parsed.pages) ? parsed.pages : [];
}

/** A pattern's ':' segment matches any one segment; the rest must be equal. */
function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/');
  return want.length === got.length && want.every((w, i) => (w.startsWith(':') ? got[i] !== '' : w === got[i]));
}

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page's own chunks and stylesheets as head links, or '' for a path no public page matches. */
function preloadLinks(pages: RoutePreloads['pages'], pathname: string): string {
  const page = pages.find((p) => matchesPattern(p.pattern, pathname));
  if (!page) return '';
  return [
    ...page.css.map((href) => `<link rel="preload" as="style" crossorigin href="${attr(href)}" fetchpriority="low">`),
    ...page.js.map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}" fetchpriority="low">`),
  ].join('');
}
const apiLike = /^\/(api|uploads|docs|socket\.io)(\/|$|\?)/;

export default fp(async function webPlugin(app: FastifyInstance, opts: { distDir?: string; renderPage?: PageRenderer }) {
  const root = path.resolve(opts.distDir ?? defaultDist);
  const indexPath = path.join(root, 'index.html');
  const hasWeb = existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  } else {
    app.log.warn(`web app not built (${indexPath} missing): run \`npm run build\`; serving the API only`);
  }
  let indexHtml = hasWeb ? readFileSync(indexPath, 'utf8') : '';
  const preloadsPath = path.join(root, 'route-preloads.json');
  let preloads = hasWeb ? readPreloads(preloadsPath) : [];

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !apiLike.test(url) && !/\.[a-z0-9]{2,5}(\?|$)/i.test(url);
    if (hasWeb && wantsPage) {
      if (app.config.env === 'development') {
        indexHtml = readFileSync(indexPath, 'utf8');
        preloads = readPreloads(preloadsPath);
      }
      // Client-side routes: the app renders its own 404 page for unknown paths; an unknown company or complaint is
      // also a 404 status, so that search engines drop it.
      const pathname = url.split('?')[0]!;
      const page = opts.renderPage ? await opts.renderPage(indexHtml, pathname) : { status: 200, html: indexHtml };
      const links = preloadLinks(preloads, pathname);
      const html = links ? page.html.replace('</head>', `${links}</head>`) : page.html;
      return reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply.status(404).send(errorBody(404, `Route ${request.method} ${url.split('?')[0]} not found`));
  });
}, { name: 'web' });
