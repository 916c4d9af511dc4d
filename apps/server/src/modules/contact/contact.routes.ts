// POST /contactUs (spec section 7) and the admins' inbox of contact messages (issue 26; decisions in docs).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContactMessageListResponseSchema, ContactMessageSchema, ContactMessagesQuerySchema, ContactRequestSchema, ContactResponseSchema, ErrorResponseSchema,
  UuidParamsSchema,
} from '@redress/contract';
import { listContactMessages, markContactMessage, sendContactMessage } from './contact.service.ts';
import { admin, PUBLIC, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // contact, chat, invitations
  sendContactMessage: PUBLIC,
  listContactMessages: admin('support.handle'),
  markContactMessage: admin('support.handle'),
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema };
const bearer = [{ bearer: [] }];

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, mail: app.platform.mail, audit: app.platform.audit, contactTo: app.config.mail.contactTo };

  app.post('/contactUs', {
    config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
    preHandler: app.requireCaptcha,
    schema: {
      operationId: 'sendContactMessage', security: [{}, { bearer: [] }],
      tags: ['contact'],
      summary: 'Write to the platform (captcha): stored for admins, mailed to the contact address, a copy to the sender',
      body: ContactRequestSchema,
      response: { 201: ContactResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
    },
  }, async (request, reply) => reply.status(201).send(await sendContactMessage(deps, request.actor, request.body)));

  app.get('/admin/contact-messages', {
    preHandler: app.requireAdmin('support.handle'),
    schema: {
      operationId: 'listContactMessages',
      tags: ['contact'], security: bearer,
      summary: 'Contact messages, newest first: open (default), handled or all (support.handle)',
      querystring: ContactMessagesQuerySchema,
      response: { 200: ContactMessageListResponseSchema, ...errors },
    },
  }, async (request) => listContactMessages(deps, request.query));

  app.put('/admin/contact-messages/:id', {
    preHandler: app.requireAdmin('support.handle'),
    schema: {
      operationId: 'markContactMessage',
      tags: ['contact'], security: bearer,
      summary: 'Mark a contact message handled, or open again (support.handle; audited)',
      params: UuidParamsSchema,
      body: z.object({ handled: z.boolean({ error: 'must be true or false' }) }),
      response: { 200: ContactMessageSchema, ...errors },
    },
  }, async (request) => markContactMessage(deps, request.actor!, request.params.id, request.body.handled, { ip: request.ip }));
};
