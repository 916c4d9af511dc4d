// Admin platform settings: maintenance mode (decision 127).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, MaintenanceSettingInputSchema, MaintenanceSettingSchema } from '@redress/contract';
import { getMaintenance, setMaintenance } from './settings.service.ts';
import { admin, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // deciding checks the permission of the item's kind after finding it (a complaint's, a review's, a rating's): any admin passes the route
  getMaintenance: admin('settings.manage'),
  setMaintenance: admin('settings.manage'),
} satisfies AccessTable;

const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const bearer = [{ bearer: [] }];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, audit: app.platform.audit, maintenance: app.maintenance };

  app.get('/admin/settings/maintenance', {
    preHandler: app.requireAdmin('settings.manage'),
    schema: {
      operationId: 'getMaintenance',
      tags: ['admin'],
      summary: 'Maintenance mode: whether it is on, and the message the maintenance page shows (admin, settings.manage)',
      security: bearer,
      response: { 200: MaintenanceSettingSchema, ...errors },
    },
  }, async () => getMaintenance(deps));

  app.put('/admin/settings/maintenance', {
    preHandler: app.requireAdmin('settings.manage'),
    schema: {
      operationId: 'setMaintenance',
      tags: ['admin'],
      summary: 'Switch maintenance mode on or off (admin, settings.manage). While on, every API call but an admin\'s, sign-in, /health and GET /config answers 503 with Retry-After, on every instance within moments',
      security: bearer,
      body: MaintenanceSettingInputSchema,
      response: { 200: MaintenanceSettingSchema, 400: ErrorResponseSchema, ...errors },
    },
  }, async (request) => setMaintenance(deps, request.actor!, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }));
};
