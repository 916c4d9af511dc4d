// GET /company/trending (decision 100): the home page's "Trending this week".
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, TrendingCompaniesQuerySchema, TrendingCompaniesResponseSchema } from '@redress/contract';
import { trendingCompanies } from './trending.service.ts';
import { PUBLIC, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // companies and their catalogue
  listTrendingCompanies: PUBLIC,
} satisfies AccessTable;

export const trendingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, now: () => new Date() };
  /** The same for every caller: micro-cached like the other public company reads (decision 33). */
  const cached = async (reply: FastifyReply, key: string, load: () => Promise<unknown>) =>
    reply.type('application/json; charset=utf-8').send(await app.publicCache.get(key, async () => String(reply.serialize(await load()))));

  app.get('/company/trending', {
    schema: {
      operationId: 'listTrendingCompanies', security: [],
      tags: ['companies'],
      summary: 'The companies with the most new public complaints, reviews and ratings in the last 7 days, most first (limit 1-20, default 6)',
      description: 'Counts only what anyone may read (no hidden, held or flagged complaints, no hidden reviews, no deleted items); '
        + 'ties go to the company with the latest item. An empty list when nothing was published in the window.',
      querystring: TrendingCompaniesQuerySchema,
      response: { 200: TrendingCompaniesResponseSchema, 400: ErrorResponseSchema },
    },
  }, async (request, reply) => cached(reply, `trending:${request.query.limit}`, () => trendingCompanies(deps, request.query.limit)));
};
