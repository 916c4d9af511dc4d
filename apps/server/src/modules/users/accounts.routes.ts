// Account calls of the Authentication service (spec section 7): sign-up, codes, recovery, password change.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordRequestSchema,
  ErrorResponseSchema,
  ForgotPasswordRequestSchema,
  MessageResponseSchema,
  PasswordStrengthRequestSchema,
  PasswordStrengthResponseSchema,
  ResendOtpRequestSchema,
  ResetPasswordRequestSchema,
  SessionResponseSchema,
  SignupRequestSchema,
  SignupResponseSchema,
  VerifyAccountRequestSchema,
  VerifyAccountResponseSchema,
  VerifyEmailOrPhoneRequestSchema,
  VerifyPasswordQuerySchema,
  VerifyPasswordResponseSchema,
} from '@redress/contract';
import { judgePassword, siteWords } from '../../lib/passwords.ts';
import { setSessionCookies } from '../session/session.cookies.ts';
import type { IssuedSession } from '../session/session.service.ts';
import { changePassword, checkPassword, forgotPassword, resendVerification, resetPassword, signup, verifyAccount } from './accounts.service.ts';
import { PUBLIC, SIGNED_IN, type AccessTable } from '../../plugins/access.ts';

/** Who may make each call of this file (decision 195): the authorization matrix (plugins/access.matrix.test.ts) sends each
 * one as every kind of caller and expects what follows from this. Everyone else hears 401 without a session, else 403. */
export const access = {
  // system, session and sign-in: open to everyone (API keys never: they call only the routes marked apiClient)
  signup: PUBLIC,
  signupLegacy: PUBLIC,
  verifyAccount: PUBLIC,
  verifyEmailOrPhone: PUBLIC,
  resendVerificationCode: PUBLIC,
  forgotPassword: PUBLIC,
  resetPassword: PUBLIC,
  judgePasswordStrength: PUBLIC,
  changePassword: SIGNED_IN,
  checkPassword: SIGNED_IN,
  changeEmployeePassword: { company: ['manager', 'agent'] },
} satisfies AccessTable;

const errors = { 400: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema };
const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    database: app.database, tokens: app.tokens, mail: app.platform.mail,
    // Verifying a business owner's address can move complaints written to its domain (decision 146).
    audit: app.platform.audit, notifier: app.notifier, now: () => new Date(), platformTz: app.config.platformTz,
    siteWords: siteWords(app.config),
  };
  const secure = app.config.publicUrl.startsWith('https://');
  const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
  const verified = (reply: FastifyReply, r: { session: IssuedSession; message: string }) => {
    setSessionCookies(reply, r.session, secure);
    return { ...r.session.response, message: r.message };
  };

  for (const [url, operationId] of [['/auth/platform/signup', 'signup'], ['/user/register', 'signupLegacy']] as const) {
    app.post(url, {
      config: limit(10),
      preHandler: app.requireCaptcha,
      schema: {
        operationId, security: [],
        tags: ['auth'],
        summary: url === '/user/register' ? 'Sign up: the older path of /auth/platform/signup' : 'Sign-up (captcha): e-mails a 6-digit code; the same answer whether or not the address has an account (decision 82)',
        body: SignupRequestSchema,
        response: { 201: SignupResponseSchema, ...errors },
      },
    }, async (request, reply) => reply.status(201).send(await signup(deps, request.body)));
  }

  app.post('/auth/verify_account', {
    config: limit(20),
    schema: { operationId: 'verifyAccount', security: [], tags: ['auth'], summary: 'Verify the e-mail address with the 6-digit code; signs the account in', body: VerifyAccountRequestSchema, response: { 200: VerifyAccountResponseSchema, ...errors } },
  }, async (request, reply) => verified(reply, await verifyAccount(deps, request.body, client(request))));

  app.post('/auth/verify_emailOrPhone', {
    config: limit(20),
    schema: { operationId: 'verifyEmailOrPhone', security: [], tags: ['auth'], summary: 'Verify an e-mail address (username) with its code; signs the account in', body: VerifyEmailOrPhoneRequestSchema, response: { 200: VerifyAccountResponseSchema, ...errors } },
  }, async (request, reply) => verified(reply, await verifyAccount(deps, { email: request.body.username, otp: request.body.otp }, client(request))));

  app.post('/auth/ResendVerificationOtp', {
    config: limit(5),
    schema: { operationId: 'resendVerificationCode', security: [], tags: ['auth'], summary: 'E-mail a new verification code (at most one a minute)', body: ResendOtpRequestSchema, response: { 200: MessageResponseSchema, ...errors } },
  }, async (request) => resendVerification(deps, request.body.username));

  app.post('/auth/forgot_password', {
    config: limit(5),
    preHandler: app.requireCaptcha,
    schema: { operationId: 'forgotPassword', security: [], tags: ['auth'], summary: 'E-mail a password-reset code (captcha); the same answer whether or not the account exists', body: ForgotPasswordRequestSchema, response: { 200: MessageResponseSchema, ...errors } },
  }, async (request) => forgotPassword(deps, request.body.email));

  app.post('/auth/reset_password', {
    config: limit(10),
    schema: { operationId: 'resetPassword', security: [], tags: ['auth'], summary: 'Set a new password with the e-mailed code; ends every sign-in', body: ResetPasswordRequestSchema, response: { 200: MessageResponseSchema, ...errors } },
  }, async (request) => resetPassword(deps, request.body));

  const passwordChanges = [
    { url: '/auth/change_password', operationId: 'changePassword', summary: 'Change the password; other sign-ins end, this one gets a fresh session', guard: app.authenticate },
    { url: '/Employees/UpdatePassword', operationId: 'changeEmployeePassword', summary: 'An employee changes their password (as /auth/change_password)', guard: app.requireRole('employee') },
  ];
  for (const p of passwordChanges) {
    app.post(p.url, {
      config: limit(10),
      preHandler: p.guard,
      schema: {
        operationId: p.operationId,
        tags: ['auth'],
        summary: p.summary,
        security: [{ bearer: [] }],
        body: ChangePasswordRequestSchema,
        response: { 200: SessionResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, ...errors },
      },
    }, async (request, reply) => {
      const session = await changePassword(deps, request.actor!, request.body, client(request));
      setSessionCookies(reply, session, secure);
      return session.response;
    });
  }

  app.get('/auth/verify_password', {
    config: limit(10),
    preHandler: app.authenticate,
    schema: {
      operationId: 'checkPassword',
      tags: ['auth'],
      summary: 'Check the signed-in user\'s password (before a sensitive change)',
      security: [{ bearer: [] }],
      querystring: VerifyPasswordQuerySchema,
      response: { 200: VerifyPasswordResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema },
    },
  }, async (request) => checkPassword(deps, request.actor!, request.query.password));

  // The meter's final word (decision 83): the browser previews with shorter lists and asks here before it calls a
  // password acceptable. Nothing is stored; the password is judged as sign-up, reset and change judge it.
  app.post('/auth/password_strength', {
    config: limit(60),
    schema: {
      operationId: 'judgePasswordStrength', security: [],
      tags: ['auth'],
      summary: 'Judge a new password as sign-up, reset and change will (score 0-4; 3 or more is accepted)',
      body: PasswordStrengthRequestSchema,
      response: { 200: PasswordStrengthResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
    },
  }, async (request) => judgePassword(request.body.password, [...deps.siteWords, ...request.body.userInputs]));
};
