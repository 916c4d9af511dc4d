// The only reader of process.env: parsed once, typed, and a bad value stops the start with a clear message.
import { z } from 'zod';
import { judgePassword, siteWords } from './lib/passwords.ts';
import { parseDsn } from './platform/error-reports/index.ts';
import { PAYMENT_PROVIDERS } from './platform/payments/index.ts';
import { BURST_RULES } from '@redress/contract/constants';
import { repoData } from './paths.ts';

/** Connections an instance's pool may open to a real PostgreSQL server (decision 68). */
export const DEFAULT_POOL_SIZE = 10;

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalString = z.string().trim().min(1).optional();
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  DATABASE_URL: z
    .string()
    .refine((v) => v === 'memory://' || /^postgres(ql)?:\/\//.test(v) || /^file:\/\//.test(v), 'must be postgres://..., memory:// or file://<dir>')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(DEFAULT_POOL_SIZE),
  /** How long a request may wait for a free PostgreSQL connection before it is answered 503 with Retry-After (0: no limit). */
  DATABASE_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Redress <no-reply@redress.local>'),
  /** Where the contact form's messages go (stored for admins either way). */
  CONTACT_EMAIL: z.email().optional(),
  UPLOADS_DIR: z.string().min(1).default(repoData('uploads')),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: z.url().optional(),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  CAPTCHA_POW_DIFFICULTY: z.coerce.number().int().min(0).max(28).default(18),
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** How long a session's actor is kept between requests without a database notice (decision 110); 0 reads it every time. */
  ACTOR_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  /** Requests a minute one business API key may make (decision 115). */
  API_CLIENT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Days both sides of a dispute may add evidence before a moderator decides (issue 39, decision 168). */
  DISPUTE_EVIDENCE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  /** Days between "Delete my account" and the removal for good; signing in meanwhile cancels it (decision 182). */
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(14),
  // The review-bomb guard's volume and new-account minimums (decision 173); raised only where every account is new.
  BURST_MIN_ITEMS: z.coerce.number().int().min(2).max(100000).default(BURST_RULES.minItems),
  BURST_MIN_FROM_NEW_ACCOUNTS: z.coerce.number().int().min(2).max(100000).default(BURST_RULES.minFromNewAccounts),
  // How long what is kept for security or until use is kept, in days (decision 184); the privacy policy states them.
  RETENTION_IP_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  RETENTION_UNVERIFIED_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RETENTION_SESSION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RETENTION_CODE_DAYS: z.coerce.number().int().min(1).max(3650).default(1),
  PLATFORM_TZ: z.string().default('UTC').refine(isTimeZone, 'must be an IANA time zone such as Africa/Johannesburg'),
  ADMIN_EMAIL: z.email().optional(),
  // As strong as any new password (decision 75), judged with the site's words in loadConfig: the super-admin's is the
  // one most worth guessing.
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  SEED_DEMO: bool.optional(),
  SENTRY_DSN: z.url().refine(isDsn, 'must look like https://<key>@<host>/<project>').optional(),
  BRAND_NAME: z.string().min(1).default('Redress'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST_DIR: optionalString,
  CORS_ORIGINS: optionalString,
  JOBS_ENABLED: bool.default(true),
  /** How long a SIGTERM or SIGINT may take to finish what is in flight before the process gives up and exits 1 (decision 193). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  TRUST_PROXY: z.string().default('loopback'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().optional(),
  DEV_OUTBOX: bool.default(false),
  /** Lets webhooks reach loopback and private addresses (a receiver on this machine); never in production (decision 189). */
  WEBHOOKS_ALLOW_PRIVATE: bool.default(false),
  // How a chosen plan is charged (platform/payments): 'manual' records an open invoice settled by hand.
  // The footer's links to the product's own profiles; a network left unset shows no icon.
  SOCIAL_FACEBOOK_URL: httpsUrl.optional(),
  SOCIAL_X_URL: httpsUrl.optional(),
  SOCIAL_LINKEDIN_URL: httpsUrl.optional(),
  SOCIAL_INSTAGRAM_URL: httpsUrl.optional(),
  // Prometheus metrics on a listener of their own, never the public one (decision 194); off when METRICS_PORT is unset.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** When set, the metrics listener answers only `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // OpenTelemetry traces over OTLP/HTTP (decision 194): the collector's base URL (/v1/traces is added), or the full
  // traces URL; off when neither is set.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS, { error: `must be one of: ${PAYMENT_PROVIDERS.join(', ')}` }).default('manual'),
});

export type Env = z.input<typeof envSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const databaseUrl = e.DATABASE_URL ?? `file://${repoData('pg')}`;
  const embedded = !databaseUrl.startsWith('postgres');
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (e.ADMIN_PASSWORD) {
    const estimate = judgePassword(e.ADMIN_PASSWORD, siteWords({ brandName: e.BRAND_NAME, publicUrl: e.PUBLIC_URL }));
    if (!estimate.acceptable) throw new ConfigError(`Invalid configuration:\n  ADMIN_PASSWORD: must be a strong password. ${estimate.message}`);
  }
  if (!!e.RECAPTCHA_SITE_KEY !== !!e.RECAPTCHA_SECRET) {
    throw new ConfigError('Invalid configuration:\n  RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET must be set together');
  }
  if (e.DEV_OUTBOX && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  DEV_OUTBOX: the dev outbox (every one-time code) is never served in production');
  }
  if (e.DEV_OUTBOX && !isLoopbackHost(e.HOST)) {
    throw new ConfigError(`Invalid configuration:\n  DEV_OUTBOX: the dev outbox (every one-time code) is served only on a loopback HOST (127.0.0.1, ::1 or localhost), not ${e.HOST}`);
  }
  if (e.WEBHOOKS_ALLOW_PRIVATE && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  WEBHOOKS_ALLOW_PRIVATE: webhooks never reach private addresses in production');
  }
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new ConfigError('Invalid configuration:\n  METRICS_PORT: must differ from PORT (metrics are never served on the public listener)');
  }
  if (e.METRICS_TOKEN && e.METRICS_PORT === undefined) {
    throw new ConfigError('Invalid configuration:\n  METRICS_TOKEN: needs METRICS_PORT (metrics are served only on their own listener)');
  }
  const tracesUrl = e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
    ?? (e.OTEL_EXPORTER_OTLP_ENDPOINT ? `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces` : undefined);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    brandName: e.BRAND_NAME,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    database: { url: databaseUrl, embedded, poolSize: e.DATABASE_POOL_SIZE, waitMs: e.DATABASE_WAIT_MS },
    seedDemo: e.SEED_DEMO ?? embedded,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, contactTo: e.CONTACT_EMAIL ?? e.ADMIN_EMAIL },
    storage: e.S3_BUCKET
      ? {
        kind: 's3' as const,
        endpoint: e.S3_ENDPOINT,
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID!,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        publicUrl: e.S3_PUBLIC_URL,
      }
      : { kind: 'disk' as const, dir: e.UPLOADS_DIR },
    captcha: { siteKey: e.RECAPTCHA_SITE_KEY, secret: e.RECAPTCHA_SECRET, verifyUrl: e.RECAPTCHA_VERIFY_URL, difficulty: e.CAPTCHA_POW_DIFFICULTY },
    platformTz: e.PLATFORM_TZ,
    disputeEvidenceDays: e.DISPUTE_EVIDENCE_DAYS,
    accountDeletionGraceDays: e.ACCOUNT_DELETION_GRACE_DAYS,
    burstLimits: { minItems: e.BURST_MIN_ITEMS, minFromNewAccounts: e.BURST_MIN_FROM_NEW_ACCOUNTS },
    retention: { ipDays: e.RETENTION_IP_DAYS, unverifiedDays: e.RETENTION_UNVERIFIED_DAYS, sessionDays: e.RETENTION_SESSION_DAYS, codeDays: e.RETENTION_CODE_DAYS },
    publicCacheTtlMs: e.PUBLIC_CACHE_TTL_MS,
    actorCacheTtlMs: e.ACTOR_CACHE_TTL_MS,
    apiClientRateLimit: e.API_CLIENT_RATE_LIMIT,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    sentryDsn: e.SENTRY_DSN,
    sessionSecret: e.SESSION_SECRET,
    webDistDir: e.WEB_DIST_DIR,
    corsOrigins: e.CORS_ORIGINS ? e.CORS_ORIGINS.split(',').map((s) => s.trim()) : [],
    jobsEnabled: e.JOBS_ENABLED,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    // Which proxies may set X-Forwarded-For (client IPs drive rate limits): 'loopback' by default, 'true', or addresses/CIDRs.
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    // GET /api/dev/outbox: every mail with its one-time codes, for a developer on this machine only (decision 71).
    devOutbox: e.DEV_OUTBOX,
    // Webhook URLs may be http and reach loopback/private addresses (tests and development only).
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    paymentProvider: e.PAYMENT_PROVIDER,
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    tracing: tracesUrl ? { tracesUrl } : undefined,
    social: { facebook: e.SOCIAL_FACEBOOK_URL, x: e.SOCIAL_X_URL, linkedin: e.SOCIAL_LINKEDIN_URL, instagram: e.SOCIAL_INSTAGRAM_URL },
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs' },
  };
}

export type Config = ReturnType<typeof loadConfig>;

/** For process entries (the server, scripts): the configuration, or its message and exit code 78 (EX_CONFIG). */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
}

function isDsn(v: string): boolean {
  try {
    parseDsn(v);
    return true;
  } catch {
    return false;
  }
}

/** A listener only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(h);
}

function parseTrustProxy(v: string): boolean | string {
  if (v === 'true') return true;
  if (v === 'false') return false;
  return v;
}

export class ConfigError extends Error {}
