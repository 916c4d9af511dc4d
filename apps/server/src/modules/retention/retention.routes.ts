// Retention (issue 40, decision 184): no routes, one daily job; the periods are in GET /api/config for the privacy policy.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { purgeExpired } from './retention.service.ts';

/** Once a day, at a quiet hour of the platform's time zone; the jobs module runs it on one instance. */
export const RETENTION_JOB = 'retention.purge';
const DAILY_AT = '03:30';

export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, periods: app.config.retention };
  await app.platform.jobs.schedule(RETENTION_JOB, { daily: DAILY_AT, tz: app.config.platformTz }, async () => {
    const counts = await purgeExpired(deps, new Date());
    app.log.info({ job: RETENTION_JOB, ...counts }, 'retention purge done');
  });
};
