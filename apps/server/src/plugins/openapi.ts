// The OpenAPI document is generated from the routes' zod schemas: /docs/json, with the interactive reference at /docs.
import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

const GUIDE = readFileSync(new URL('./api-guide.md', import.meta.url), 'utf8');

/** The guide shown above the interactive reference, with this server's address in its examples. */
export const apiGuide = (config: Pick<Config, 'publicUrl'>) => GUIDE.replaceAll('{{PUBLIC_URL}}', config.publicUrl.replace(/\/$/, ''));

export default fp(async function openapiPlugin(app: FastifyInstance, opts: { config: Config }) {
  const { config } = opts;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.brandName} API`,
        version: '1.0.0',
        // The guide above the reference (issue 26): the business API and widgets, with examples (api-guide.md).
        description: apiGuide(config),
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          clientId: { type: 'apiKey', in: 'header', name: 'x-client-id' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
    hideUntagged: false,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: true },
    staticCSP: true,
    theme: { title: `${config.brandName} API reference` },
  });
}, { name: 'openapi' });
