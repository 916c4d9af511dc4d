// A company's webhooks (issue 41, decision 189): its endpoints, their secrets (answered once), their delivery logs.
// The owner signed in, or the company's API key with the `webhooks` scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateWebhookEndpointRequestSchema, ErrorResponseSchema, MessageResponseSchema, SetWebhookEndpointStatusRequestSchema, WebhookCompanyParamsSchema,
  WebhookDeliveryListSchema, WebhookDeliveryParamsSchema, WebhookDeliveryQuerySchema, WebhookDeliverySchema, WebhookEndpointListSchema,
  WebhookEndpointParamsSchema, WebhookEndpointSchema, WebhookEndpointWithSecretSchema,
} from '@redress/contract';
import { deliverWebhook, type DeliveryDeps } from './webhooks.delivery.ts';
import { WEBHOOK_DELIVER_JOB } from './webhooks.outbox.ts';
import {
  createEndpoint, deleteEndpoint, listDeliveries, listEndpoints, resendDelivery, rotateSecret, setEndpointStatus, type WebhooksDeps,
} from './webhooks.service.ts';
import { OWNER, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // API keys and webhooks: the owner (webhooks also a key with the webhooks scope)
  listWebhookEndpoints: { company: OWNER, key: 'webhooks', otherKey: 403 },
  createWebhookEndpoint: { company: OWNER, key: 'webhooks', otherKey: 403 },
  setWebhookEndpointStatus: { company: OWNER, key: 'webhooks', otherKey: 403 },
  rotateWebhookSecret: { company: OWNER, key: 'webhooks', otherKey: 403 },
  deleteWebhookEndpoint: { company: OWNER, key: 'webhooks', otherKey: 403 },
  listWebhookDeliveries: { company: OWNER, key: 'webhooks', otherKey: 403 },
  resendWebhookDelivery: { company: OWNER, key: 'webhooks', otherKey: 403 },
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const tags = ['webhooks'];
const security = [{ bearer: [] }];
const WHO = 'The company\'s owner (id = company id), or its API key with the webhooks scope.';
/** API keys may call these with the `webhooks` scope. */
const keyed = { apiClient: true, apiScope: 'webhooks' } as const;
const perCaller = (max: number) => ({ rateLimit: { max, timeWindow: '1 hour', keyGenerator: (r: { actor: { id: string } | null; ip: string }) => r.actor?.id ?? r.ip } });

export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowPrivate = app.config.webhooksAllowPrivate;
  const requireHttps = app.config.isProduction;
  const deps: WebhooksDeps = { database: app.database, audit: app.platform.audit, allowPrivate, requireHttps, now: () => new Date() };
  const delivery: DeliveryDeps = { database: app.database, mail: app.platform.mail, allowPrivate, requireHttps, now: () => new Date() };
  app.platform.jobs.register(WEBHOOK_DELIVER_JOB, async (payload) => deliverWebhook(delivery, payload as { deliveryId: string; at: string }));
  const owner = app.requireRole('organization');

  app.get('/business/webhooks/:id', {
    preHandler: owner,
    config: keyed,
    schema: {
      operationId: 'listWebhookEndpoints', tags, security, summary: 'The company\'s webhook endpoints, newest first, with the plan\'s allowance; never a secret',
      description: WHO, params: WebhookCompanyParamsSchema, response: { 200: WebhookEndpointListSchema, ...errors },
    },
  }, async (request) => listEndpoints(deps, request.actor!, request.params.id));

  app.post('/business/webhooks/:id', {
    preHandler: owner,
    config: { ...keyed, ...perCaller(30) },
    schema: {
      operationId: 'createWebhookEndpoint', tags, security,
      summary: 'Subscribe a URL to events; the answer carries the signing secret, shown this once',
      description: `${WHO} The URL must be https and reach a public address (not loopback, private, link-local or reserved); the plan limits endpoints.`,
      params: WebhookCompanyParamsSchema, body: CreateWebhookEndpointRequestSchema, response: { 201: WebhookEndpointWithSecretSchema, ...errors },
    },
  }, async (request, reply) => reply.status(201).send(await createEndpoint(deps, request.actor!, request.params.id, request.body)));

  app.put('/business/webhooks/:id/:endpointId/status', {
    preHandler: owner,
    config: { ...keyed, ...perCaller(60) },
    schema: {
      operationId: 'setWebhookEndpointStatus', tags, security, summary: 'Pause or resume an endpoint (resuming clears its failure count)',
      description: WHO, params: WebhookEndpointParamsSchema, body: SetWebhookEndpointStatusRequestSchema, response: { 200: WebhookEndpointSchema, ...errors },
    },
  }, async (request) => setEndpointStatus(deps, request.actor!, request.params.id, request.params.endpointId, request.body.status));

  app.post('/business/webhooks/:id/:endpointId/rotate-secret', {
    preHandler: owner,
    config: { ...keyed, ...perCaller(30) },
    schema: {
      operationId: 'rotateWebhookSecret', tags, security, summary: 'Replace an endpoint\'s signing secret at once; the new one is shown this once',
      description: WHO, params: WebhookEndpointParamsSchema, response: { 200: WebhookEndpointWithSecretSchema, ...errors },
    },
  }, async (request) => rotateSecret(deps, request.actor!, request.params.id, request.params.endpointId));

  app.delete('/business/webhooks/:id/:endpointId', {
    preHandler: owner,
    config: { ...keyed, ...perCaller(60) },
    schema: {
      operationId: 'deleteWebhookEndpoint', tags, security, summary: 'Delete an endpoint and its delivery log',
      description: WHO, params: WebhookEndpointParamsSchema, response: { 200: MessageResponseSchema, ...errors },
    },
  }, async (request) => deleteEndpoint(deps, request.actor!, request.params.id, request.params.endpointId));

  app.get('/business/webhooks/:id/:endpointId/deliveries', {
    preHandler: owner,
    config: keyed,
    schema: {
      operationId: 'listWebhookDeliveries', tags, security,
      summary: 'An endpoint\'s delivery log, newest first: event, status, last response code and time, attempts, next retry',
      description: WHO, params: WebhookEndpointParamsSchema, querystring: WebhookDeliveryQuerySchema, response: { 200: WebhookDeliveryListSchema, ...errors },
    },
  }, async (request) => listDeliveries(deps, request.actor!, request.params.id, request.params.endpointId, request.query));

  app.post('/business/webhooks/:id/:endpointId/deliveries/:deliveryId/resend', {
    preHandler: owner,
    config: { ...keyed, ...perCaller(120) },
    schema: {
      operationId: 'resendWebhookDelivery', tags, security, summary: 'Send a delivery again now, with the same event id and body',
      description: `${WHO} A paused endpoint is a 409: resume it first.`,
      params: WebhookDeliveryParamsSchema, response: { 200: WebhookDeliverySchema, ...errors, 409: ErrorResponseSchema },
    },
  }, async (request) => {
    const answer = await resendDelivery(deps, request.actor!, request.params.id, request.params.endpointId, request.params.deliveryId);
    app.platform.jobs.kick();
    return answer;
  });
};
