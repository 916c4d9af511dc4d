// The admin dashboard (spec section 3 "Admin dashboard") and the admin reports (spec section 7: /admin/report/*).
// Who may call (decision 125): any admin reads the dashboard's platform-wide counts and new-user series (aggregates
// and public complaints only); the verification queue needs companies.manage; every report needs reports.view.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminDashboardDataSchema, ComplaintReportQuerySchema, ComplaintReportResponseSchema, ErrorResponseSchema, NewUsersRequestSchema,
  NewUsersResponseSchema, RatingReportQuerySchema, RatingReportResponseSchema, ReviewReportQuerySchema, ReviewReportResponseSchema,
  UnverifiedCompaniesQuerySchema, UnverifiedCompaniesResponseSchema, type ComplaintReportQuery, type RatingReportQuery, type ReportKind,
  type ReviewReportQuery,
} from '@redress/contract';
import { csvRow } from '../../lib/csv.ts';
import { CSV_COLUMNS } from './admin-reports.presenter.ts';
import { exportReport, getDashboardData, getNewUsers, getUnverifiedCompanies, pageReport, type InsightsDeps } from './admin-insights.service.ts';
import { admin, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // audit, support inbox, admin insights
  getAdminDashboardData: admin(true),
  countNewUsers: admin(true),
  listUnverifiedCompanies: admin('companies.manage'),
  downloadComplaintReport: admin('reports.view'),
  getComplaintReport: admin('reports.view'),
  getReviewReport: admin('reports.view'),
  getRatingReport: admin('reports.view'),
} satisfies AccessTable;

interface ReportQueryOf { complaint: ComplaintReportQuery; review: ReviewReportQuery; rating: RatingReportQuery }
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const tags = ['admin'];
/** What the CSV report starts with, for the OpenAPI document. */
const COMPLAINT_CSV_EXAMPLE = csvRow(CSV_COLUMNS.complaint.header) + csvRow([
  '0b6f3c1e-5d2a-4c8e-9f47-2a1d6e8b3c50', 'CMP-4F7K2Q', '2026-03-02T09:30:00.000Z', 'Parcel never arrived', 'open', 'Acme Ltd',
  'Delivery', 'Ada L.', false, false, false, 3, 1, null,
]);
const reportText = 'from and to are calendar days in PLATFORM_TZ, both included; deleted items are left out, hidden ones are in. '
  + 'An anonymous author is never named (author null, authorName empty). format=csv (or Accept: text/csv) streams every matching '
  + 'row as a CSV file with a header row, ignoring page and size; text cells a spreadsheet would run as a formula start with an '
  + 'apostrophe. An export of nothing is a 404 saying so.';

export const adminInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: InsightsDeps = { database: app.database, timeZone: app.config.platformTz, now: () => new Date() };

  app.get('/admin/dashboard/dashboardData', {
    preHandler: app.requireAdmin(),
    schema: {
      operationId: 'getAdminDashboardData',
      tags, security: bearer, response: { 200: AdminDashboardDataSchema, ...errors },
      summary: 'Platform figures: complaints resolved and not, companies, complaints, customers, trending complaints (any admin)',
      description: 'trendingComplaints: the public complaints (not hidden, not deleted) with the most comments plus votes made in the last 7 days.',
    },
  }, async () => getDashboardData(deps));

  app.post('/admin/dashboard/GetNewUsers', {
    preHandler: app.requireAdmin(),
    schema: {
      operationId: 'countNewUsers',
      tags, security: bearer, body: NewUsersRequestSchema, response: { 200: NewUsersResponseSchema, ...errors },
      summary: 'New customer accounts per day or week between startDate and endDate (PLATFORM_TZ days, both included; any admin)',
    },
  }, async (request) => getNewUsers(deps, request.body));

  app.get('/admin/dashboard/unverifiedCompaniesData', {
    preHandler: app.requireAdmin('companies.manage'),
    schema: {
      operationId: 'listUnverifiedCompanies',
      tags, security: bearer, querystring: UnverifiedCompaniesQuerySchema, response: { 200: UnverifiedCompaniesResponseSchema, ...errors },
      summary: 'Companies awaiting verification, oldest first (companies.manage)',
    },
  }, async (request) => getUnverifiedCompanies(deps, request.query.page, request.query.size));

  const wantsCsv = (request: FastifyRequest, format: string) => format === 'csv' || /^text\/csv\b/.test(request.headers.accept ?? '');
  async function sendCsv<K extends ReportKind>(reply: FastifyReply, kind: K, q: ReportQueryOf[K]) {
    const file = await exportReport(deps, kind, q);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store').send(Readable.from(file.lines));
  }
  const answer = <K extends ReportKind>(request: FastifyRequest, reply: FastifyReply, kind: K, q: ReportQueryOf[K]) =>
    wantsCsv(request, q.format) ? sendCsv(reply, kind, q) : pageReport(deps, kind, q);
  const guard = app.requireAdmin('reports.view');

  app.get('/admin/report/complaint/all', {
    preHandler: guard,
    schema: {
      operationId: 'downloadComplaintReport',
      tags, security: bearer, querystring: ComplaintReportQuerySchema, produces: ['text/csv'],
      response: { 200: z.string().describe('The CSV file: a header row, then one row a complaint').meta({ example: COMPLAINT_CSV_EXAMPLE }), ...errors },
      summary: 'Every complaint matching the filters, as a streamed CSV file (reports.view)', description: reportText,
    },
  }, async (request, reply) => sendCsv(reply, 'complaint', request.query));

  app.get('/admin/report/complaint', {
    preHandler: guard,
    schema: {
      operationId: 'getComplaintReport',
      tags, security: bearer, querystring: ComplaintReportQuerySchema, response: { 200: ComplaintReportResponseSchema, ...errors },
      summary: 'Complaints by range, company, category and status, newest first, one page (reports.view)', description: reportText,
    },
  }, async (request, reply) => answer(request, reply, 'complaint', request.query));

  app.get('/admin/report/review/search', {
    preHandler: guard,
    schema: {
      operationId: 'getReviewReport',
      tags, security: bearer, querystring: ReviewReportQuerySchema, response: { 200: ReviewReportResponseSchema, ...errors },
      summary: 'Reviews by range, company, category and status, newest first, one page (reports.view)', description: reportText,
    },
  }, async (request, reply) => answer(request, reply, 'review', request.query));

  app.get('/admin/report/rating/search', {
    preHandler: guard,
    schema: {
      operationId: 'getRatingReport',
      tags, security: bearer, querystring: RatingReportQuerySchema, response: { 200: RatingReportResponseSchema, ...errors },
      summary: 'Ratings by range, company and the company\'s category, newest first, one page (reports.view)', description: reportText,
    },
  }, async (request, reply) => answer(request, reply, 'rating', request.query));
};
