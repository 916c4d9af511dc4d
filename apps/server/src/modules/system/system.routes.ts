import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CaptchaChallengeSchema, ClientErrorReportSchema, ErrorResponseSchema, HealthResponseSchema, LivenessResponseSchema, PublicConfigSchema, ReadinessResponseSchema } from '@redress/contract';
import { PlatformListSchema } from '@redress/contract/system';
import { checkHealth, checkLiveness, checkReadiness, listPlatforms, publicConfig } from './system.service.ts';
import { redactQuery } from '../../lib/redact.ts';
import { PUBLIC, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // system, session and sign-in: open to everyone (API keys never: they call only the routes marked apiClient)
  checkHealth: PUBLIC,
  checkLiveness: PUBLIC,
  checkReadiness: PUBLIC,
  getPublicConfig: PUBLIC,
  getCaptchaChallenge: PUBLIC,
  listPlatforms: PUBLIC,
  reportClientError: PUBLIC,
} satisfies AccessTable;

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: {
      operationId: 'checkHealth', security: [],
      tags: ['system'],
      summary: 'Liveness and database check',
      response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
    },
  }, async (_request, reply) => {
    const health = await checkHealth(app.database);
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });

  // Probes for an orchestrator or load balancer (decision 193); both answer during maintenance too.
  app.get('/health/live', {
    schema: {
      operationId: 'checkLiveness', security: [],
      tags: ['system'],
      summary: 'Liveness: the process answers (no database call); restart it when this fails',
      response: { 200: LivenessResponseSchema },
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return checkLiveness();
  });

  app.get('/health/ready', {
    schema: {
      operationId: 'checkReadiness', security: [],
      tags: ['system'],
      summary: 'Readiness: 200 when this instance takes traffic; 503 while starting, while shutting down, or when the database does not answer',
      response: { 200: ReadinessResponseSchema, 503: ReadinessResponseSchema },
    },
  }, async (_request, reply) => {
    const readiness = await checkReadiness(app.lifecycle, app.database);
    reply.header('cache-control', 'no-store');
    return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
  });

  app.get('/config', {
    schema: { operationId: 'getPublicConfig', security: [], tags: ['system'], summary: 'Public settings the web app needs at start', response: { 200: PublicConfigSchema } },
  }, async () => publicConfig(app.config, app.maintenance, app.database));

  app.get('/captcha/challenge', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      operationId: 'getCaptchaChallenge', security: [],
      tags: ['auth'],
      summary: 'A captcha to solve: a signed proof-of-work challenge, or the reCAPTCHA site key when configured. Send the solution in the x-captcha-token header',
      response: { 200: CaptchaChallengeSchema, 429: ErrorResponseSchema },
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.platform.captcha.challenge();
  });

  app.get('/platforms', {
    schema: {
      operationId: 'listPlatforms', security: [],
      tags: ['auth'],
      summary: 'Platform list: the second entry is the channel the web app sends with login and sign-up',
      response: { 200: PlatformListSchema, 500: ErrorResponseSchema },
    },
  }, async () => listPlatforms());

  // The web app's error reports land in the server log (and from there in the error-reporting service).
  app.post('/client-errors', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    bodyLimit: 16 * 1024,
    schema: {
      operationId: 'reportClientError', security: [],
      tags: ['system'],
      summary: 'Report an error seen in the web app (never 401 or 403)',
      body: ClientErrorReportSchema,
      response: { 204: z.null(), 400: ErrorResponseSchema, 429: ErrorResponseSchema },
    },
  }, async (request, reply) => {
    // A refused request (4xx) is the app working as meant; anything else is worth a look.
    const level = request.body.status && request.body.status < 500 ? 'info' : 'warn';
    request.log[level]({ clientError: request.body, ip: request.ip }, `web app error: ${request.body.message}`);
    const { message, stack, url, status, source } = request.body;
    app.platform.errorReports.report({
      message: `web app: ${message}`, status, level: level === 'warn' ? 'error' : 'info',
      tags: { source: 'web' }, extra: { stack, url: redactQuery(url), origin: source },
    });
    return reply.status(204).send(null);
  });

  app.get('/version', { schema: { hide: true, response: { 200: z.object({ version: z.string() }) } } }, async () => ({ version: VERSION }));
};

const VERSION = process.env.npm_package_version ?? '0.1.0';
