// The Company service's calls (spec section 7): profiles, explore, categories, search, compare, comparison,
// the business-side profile and the admin's new companies.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCompanySchema, BusinessProfileSchema, CategorySchema, ClaimCompanyResponseSchema, CompanyListQuerySchema, CompanyListResponseSchema, CompanyRefParamsSchema,
  CompanySchema, CompanySearchQuerySchema, CompanySearchResponseSchema, CompanyStandingSchema, CompareQuerySchema, CompareResponseSchema,
  CreateCategoryRequestSchema, CreateCompanyRequestSchema, CreateCategoryResponseSchema, CreateCompanyResponseSchema, ErrorResponseSchema,
  listResponseSchema, MessageResponseSchema, PageQuerySchema, TopCompaniesQuerySchema, TopCompaniesResponseSchema, UpdateCompanyRequestSchema,
  UuidParamsSchema,
} from '@redress/contract';
import {
  claimCompany, companyStanding, compareCompanies, createCategory, createCompanyProfile, deleteCompany, getBusinessProfile, getCategories, getCompany,
  listCompaniesPage, newCompanies, searchCompanyProfiles, topCompanyCards, updateCompanyProfile,
} from './companies.service.ts';
import { admin, OWNER, PUBLIC, STAFF, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // companies and their catalogue
  createCompanyProfile: { customer: 'any', company: OWNER, anyCompany: true, admin: true },
  updateCompanyProfile: { company: OWNER, admin: 'companies.manage', validatesFirst: true },
  claimCompany: { company: OWNER, anyCompany: true },
  listCompanies: PUBLIC,
  getCompany: PUBLIC,
  getCategories: PUBLIC,
  searchCompanies: PUBLIC,
  compareCompanies: PUBLIC,
  listTopCompanies: PUBLIC,
  getCompanyStanding: PUBLIC,
  createCategory: admin('companies.manage'),
  deleteCompany: admin('companies.manage'),
  listNewCompanies: admin('companies.manage'),
  getBusinessProfile: { company: STAFF, admin: 'companies.manage' },
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const publicErrors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
const bearer = [{ bearer: [] }];

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    database: app.database, audit: app.platform.audit, publicCache: app.publicCache,
    // Listing or claiming a company can prove its domain and move complaints written to it (decision 146).
    notifier: app.notifier, now: () => new Date(), platformTz: app.config.platformTz,
  };
  /** A hot public read: the serialized answer comes from the micro-cache (one load for a burst of equal requests). */
  const cached = async (reply: FastifyReply, key: string, load: () => Promise<unknown>) =>
    reply.type('application/json; charset=utf-8').send(await app.publicCache.get(key, async () => String(reply.serialize(await load()))));

  app.post('/company/CreateProfile', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    schema: {
      operationId: 'createCompanyProfile',
      tags: ['companies'],
      summary: 'List a business not yet on Redress (an organization account without a company becomes its owner)',
      security: bearer,
      body: CreateCompanyRequestSchema,
      response: { 201: CreateCompanyResponseSchema, ...errors },
    },
  }, async (request, reply) => reply.status(201).send(await createCompanyProfile(deps, request.actor!, request.body)));

  app.put('/company/UpdateProfile/:id', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'updateCompanyProfile',
      tags: ['companies'],
      summary: 'Edit a company profile (its owner, or an admin with companies.manage; companyVerified is the admin\'s)',
      security: bearer,
      params: CompanyRefParamsSchema,
      body: UpdateCompanyRequestSchema,
      response: { 200: CompanySchema, ...errors },
    },
  }, async (request) => updateCompanyProfile(deps, request.actor!, request.params.id, request.body));

  app.post('/company/claim/:id', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    schema: {
      operationId: 'claimCompany',
      tags: ['companies'],
      summary: 'Claim an ownerless profile: an organization account with a verified e-mail at the company\'s domain and no company becomes its owner',
      description: 'The domain is that of the company\'s e-mail or its website host (public mail providers never count). 403 names the reason '
        + '(not a business account, e-mail not verified, already manages a company, domain mismatch); 409 when the profile already has an owner. '
        + 'Refresh the session afterwards so that the access token carries the company.',
      security: bearer,
      params: CompanyRefParamsSchema,
      response: { 200: ClaimCompanyResponseSchema, ...errors },
    },
  }, async (request) => claimCompany(deps, request.actor!, request.params.id));

  app.get('/company/GetCompanies', {
    schema: {
      operationId: 'listCompanies', security: [],
      tags: ['companies'],
      summary: 'Explore companies, best score first; Filter is a category name or id, FilterByRating the minimum stars',
      querystring: CompanyListQuerySchema,
      response: { 200: CompanyListResponseSchema, 400: ErrorResponseSchema },
    },
  }, async (request, reply) => cached(reply, `companies:${JSON.stringify(request.query)}`, () => listCompaniesPage(deps, request.query)));

  app.get('/company/GetCompany/:id', {
    schema: { operationId: 'getCompany', security: [], tags: ['companies'], summary: 'A company\'s public profile, by id or slug', params: CompanyRefParamsSchema, response: { 200: CompanySchema, ...publicErrors } },
  }, async (request, reply) => cached(reply, `company:${request.params.id.toLowerCase()}`, () => getCompany(deps, request.params.id)));

  app.get('/company/GetCategories', {
    schema: { operationId: 'getCategories', security: [], tags: ['companies'], summary: 'Every category, by name', response: { 200: listResponseSchema(CategorySchema) } },
  }, async () => getCategories(deps));

  app.post('/company/CreateCategory', {
    preHandler: app.requireAdmin('companies.manage'),
    schema: {
      operationId: 'createCategory',
      tags: ['companies'],
      summary: 'Add a category (admin, companies.manage); a duplicate name is a 409',
      security: bearer,
      body: CreateCategoryRequestSchema,
      response: { 201: CreateCategoryResponseSchema, ...errors },
    },
  }, async (request, reply) => reply.status(201).send(await createCategory(deps, request.actor!, request.body)));

  app.delete('/company/DeleteCompany/:id', {
    preHandler: app.requireAdmin('companies.manage'),
    schema: { operationId: 'deleteCompany', tags: ['companies'], summary: 'Remove a company from Redress (admin; soft delete, audited)', security: bearer, params: UuidParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
  }, async (request) => deleteCompany(deps, request.actor!, request.params.id));

  app.get('/company/search', {
    schema: {
      operationId: 'searchCompanies', security: [],
      tags: ['companies'],
      summary: 'Typo-tolerant company search, best match first (at most 10)',
      querystring: CompanySearchQuerySchema,
      response: { 200: CompanySearchResponseSchema, 400: ErrorResponseSchema },
    },
  }, async (request, reply) => cached(reply, `search:${request.query.searchText.toLowerCase()}`, () => searchCompanyProfiles(deps, request.query.searchText)));

  app.get('/company/compare', {
    schema: {
      operationId: 'compareCompanies', security: [],
      tags: ['companies'],
      summary: 'Two to four companies side by side: score, rating summary and totals (ids or slugs, comma-separated)',
      querystring: CompareQuerySchema,
      response: { 200: CompareResponseSchema, ...publicErrors },
    },
  }, async (request) => compareCompanies(deps, request.query.ids));

  app.get('/comparison/top', {
    schema: {
      operationId: 'listTopCompanies', security: [],
      tags: ['companies'],
      summary: 'The best-scored companies, optionally within a category (name or id)',
      querystring: TopCompaniesQuerySchema,
      response: { 200: TopCompaniesResponseSchema, 400: ErrorResponseSchema },
    },
  }, async (request, reply) => cached(reply, `top:${JSON.stringify(request.query)}`, () => topCompanyCards(deps, request.query)));

  app.get('/comparison/top/:id', {
    schema: {
      operationId: 'getCompanyStanding', security: [],
      tags: ['companies'],
      summary: 'A company\'s standing in its main category: rank, the leaders and its neighbours',
      params: CompanyRefParamsSchema,
      response: { 200: CompanyStandingSchema, ...publicErrors },
    },
  }, async (request, reply) => cached(reply, `standing:${request.params.id.toLowerCase()}`, () => companyStanding(deps, request.params.id)));

  app.get('/business/profile/:id', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'getBusinessProfile',
      tags: ['business'],
      summary: 'The business side of a company profile (its owner, its employees, admins with companies.manage)',
      security: bearer,
      params: CompanyRefParamsSchema,
      response: { 200: BusinessProfileSchema, ...errors },
    },
  }, async (request) => getBusinessProfile(deps, request.actor!, request.params.id));

  app.get('/admin/company/GetNewCompanies', {
    preHandler: app.requireAdmin('companies.manage'),
    schema: {
      operationId: 'listNewCompanies',
      tags: ['admin'],
      summary: 'Companies listed in the last 30 days, newest first',
      security: bearer,
      querystring: PageQuerySchema,
      response: { 200: listResponseSchema(AdminCompanySchema), 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
    },
  }, async (request) => newCompanies(deps, request.query.page, request.query.size));
};
