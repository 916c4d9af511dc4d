// Employee calls (spec section 7): an employee's profile (also at the Authentication service's path), and the owner's
// management of employee sign-ins. Login and UpdatePassword live with the session and accounts modules.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateEmployeeRequestSchema, CreateEmployeeResponseSchema, EmployeeListQuerySchema, EmployeeProfileSchema, ErrorResponseSchema, listResponseSchema,
  MessageResponseSchema, UpdateEmployeeRequestSchema, UuidParamsSchema,
} from '@redress/contract';
import { siteWords } from '../../lib/passwords.ts';
import { companyEmployees, createEmployeeProfile, deleteEmployee, getEmployeeProfile, updateEmployeeProfile } from './employees.service.ts';
import { OWNER, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // a company's people
  getEmployeeProfile: { company: OWNER, admin: 'companies.manage', hidden: true },
  getEmployee: { company: OWNER, admin: 'companies.manage', hidden: true },
  listCompanyEmployees: { company: OWNER, admin: 'companies.manage' },
  createEmployeeProfile: { company: OWNER, admin: 'companies.manage' },
  updateEmployeeProfile: { company: OWNER, admin: 'companies.manage', validatesFirst: true },
  deleteEmployee: { company: OWNER, admin: 'companies.manage', hidden: true },
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const bearer = [{ bearer: [] }];

export const employeesAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, audit: app.platform.audit, siteWords: siteWords(app.config) };

  for (const [url, operationId] of [['/auth/employees/:id', 'getEmployeeProfile'], ['/Employees/GetEmployee/:id', 'getEmployee']] as const) {
    app.get(url, {
      preHandler: app.authenticate,
      schema: {
        operationId,
        tags: [url.startsWith('/auth') ? 'auth' : 'companies'],
        summary: 'An employee\'s profile (the employee, their company\'s owner, or an admin); id is the employee or user id',
        security: bearer,
        params: z.object({ id: z.uuid({ error: 'must be an employee id' }) }),
        response: { 200: EmployeeProfileSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    }, async (request) => getEmployeeProfile(app.database, request.actor!, request.params.id));
  }

  app.get('/Employees/GetCompanyEmployees/:id', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'listCompanyEmployees',
      tags: ['companies'],
      summary: 'A company\'s employees, newest first (its owner, or an admin with companies.manage)',
      security: bearer,
      params: z.object({ id: z.uuid({ error: 'must be a company id' }) }),
      querystring: EmployeeListQuerySchema,
      response: { 200: listResponseSchema(EmployeeProfileSchema), ...errors },
    },
  }, async (request) => companyEmployees(deps, request.actor!, request.params.id, request.query.page, request.query.size));

  app.post('/Employees/CreateEmployeeProfile', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 30, timeWindow: '1 hour', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    schema: {
      operationId: 'createEmployeeProfile',
      tags: ['companies'],
      summary: 'Create an employee\'s sign-in for a company (its owner, or an admin); a registered e-mail is a 409',
      security: bearer,
      body: CreateEmployeeRequestSchema,
      response: { 201: CreateEmployeeResponseSchema, ...errors },
    },
  }, async (request, reply) => reply.status(201).send(await createEmployeeProfile(deps, request.actor!, request.body)));

  app.put('/Employees/UpdateEmployeeProfile/:id', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'updateEmployeeProfile',
      tags: ['companies'],
      summary: 'Edit an employee (the owner or an admin; the employee may change their own names and picture)',
      security: bearer,
      params: UuidParamsSchema,
      body: UpdateEmployeeRequestSchema,
      response: { 200: EmployeeProfileSchema, ...errors },
    },
  }, async (request) => updateEmployeeProfile(deps, request.actor!, request.params.id, request.body));

  app.delete('/Employees/DeleteEmployee/:id', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'deleteEmployee',
      tags: ['companies'],
      summary: 'Remove an employee and close their sign-in (the owner or an admin; audited)',
      security: bearer,
      params: UuidParamsSchema,
      response: { 200: MessageResponseSchema, ...errors },
    },
  }, async (request) => deleteEmployee(deps, request.actor!, request.params.id));
};
