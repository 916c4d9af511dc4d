// The session cookies: the rotating refresh token (httpOnly, only sent to /api/auth) and the readable hint cookie.
import type { FastifyReply } from 'fastify';
import { REFRESH_COOKIE, SESSION_HINT_COOKIE } from '@redress/contract';
import { REFRESH_TTL_SECONDS, type IssuedSession } from './session.service.ts';

export const REFRESH_PATH = '/api/auth';

export function setSessionCookies(reply: FastifyReply, session: IssuedSession, secure: boolean) {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, { path: REFRESH_PATH, httpOnly: true, sameSite: 'lax', secure, maxAge: REFRESH_TTL_SECONDS });
  // Readable by the web app: "a session may exist, try a refresh" (never a secret).
  reply.setCookie(SESSION_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge: REFRESH_TTL_SECONDS });
  reply.header('cache-control', 'no-store');
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH, httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', sameSite: 'lax', secure });
}
