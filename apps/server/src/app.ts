// buildApp(config): plugins first, then modules. Never listens: server.ts does, tests use app.inject.
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createDatabase, type Database } from './db/client.ts';
import { createLifecycle, type Lifecycle, type ProcessServer } from './lifecycle.ts';
import { createMicroCache } from './lib/micro-cache.ts';
import { normalisePath } from './lib/request-path.ts';
import { createSerializerCompiler } from './lib/serializer.ts';
import { createTokenSigner } from './lib/tokens.ts';
import { captchaTokenOf } from './platform/captcha/index.ts';
import { createPlatform, type Platform } from './platform/index.ts';
import authPlugin from './plugins/auth.ts';
import errorsPlugin, { createClientErrorHandler, createFrameworkErrors, createRequestIds, MAX_PARAM_LENGTH } from './plugins/errors.ts';
import metricsPlugin from './plugins/metrics.ts';
import { logTraceFields } from './lib/trace-context.ts';
import inputPlugin from './plugins/input.ts';
import maintenancePlugin from './plugins/maintenance.ts';
import openapiPlugin from './plugins/openapi.ts';
import realtimePlugin, { SESSION_ENDED_CHANNEL } from './plugins/realtime.ts';
import securityPlugin, { apiSecurityHeaders } from './plugins/security.ts';
import webPlugin from './plugins/web.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { apiClientsRoutes } from './modules/api-clients/api-clients.routes.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { createApiClientResolver } from './modules/api-clients/api-clients.service.ts';
import { widgetsRoutes, embedRoutes } from './modules/widgets/widgets.routes.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { createActorCache } from './modules/session/actor-cache.ts';
import { resolveActor } from './modules/session/session.service.ts';
import { accountsRoutes } from './modules/users/accounts.routes.ts';
import { googleRoutes } from './modules/users/google.routes.ts';
import { profileRoutes } from './modules/users/profile.routes.ts';
import { userManagementRoutes } from './modules/users/user-management.routes.ts';
import { accountDeletionRoutes } from './modules/users/account-deletion.routes.ts';
import { adminsRoutes } from './modules/admins/admins.routes.ts';
import { employeesAuthRoutes } from './modules/companies/employees.routes.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { catalogueRoutes } from './modules/companies/catalogue.routes.ts';
import { trendingRoutes } from './modules/companies/trending.routes.ts';
import { complaintsRoutes } from './modules/complaints/complaints.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { reviewInvitationsRoutes } from './modules/review-invitations/review-invitations.routes.ts';
import { complaintTarget } from './modules/complaints/complaints.target.ts';
import { commentsRoutes } from './modules/comments/comments.routes.ts';
import { createTargetRegistry } from './modules/comments/comments.target.ts';
import { reviewTarget } from './modules/reviews/reviews.target.ts';
import { votesRoutes } from './modules/votes/votes.routes.ts';
import { ratingsRoutes } from './modules/ratings/ratings.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { reviewersRoutes } from './modules/reviewers/reviewers.routes.ts';
import { supportInboxRoutes } from './modules/support-inbox/support-inbox.routes.ts';
import { adminInsightsRoutes } from './modules/admin-insights/admin-insights.routes.ts';
import { auditTrailRoutes } from './modules/audit-trail/audit-trail.routes.ts';
import { businessDashboardRoutes } from './modules/business-dashboard/business-dashboard.routes.ts';
import { disputesRoutes } from './modules/disputes/disputes.routes.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import { burstsRoutes } from './modules/bursts/bursts.routes.ts';
import { retentionRoutes } from './modules/retention/retention.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { digestRoutes } from './modules/digest/digest.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { adminEmailDetailsRoutes, companySettingsRoutes } from './modules/companies/company-settings.routes.ts';
import { companyManagementRoutes } from './modules/companies/company-management.routes.ts';
import { createNotifier, type Notifier } from './modules/notifications/notifications.service.ts';
import { getOrCreateSecret } from './modules/settings/settings.repository.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { seoPageRenderer } from './modules/seo/seo.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { advertsRoutes } from './modules/adverts/adverts.routes.ts';
import { billingAdminRoutes } from './modules/billing/billing-admin.routes.ts';
import { serveUploadsRoutes, uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { dataExportsRoutes } from './modules/data-exports/data-exports.routes.ts';
import { redactQuery } from './lib/redact.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
    lifecycle: Lifecycle;
  }
}

export interface BuildOptions {
  /** An already migrated database (tests share one per file); otherwise one is opened from config and migrated. */
  database?: Database;
  /** Serve the built web app (default true). */
  serveWeb?: boolean;
  /** Where the process is (server.ts: 'starting' until the start-up data is prepared); default 'ready'. */
  lifecycle?: Lifecycle;
  /** The process's HTTP server, already listening (server.ts, decision 193): the app answers on it once ready. */
  server?: ProcessServer;
}

export const JSON_BODY_LIMIT = 1024 * 1024;

export { redactQuery };

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Fastify's 10 s default is per plugin: loading the web app's server bundle (several MB) on a busy 2-core machine
    // took longer, and the server then refused to start.
    pluginTimeout: 60_000,
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]'], remove: true },
      serializers: {
        // GET /auth/verify_password carries the password in its query (spec section 7): never log it.
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactQuery(req.url), remoteAddress: req.ip }),
      },
      // With tracing on (telemetry/tracing.ts), each line names its trace and span.
      ...(logTraceFields.current ? { mixin: logTraceFields.current } : {}),
    },
    // Unique across instances; a trusted proxy's well-formed x-request-id is kept (decision 194).
    genReqId: createRequestIds(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Health probes are polled constantly; tests keep the log quiet.
    logController: new LogController({ disableRequestLogging: (req) => config.env === 'test' || normalisePath(req.url ?? '').startsWith('/api/health') }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // What the router and Node's parser refuse before any hook runs: API errors with the API's headers all the same.
    frameworkErrors: createFrameworkErrors(apiSecurityHeaders(config)),
    clientErrorHandler: createClientErrorHandler(apiSecurityHeaders(config)),
    forceCloseConnections: true,
    // The process's own server: its close (drained, not cut) is server.ts's, in the preClose hook below.
    ...(opts.server ? { serverFactory: opts.server.serverFactory } : {}),
  });
  const lifecycle = opts.lifecycle ?? createLifecycle('ready');
  app.decorate('lifecycle', lifecycle);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ crossCheck: config.env !== 'production' }));

  const ownsDatabase = !opts.database;
  let platform: Platform | undefined;
  const database = opts.database ?? (await createDatabase(config.database.url, { poolSize: config.database.poolSize, waitMs: config.database.waitMs }));
  try {
    if (ownsDatabase) await database.migrate();
    const secret = config.sessionSecret ?? (await getOrCreateSecret(database, 'session_secret'));
    platform = await createPlatform({ config, database, log: app.log, secret });

    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('platform', platform);
    // Session actors between requests, forgotten when the database says they changed (decision 110).
    const actors = createActorCache((claims, via) => resolveActor(database, claims, via), {
      ttlMs: config.actorCacheTtlMs,
      notify: async (notice) => void (await database.query('SELECT pg_notify($1, $2)', [SESSION_ENDED_CHANNEL, notice])),
    });
    // Past its TTL an answer is served for one more TTL while a fresh one loads (decision 213).
    const publicCache = createMicroCache({ ttlMs: config.publicCacheTtlMs, staleMs: config.publicCacheTtlMs });
    app.decorate('publicCache', publicCache);
    // Any successful write may change a public answer: clear before the writer hears back, so its next read is fresh.
    // A callback hook: a read passes straight through, with no promise made for it.
    // How many notices this instance had heard when each write began (see onSend).
    const heardAtStart = new WeakMap<FastifyRequest, number>();
    app.addHook('onRequest', (request, _reply, done) => {
      if (!READ_METHODS.has(request.method)) heardAtStart.set(request, actors.heard);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (READ_METHODS.has(request.method)) return done(null, payload);
      if (reply.statusCode < 400) publicCache.clear();
      // A write that ended a session or changed an actor (a refused one too: a stolen refresh token revokes its sign-in
      // and answers 401): its notice is heard on this instance before the writer hears back. With other instances
      // (decision 201), a write during which a notice came also waits until they have heard it: a sign-out answered
      // here is in force on every instance, not milliseconds later.
      const others = app.otherInstances.count > 0;
      actors.settle({ always: others })
        .then(() => (others && actors.heard !== heardAtStart.get(request) ? app.otherInstances.settle() : undefined))
        .then(() => done(null, payload), (error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
    });
    const { captcha } = platform;
    app.decorate('requireCaptcha', async (request: FastifyRequest) => captcha.verify(captchaTokenOf(request), request.ip));
    const created = platform;
    const stopActorNotices = await database.listen(SESSION_ENDED_CHANNEL, (notice) => actors.forget(notice), (on) => actors.setListening(on));
    app.addHook('onClose', async () => {
      await stopActorNotices();
      await created.close();
      if (ownsDatabase) await database.close();
    });

    await app.register(errorsPlugin, { reports: platform.errorReports });
    // Off unless METRICS_PORT is set (decision 194): then every answer is counted and timed by its route template.
    if (config.metrics) await app.register(metricsPlugin);
    await app.register(inputPlugin);
    await app.register(securityPlugin, { config });
    await app.register(rateLimit, { global: false });
    await app.register(cookie);
    await app.register(authPlugin, {
      tokens: createTokenSigner(secret, config.publicUrl),
      resolveActor: (claims, via) => actors.resolve(claims, via),
      // Business API keys (decision 115): one indexed read per such request; the session path above is untouched.
      resolveApiClient: createApiClientResolver(database, { onError: (err) => app.log.warn({ err }, 'could not record an API key\'s use') }),
      apiClientRateLimit: config.apiClientRateLimit,
    });
    // After auth: the maintenance check needs request.actor (admins pass).
    await app.register(maintenancePlugin);
    await app.register(openapiPlugin, { config });
    // Asked by another instance after its write: the barrier even with nothing kept, so a read already under way here
    // cannot keep what the write ended (decision 201).
    await app.register(realtimePlugin, { settleActors: () => actors.settle({ always: true }) });
    // How every module tells someone something (modules/notifications): raise in a transaction, announce after it.
    app.decorate('notifier', createNotifier({ mail: platform.mail, signer: platform.signer, publicUrl: config.publicUrl, io: app.io }));

    // What people comment on and vote on: each kind's adapter, served by the comments and votes modules (decision 85).
    const targets = createTargetRegistry([complaintTarget, reviewTarget]);
    await app.register(async (api) => {
      await api.register(systemRoutes);
      await api.register(sessionRoutes);
      await api.register(accountsRoutes);
      await api.register(googleRoutes);
      await api.register(profileRoutes);
      await api.register(userManagementRoutes);
      await api.register(accountDeletionRoutes);
      await api.register(adminsRoutes);
      await api.register(employeesAuthRoutes);
      await api.register(companiesRoutes);
      await api.register(catalogueRoutes);
      await api.register(trendingRoutes);
      await api.register(complaintsRoutes);
      await api.register(commentsRoutes, { targets });
      await api.register(votesRoutes, { targets });
      await api.register(ratingsRoutes);
      await api.register(reviewsRoutes);
      await api.register(reviewersRoutes);
      await api.register(supportInboxRoutes);
      await api.register(auditTrailRoutes);
      await api.register(adminInsightsRoutes);
      await api.register(uploadsRoutes);
      await api.register(dataExportsRoutes);
      await api.register(contactRoutes);
      await api.register(chatRoutes);
      await api.register(invitationsRoutes);
      await api.register(reviewInvitationsRoutes);
      await api.register(newsletterRoutes, { prefix: '/newsletter' });
      await api.register(digestRoutes);
      await api.register(notificationsRoutes);
      await api.register(billingRoutes);
      await api.register(companySettingsRoutes);
      await api.register(adminEmailDetailsRoutes);
      await api.register(companyManagementRoutes);
      await api.register(apiClientsRoutes);
      await api.register(webhooksRoutes);
      await api.register(widgetsRoutes);
      await api.register(businessDashboardRoutes);
      await api.register(moderationRoutes);
      await api.register(disputesRoutes);
      await api.register(burstsRoutes);
      await api.register(retentionRoutes);
      await api.register(settingsRoutes);
      await api.register(advertsRoutes);
      await api.register(billingAdminRoutes);
      if (config.devOutbox) await api.register(devRoutes, { prefix: '/dev' });
    }, { prefix: '/api' });
    await app.register(serveUploadsRoutes);
    await app.register(seoRoutes);
    await app.register(embedRoutes);

    const renderPage = seoPageRenderer({ database, brandName: config.brandName, publicUrl: config.publicUrl }, publicCache);
    if (opts.serveWeb !== false) await app.register(webPlugin, { distDir: config.webDistDir, renderPage });
    else await app.register(webPlugin, { distDir: '/nonexistent' });

    // Shutting down (decision 193): no new job is taken (the running ones finish), each answer closes its connection, and
    // the process's server stops accepting and waits for the requests in flight, after the realtime plugin has dropped
    // its sockets (its preClose hook, registered before this one) and before the database closes (onClose hooks).
    app.addHook('preClose', async () => platform!.jobs.stop());
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (lifecycle.phase === 'stopping') reply.header('connection', 'close');
      done(null, payload);
    });
    const { server } = opts;
    if (server) app.addHook('preClose', () => server.drain());

    await app.ready();
    server?.attach();
    platform.start();
    return app;
  } catch (err) {
    await app.close().catch(() => undefined);
    if (ownsDatabase) await database.close().catch(() => undefined);
    throw err;
  }
}
