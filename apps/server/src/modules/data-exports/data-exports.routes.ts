// "Download my data" (decision 181): POST/GET /me/exports and the once-only GET /me/exports/{id}/download; a company's
// export (decision 186): POST/GET /companies/{id}/exports, downloaded the same way.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CompanyDataExportListResponseSchema, DataExportListResponseSchema, DataExportSchema, DataExportsQuerySchema, ErrorResponseSchema, UuidParamsSchema } from '@redress/contract';
import { listCompanyExports, requestCompanyExport } from './company-exports.service.ts';
import { BUILD_JOB, buildExport, downloadExport, listMyExports, PURGE_JOB, purgeExportFiles, requestExport, type DataExportsDeps } from './data-exports.service.ts';
import { OWNER, SIGNED_IN, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // uploads and data exports
  requestDataExport: SIGNED_IN,
  listDataExports: SIGNED_IN,
  downloadDataExport: { signedIn: true },
  requestCompanyExport: { company: OWNER },
  listCompanyExports: { company: OWNER },
} satisfies AccessTable;

const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const byPerson = (r: FastifyRequest) => r.actor?.id ?? r.ip;
/** Asking for an export (a person's or a company's): five a day per person, each route counted on its own. */
const ASKS_PER_DAY = { rateLimit: { max: 5, timeWindow: '1 day', keyGenerator: byPerson } };

export const dataExportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: DataExportsDeps = {
    database: app.database, storage: app.platform.storage, jobs: app.platform.jobs, mail: app.platform.mail,
    brandName: app.config.brandName, now: () => new Date(),
  };
  app.platform.jobs.register(BUILD_JOB, async (payload, ctx) => {
    await buildExport(deps, String(payload.exportId), ctx.attempt >= ctx.maxAttempts);
  });
  await app.platform.jobs.schedule(PURGE_JOB, { every: 3_600_000 }, async () => {
    await purgeExportFiles(deps);
  });

  app.post('/me/exports', {
    preHandler: app.authenticate,
    config: ASKS_PER_DAY,
    schema: {
      operationId: 'requestDataExport',
      tags: ['data-exports'], security: bearer,
      summary: 'Ask for an export of all your data (one at a time): a ZIP is built and you are mailed when it is ready',
      response: { 202: DataExportSchema, ...errors, 409: ErrorResponseSchema, 429: ErrorResponseSchema },
    },
  }, async (request, reply) => reply.status(202).send(await requestExport(deps, request.actor!)));

  app.get('/me/exports', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'listDataExports',
      tags: ['data-exports'], security: bearer,
      summary: 'Your data exports, newest first, with their state and progress',
      querystring: DataExportsQuerySchema,
      response: { 200: DataExportListResponseSchema, 400: ErrorResponseSchema, ...errors },
    },
  }, async (request) => listMyExports(deps, request.actor!, request.query));

  app.post('/companies/:id/exports', {
    preHandler: app.authenticate,
    config: ASKS_PER_DAY,
    schema: {
      operationId: 'requestCompanyExport',
      tags: ['data-exports'], security: bearer,
      summary: 'Ask for an export of the company\'s complaints, reviews, ratings and answers as CSV and JSON (its owner; within the plan\'s exports a month)',
      params: UuidParamsSchema,
      response: { 202: DataExportSchema, 400: ErrorResponseSchema, ...errors, 409: ErrorResponseSchema, 429: ErrorResponseSchema },
    },
  }, async (request, reply) => reply.status(202).send(await requestCompanyExport(deps, request.actor!, request.params.id)));

  app.get('/companies/:id/exports', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'listCompanyExports',
      tags: ['data-exports'], security: bearer,
      summary: 'The company\'s data exports, newest first, and what its plan allows this month (its owner); download at /me/exports/{id}/download',
      params: UuidParamsSchema,
      querystring: DataExportsQuerySchema,
      response: { 200: CompanyDataExportListResponseSchema, 400: ErrorResponseSchema, ...errors },
    },
  }, async (request) => listCompanyExports(deps, request.actor!, request.params.id, request.query));

  app.get('/me/exports/:id/download', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: byPerson } },
    schema: {
      operationId: 'downloadDataExport',
      tags: ['data-exports'], security: bearer,
      summary: 'Download a ready export, once, within 7 days (its owner only); the file is deleted afterwards',
      params: UuidParamsSchema,
      produces: ['application/zip'],
      response: { 200: z.any().describe('The ZIP archive'), 400: ErrorResponseSchema, ...errors, 409: ErrorResponseSchema, 410: ErrorResponseSchema },
    },
  }, async (request, reply) => {
    const file = await downloadExport(deps, request.actor!, request.params.id);
    reply.type('application/zip').header('content-disposition', `attachment; filename="${file.filename}"`).header('cache-control', 'no-store');
    if (file.size !== null) reply.header('content-length', String(file.size));
    return reply.send(file.stream);
  });
};
