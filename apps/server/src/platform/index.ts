// The platform services every module may use: storage, mail, jobs and audit. Built once per app by buildApp.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createSigner, type Signer } from '../lib/signatures.ts';
import { createAudit, type Audit } from './audit/index.ts';
import { createCaptcha, purgeExpiredRedemptions, type Captcha } from './captcha/index.ts';
import { createErrorReports, type ErrorReports } from './error-reports/index.ts';
import { createJobs, type Jobs } from './jobs/index.ts';
import { createMail, type Mail } from './mail/index.ts';
import { createPaymentProvider, type PaymentProvider } from './payments/index.ts';
import { createStorage, type Storage } from './storage/index.ts';

export interface Platform {
  storage: Storage;
  mail: Mail;
  jobs: Jobs;
  audit: Audit;
  captcha: Captcha;
  /** Errors worth a look (never 401 or 403), sent to the error-reporting service when SENTRY_DSN is set. */
  errorReports: ErrorReports;
  /** Charges a chosen plan (PAYMENT_PROVIDER; 'manual' records an open invoice). */
  payments: PaymentProvider;
  /** Signs values for links that must not be forged (unsubscribe links). */
  signer: Signer;
  /** Starts job polling (when JOBS_ENABLED); called once the app is ready so handlers of every module are registered. */
  start(): void;
  close(): Promise<void>;
}

export const JOB_RETENTION_DAYS = 7;

export async function createPlatform(opts: { config: Config; database: Database; log: FastifyBaseLogger; secret: string }): Promise<Platform> {
  const { config, database, log } = opts;
  const storage = createStorage(config);
  const jobs = createJobs({ database, log: log.child({ module: 'jobs' }) });
  const mail = createMail({ config, database, jobs, log: log.child({ module: 'mail' }) });
  const audit = createAudit(database);
  const captcha = createCaptcha({ config, database, secret: opts.secret });
  const errorReports = createErrorReports({ dsn: config.sentryDsn, environment: config.env, log: log.child({ module: 'error-reports' }) });

  await jobs.schedule('jobs.cleanup', { every: 6 * 3_600_000 }, async () => {
    await database.query(
      `DELETE FROM jobs WHERE status IN ('done', 'failed') AND finished_at < now() - $1::int * interval '1 day'`,
      [JOB_RETENTION_DAYS],
    );
    await purgeExpiredRedemptions(database);
  });

  return {
    storage,
    mail,
    jobs,
    audit,
    captcha,
    errorReports,
    payments: createPaymentProvider(config.paymentProvider),
    signer: createSigner(opts.secret),
    start() {
      if (config.jobsEnabled) jobs.start();
    },
    async close() {
      await jobs.stop();
      await mail.close();
      await errorReports.close();
    },
  };
}
