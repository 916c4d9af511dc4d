// Google sign-in: POST /auth/social/signup signs in (or signs up) with a Google ID token; POST /auth/social/confirm
// proves a signed-in Google account's owner again before a sensitive change.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, MessageResponseSchema, SocialConfirmRequestSchema, SocialSignupRequestSchema, SocialSignupResultSchema } from '@redress/contract';
import { setSessionCookies } from '../session/session.cookies.ts';
import { confirmWithGoogle, googleSignup } from './google.service.ts';
import { PUBLIC, SIGNED_IN, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // system, session and sign-in: open to everyone (API keys never: they call only the routes marked apiClient)
  signInWithGoogle: PUBLIC,
  confirmWithGoogle: SIGNED_IN,
} satisfies AccessTable;

export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, tokens: app.tokens, config: app.config, mail: app.platform.mail };
  const secure = app.config.publicUrl.startsWith('https://');

  app.post('/auth/social/signup', {
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    schema: {
      operationId: 'signInWithGoogle', security: [],
      tags: ['auth'],
      summary: 'Sign in with Google: verifies the Google ID token, links or creates the customer account and sets the refresh cookie; a two-factor account first gets the e-mailed-code challenge (repeat with otp)',
      body: SocialSignupRequestSchema,
      response: {
        200: SocialSignupResultSchema,
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        409: ErrorResponseSchema,
        429: ErrorResponseSchema,
      },
    },
  }, async (request, reply) => {
    const result = await googleSignup(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
    if ('twoFactorRequired' in result) return result;
    setSessionCookies(reply, result.session, secure);
    return result.response;
  });

  app.post('/auth/social/confirm', {
    preHandler: app.authenticate,
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    schema: {
      operationId: 'confirmWithGoogle',
      tags: ['auth'],
      security: [{ bearer: [] }],
      summary: 'Confirm it is you with Google: a fresh Google ID token of the account\'s own Google account; then deactivating the account is allowed for 10 minutes',
      body: SocialConfirmRequestSchema,
      response: { 200: MessageResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 429: ErrorResponseSchema },
    },
  }, async (request) => {
    await confirmWithGoogle(deps, request.actor!.id, request.body.accessToken);
    return { message: 'Confirmed' };
  });
};
