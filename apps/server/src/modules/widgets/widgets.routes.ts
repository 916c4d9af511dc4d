// The Widget service's calls (spec section 7) under /api, and the embed page itself at /embed/{code} (decision 116).
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyIdParamsSchema, ErrorResponseSchema, SaveWidgetRequestSchema, UpdateWidgetRequestSchema, WidgetCodeParamsSchema, WidgetCompanyParamsSchema,
  WidgetIdParamsSchema, WidgetListSchema, WidgetSchema,
} from '@redress/contract';
import { EMBED_LOADER_SCRIPT, EMBED_SCRIPT_SRC, renderEmbed, renderEmbedMissing } from './widgets.embed.ts';
import { previewQuery } from './widgets.presenter.ts';
import { getWidgetByCode, getWidgetById, listWidgets, loadEmbed, saveWidget, updateCompanyWidget, type WidgetsDeps } from './widgets.service.ts';
import { OWNER, PUBLIC, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // widgets and the business dashboard
  getWidgetByCode: PUBLIC,
  getWidgetById: PUBLIC,
  listCompanyWidgets: { company: OWNER },
  saveWidget: { company: OWNER },
  updateCompanyWidget: { company: OWNER },
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const publicErrors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
const tags = ['widgets'];
const bearer = [{ bearer: [] }];

const depsOf = (app: Parameters<FastifyPluginAsync>[0]): WidgetsDeps => ({
  database: app.database, audit: app.platform.audit, publicUrl: app.config.publicUrl, brandName: app.config.brandName, now: () => new Date(),
});

export const widgetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const owner = app.requireRole('organization');

  app.get('/widget/compressedUrl/:x', {
    schema: { operationId: 'getWidgetByCode', security: [], tags, summary: 'A widget by its short code (the one in its embed address); public', params: WidgetCodeParamsSchema, response: { 200: WidgetSchema, ...publicErrors } },
  }, async (request) => getWidgetByCode(deps, request.params.x));

  app.get('/widget/id/:x', {
    schema: { operationId: 'getWidgetById', security: [], tags, summary: 'A widget by id; public', params: WidgetIdParamsSchema, response: { 200: WidgetSchema, ...publicErrors } },
  }, async (request) => getWidgetById(deps, request.params.x));

  app.get('/widget/companyId/:x', {
    preHandler: owner,
    schema: {
      operationId: 'listCompanyWidgets',
      tags, security: bearer, summary: 'The company\'s widgets with their snippets, and the plan\'s allowance (its owner)',
      params: WidgetCompanyParamsSchema, response: { 200: WidgetListSchema, ...errors },
    },
  }, async (request) => listWidgets(deps, request.actor!, request.params.x));

  app.post('/widget/save', {
    preHandler: owner,
    config: { rateLimit: { max: 30, timeWindow: '1 hour', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    schema: {
      operationId: 'saveWidget',
      tags, security: bearer, summary: 'The company\'s owner saves a widget: kind (score badge or latest reviews), theme, how many reviews; the plan limits how many',
      body: SaveWidgetRequestSchema, response: { 201: WidgetSchema, ...errors },
    },
  }, async (request, reply) => reply.status(201).send(await saveWidget(deps, request.actor!, request.body)));

  app.put('/widget/updateByCompanyId/:id', {
    preHandler: owner,
    schema: {
      operationId: 'updateCompanyWidget',
      tags, security: bearer, summary: 'The owner changes one of the company\'s widgets (id = company id, widgetId in the body); another company\'s widget is a 403',
      params: CompanyIdParamsSchema, body: UpdateWidgetRequestSchema, response: { 200: WidgetSchema, ...errors },
    },
  }, async (request) => updateCompanyWidget(deps, request.actor!, request.params.id, request.body));
};

/** How long a browser or CDN may reuse an embed before asking again (with its ETag): the score is live within a minute. */
export const EMBED_MAX_AGE_S = 60;
const CODE = /^[A-Za-z0-9_-]{4,32}$/;
const EMBED_LOADER_MAX_AGE_S = 3600;

/** GET /embed/{code}: the page a company's site frames. Any site may frame it; it sets and reads no cookie. */
export const embedRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  // The snippet's loader: sizes the iframe to the height the embed reports (decision 154). Any site may load it.
  app.get('/embed.js', { schema: { hide: true } }, async (_request, reply) => {
    reply.raw.removeHeader('content-security-policy');
    return reply.headers({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': `public, max-age=${EMBED_LOADER_MAX_AGE_S}`,
      'cross-origin-resource-policy': 'cross-origin',
    }).send(EMBED_LOADER_SCRIPT);
  });
  app.get<{ Params: { code: string }; Querystring: Record<string, unknown> }>('/embed/:code', { schema: { hide: true } }, async (request, reply) => {
    const code = request.params.code;
    // The settings page previews unsaved choices with ?kind=&theme=&reviews= (only valid values count).
    const preview = previewQuery(request.query);
    const html = CODE.test(code)
      ? await app.publicCache.get(`embed:${code}${preview ? `:${preview.kind ?? ''}:${preview.theme ?? ''}:${preview.reviews ?? ''}` : ''}`, async () => {
        const view = await loadEmbed(deps, code, preview);
        return view ? renderEmbed(view) : '';
      })
      : '';
    // Framed by the company's own site: helmet's same-origin framing rules give way to a policy for this page alone,
    // with no frame-ancestors at all (`*` would still refuse a page of an opaque origin, such as a file opened locally).
    reply.raw.removeHeader('x-frame-options');
    reply.raw.removeHeader('content-security-policy');
    reply.headers({
      'content-security-policy': `default-src 'none'; script-src ${EMBED_SCRIPT_SRC}; style-src 'unsafe-inline'; img-src https: data:; base-uri 'none'; form-action 'none'`,
      'cross-origin-resource-policy': 'cross-origin',
      'content-type': 'text/html; charset=utf-8',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    if (!html) return reply.status(404).header('cache-control', `public, max-age=${EMBED_MAX_AGE_S}`).send(renderEmbedMissing(app.config.brandName));
    const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
    reply.header('cache-control', `public, max-age=${EMBED_MAX_AGE_S}, stale-while-revalidate=600`).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(html);
  });
};
