// The business dashboard's calls (spec section 7): a company's figures for a date range, and its category's beside them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DashboardComparisonQuerySchema, DashboardComparisonSchema, DashboardDataSchema, DashboardRangeQuerySchema, ErrorResponseSchema, UuidParamsSchema,
} from '@redress/contract';
import { createMicroCache } from '../../lib/micro-cache.ts';
import { ensureRollupZone, getDashboardComparison, getDashboardData, type DashboardDeps } from './business-dashboard.service.ts';
import { STAFF, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // widgets and the business dashboard
  getCompanyDashboardData: { company: STAFF, key: 'read', admin: 'companies.manage' },
  getCompanyDashboardComparison: { company: STAFF, key: 'read', admin: 'companies.manage' },
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const tags = ['business'];
/** How long an instance keeps a category's figures and members for the comparison (decisions 133, 205). */
export const CATEGORY_FIGURES_TTL_MS = 5 * 60_000;
const who = 'the company\'s owner, its employees, or an admin with companies.manage';
const range = 'startDate and endDate are calendar days in PLATFORM_TZ, both included (default: the last 30 days); '
  + 'a range reaching further back than the company\'s plan allows is a 400 naming startDate.';

export const businessDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: DashboardDeps = {
    database: app.database, platformTz: app.config.platformTz, now: () => new Date(),
    categoryCache: createMicroCache({ ttlMs: CATEGORY_FIGURES_TTL_MS, maxEntries: 1000 }),
  };
  await ensureRollupZone(app.database, app.config.platformTz);

  app.get('/business/dashboard/dashboardData/:id', {
    preHandler: app.authenticate,
    // A business API key reads its own company's figures (decision 115); another company's is a 404.
    config: { apiClient: true },
    schema: {
      operationId: 'getCompanyDashboardData',
      tags,
      summary: `A company's complaints, ratings and reviews over a date range (${who})`,
      description: `${range} Complaints by status and over time, overdue, response rate, median first response, the share `
        + 'answered before the 21:00 due time; ratings and NPS over time; review stars.',
      security: bearer,
      params: UuidParamsSchema,
      querystring: DashboardRangeQuerySchema,
      response: { 200: DashboardDataSchema, ...errors },
    },
  }, async (request) => getDashboardData(deps, request.actor!, request.params.id, request.query));

  app.get('/business/dashboard/comparison', {
    preHandler: app.authenticate,
    // A business API key reads its own company's figures (decision 115); another company's is a 404.
    config: { apiClient: true },
    schema: {
      operationId: 'getCompanyDashboardComparison',
      tags,
      summary: `The same figures across the companies of the company's main category: means and medians only (${who})`,
      description: `${range} A category of fewer than 3 companies answers withheld: true and no figures. `
        + 'The category\'s figures and its number of companies may be up to 5 minutes old (each instance keeps them that long); '
        + 'the company\'s own are live.',
      security: bearer,
      querystring: DashboardComparisonQuerySchema,
      response: { 200: DashboardComparisonSchema, ...errors },
    },
  }, async (request) => getDashboardComparison(deps, request.actor!, request.query));
};
