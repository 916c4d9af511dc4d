// The admin's user management (spec section 7 /admin/users): edit, the management view and activity (deleting is in
// account-deletion.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminEditUserRequestSchema, AdminUserListResponseSchema, AdminUserManagementSchema, AdminUserSchema, AdminUsersQuerySchema, ErrorResponseSchema,
  PageQuerySchema, UserActivityListResponseSchema,
} from '@redress/contract';
import { listAccounts } from './profile.service.ts';
import { activity, editAccount, managementView } from './user-management.service.ts';
import { admin, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // accounts: the account itself, or admins managing users
  editAccount: admin('users.manage'),
  listAccountsForManagement: admin('users.manage'),
  getAccountForManagement: admin('users.manage'),
  listAccountActivity: admin('users.manage'),
} satisfies AccessTable;

const IdParamsSchema = z.object({ id: z.uuid({ error: 'must be a user id' }) });
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

export const userManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, audit: app.platform.audit };

  app.patch('/admin/users/:id', {
    preHandler: app.requireAdmin('users.manage'),
    schema: {
      operationId: 'editAccount',
      tags: ['admin'], summary: 'Edit an account\'s names, mobile number and e-mail verification (audited)',
      description: 'An admin account also needs admins.manage; the super-admin\'s is theirs alone.',
      params: IdParamsSchema, body: AdminEditUserRequestSchema, response: { 200: AdminUserSchema, ...errors },
    },
  }, async (request) => editAccount(deps, request.actor!, request.params.id, request.body));

  app.get('/admin/users/mgt', {
    preHandler: app.requireAdmin('users.manage'),
    schema: { operationId: 'listAccountsForManagement', tags: ['admin'], summary: 'User management: every account, searched by e-mail or name, filtered by role and status', querystring: AdminUsersQuerySchema, response: { 200: AdminUserListResponseSchema, ...errors } },
  }, async (request) => listAccounts(deps, request.actor!, request.query));

  app.get('/admin/users/mgt/:id', {
    preHandler: app.requireAdmin('users.manage'),
    schema: { operationId: 'getAccountForManagement', tags: ['admin'], summary: 'One account with how many complaints, reviews, ratings and comments it posted', description: 'Anonymous complaints and reviews (and the author\'s comments on them) count only for an admin with that kind\'s moderation permission.', params: IdParamsSchema, response: { 200: AdminUserManagementSchema, ...errors } },
  }, async (request) => managementView(deps, request.actor!, request.params.id));

  app.get('/admin/users/profile/activity/:id', {
    preHandler: app.requireAdmin('users.manage'),
    schema: {
      operationId: 'listAccountActivity',
      tags: ['admin'], summary: 'An account\'s activity, newest first: sign-ins, posts and the moderation decisions on them',
      description: 'Anonymous complaints and reviews, the author\'s comments on them and decisions on them are left out unless the admin holds that kind\'s moderation permission.',
      params: IdParamsSchema, querystring: PageQuerySchema, response: { 200: UserActivityListResponseSchema, ...errors },
    },
  }, async (request) => activity(deps, request.actor!, request.params.id, request.query.page, request.query.size));
};
