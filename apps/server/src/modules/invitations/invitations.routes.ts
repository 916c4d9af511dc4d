// Tell a friend (issue 26, decision 92): POST /tell-a-friend and the invitations' unsubscribe link (decision 180).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, InviteRequestSchema, InviteResponseSchema, InviteUnsubscribeQuerySchema, maskEmail } from '@redress/contract';
import { registerUnsubscribeRoute } from '../../platform/mail/unsubscribe.ts';
import { checkUnsubscribeLink, invite, unsubscribe } from './invitations.service.ts';
import { PUBLIC, SIGNED_IN, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // contact, chat, invitations
  inviteFriends: SIGNED_IN,
  describeInvitationUnsubscribe: PUBLIC,
  unsubscribeFromInvitations: PUBLIC,
} satisfies AccessTable;

const bearer = [{ bearer: [] }];

export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, mail: app.platform.mail, signer: app.platform.signer, publicUrl: app.config.publicUrl };
  // Mail clients POST `List-Unsubscribe=One-Click` form-encoded; the address and signature are in the query string.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));

  app.post('/tell-a-friend', {
    config: { rateLimit: { max: 10, timeWindow: '1 hour', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    preHandler: [app.authenticate, app.requireCaptcha],
    schema: {
      operationId: 'inviteFriends',
      tags: ['tell-a-friend'], security: bearer,
      summary: 'Invite up to 5 addresses with a personal line (captcha); one invitation per address a month, none after an opt-out',
      body: InviteRequestSchema,
      response: { 201: InviteResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema },
    },
  }, async (request, reply) => reply.status(201).send(await invite(deps, request.actor!, request.body)));

  registerUnsubscribeRoute(app, {
    url: '/tell-a-friend/unsubscribe',
    operationIds: { describe: 'describeInvitationUnsubscribe', unsubscribe: 'unsubscribeFromInvitations' },
    list: 'invitations',
    tags: ['tell-a-friend'],
    summary: 'Never send this address an invitation again, from a friend, a company or about a complaint (the signed link of an invitation)',
    querystring: InviteUnsubscribeQuerySchema,
    describe: async (q) => {
      checkUnsubscribeLink(deps, q.email, q.sig);
      return { stops: 'invitations from a friend, from a company asking for a review, or about a complaint', address: maskEmail(q.email), done: 'No invitation will reach this address again.' };
    },
    unsubscribe: (q, method) => unsubscribe(deps, q.email, q.sig, method),
  });
};
