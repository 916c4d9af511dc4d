// The OpenAPI document is generated from the routes' zod schemas: /docs/json, with the interactive reference at /docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

export default fp(async function openapiPlugin(app: FastifyInstance, opts: { config: Config }) {
  const { config } = opts;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.brandName} API`,
        version: '1.0.0',
        description:
          'The JSON API behind the web app. Lists answer `{ data, meta }`; errors answer `{ statusCode, error, message, details? }`. ' +
          'Send `Authorization: Bearer <access token>`; API clients also send `x-client-id` and `x-api-key`.',
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
