import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, HealthResponseSchema, PublicConfigSchema } from '@redress/contract';
import { PlatformListSchema } from '@redress/contract/system';
import { checkHealth, listPlatforms, publicConfig } from './system.service.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: {
      tags: ['system'],
      summary: 'Liveness and database check',
      response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
    },
  }, async (_request, reply) => {
    const health = await checkHealth(app.database);
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });

  app.get('/config', {
    schema: { tags: ['system'], summary: 'Public settings the web app needs at start', response: { 200: PublicConfigSchema } },
  }, async () => publicConfig(app.config, app.database));

  app.get('/platforms', {
    schema: {
      tags: ['auth'],
      summary: 'Platform list: the second entry is the channel the web app sends with login and sign-up',
      response: { 200: PlatformListSchema, 500: ErrorResponseSchema },
    },
  }, async () => listPlatforms());

  app.get('/version', { schema: { hide: true, response: { 200: z.object({ version: z.string() }) } } }, async () => ({ version: VERSION }));
};

const VERSION = process.env.npm_package_version ?? '0.1.0';
