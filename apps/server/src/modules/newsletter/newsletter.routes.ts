import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@redress/contract';
import {
  NewsletterConfirmDescriptionSchema,
  NewsletterConfirmedSchema,
  NewsletterConfirmQuerySchema,
  NewsletterSubscribeResponseSchema,
  NewsletterSubscribeSchema,
  NewsletterUnsubscribeQuerySchema,
} from '@redress/contract/newsletter';
import { registerUnsubscribeRoute } from '../../platform/mail/unsubscribe.ts';
import { confirm, describeConfirmLink, describeNewsletterLink, newsletterResubscribeText, resubscribe, subscribe, unsubscribe, type NewsletterDeps } from './newsletter.service.ts';
import { PUBLIC, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // newsletter, digest and notification mail: signed links, open to everyone
  subscribeToNewsletter: PUBLIC,
  describeNewsletterConfirmation: PUBLIC,
  confirmNewsletter: PUBLIC,
  describeNewsletterUnsubscribe: PUBLIC,
  unsubscribeFromNewsletter: PUBLIC,
  resubscribeToNewsletter: PUBLIC,
} satisfies AccessTable;

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: NewsletterDeps = { db: app.database.db, mail: app.platform.mail, signer: app.platform.signer, publicUrl: app.config.publicUrl, now: () => new Date() };
  // Mail clients POST `List-Unsubscribe=One-Click` form-encoded; the token is in the query string.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));

  app.post('/subscribe', {
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      operationId: 'subscribeToNewsletter', security: [],
      tags: ['newsletter'],
      summary: 'Ask for the weekly newsletter (Monday 08:00 PLATFORM_TZ): mails a confirmation link (double opt-in, decision 185)',
      body: NewsletterSubscribeSchema,
      description: 'Records a pending consent and mails a confirmation link; nothing else is sent until it is confirmed. The same 200 answer whether or not the address was subscribed already, so that nobody learns who is on the list.',
      response: { 200: NewsletterSubscribeResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
    },
  }, async (request, reply) => {
    return reply.status(200).send(await subscribe(deps, request.body));
  });

  // The confirmation link (decision 185), like an unsubscribe link (decision 180): mail scanners follow links, so a GET
  // only tells what the page's button (a POST) would confirm, and a browser is sent to that page.
  const confirmErrors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema };
  app.get('/confirm', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      operationId: 'describeNewsletterConfirmation', security: [],
      tags: ['newsletter'],
      summary: 'What a newsletter confirmation link would confirm, changing nothing',
      description: 'A browser (Accept: text/html) is sent (303) to the page /newsletter/confirm with the same query, whose button POSTs. A forged or expired link is a 400 naming `sig`.',
      querystring: NewsletterConfirmQuerySchema,
      response: { 200: NewsletterConfirmDescriptionSchema, 303: z.null(), ...confirmErrors },
    },
  }, async (request, reply) => {
    if ((request.headers.accept ?? '').includes('text/html')) {
      reply.header('cache-control', 'no-store');
      return reply.redirect(`/newsletter/confirm${request.url.slice(request.url.indexOf('?'))}`, 303);
    }
    return describeConfirmLink(deps, request.query);
  });
  app.post('/confirm', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      operationId: 'confirmNewsletter', security: [],
      tags: ['newsletter'],
      summary: 'Confirm a newsletter subscription (the confirmation page\'s button; no session): records the consent and its text',
      description: 'Idempotent. A forged or expired link is a 400 naming `sig`, and confirms nothing.',
      querystring: NewsletterConfirmQuerySchema,
      response: { 200: NewsletterConfirmedSchema, ...confirmErrors },
    },
  }, async (request) => {
    await confirm(deps, request.query);
    return { confirmed: true as const };
  });

  // The welcome mail's link (decision 180): GET answers what it would do, POST (the page's button, the one-click) acts.
  registerUnsubscribeRoute(app, {
    url: '/unsubscribe',
    operationIds: { describe: 'describeNewsletterUnsubscribe', unsubscribe: 'unsubscribeFromNewsletter' },
    list: 'newsletter',
    tags: ['newsletter'],
    summary: 'Unsubscribe from the newsletter (the link of its welcome mail; an unknown token is a 404)',
    querystring: NewsletterUnsubscribeQuerySchema,
    describe: async (q) => ({
      stops: `the ${app.config.brandName} newsletter`, ...(await describeNewsletterLink(app.database.db, q.token)),
      done: 'You are off the newsletter.',
    }),
    unsubscribe: (q, via) => unsubscribe(app.database.db, q.token, via),
    resubscribe: { operationId: 'resubscribeToNewsletter', text: (q) => newsletterResubscribeText(app.database.db, q.token), run: (q) => resubscribe(app.database.db, q.token) },
  });
};
