// A company's settings (decision 120): e-mail details, the kinds that mail the company, the profile switch's default.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CompanySettingsSchema, ErrorResponseSchema, UpdateCompanySettingsRequestSchema } from '@redress/contract';
import { getCompanySettings, updateCompanySettings } from './company-settings.service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const CompanyParamsSchema = z.object({ companyId: z.uuid({ error: 'must be a company id' }) });

export const companySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, audit: app.platform.audit };

  app.get('/business/settings/:companyId', {
    preHandler: app.authenticate,
    schema: {
      tags: ['business'], security: bearer, params: CompanyParamsSchema,
      summary: 'The company\'s settings: where its notices are mailed, which kinds mail it, the profile switch\'s default (the owner, managers, or a company admin)',
      response: { 200: CompanySettingsSchema, ...errors },
    },
  }, async (request) => getCompanySettings(deps, request.actor!, request.params.companyId));

  app.put('/business/settings/:companyId', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 60, timeWindow: '1 hour', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    schema: {
      tags: ['business'], security: bearer, params: CompanyParamsSchema, body: UpdateCompanySettingsRequestSchema,
      summary: 'Save the company\'s settings (the owner, or a company admin; audited): up to 5 contact and 5 cc addresses, each a valid e-mail',
      response: { 200: CompanySettingsSchema, ...errors },
    },
  }, async (request) => updateCompanySettings(deps, request.actor!, request.params.companyId, request.body));
};
