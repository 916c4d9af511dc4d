// The Identity service's calls (spec section 7) and the admin's user management: list, open, disable and enable.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountStatusSchema, AdminUserListResponseSchema, AdminUserSchema, AdminUsersQuerySchema, ErrorResponseSchema, listResponseSchema, PageQuerySchema, ProfileParamsSchema, ProfileSchema, UpdateProfileRequestSchema } from '@redress/contract';
import { clearSessionCookies } from '../session/session.cookies.ts';
import {
  activateAccount, disableAccount, enableAccount, getAccount, getAccountStatus, getProfile, listAccounts, newUsers, suspendAccount, updateProfile,
} from './profile.service.ts';
import { admin, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // accounts: the account itself, or admins managing users
  getProfile: { customer: 'own', admin: 'users.manage' },
  updateProfile: { customer: 'own', admin: 'users.manage', validatesFirst: true },
  updateUserInfo: { customer: 'own', admin: 'users.manage', validatesFirst: true },
  suspendAccount: admin('users.manage'),
  activateAccount: admin('users.manage'),
  getAccountStatus: { customer: 'own', admin: 'users.manage' },
  disableAccount: admin('users.manage'),
  enableAccount: admin('users.manage'),
  listNewUsers: admin('users.manage'),
  listAccounts: admin('users.manage'),
  getAccount: admin('users.manage'),
} satisfies AccessTable;

const IdParamsSchema = z.object({ id: z.uuid({ error: 'must be a user id' }) });
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const bearer = [{ bearer: [] }];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, audit: app.platform.audit };
  const secure = app.config.publicUrl.startsWith('https://');

  app.get('/profilemanagement/get_profile/:id/:platformId', {
    preHandler: app.authenticate,
    schema: { operationId: 'getProfile', tags: ['identity'], summary: 'A profile (the owner, or an admin with users.manage)', security: bearer, params: ProfileParamsSchema, response: { 200: ProfileSchema, ...errors } },
  }, async (request) => getProfile(deps, request.actor!, request.params.id));

  for (const [url, operationId] of [['/profilemanagement/update_profile/:id', 'updateProfile'], ['/auth/update_userinfo/:id', 'updateUserInfo']] as const) {
    app.post(url, {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId,
        tags: ['identity'],
        summary: url.startsWith('/auth') ? 'Update a profile: the Authentication service path of update_profile' : 'Update names, phone, picture, two-factor sign-in, the digest opt-in, the notification e-mails and whether the public reviewer profile shows',
        security: bearer,
        params: IdParamsSchema,
        body: UpdateProfileRequestSchema,
        response: { 200: ProfileSchema, ...errors },
      },
    }, async (request) => updateProfile(deps, request.actor!, request.params.id, request.body));
  }

  app.put('/profilemanagement/suspend_user/:id/:platformId', {
    preHandler: app.authenticate,
    schema: { operationId: 'suspendAccount', tags: ['identity'], summary: 'Deactivate an account (its owner, or an admin); sign in again to reactivate',
      description: 'The owner must have answered GET /auth/verify_password rightly in the last 10 minutes (403 naming the password field otherwise); accounts without a password (Google only) and admins acting on others need not.',
      security: bearer, params: ProfileParamsSchema, response: { 200: ProfileSchema, ...errors } },
  }, async (request, reply) => {
    const profile = await suspendAccount(deps, request.actor!, request.params.id);
    if (request.actor!.id === profile.id) clearSessionCookies(reply, secure);
    return profile;
  });

  app.put('/profilemanagement/activate_user/:id/:platformId', {
    preHandler: app.authenticate,
    schema: { operationId: 'activateAccount', tags: ['identity'], summary: 'Reactivate a deactivated account (admin)', security: bearer, params: ProfileParamsSchema, response: { 200: ProfileSchema, ...errors } },
  }, async (request) => activateAccount(deps, request.actor!, request.params.id));

  app.post('/profilemanagement/get_status/:id/:platformId', {
    preHandler: app.authenticate,
    schema: { operationId: 'getAccountStatus', tags: ['identity'], summary: 'An account\'s status and e-mail verification', security: bearer, params: ProfileParamsSchema, response: { 200: AccountStatusSchema, ...errors } },
  }, async (request) => getAccountStatus(deps, request.actor!, request.params.id));

  app.post('/admin/users/:id/disable', {
    preHandler: app.requireAdmin('users.manage'),
    schema: { operationId: 'disableAccount', tags: ['admin'], summary: 'Disable an account: it cannot sign in until enabled (audited)', security: bearer, params: IdParamsSchema, response: { 200: ProfileSchema, ...errors } },
  }, async (request) => disableAccount(deps, request.actor!, request.params.id));

  app.post('/admin/users/:id/enable', {
    preHandler: app.requireAdmin('users.manage'),
    schema: { operationId: 'enableAccount', tags: ['admin'], summary: 'Enable a disabled or deactivated account (audited)', security: bearer, params: IdParamsSchema, response: { 200: ProfileSchema, ...errors } },
  }, async (request) => enableAccount(deps, request.actor!, request.params.id));

  app.get('/admin/users/GetNewUsers', {
    preHandler: app.requireAdmin('users.manage'),
    schema: {
      operationId: 'listNewUsers',
      tags: ['admin'],
      summary: 'Accounts created in the last 30 days, newest first',
      security: bearer,
      querystring: PageQuerySchema,
      response: { 200: listResponseSchema(ProfileSchema), 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
    },
  }, async (request) => newUsers(deps, request.query.page, request.query.size));

  app.get('/admin/users', {
    preHandler: app.requireAdmin('users.manage'),
    schema: {
      operationId: 'listAccounts',
      tags: ['admin'],
      summary: 'Every account, newest first: search by e-mail or name, filter by role and status',
      security: bearer,
      querystring: AdminUsersQuerySchema,
      response: { 200: AdminUserListResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
    },
  }, async (request) => listAccounts(deps, request.actor!, request.query));

  app.get('/admin/users/:id', {
    preHandler: app.requireAdmin('users.manage'),
    schema: { operationId: 'getAccount', tags: ['admin'], summary: 'One account with its status and last sign-in', security: bearer, params: IdParamsSchema, response: { 200: AdminUserSchema, ...errors } },
  }, async (request) => getAccount(deps, request.actor!, request.params.id));
};
