// Admin moderation (spec section 7, issue 25): GET /admin/{complaint,review,rating}/mgt and /mgt/search, one item with
// its author and history, and POST /admin/{kind}/{id}/moderation (hide, flag, restore, delete with a reason code).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppealListResponseSchema, AppealQueueQuerySchema, CompanyModerationLogSchema, TransparencyReportSchema, AppealSchema, CreateAppealRequestSchema, DecideAppealRequestSchema, ModerationNoticeSchema,
  MyModeratedListResponseSchema, PageQuerySchema,
  ErrorResponseSchema, ModerationDetailSchema, ModerationListQuerySchema, ModerationListResponseSchema, ModerationRequestSchema, type ModerationKind,
} from '@redress/contract';
import { createComplaintPublisher } from '../complaints/complaints.events.ts';
import { createRatingPublisher } from '../ratings/ratings.events.ts';
import { createReviewPublisher } from '../reviews/reviews.events.ts';
import { decideAppeal, fileAppeal, listAppeals, listMyModerated } from './appeals.service.ts';
import { companyModerationLog, transparencyReport } from './transparency.service.ts';
import { dismissReports, getForModeration, listForModeration, moderate, PERMISSION_OF, REPORTED_KINDS, type ModerationDeps } from './moderation.service.ts';
import { admin, MODERATORS, PUBLIC, SIGNED_IN, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // moderation, appeals, disputes, bursts
  listComplaintsForModeration: admin('complaints.moderate'),
  searchComplaintsForModeration: admin('complaints.moderate'),
  getComplaintForModeration: admin('complaints.moderate'),
  moderateComplaint: admin('complaints.moderate'),
  listReviewsForModeration: admin('reviews.moderate'),
  searchReviewsForModeration: admin('reviews.moderate'),
  getReviewForModeration: admin('reviews.moderate'),
  moderateReview: admin('reviews.moderate'),
  listRatingsForModeration: admin('ratings.moderate'),
  searchRatingsForModeration: admin('ratings.moderate'),
  getRatingForModeration: admin('ratings.moderate'),
  moderateRating: admin('ratings.moderate'),
  dismissComplaintReports: admin('complaints.moderate'),
  dismissReviewReports: admin('reviews.moderate'),
  fileAppeal: { customer: 'own' },
  listMyModerated: SIGNED_IN,
  // deciding checks the permission of the item's kind after finding it (a complaint's, a review's, a rating's): any admin passes the route
  listAppeals: admin(MODERATORS),
  decideAppeal: admin(true),
  getCompanyModerationLog: PUBLIC,
  getTransparencyReport: PUBLIC,
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const tags = ['admin'];
const RefParamsSchema = z.object({ id: z.string().trim().min(1, 'is required').max(64, 'is at most 64 characters') });

/** The OpenAPI operationIds of each kind's moderation calls. */
const OPERATION_IDS = {
  complaint: { list: 'listComplaintsForModeration', search: 'searchComplaintsForModeration', get: 'getComplaintForModeration', moderate: 'moderateComplaint' },
  review: { list: 'listReviewsForModeration', search: 'searchReviewsForModeration', get: 'getReviewForModeration', moderate: 'moderateReview' },
  rating: { list: 'listRatingsForModeration', search: 'searchRatingsForModeration', get: 'getRatingForModeration', moderate: 'moderateRating' },
} as const satisfies Record<ModerationKind, Record<string, string>>;
const DISMISS_OPERATION_IDS = { complaint: 'dismissComplaintReports', review: 'dismissReviewReports' } as const;

export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date();
  const base = { database: app.database, audit: app.platform.audit, notifier: app.notifier, now, burstLimits: app.config.burstLimits };
  const deps: ModerationDeps = {
    database: app.database, audit: app.platform.audit, notifier: app.notifier, now,
    complaints: {
      ...base, captcha: app.platform.captcha, mail: app.platform.mail, jobs: app.platform.jobs, platformTz: app.config.platformTz, publish: createComplaintPublisher(app.io),
    },
    reviews: { ...base, captcha: app.platform.captcha, publish: createReviewPublisher(app.io) },
    ratings: { ...base, publish: createRatingPublisher(app.io) },
  };
  const writeLimit = { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: (r: { actor?: { id: string } | null; ip: string }) => r.actor?.id ?? r.ip } };

  for (const kind of ['complaint', 'review', 'rating'] as const satisfies readonly ModerationKind[]) {
    const guard = app.requireAdmin(PERMISSION_OF[kind]);
    for (const [path, operationId] of [[`/admin/${kind}/mgt`, OPERATION_IDS[kind].list], [`/admin/${kind}/mgt/search`, OPERATION_IDS[kind].search]] as const) {
      app.get(path, {
        preHandler: guard,
        schema: {
          operationId, tags, security: bearer, summary: `Every ${kind} for moderators (${PERMISSION_OF[kind]}), deleted ones too, newest first, searched and filtered`,
          querystring: ModerationListQuerySchema, response: { 200: ModerationListResponseSchema, ...errors },
        },
      }, async (request) => listForModeration(deps, request.actor!, kind, request.query));
    }
    app.get(`/admin/${kind}/:id`, {
      preHandler: guard,
      schema: {
        operationId: OPERATION_IDS[kind].get, tags, security: bearer, summary: `One ${kind} with its real author (even when anonymous) and its moderation and status history`,
        params: RefParamsSchema, response: { 200: ModerationDetailSchema, ...errors },
      },
    }, async (request) => getForModeration(deps, request.actor!, kind, request.params.id));
    app.post(`/admin/${kind}/:id/moderation`, {
      preHandler: guard,
      config: writeLimit,
      schema: {
        operationId: OPERATION_IDS[kind].moderate, tags, security: bearer, summary: `Hide, flag, restore or delete a ${kind} with a reason code (audited; the author is told why)`,
        params: RefParamsSchema, body: ModerationRequestSchema, response: { 200: ModerationDetailSchema, ...errors },
      },
    }, async (request) => moderate(deps, request.actor!, kind, request.params.id, request.body));
  }

  for (const kind of REPORTED_KINDS) {
    app.post(`/admin/${kind}/:id/reports/dismiss`, {
      preHandler: app.requireAdmin(PERMISSION_OF[kind]),
      config: writeLimit,
      schema: {
        operationId: DISMISS_OPERATION_IDS[kind], tags, security: bearer, summary: `Dismiss a ${kind}'s open reports: nothing wrong, it stays as it is (${PERMISSION_OF[kind]}; audited; 409 when none are open)`,
        description: 'A hide, flag, restore or delete settles the open reports too. Reporters are shown to moderators only.',
        params: RefParamsSchema, response: { 200: ModerationDetailSchema, ...errors },
      },
    }, async (request) => dismissReports(deps, request.actor!, kind, request.params.id));
  }

  // Appeals (issue 39): the author appeals once within 14 days; another moderator decides.
  app.post('/moderation/appeals', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 10, timeWindow: '1 hour', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    schema: {
      operationId: 'fileAppeal',
      tags: ['moderation'], security: bearer,
      summary: 'Appeal a moderator\'s hiding or removal of one\'s own complaint, review or rating: once, within 14 days, with a statement (audited)',
      description: 'Another moderator decides: the item is restored or the decision upheld, with a note the author reads on the item and by e-mail. '
        + '403 for anyone but the author; 409 when nothing stands to appeal, the item is only held, the decision was appealed already, or the 14 days are over.',
      body: CreateAppealRequestSchema, response: { 201: ModerationNoticeSchema, ...errors },
    },
  }, async (request, reply) => reply.status(201).send(await fileAppeal(deps, request.actor!, request.body)));

  app.get('/moderation/mine', {
    preHandler: app.authenticate,
    schema: {
      operationId: 'listMyModerated',
      tags: ['moderation'], security: bearer,
      summary: 'The caller\'s complaints, reviews and ratings that a moderator hid, held or removed, newest first: the reason code, the note and the appeal',
      querystring: PageQuerySchema, response: { 200: MyModeratedListResponseSchema, ...errors },
    },
  }, async (request) => listMyModerated(deps, request.actor!, request.query));

  app.get('/admin/appeals', {
    preHandler: app.requireAdmin(),
    schema: {
      operationId: 'listAppeals',
      tags, security: bearer,
      summary: 'The appeals queue, oldest first, of the kinds the moderator moderates (complaints.moderate, reviews.moderate, ratings.moderate)',
      querystring: AppealQueueQuerySchema, response: { 200: AppealListResponseSchema, ...errors },
    },
  }, async (request) => listAppeals(deps, request.actor!, request.query));

  app.post('/admin/appeals/:id/decision', {
    preHandler: app.requireAdmin(),
    config: writeLimit,
    schema: {
      operationId: 'decideAppeal',
      tags, security: bearer,
      summary: 'Decide an appeal: restore the item (the moderation restore path) or uphold the decision, with a note (audited; the author is told)',
      description: 'The moderator who made the decision appealed may not decide it (403). 409 when it is decided already.',
      params: z.object({ id: z.uuid({ error: 'must be an appeal id' }) }), body: DecideAppealRequestSchema, response: { 200: AppealSchema, ...errors },
    },
  }, async (request) => decideAppeal(deps, request.actor!, request.params.id, request.body));

  // The public figures (issue 39): the same for everyone, so kept in the public micro-cache (decision 33).
  const cached = async <T>(key: string, reply: FastifyReply, load: () => Promise<T>): Promise<T> => {
    const body = await app.publicCache.get(key, async () => String(reply.serialize(await load())));
    return reply.type('application/json; charset=utf-8').send(body) as unknown as T;
  };
  app.get('/moderation/log/:id', {
    schema: {
      operationId: 'getCompanyModerationLog', security: [],
      tags: ['moderation'], summary: 'A company\'s public moderation log (id or slug): decisions by month, kind, action and reason, and its appeals; counts only',
      params: RefParamsSchema, response: { 200: CompanyModerationLogSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
    },
  }, async (request, reply) => cached(`moderation-log:${request.params.id.toLowerCase()}`, reply, () => companyModerationLog(app.database.db, request.params.id, now())));
  app.get('/transparency', {
    schema: {
      operationId: 'getTransparencyReport', security: [],
      tags: ['moderation'], summary: 'The platform transparency report: posted, decided by reason, appeals and outcomes, median time to decide, per month (12 months)',
      response: { 200: TransparencyReportSchema },
    },
  }, async (_request, reply) => cached('transparency', reply, () => transparencyReport(app.database.db, now())));
};
