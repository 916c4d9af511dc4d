// Employee calls of the Authentication service: an employee's profile and their password update.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmployeeProfileSchema, ErrorResponseSchema } from '@redress/contract';
import { getEmployeeProfile } from './employees.service.ts';

export const employeesAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/employees/:id', {
    preHandler: app.authenticate,
    schema: {
      tags: ['auth'],
      summary: 'An employee\'s profile (the employee, their company\'s owner, or an admin); id is the employee or user id',
      security: [{ bearer: [] }],
      params: z.object({ id: z.uuid({ error: 'must be an employee id' }) }),
      response: { 200: EmployeeProfileSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
    },
  }, async (request) => getEmployeeProfile(app.database, request.actor!, request.params.id));
};
