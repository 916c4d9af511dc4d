// Security headers, CORS for the web origin and response compression.
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { isApiRequest } from '../lib/request-path.ts';

/** HSTS for https deployments: 180 days, subdomains too (pages and API alike). */
const HSTS_MAX_AGE = 15_552_000;

/**
 * The headers of every API answer: data, never documents (decision 141). A policy that forbids everything and every
 * frame, the headers that still mean something for a JSON or file answer, set from one list. Helmet's document set (the
 * pages' CSP, COOP, the legacy X- headers) was 1 KB on every answer and a 12-step chain per request. Answers made before
 * any route or hook runs (a URL or headers too long, a malformed path) carry them too: they are JSON errors.
 */
export function apiSecurityHeaders(config: Pick<Config, 'publicUrl'>): [string, string][] {
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"],
    ['cross-origin-resource-policy', 'same-site'],
    ['referrer-policy', 'no-referrer'],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ...(config.publicUrl.startsWith('https:') ? [['strict-transport-security', `max-age=${HSTS_MAX_AGE}; includeSubDomains`] as [string, string]] : []),
  ];
}

export default fp(async function securityPlugin(app: FastifyInstance, opts: { config: Config }) {
  const { config } = opts;
  const https = config.publicUrl.startsWith('https:');
  const recaptcha = config.captcha.siteKey ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : [];
  // Helmet's middleware is built once and run on every request (the Fastify wrapper rebuilt it, CSP parsing included,
  // for every request: a fifth of the server's time on a cheap read).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client', ...recaptcha],
        // Emotion (MUI) injects style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https://accounts.google.com/gsi/'],
        frameSrc: ["'self'", 'https://accounts.google.com/gsi/', ...recaptcha],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: https ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
  });
  const apiHeaders = apiSecurityHeaders(config);
  // Chosen on the path the router matched: an encoded spelling of an API path (`/%61pi/...`) is still the API.
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRequest(request)) {
      for (const [name, value] of apiHeaders) reply.raw.setHeader(name, value);
      return done();
    }
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
  const origins = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || origins.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['content-type', 'authorization', 'x-client-id', 'x-api-key', 'x-captcha-token'],
    exposedHeaders: ['retry-after'],
    maxAge: 600,
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}, { name: 'security' });
