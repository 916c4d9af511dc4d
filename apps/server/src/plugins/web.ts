// Serves the built web app: hashed assets cached for a year, index.html never cached, SPA fallback for client routes,
// each public page's index.html carrying its own title, description and preview tags (decision 59), naming its own
// code and styles (decision 64), and, for a signed-out visitor, the page itself rendered by the server with its styles
// written into the head (decision 66).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_HINT_COOKIE } from '@redress/contract';
import { escapeMarkup } from '../lib/markup.ts';
import { requestPath } from '../lib/request-path.ts';
import { WEB_DIST_DIR } from '../paths.ts';
import { errorBody } from './errors.ts';
import { loadServerRenderer, type RenderedPage } from './ssr.ts';

/** The index.html to send for a client route, and its status (the SEO module's; absent, the file as built). */
export type PageRenderer = (indexHtml: string, pathname: string) => Promise<{ status: number; html: string }>;

const defaultDist = WEB_DIST_DIR;

/** dist/route-preloads.json, written by the web build (apps/web/build/route-preloads.ts). */
interface RoutePreloads { boot?: string; pages: { pattern: string; js: string[]; css: string[] }[] }

function readPreloads(file: string): RoutePreloads {
  if (!existsSync(file)) return { pages: [] };
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<RoutePreloads>;
  return { boot: parsed.boot, pages: Array.isArray(parsed.pages) ? parsed.pages : [] };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding to send a page in: brotli, else gzip, when the request accepts it (`q=0` refuses one). */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set((acceptEncoding ?? '').toLowerCase().split(',').map((part) => {
    const [name = '', ...params] = part.split(';').map((x) => x.trim());
    return params.some((param) => /^q=0(\.0*)?$/.test(param)) ? '' : name;
  }));
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') || accepted.has('*') ? 'gzip' : null;
}

/**
 * A page's HTML, compressed as the request accepts. @fastify/compress hooks only declared routes, and pages are the
 * not-found handler's: a server-rendered explore page is 140 KB of markup, 20 KB in brotli (quality 4, as the plugin).
 */
async function encodePage(html: string, acceptEncoding: string | undefined): Promise<{ body: string | Buffer; encoding: 'br' | 'gzip' | null }> {
  const encoding = html.length >= 1024 ? pageEncoding(acceptEncoding) : null;
  if (encoding === 'br') return { body: await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } }), encoding };
  if (encoding === 'gzip') return { body: await gzip(html), encoding };
  return { body: html, encoding: null };
}

/** The boot script (apps/web/src/boot.ts) written into server-rendered pages, and its hash for the CSP. */
interface BootScript { source: string; hash: string }

function readBoot(root: string, href: string | undefined): BootScript | null {
  const file = href ? path.join(root, href) : '';
  if (!file.startsWith(root + path.sep) || !existsSync(file)) return null;
  const source = readFileSync(file, 'utf8').replace(/<\/script/gi, '<\\/script');
  return { source, hash: `'sha256-${createHash('sha256').update(source).digest('base64')}'` };
}

/** A pattern's ':' segment matches any one segment; the rest must be equal. */
function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/');
  return want.length === got.length && want.every((w, i) => (w.startsWith(':') ? got[i] !== '' : w === got[i]));
}

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page's own chunks and stylesheets as head links, or '' for a path no public page matches. */
function preloadLinks(pages: RoutePreloads['pages'], pathname: string, opts: { css: boolean }): string {
  const page = pages.find((p) => matchesPattern(p.pattern, pathname));
  if (!page) return '';
  return [
    ...(opts.css ? page.css.map((href) => `<link rel="preload" as="style" crossorigin href="${attr(href)}" fetchpriority="low">`) : []),
    ...page.js.map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}" fetchpriority="low">`),
  ].join('');
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
const APP_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * index.html with the server's render of the page: the markup in the root element, the data it was made from beside it,
 * and every style it needs written into the head (the shell's and the page's stylesheets, the MUI components' CSS), so
 * that the browser paints it from this one response, before any script or stylesheet arrives.
 */
function withRenderedPage(html: string, page: RenderedPage, pageCss: string[], readCss: (href: string) => string, boot: BootScript): string {
  const styles = [...pageCss.map((href) => `<style>${readCss(href)}</style>`), page.styleTags].join('');
  // Replacer functions, not strings: the page's text may hold `$&` and the like.
  return html
    .replace(STYLESHEET_LINK, (_all, href: string) => `<style>${readCss(href)}</style>`)
    // The page is there before any script runs: the app's code is fetched once the page has loaded (deferAppCode), and
    // run by the boot script (written in, no request of its own) at the visitor's first interaction.
    .replace(APP_SCRIPT, (_all, href: string) => `<link rel="modulepreload" crossorigin href="${href}"><script type="module" data-app="${href}">${boot.source}</script>`)
    .replace('</head>', () => `${styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div><script type="application/json" id="ssr-state">{"queries":${page.state}}</script>`);
}

/**
 * A server-rendered page's module links (the build's, the app's entry, the page's own), made inert: `<link rel="prefetch" data-href>`, which the boot script gives
 * their address once the page has loaded. Named as module preloads, the app's code (26 files on explore) downloaded
 * beside the page on a slow phone and was compiled while it was still being laid out: in Lighthouse's mobile model that
 * delayed the largest paint and made long tasks. Prefetched after the load, it is in the cache, uncompiled, for the
 * first interaction.
 */
function deferAppCode(html: string): string {
  return html.replace(/<link rel="modulepreload"([^>]*)>/g, (tag, attrs: string) => {
    const href = /\shref="([^"]+)"/.exec(attrs)?.[1];
    return href ? `<link rel="prefetch" as="script" crossorigin data-href="${href}">` : tag;
  });
}

/** Paths that are never the app's pages, tested on the decoded path (`/%61pi/x` is an API 404, not a page). */
const apiLike = /^\/(api|uploads|docs|socket\.io)(\/|$)/;

export interface WebPluginOptions {
  distDir?: string;
  renderPage?: PageRenderer;
  /** The web app's server bundle (default: dist-ssr/entry-server.js beside the dist folder); false renders no page. */
  serverBundle?: string | false;
}

export default fp(async function webPlugin(app: FastifyInstance, opts: WebPluginOptions) {
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
  let preloads = hasWeb ? readPreloads(preloadsPath) : { pages: [] };
  const bundle = opts.serverBundle ?? path.join(root, '..', 'dist-ssr', 'entry-server.js');
  const boot = readBoot(root, preloads.boot);
  const renderer = hasWeb && bundle !== false && boot && APP_SCRIPT.test(indexHtml) ? await loadServerRenderer(app, bundle) : null;
  // The built stylesheets, read once each (they are small): written into the head of a server-rendered page.
  const cssFiles = new Map<string, string>();
  const readCss = (href: string) => {
    let css = cssFiles.get(href);
    if (css === undefined) {
      const file = path.join(root, href);
      css = file.startsWith(root + path.sep) && existsSync(file) ? readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style') : '';
      cssFiles.set(href, css);
    }
    return css;
  };

  /** A page the server could not render is rendered by the browser, as before: never an error page for it. */
  async function renderQuietly(url: string): Promise<RenderedPage | null> {
    try {
      return await renderer!.render(url);
    } catch (err) {
      app.log.warn({ err, url }, 'server rendering failed: the browser renders the page');
      return null;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    // A file name is judged on the path alone: '/verification?email=thandi%40example.com' is a page, not a '.com' file.
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !apiLike.test(requestPath(request)) && !/\.[a-z0-9]{2,5}$/i.test(url.split('?')[0]!);
    if (hasWeb && wantsPage) {
      if (app.config.env === 'development') {
        indexHtml = readFileSync(indexPath, 'utf8');
        preloads = readPreloads(preloadsPath);
      }
      // Client-side routes: the app renders its own 404 page for unknown paths; an unknown company or complaint is
      // also a 404 status, so that search engines drop it.
      const pathname = url.split('?')[0]!;
      const page = opts.renderPage ? await opts.renderPage(indexHtml, pathname) : { status: 200, html: indexHtml };
      // Signed-out visitors get the page itself (a session hint means the browser restores a session and renders it).
      const rendered = renderer && page.status === 200 && !request.cookies[SESSION_HINT_COOKIE] ? await renderQuietly(url) : null;
      let html = page.html;
      let status = page.status;
      if (rendered) {
        html = withRenderedPage(html, rendered, preloads.pages.find((p) => matchesPattern(p.pattern, pathname))?.css ?? [], readCss, boot!);
        // A path no page of the app has: its not-found page, as a 404 that search engines drop.
        if (rendered.status === 404) {
          status = 404;
          html = html.replace(/<title>[^<]*<\/title>/, () => `<title>Page not found | ${escapeMarkup(app.config.brandName)}</title><meta name="robots" content="noindex" />`);
        }
        // The boot script is the one inline script: the policy names its hash.
        const policy = String(reply.raw.getHeader('content-security-policy') ?? '');
        if (policy) reply.header('content-security-policy', policy.replace(/script-src 'self'/, () => `script-src 'self' ${boot!.hash}`));
      }
      const links = preloadLinks(preloads.pages, pathname, { css: !rendered });
      if (links) html = html.replace('</head>', () => `${links}</head>`);
      if (rendered) html = deferAppCode(html);
      const { body, encoding } = await encodePage(html, request.headers['accept-encoding']);
      const vary = reply.getHeader('vary');
      reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache')
        .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    }
    return reply.status(404).send(errorBody(404, `Route ${request.method} ${url.split('?')[0]} not found`, undefined, request.id));
  });
}, { name: 'web' });
