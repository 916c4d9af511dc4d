// Serves the built web app: hashed assets cached for a year, index.html never cached, SPA fallback for client routes,
// each public page's index.html carrying its own title, description and preview tags (decision 59).
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

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !apiLike.test(url) && !/\.[a-z0-9]{2,5}(\?|$)/i.test(url);
    if (hasWeb && wantsPage) {
      if (app.config.env === 'development') indexHtml = readFileSync(indexPath, 'utf8');
      // Client-side routes: the app renders its own 404 page for unknown paths; an unknown company or complaint is
      // also a 404 status, so that search engines drop it.
      const page = opts.renderPage ? await opts.renderPage(indexHtml, url.split('?')[0]!) : { status: 200, html: indexHtml };
      return reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page.html);
    }
    return reply.status(404).send(errorBody(404, `Route ${request.method} ${url.split('?')[0]} not found`));
  });
}, { name: 'web' });
