// Admin users (spec section 7 /admin/users/adminusers and /current) and admin roles (/admin/roles, decision 123).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAccountListResponseSchema, AdminAccountSchema, AdminRoleListResponseSchema, AdminRoleSchema, CreateAdminRoleRequestSchema, CreateAdminUserRequestSchema,
  ErrorResponseSchema, MessageResponseSchema, PageQuerySchema, SetAdminRoleRequestSchema, UpdateAdminRoleRequestSchema,
} from '@redress/contract';
import { siteWords } from '../../lib/passwords.ts';
import * as service from './admins.service.ts';
import { admin, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // admins and their roles
  listAdminUsers: admin('admins.manage'),
  createAdminUser: admin('admins.manage'),
  setAdminRole: admin('admins.manage'),
  getCurrentAdmin: admin(true),
  listRoles: admin(['roles.manage', 'admins.manage']),
  getRole: admin(['roles.manage', 'admins.manage']),
  createRole: admin('roles.manage'),
  updateRole: admin('roles.manage'),
  deleteRole: admin('roles.manage'),
} satisfies AccessTable;

const IdParamsSchema = z.object({ id: z.uuid({ error: 'must be an id' }) });
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

export const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, audit: app.platform.audit, siteWords: siteWords(app.config) };

  app.get('/admin/users/adminusers', {
    preHandler: app.requireAdmin('admins.manage'),
    schema: { operationId: 'listAdminUsers', tags: ['admin'], summary: 'Admin users with their role and permissions, newest first', querystring: PageQuerySchema, response: { 200: AdminAccountListResponseSchema, ...errors } },
  }, async (request) => service.listAdminUsers(deps, request.query.page, request.query.size));

  app.post('/admin/users/adminusers', {
    preHandler: app.requireAdmin('admins.manage'),
    schema: {
      operationId: 'createAdminUser',
      tags: ['admin'], summary: 'Create an admin user with a role and an initial password (audited)',
      description: 'The role may not hold a permission the caller does not (403 naming roleId).',
      body: CreateAdminUserRequestSchema, response: { 201: AdminAccountSchema, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await service.createAdminUser(deps, request.actor!, request.body)));

  app.post('/admin/users/adminusers/permissions/:id', {
    preHandler: app.requireAdmin('admins.manage'),
    schema: {
      operationId: 'setAdminRole',
      tags: ['admin'], summary: 'Give an admin another role: their rights change from their next request (audited)',
      description: 'Not one\'s own, not the super-admin\'s, and never to more than the caller holds.',
      params: IdParamsSchema, body: SetAdminRoleRequestSchema, response: { 200: AdminAccountSchema, ...errors },
    },
  }, async (request) => service.setAdminRole(deps, request.actor!, request.params.id, request.body.roleId));

  app.post('/admin/users/current', {
    preHandler: app.requireAdmin(),
    schema: { operationId: 'getCurrentAdmin', tags: ['admin'], summary: 'The signed-in admin\'s own account, role and permissions', response: { 200: AdminAccountSchema, ...errors } },
  }, async (request) => service.currentAdmin(deps, request.actor!));

  app.get('/admin/roles', {
    preHandler: app.requireAdmin(),
    schema: { operationId: 'listRoles', tags: ['admin'], summary: 'Admin roles and how many admins hold each (roles.manage or admins.manage)', response: { 200: AdminRoleListResponseSchema, ...errors } },
  }, async (request) => service.listRoles(deps, request.actor!));

  app.post('/admin/roles', {
    preHandler: app.requireAdmin('roles.manage'),
    schema: { operationId: 'createRole', tags: ['admin'], summary: 'Create a role: a named set of permissions the caller holds (audited)', body: CreateAdminRoleRequestSchema, response: { 201: AdminRoleSchema, ...errors } },
  }, async (request, reply) => reply.code(201).send(await service.createRole(deps, request.actor!, request.body)));

  app.get('/admin/roles/:id', {
    preHandler: app.requireAdmin(),
    schema: { operationId: 'getRole', tags: ['admin'], summary: 'One role (roles.manage or admins.manage)', params: IdParamsSchema, response: { 200: AdminRoleSchema, ...errors } },
  }, async (request) => service.getRole(deps, request.actor!, request.params.id));

  app.patch('/admin/roles/:id', {
    preHandler: app.requireAdmin('roles.manage'),
    schema: {
      operationId: 'updateRole',
      tags: ['admin'], summary: 'Rename a role or change its permissions: its holders\' rights change from their next request (audited)',
      params: IdParamsSchema, body: UpdateAdminRoleRequestSchema, response: { 200: AdminRoleSchema, ...errors },
    },
  }, async (request) => service.updateRole(deps, request.actor!, request.params.id, request.body));

  app.delete('/admin/roles/:id', {
    preHandler: app.requireAdmin('roles.manage'),
    schema: { operationId: 'deleteRole', tags: ['admin'], summary: 'Delete a role nobody holds (409 naming how many admins hold it; audited)', params: IdParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
  }, async (request) => {
    await service.deleteRole(deps, request.actor!, request.params.id);
    return { message: 'Role deleted' };
  });
};
