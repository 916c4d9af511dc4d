// A company's settings (decision 120): e-mail details, the kinds that mail the company, the profile switch's default.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminEmailDetailsSchema, CompanySettingsSchema, CreateEmailDetailsRequestSchema, ErrorResponseSchema, UpdateCompanySettingsRequestSchema, UpdateEmailDetailsRequestSchema,
} from '@redress/contract';
import { adminEmailDetails, changeEmailDetails, createEmailDetails, getCompanySettings, updateCompanySettings } from './company-settings.service.ts';
import { admin, MANAGERS, OWNER, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // billing and company settings
  getCompanySettings: { company: MANAGERS, admin: 'companies.manage' },
  updateCompanySettings: { company: OWNER, admin: 'companies.manage' },
  createEmailDetails: admin('companies.manage'),
  getEmailDetails: admin('companies.manage'),
  updateEmailDetails: admin('companies.manage'),
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const CompanyParamsSchema = z.object({ companyId: z.uuid({ error: 'must be a company id' }) });

export const companySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, audit: app.platform.audit };

  app.get('/business/settings/:companyId', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'getCompanySettings',
      tags: ['business'], security: bearer, params: CompanyParamsSchema,
      summary: 'The company\'s settings: where its notices are mailed, which kinds mail it, the profile switch\'s default (the owner, managers, or a company admin)',
      response: { 200: CompanySettingsSchema, ...errors },
    },
  }, async (request) => getCompanySettings(deps, request.actor!, request.params.companyId));

  app.put('/business/settings/:companyId', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 60, timeWindow: '1 hour', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    schema: {
      operationId: 'updateCompanySettings',
      tags: ['business'], security: bearer, params: CompanyParamsSchema, body: UpdateCompanySettingsRequestSchema,
      summary: 'Save the company\'s settings (the owner, or a company admin; audited): up to 5 contact and 5 cc addresses, each a valid e-mail',
      response: { 200: CompanySettingsSchema, ...errors },
    },
  }, async (request) => updateCompanySettings(deps, request.actor!, request.params.companyId, request.body));
};

const DetailsParamsSchema = z.object({ id: z.uuid({ error: 'must be a company id (or the record\'s id)' }) });

/** The admin's calls on the same record (spec section 7, decision 131); companies.manage. */
export const adminEmailDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, audit: app.platform.audit };
  const adminErrors = { ...errors, 409: ErrorResponseSchema };

  app.post('/admin/emailingDetails', {
    preHandler: app.requireAdmin('companies.manage'),
    schema: {
      operationId: 'createEmailDetails',
      tags: ['admin'], security: bearer, body: CreateEmailDetailsRequestSchema,
      summary: 'Create a company\'s e-mail details (companies.manage; audited): up to 5 contact and 5 cc addresses, the kinds that mail it, notes',
      description: 'A company that already has them answers 409 (change them with PUT). The business\'s settings page shows what is saved here.',
      response: { 201: AdminEmailDetailsSchema, ...adminErrors },
    },
  }, async (request, reply) => reply.status(201).send(await createEmailDetails(deps, request.actor!, request.body)));

  app.get('/admin/emailDetails/:id', {
    preHandler: app.requireAdmin('companies.manage'),
    schema: {
      operationId: 'getEmailDetails',
      tags: ['admin'], security: bearer, params: DetailsParamsSchema,
      summary: 'A company\'s e-mail details, by the company\'s id or the record\'s id (companies.manage)',
      description: 'A company without details answers its defaults with id null (decision 131).',
      response: { 200: AdminEmailDetailsSchema, ...errors },
    },
  }, async (request) => adminEmailDetails(deps, request.params.id));

  app.put('/admin/emailingDetails/:id', {
    preHandler: app.requireAdmin('companies.manage'),
    schema: {
      operationId: 'updateEmailDetails',
      tags: ['admin'], security: bearer, params: DetailsParamsSchema, body: UpdateEmailDetailsRequestSchema,
      summary: 'Change a company\'s e-mail details, by the company\'s id or the record\'s id (companies.manage; audited)',
      description: 'A company without details answers 404 (create them with POST).',
      response: { 200: AdminEmailDetailsSchema, ...errors },
    },
  }, async (request) => changeEmailDetails(deps, request.actor!, request.params.id, request.body));
};
