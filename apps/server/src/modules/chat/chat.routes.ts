// The chat calls of spec section 7 (bearer) and the support desk's list and search (support.handle).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatReadQuerySchema, ChatReadResponseSchema, ChatThreadListSchema, ErrorResponseSchema, SendChatMessageRequestSchema, SendChatMessageResponseSchema,
  SupportConversationListSchema, SupportListQuerySchema, SupportPresenceSchema, SupportSearchQuerySchema,
} from '@redress/contract';
import { announceSupportPresence, createChatPublisher, createSupportPresence } from './chat.events.ts';
import { getSupportPresence, listChatsOf, listSupportConversations, markChatsRead, sendPrivateMessage, type ChatDeps } from './chat.service.ts';
import { admin, SIGNED_IN, SUPPORT_CHAT, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // contact, chat, invitations
  getSupportPresence: SIGNED_IN,
  listChats: SUPPORT_CHAT,
  sendPrivateMessage: SUPPORT_CHAT,
  markChatsRead: SIGNED_IN,
  listSupportConversations: admin('support.handle'),
  searchSupportConversations: admin('support.handle'),
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const tags = ['chat'];

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ChatDeps = {
    database: app.database,
    notifier: app.notifier,
    support: { name: `${app.config.brandName} Support`, email: `support@${new URL(app.config.publicUrl).hostname}` },
    publish: createChatPublisher(app.io),
    agentOnline: createSupportPresence(app.io),
    now: () => new Date(),
  };
  announceSupportPresence(app.io);

  app.get('/chat/support/presence', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'getSupportPresence',
      tags, security: bearer,
      summary: 'Whether a support agent (support.handle) has the product open now, on any instance',
      description: 'Every socket hears "support-presence" (no payload) when an agent connects or leaves; read this again then.',
      response: { 200: SupportPresenceSchema, ...errors },
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return getSupportPresence(deps);
  });

  app.get('/chat/:id', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'listChats',
      tags, security: bearer,
      summary: 'Chats of a user: their conversations with support, newest first, each with its newest 200 messages (oneself; any for support.handle)',
      params: z.object({ id: z.uuid({ error: 'must be a user id' }) }),
      response: { 200: ChatThreadListSchema, ...errors },
    },
  }, async (request) => listChatsOf(deps, request.actor!, request.params.id));

  app.post('/chat/send-private-message', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      operationId: 'sendPrivateMessage',
      tags, security: bearer,
      summary: 'Send a chat message: a customer or business to support, an agent (support.handle) to the customer of an open conversation',
      description: 'The sender is the session\'s account (a sender.userId naming someone else is a 403) and sentAt the server\'s clock. '
        + 'A customer\'s recipient is userId "support" (or an agent\'s id); an agent\'s is the customer\'s id. '
        + 'The message is live on the customer\'s and the agents\' sockets (event "private-message").',
      body: SendChatMessageRequestSchema,
      response: { 201: SendChatMessageResponseSchema, ...errors },
    },
  }, async (request, reply) => reply.status(201).send(await sendPrivateMessage(deps, request.actor!, request.body)));

  app.put('/chat/read', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'markChatsRead',
      tags, security: bearer,
      summary: 'Mark messages read (?chatIds=..., repeated): only messages addressed to the caller; any other fails the whole call with 404',
      querystring: ChatReadQuerySchema,
      response: { 200: ChatReadResponseSchema, ...errors },
    },
  }, async (request) => markChatsRead(deps, request.actor!, request.query.chatIds));

  app.get('/admin/support', {
    preHandler: app.requireAdmin('support.handle'),
    schema: {
      operationId: 'listSupportConversations',
      tags, security: bearer,
      summary: 'Open support conversations, newest message first, with their unread counts (support.handle)',
      querystring: SupportListQuerySchema,
      response: { 200: SupportConversationListSchema, ...errors },
    },
  }, async (request) => listSupportConversations(deps, request.query));

  app.get('/admin/support/search', {
    preHandler: app.requireAdmin('support.handle'),
    schema: {
      operationId: 'searchSupportConversations',
      tags, security: bearer,
      summary: 'Search open support conversations by the customer\'s name or e-mail, or by message text (support.handle)',
      querystring: SupportSearchQuerySchema,
      response: { 200: SupportConversationListSchema, ...errors },
    },
  }, async (request) => listSupportConversations(deps, request.query));
};
