import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@redress/contract';
import {
  NewsletterSubscribeResponseSchema,
  NewsletterSubscribeSchema,
  NewsletterUnsubscribeQuerySchema,
} from '@redress/contract/newsletter';
import { registerUnsubscribeRoute } from '../../platform/mail/unsubscribe.ts';
import { describeNewsletterLink, subscribe, unsubscribe } from './newsletter.service.ts';

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

  // The welcome mail's link (decision 180): GET answers what it would do, POST (the page's button, the one-click) acts.
  registerUnsubscribeRoute(app, {
    url: '/unsubscribe',
    list: 'newsletter',
    tags: ['newsletter'],
    summary: 'Unsubscribe from the newsletter (the link of its welcome mail; an unknown token is a 404)',
    querystring: NewsletterUnsubscribeQuerySchema,
    describe: async (q) => ({
      stops: `the ${app.config.brandName} newsletter`, ...(await describeNewsletterLink(app.database.db, q.token)),
      done: 'You are off the newsletter. To get it again, subscribe at the foot of any page.',
    }),
    unsubscribe: (q) => unsubscribe(app.database.db, q.token),
  });
};
