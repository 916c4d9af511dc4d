// The weekly mailings (issue 26, decision 98): the Monday jobs, the digest's one-click unsubscribe and the admins'
// preview of a week's digest.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DigestPreviewQuerySchema, DigestPreviewSchema, DigestUnsubscribeQuerySchema, ErrorResponseSchema, maskEmail } from '@redress/contract';
import type { JobHandler } from '../../platform/jobs/index.ts';
import { registerUnsubscribeRoute } from '../../platform/mail/unsubscribe.ts';
import {
  DIGEST_JOB, OVERDUE_SUMMARY_JOB, WEEKLY_AT, checkDigestLink, digestResubscribeText, previewDigest, resubscribeToDigest, sendOverdueSummaries, sendWeeklyDigest,
  unsubscribeFromDigest, type DigestDeps,
} from './digest.service.ts';
import { admin, PUBLIC, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // newsletter, digest and notification mail: signed links, open to everyone
  describeDigestUnsubscribe: PUBLIC,
  unsubscribeFromDigest: PUBLIC,
  resubscribeToDigest: PUBLIC,
  previewDigest: admin('support.handle'),
} satisfies AccessTable;

const bearer = [{ bearer: [] }];

export const digestRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: DigestDeps = {
    database: app.database, mail: app.platform.mail, jobs: app.platform.jobs, signer: app.platform.signer,
    publicUrl: app.config.publicUrl, brandName: app.config.brandName, platformTz: app.config.platformTz, now: () => new Date(),
  };
  // The occurrence the schedule fired for, so a retry (or a late run) mails the same week.
  const occurrence = (payload: Record<string, unknown>) => (typeof payload.scheduledFor === 'string' ? new Date(payload.scheduledFor) : deps.now());
  const digestJob: JobHandler = async (payload) => {
    const r = await sendWeeklyDigest(deps, occurrence(payload));
    app.log.info({ job: DIGEST_JOB, ...r }, r.empty ? 'weekly digest skipped: nothing happened that week' : 'weekly digest written');
  };
  const summaryJob: JobHandler = async (payload) => {
    const r = await sendOverdueSummaries(deps, occurrence(payload));
    app.log.info({ job: OVERDUE_SUMMARY_JOB, ...r }, 'overdue summaries written');
  };
  await app.platform.jobs.schedule(DIGEST_JOB, { weekly: WEEKLY_AT, tz: deps.platformTz }, digestJob);
  await app.platform.jobs.schedule(OVERDUE_SUMMARY_JOB, { weekly: WEEKLY_AT, tz: deps.platformTz }, summaryJob);

  // Mail clients POST `List-Unsubscribe=One-Click` form-encoded; the address and signature are in the query string.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));

  registerUnsubscribeRoute(app, {
    url: '/newsletter/digest/unsubscribe',
    operationIds: { describe: 'describeDigestUnsubscribe', unsubscribe: 'unsubscribeFromDigest' },
    list: 'digest',
    tags: ['newsletter'],
    summary: 'Unsubscribe from the weekly digest (the signed link of a digest; ends a newsletter subscription and an account\'s opt-in)',
    querystring: DigestUnsubscribeQuerySchema,
    describe: async (q) => {
      checkDigestLink(deps, q.email, q.sig);
      return {
        stops: `the weekly ${deps.brandName} digest`, address: maskEmail(q.email),
        done: 'You will not get the weekly digest any more.',
      };
    },
    unsubscribe: (q, via) => unsubscribeFromDigest(deps, q.email, q.sig, via),
    resubscribe: { operationId: 'resubscribeToDigest', text: (q) => digestResubscribeText(deps, q.email, q.sig), run: (q) => resubscribeToDigest(deps, q.email, q.sig) },
  });

  app.get('/admin/digest/preview', {
    preHandler: app.requireAdmin('support.handle'),
    schema: {
      operationId: 'previewDigest',
      tags: ['newsletter'], security: bearer,
      summary: 'The weekly digest of a week (the Monday it starts; the last finished week by default) as subscribers get it',
      querystring: DigestPreviewQuerySchema,
      response: { 200: DigestPreviewSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
    },
  }, async (request) => previewDigest(deps, request.query.week));
};
