// Review invitations (issue 39, decision 161): the business's calls (its owner or managers, or the owner's API key) and
// the invitation link's public read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateReviewInvitationLinkRequestSchema, ErrorResponseSchema, OpenedReviewInvitationSchema, ReviewInvitationBatchSchema, ReviewInvitationLinkSchema,
  ReviewInvitationListQuerySchema, ReviewInvitationListSchema, ReviewInvitationTokenParamsSchema, SendReviewInvitationsRequestSchema,
} from '@redress/contract';
import {
  createInvitationLink, listInvitations, openInvitation, previewInvitations, sendInvitations, type ReviewInvitationsDeps,
} from './review-invitations.service.ts';
import { MANAGERS, PUBLIC, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // contact, chat, invitations
  previewReviewInvitations: { company: MANAGERS, anyCompany: true, key: 'read', otherKey: 'allowed' },
  sendReviewInvitations: { company: MANAGERS, anyCompany: true, key: 'write', otherKey: 'allowed' },
  listReviewInvitations: { company: MANAGERS, anyCompany: true, key: 'read', otherKey: 'allowed' },
  createReviewInvitationLink: { company: MANAGERS, anyCompany: true, key: 'write', otherKey: 'allowed' },
  openReviewInvitation: PUBLIC,
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const tags = ['review-invitations'];
const bearer = [{ bearer: [] }];
const WHO = 'The company\'s owner or a manager (or the owner\'s API key).';

export const reviewInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ReviewInvitationsDeps = {
    database: app.database, mail: app.platform.mail, audit: app.platform.audit, signer: app.platform.signer, publicUrl: app.config.publicUrl, now: () => new Date(),
  };
  const business = app.requireRole('organization', 'employee');
  const perCaller = (max: number) => ({ rateLimit: { max, timeWindow: '1 hour', keyGenerator: (r: { actor: { id: string } | null; ip: string }) => r.actor?.id ?? r.ip } });

  app.post('/business/review-invitations/preview', {
    preHandler: business,
    config: { apiClient: true, apiScope: 'read', ...perCaller(120) },
    schema: {
      operationId: 'previewReviewInvitations',
      tags, security: bearer,
      summary: 'What sending these invitations would do: how many go, which addresses are skipped and why, and the month\'s allowance (changes nothing)',
      description: WHO, body: SendReviewInvitationsRequestSchema, response: { 200: ReviewInvitationBatchSchema, ...errors },
    },
  }, async (request) => previewInvitations(deps, request.actor!, request.body));

  app.post('/business/review-invitations', {
    preHandler: business,
    config: { apiClient: true, ...perCaller(30) },
    schema: {
      operationId: 'sendReviewInvitations',
      tags, security: bearer,
      summary: 'Invite customers to review the company by e-mail (Redress\'s fixed words with the company\'s name; single use, expires in 30 days)',
      description: `${WHO} Addresses repeated in the list, invited by the company in the last 30 days or opted out of invitations are skipped and `
        + 'named in the answer. More addresses than the plan has left this month is a 403 naming recipients, and sends nothing.',
      body: SendReviewInvitationsRequestSchema, response: { 201: ReviewInvitationBatchSchema, ...errors },
    },
  }, async (request, reply) => reply.status(201).send(await sendInvitations(deps, request.actor!, request.body)));

  app.post('/business/review-invitations/link', {
    preHandler: business,
    config: { apiClient: true, ...perCaller(1000) },
    schema: {
      operationId: 'createReviewInvitationLink',
      tags, security: bearer,
      summary: 'A personal review invitation link for one customer, for the business to put in its own mail or receipt (Redress sends nothing)',
      description: `${WHO} The link is answered once (Redress keeps only a hash of its token); it works for that address's account, for one review, `
        + 'for 30 days. An address the company invited in the last 30 days is a 409; the month\'s allowance used up is a 403.',
      body: CreateReviewInvitationLinkRequestSchema, response: { 201: ReviewInvitationLinkSchema, ...errors, 409: ErrorResponseSchema },
    },
  }, async (request, reply) => reply.status(201).send(await createInvitationLink(deps, request.actor!, request.body)));

  app.get('/business/review-invitations', {
    preHandler: business,
    config: { apiClient: true },
    schema: {
      operationId: 'listReviewInvitations',
      tags, security: bearer,
      summary: 'The company\'s review invitations, newest first, each with its state (sent, opened, reviewed, expired); the sent, opened and reviewed counts and the month\'s allowance',
      description: WHO, querystring: ReviewInvitationListQuerySchema, response: { 200: ReviewInvitationListSchema, ...errors },
    },
  }, async (request) => listInvitations(deps, request.actor!, request.query));

  app.get('/review-invitations/:token', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      operationId: 'openReviewInvitation', security: [{}, { bearer: [] }],
      tags,
      summary: 'The invitation behind a link: its company, whether it is open, expired or used, and whether the signed-in account is the invited one',
      description: 'Reading a live invitation counts it opened (no tracking pixel in the mail). An unknown token is a 404.',
      params: ReviewInvitationTokenParamsSchema, response: { 200: OpenedReviewInvitationSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return openInvitation(deps, request.actor, request.params.token);
  });
};
