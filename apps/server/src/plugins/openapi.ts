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
          'Send `Authorization: Bearer <access token>`; API clients also send `x-client-id` and `x-api-key`.\n\n' +
          '## Business API keys\n' +
          'A company\'s owner generates a key on the business portal (API credentials) or with `POST /api/business/generateCredentials`; ' +
          'the key is shown once. A request with `x-client-id` and `x-api-key` (and no `Authorization`) acts for that company alone, ' +
          'on the calls marked with the clientId and apiKey schemes: its complaints (list, read, change status, request closure), ' +
          'comments as the company on its complaints and reviews, and its reviews. Another company\'s items answer 404, every other call 403, ' +
          'a wrong or revoked key 401, and more than the per-key limit a minute 429 with `Retry-After`.\n\n' +
          '```sh\n' +
          `curl -H 'x-client-id: rdc_…' -H 'x-api-key: rdk_…' ${config.publicUrl}/api/complaint?status=pending\n` +
          `curl -X PUT -H 'x-client-id: rdc_…' -H 'x-api-key: rdk_…' '${config.publicUrl}/api/complaint/status/CMP-7F3K2Q?complaintStatus=in-review'\n` +
          `curl -X POST -H 'x-client-id: rdc_…' -H 'x-api-key: rdk_…' -H 'content-type: application/json' \\\n` +
          `  -d '{"complaintId":"CMP-7F3K2Q","commentText":"We have refunded your order."}' ${config.publicUrl}/api/complaint/comment\n` +
          '```',
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
