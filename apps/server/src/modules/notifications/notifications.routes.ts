// The bell's calls (issue 23; the spec names none): a person's notifications (their company's too for its people),
// the unread count, mark one or all read; and the one-click unsubscribe of notification e-mails.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema, NotificationIdParamsSchema, NotificationListQuerySchema, NotificationListResponseSchema, NotificationMailUnsubscribeQuerySchema,
  NotificationSchema, NotificationsReadAllSchema, NotificationUnreadSchema,
} from '@redress/contract';
import { registerUnsubscribeRoute } from '../../platform/mail/unsubscribe.ts';
import {
  describeNotificationLink, listNotifications, markAllNotificationsRead, markNotificationRead, unreadNotifications, unsubscribeFromNotificationMail,
  type NotificationsDeps,
} from './notifications.service.ts';
import { PUBLIC, SIGNED_IN, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // newsletter, digest and notification mail: signed links, open to everyone
  describeNotificationMailUnsubscribe: PUBLIC,
  unsubscribeFromNotificationMail: PUBLIC,
  // notifications: the caller's own (someone else's is a 404)
  listNotifications: SIGNED_IN,
  countUnreadNotifications: SIGNED_IN,
  markAllNotificationsRead: SIGNED_IN,
  markNotificationRead: { customer: 'own', hidden: true },
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: NotificationsDeps = { database: app.database, now: () => new Date() };

  app.get('/notification', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'listNotifications',
      tags, security: bearer,
      summary: 'The caller\'s notifications, newest first (10 a page), with the unread count; a company\'s owner and employees also get the company\'s',
      querystring: NotificationListQuerySchema,
      response: { 200: NotificationListResponseSchema, ...errors },
    },
  }, async (request) => listNotifications(deps, request.actor!, request.query));

  app.get('/notification/unread', {
    preHandler: app.authenticate,
    schema: { operationId: 'countUnreadNotifications', tags, security: bearer, summary: 'How many of the caller\'s notifications are unread (the bell\'s badge)', response: { 200: NotificationUnreadSchema, ...errors } },
  }, async (request) => unreadNotifications(deps, request.actor!));

  app.put('/notification/read-all', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    schema: { operationId: 'markAllNotificationsRead', tags, security: bearer, summary: 'Marks every notification of the caller (and of their company) read', response: { 200: NotificationsReadAllSchema, ...errors } },
  }, async (request) => markAllNotificationsRead(deps, request.actor!));

  app.put('/notification/read/:id', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    schema: {
      operationId: 'markNotificationRead',
      tags, security: bearer,
      summary: 'Marks one of the caller\'s notifications read (someone else\'s is a 404)',
      params: NotificationIdParamsSchema,
      response: { 200: NotificationSchema, ...errors },
    },
  }, async (request) => markNotificationRead(deps, request.actor!, request.params.id));

  // Mail clients POST `List-Unsubscribe=One-Click` form-encoded; the person, the kind and the signature are in the query.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));
  const mailDeps = { database: app.database, signer: app.platform.signer };
  registerUnsubscribeRoute(app, {
    url: '/notification/mail/unsubscribe',
    operationIds: { describe: 'describeNotificationMailUnsubscribe', unsubscribe: 'unsubscribeFromNotificationMail' },
    list: 'notifications',
    tags,
    summary: 'Stop one kind of notification e-mail (the signed link of such an e-mail)',
    querystring: NotificationMailUnsubscribeQuerySchema,
    describe: async (q) => ({
      ...(await describeNotificationLink(mailDeps, q)),
      done: 'You will still see these in the bell, and can turn the e-mails on again in your profile\'s settings.',
    }),
    unsubscribe: (q) => unsubscribeFromNotificationMail(mailDeps, q),
  });
};
