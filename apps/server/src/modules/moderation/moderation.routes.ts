// Admin moderation (spec section 7, issue 25): GET /admin/{complaint,review,rating}/mgt and /mgt/search, one item with
// its author and history, and POST /admin/{kind}/{id}/moderation (hide, flag, restore, delete with a reason code).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorResponseSchema, ModerationDetailSchema, ModerationListQuerySchema, ModerationListResponseSchema, ModerationRequestSchema, type ModerationKind,
} from '@redress/contract';
import { createComplaintPublisher } from '../complaints/complaints.events.ts';
import { createRatingPublisher } from '../ratings/ratings.events.ts';
import { createReviewPublisher } from '../reviews/reviews.events.ts';
import { dismissReports, getForModeration, listForModeration, moderate, PERMISSION_OF, REPORTED_KINDS, type ModerationDeps } from './moderation.service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const tags = ['admin'];
const RefParamsSchema = z.object({ id: z.string().trim().min(1, 'is required').max(64, 'is at most 64 characters') });

export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date();
  const base = { database: app.database, audit: app.platform.audit, notifier: app.notifier, now };
  const deps: ModerationDeps = {
    database: app.database, audit: app.platform.audit, now,
    complaints: {
      ...base, captcha: app.platform.captcha, mail: app.platform.mail, jobs: app.platform.jobs, platformTz: app.config.platformTz, publish: createComplaintPublisher(app.io),
    },
    reviews: { ...base, captcha: app.platform.captcha, publish: createReviewPublisher(app.io) },
    ratings: { ...base, publish: createRatingPublisher(app.io) },
  };
  const writeLimit = { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: (r: { actor?: { id: string } | null; ip: string }) => r.actor?.id ?? r.ip } };

  for (const kind of ['complaint', 'review', 'rating'] as const satisfies readonly ModerationKind[]) {
    const guard = app.requireAdmin(PERMISSION_OF[kind]);
    for (const path of [`/admin/${kind}/mgt`, `/admin/${kind}/mgt/search`]) {
      app.get(path, {
        preHandler: guard,
        schema: {
          tags, security: bearer, summary: `Every ${kind} for moderators (${PERMISSION_OF[kind]}), deleted ones too, newest first, searched and filtered`,
          querystring: ModerationListQuerySchema, response: { 200: ModerationListResponseSchema, ...errors },
        },
      }, async (request) => listForModeration(deps, request.actor!, kind, request.query));
    }
    app.get(`/admin/${kind}/:id`, {
      preHandler: guard,
      schema: {
        tags, security: bearer, summary: `One ${kind} with its real author (even when anonymous) and its moderation and status history`,
        params: RefParamsSchema, response: { 200: ModerationDetailSchema, ...errors },
      },
    }, async (request) => getForModeration(deps, request.actor!, kind, request.params.id));
    app.post(`/admin/${kind}/:id/moderation`, {
      preHandler: guard,
      config: writeLimit,
      schema: {
        tags, security: bearer, summary: `Hide, flag, restore or delete a ${kind} with a reason code (audited; the author is told why)`,
        params: RefParamsSchema, body: ModerationRequestSchema, response: { 200: ModerationDetailSchema, ...errors },
      },
    }, async (request) => moderate(deps, request.actor!, kind, request.params.id, request.body));
  }

  for (const kind of REPORTED_KINDS) {
    app.post(`/admin/${kind}/:id/reports/dismiss`, {
      preHandler: app.requireAdmin(PERMISSION_OF[kind]),
      config: writeLimit,
      schema: {
        tags, security: bearer, summary: `Dismiss a ${kind}'s open reports: nothing wrong, it stays as it is (${PERMISSION_OF[kind]}; audited; 409 when none are open)`,
        description: 'A hide, flag, restore or delete settles the open reports too. Reporters are shown to moderators only.',
        params: RefParamsSchema, response: { 200: ModerationDetailSchema, ...errors },
      },
    }, async (request) => dismissReports(deps, request.actor!, kind, request.params.id));
  }
};
