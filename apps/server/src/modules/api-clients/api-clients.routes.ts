// The Business service's key calls (spec section 7): generate (or rotate) a key, list a company's keys, revoke one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiCredentialListSchema, ApiCredentialParamsSchema, ApiCredentialSchema, CompanyIdParamsSchema, ErrorResponseSchema, GenerateCredentialsRequestSchema,
  GeneratedCredentialsSchema,
} from '@redress/contract';
import { generateCredentials, listCredentials, purgeLapsedFailures, revokeCredential, type ApiClientsDeps } from './api-clients.service.ts';
import { OWNER, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // API keys and webhooks: the owner (webhooks also a key with the webhooks scope)
  generateApiCredentials: { company: OWNER },
  listApiCredentials: { company: OWNER },
  revokeApiCredential: { company: OWNER },
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const tags = ['business'];
const bearer = [{ bearer: [] }];

export const apiClientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ApiClientsDeps = { database: app.database, audit: app.platform.audit, now: () => new Date() };
  const owner = app.requireRole('organization');
  await app.platform.jobs.schedule('api-clients.purge-failures', { every: 3_600_000 }, async () => purgeLapsedFailures(deps));

  app.post('/business/generateCredentials', {
    preHandler: owner,
    config: { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: (r) => r.actor?.id ?? r.ip } },
    schema: {
      operationId: 'generateApiCredentials',
      tags, security: bearer,
      summary: 'The company\'s owner generates an API key (x-client-id + x-api-key); the key is answered once and stored hashed',
      description: 'A label with a live key is a 409 unless rotate is true, which revokes that key in the same step. The plan limits live keys '
        + '(Free has none: 403 naming the plan).',
      body: GenerateCredentialsRequestSchema,
      response: { 201: GeneratedCredentialsSchema, ...errors },
    },
  }, async (request, reply) => reply.status(201).send(await generateCredentials(deps, request.actor!, request.body)));

  app.get('/business/apiUser/:id', {
    preHandler: owner,
    schema: {
      operationId: 'listApiCredentials',
      tags, security: bearer, summary: 'The company\'s API keys (id = company id), live first: client id, label, created, last used (to the minute), revoked; never a secret',
      params: CompanyIdParamsSchema, response: { 200: ApiCredentialListSchema, ...errors },
    },
  }, async (request) => listCredentials(deps, request.actor!, request.params.id));

  app.delete('/business/apiUser/:id/:clientId', {
    preHandler: owner,
    schema: {
      operationId: 'revokeApiCredential',
      tags, security: bearer, summary: 'The owner revokes one of the company\'s keys at once (id = company id); revoking again answers the same',
      params: ApiCredentialParamsSchema, response: { 200: ApiCredentialSchema, ...errors },
    },
  }, async (request) => revokeCredential(deps, request.actor!, request.params.id, request.params.clientId));
};
