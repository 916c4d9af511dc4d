import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@redress/contract';
import {
  NewsletterSubscribeResponseSchema,
  NewsletterSubscribeSchema,
  NewsletterUnsubscribeQuerySchema,
} from '@redress/contract/newsletter';
import { subscribe, unsubscribe } from './newsletter.service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail clients POST `List-Unsubscribe=One-Click` form-encoded; the token is in the query string.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));

  app.post('/subscribe', {
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      tags: ['newsletter'],
      summary: 'Subscribe an e-mail address to the weekly newsletter (Monday 08:00 PLATFORM_TZ) of the week\'s resolutions',
      body: NewsletterSubscribeSchema,
      description: 'The same 200 answer whether or not the address was subscribed already, so that nobody learns who is on the list.',
      response: { 200: NewsletterSubscribeResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
    },
  }, async (request, reply) => {
    return reply.status(200).send(await subscribe({ db: app.database.db, mail: app.platform.mail, publicUrl: app.config.publicUrl }, request.body));
  });

  // GET for the link in the mail, POST for mail clients' one-click unsubscribe (List-Unsubscribe-Post).
  app.route({
    method: ['GET', 'POST'],
    url: '/unsubscribe',
    schema: {
      tags: ['newsletter'],
      summary: 'One-click unsubscribe from the newsletter',
      querystring: NewsletterUnsubscribeQuerySchema,
      response: { 200: z.object({ unsubscribed: z.literal(true) }), 404: ErrorResponseSchema },
    },
    handler: async (request) => {
      await unsubscribe(app.database.db, request.query.token);
      return { unsubscribed: true as const };
    },
  });
};
