// "Delete my account" (issue 40, decision 182): the person's request from their settings, the admin's deletion on a
// person's request, and the scheduled job that removes accounts whose grace period has ended.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountDeletionResponseSchema, AdminDeleteAccountRequestSchema, DeleteAccountRequestSchema, ErrorResponseSchema, MessageResponseSchema } from '@redress/contract';
import { clearSessionCookies } from '../session/session.cookies.ts';
import { adminDeleteAccount, removeDueAccounts, requestDeletion, type AccountDeletionDeps } from './account-deletion.service.ts';
import { admin, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // accounts: the account itself, or admins managing users
  deleteAccount: admin('users.manage'),
  requestAccountDeletion: { signedIn: true, credentials: true },
  adminDeleteAccount: admin('users.manage'),
} satisfies AccessTable;

const IdParamsSchema = z.object({ id: z.uuid({ error: 'must be a user id' }) });
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
/** How often the job looks for accounts whose grace period has ended. */
export const REMOVE_DUE_ACCOUNTS_MS = 3_600_000;

export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AccountDeletionDeps = {
    database: app.database, audit: app.platform.audit, mail: app.platform.mail, storage: app.platform.storage,
    graceDays: app.config.accountDeletionGraceDays, now: () => new Date(),
  };
  const secure = app.config.publicUrl.startsWith('https://');

  await app.platform.jobs.schedule('users.remove-due', { every: REMOVE_DUE_ACCOUNTS_MS }, async () => void (await removeDueAccounts(deps)));

  app.post('/profile/delete-account', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      operationId: 'requestAccountDeletion',
      tags: ['identity'], security: bearer,
      summary: 'Delete my account: after a grace period (signing in cancels it), with my posts deleted or kept as "Former member"',
      description: 'Needs the password (400 naming password when wrong); an account without one confirms with Google first (POST /auth/social/confirm). A business owner names companyHandover. Every session and API key stops at once.',
      body: DeleteAccountRequestSchema, response: { 200: AccountDeletionResponseSchema, ...errors },
    },
  }, async (request, reply) => {
    const result = await requestDeletion(deps, request.actor!, request.body);
    clearSessionCookies(reply, secure);
    return result;
  });

  app.post('/admin/users/:id/delete', {
    preHandler: app.requireAdmin('users.manage'),
    schema: {
      operationId: 'adminDeleteAccount',
      tags: ['admin'], security: bearer,
      summary: 'Delete an account on its owner\'s request (a reason, audited): after the grace period or immediately, posts deleted or anonymised',
      description: 'Not one\'s own (409); an admin account also needs admins.manage. A business owner\'s company is handed to an employee or released (companyHandover).',
      params: IdParamsSchema, body: AdminDeleteAccountRequestSchema, response: { 200: AccountDeletionResponseSchema, ...errors },
    },
  }, async (request) => adminDeleteAccount(deps, request.actor!, request.params.id, request.body));

  // The spec's call, which takes no body: the same removal as above, at once, the posts kept as by a "Former member"
  // (scores unchanged) and a business owner's company released, so nothing of the person stays behind.
  app.delete('/admin/users/:id', {
    preHandler: app.requireAdmin('users.manage'),
    schema: {
      operationId: 'deleteAccount',
      tags: ['admin'], security: bearer,
      summary: 'Delete an account at once (audited): personal data, own rows and uploads removed, every session ended, posts kept as "Former member"',
      description: 'Not one\'s own (409); an admin account also needs admins.manage; the super-admin\'s cannot be deleted by another admin. A business '
        + 'owner\'s company is released. POST /admin/users/{id}/delete takes a reason, the grace period and the choice of posts.',
      params: IdParamsSchema, response: { 200: MessageResponseSchema, ...errors },
    },
  }, async (request) => {
    await adminDeleteAccount(deps, request.actor!, request.params.id, {
      reason: 'Deleted by an admin without a stated reason (DELETE /admin/users/{id})', posts: 'anonymise', immediately: true, companyHandover: 'release',
    });
    return { message: 'Account deleted' };
  });
};
