// Sign-in for each portal, refresh (rotating httpOnly cookie), logout and the signed-in user.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, LoginRequestSchema, LoginResponseSchema, REFRESH_COOKIE, SessionResponseSchema, SessionUserSchema } from '@redress/contract';
import { captchaTokenOf } from '../../platform/captcha/index.ts';
import { clearSessionCookies as clearCookies, setSessionCookies as setCookies } from './session.cookies.ts';
import { login, logout, me, purgeStaleLoginFailures, refresh, type IssuedSession, type Portal } from './session.service.ts';
import { PUBLIC, SIGN_IN, SIGNED_IN, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // system, session and sign-in: open to everyone (API keys never: they call only the routes marked apiClient)
  login: SIGN_IN,
  loginLegacy: SIGN_IN,
  loginAdmin: SIGN_IN,
  loginEmployee: SIGN_IN,
  refreshSession: SIGN_IN,
  logout: PUBLIC,
  getSessionUser: SIGNED_IN,
} satisfies AccessTable;

const loginErrors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 429: ErrorResponseSchema };
/** Per IP and instance, on top of the service's locks per address and IP and per IP (decision 148). */
const loginRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, tokens: app.tokens, mail: app.platform.mail, captcha: app.platform.captcha };
  const secure = app.config.publicUrl.startsWith('https://');
  const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'], captchaToken: captchaTokenOf(request) });

  await app.platform.jobs.schedule('session.login-failures-purge', { every: 6 * 3_600_000 }, async () => {
    await purgeStaleLoginFailures(deps);
  });

  const setSessionCookies = (reply: FastifyReply, session: IssuedSession) => setCookies(reply, session, secure);
  const clearSessionCookies = (reply: FastifyReply) => clearCookies(reply, secure);

  const portals: { url: string; operationId: string; portal: Portal; summary: string; hide?: boolean }[] = [
    { url: '/auth/login', operationId: 'login', portal: 'customer', summary: 'Sign in (customers and businesses); answers an access token and sets the refresh cookie' },
    { url: '/user/login', operationId: 'loginLegacy', portal: 'customer', summary: 'Sign in: the older path of /auth/login' },
    { url: '/admin/auth/login', operationId: 'loginAdmin', portal: 'admin', summary: 'Admin sign-in (/admin/login); other accounts are refused' },
    { url: '/Employees/Login', operationId: 'loginEmployee', portal: 'employee', summary: 'Employee sign-in: an employee acts for its company' },
  ];
  for (const p of portals) {
    app.post(p.url, {
      config: loginRateLimit,
      schema: { operationId: p.operationId, security: [], captcha: 'when-asked', tags: ['auth'], summary: p.summary, body: LoginRequestSchema, response: { 200: LoginResponseSchema, ...loginErrors } },
    }, async (request, reply) => {
      const result = await login(deps, p.portal, request.body, client(request));
      if ('twoFactorRequired' in result) return result;
      setSessionCookies(reply, result);
      return result.response;
    });
  }

  app.post('/auth/refresh', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      operationId: 'refreshSession', security: [],
      tags: ['auth'],
      summary: 'New access token from the refresh cookie; the cookie is rotated, and a reused one ends the whole sign-in (a retry by the same browser within 10 s excepted, decision 140)',
      response: { 200: SessionResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema },
    },
  }, async (request, reply) => {
    try {
      const session = await refresh(deps, request.cookies[REFRESH_COOKIE], client(request));
      setSessionCookies(reply, session);
      return session.response;
    } catch (err) {
      clearSessionCookies(reply);
      throw err;
    }
  });

  app.post('/auth/logout', {
    // The web app sends its access token, expired or not: an expired one must not keep the cookie's sign-in alive.
    config: { acceptsEndedSession: true },
    schema: { operationId: 'logout', security: [{}, { bearer: [] }], tags: ['auth'], summary: 'Sign out: revokes the refresh token (and its family) on the server and clears the cookies',
      description: 'Ends the sign-in of the refresh cookie and of the bearer token, whichever the request carries: that access token and its refresh token stop at once.',
      response: { 204: z.undefined().describe('Signed out: the cookies are cleared') } },
  }, async (request, reply) => {
    await logout(deps, request.cookies[REFRESH_COOKIE], request.actor?.sessionId);
    clearSessionCookies(reply);
    return reply.status(204).send();
  });

  app.get('/auth/me', {
    preHandler: app.authenticate,
    schema: { operationId: 'getSessionUser', tags: ['auth'], summary: 'The signed-in user', security: [{ bearer: [] }], response: { 200: SessionUserSchema, 401: ErrorResponseSchema } },
  }, async (request) => me(deps, request.actor!.id));
};
