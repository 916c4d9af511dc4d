// Adverts (decision 128): admin CRUD (adverts.manage), the live ones for a placement, and the counting click redirect.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAdvertListSchema, AdminAdvertSchema, AdvertIdParamsSchema, AdvertInputSchema, ErrorResponseSchema, LiveAdvertListSchema, LiveAdvertQuerySchema,
} from '@redress/contract';
import { clickAdvert, createAdvert, editAdvert, listAdvertsForAdmin, liveAdverts, removeAdvert } from './adverts.service.ts';
import { admin, PUBLIC, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // adverts and plans
  listLiveAdverts: PUBLIC,
  clickAdvert: PUBLIC,
  listAdvertsForAdmin: admin('adverts.manage'),
  createAdvert: admin('adverts.manage'),
  editAdvert: admin('adverts.manage'),
  deleteAdvert: admin('adverts.manage'),
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const tags = ['adverts'];

export const advertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, audit: app.platform.audit };
  const guard = app.requireAdmin('adverts.manage');

  app.get('/adverts', {
    schema: {
      operationId: 'listLiveAdverts', security: [],
      tags, summary: 'The adverts live now in a placement (at most 3); each answer counts one impression per advert',
      querystring: LiveAdvertQuerySchema, response: { 200: LiveAdvertListSchema, 400: ErrorResponseSchema },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return liveAdverts(deps, request.query.placement);
  });

  app.get('/adverts/:id/click', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      operationId: 'clickAdvert', security: [],
      tags, summary: 'Count a click on a live advert and redirect (302) to its link; 404 when it is not live',
      params: AdvertIdParamsSchema, response: { 302: z.null().describe('To the advert\'s link (the location header)'), 400: ErrorResponseSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema },
    },
  }, async (request, reply) => {
    const link = await clickAdvert(deps, request.params.id);
    reply.header('cache-control', 'no-store');
    return reply.redirect(link, 302);
  });

  app.get('/admin/adverts', {
    preHandler: guard,
    schema: { operationId: 'listAdvertsForAdmin', tags, summary: 'Every advert with its impressions, clicks and click-through rate (admin, adverts.manage)', security: bearer, response: { 200: AdminAdvertListSchema, ...errors } },
  }, async () => listAdvertsForAdmin(deps));

  app.post('/admin/adverts', {
    preHandler: guard,
    schema: { operationId: 'createAdvert', tags, summary: 'Create an advert: image, http(s) link, placement, schedule, active (admin, adverts.manage)', security: bearer, body: AdvertInputSchema, response: { 201: AdminAdvertSchema, ...errors } },
  }, async (request, reply) => reply.status(201).send(await createAdvert(deps, request.actor!, request.body)));

  app.put('/admin/adverts/:id', {
    preHandler: guard,
    schema: { operationId: 'editAdvert', tags, summary: 'Edit an advert (admin, adverts.manage); its counts stay', security: bearer, params: AdvertIdParamsSchema, body: AdvertInputSchema, response: { 200: AdminAdvertSchema, ...errors } },
  }, async (request) => editAdvert(deps, request.actor!, request.params.id, request.body));

  app.delete('/admin/adverts/:id', {
    preHandler: guard,
    schema: { operationId: 'deleteAdvert', tags, summary: 'Delete an advert (admin, adverts.manage)', security: bearer, params: AdvertIdParamsSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await removeAdvert(deps, request.actor!, request.params.id);
    return reply.status(204).send(null);
  });
};
