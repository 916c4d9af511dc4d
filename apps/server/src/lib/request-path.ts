// Which path a request is for, judged once: the route the router matched, or for an unmatched request its decoded,
// normalised path. Never the raw URL: `/%61pi/auth/me` reaches the route `/api/auth/me`, so every check that asks "is
// this the API?" or "which call is this?" (maintenance, the security headers, the pages' not-found answer, the
// micro-cache's keys) reads it from here.
import type { FastifyRequest } from 'fastify';

/** The prefix of every API route. */
export const API_PREFIX = '/api/';

/** The raw path percent-decoded (left as it is when the encoding is malformed), its repeated slashes collapsed. */
export function normalisePath(rawUrl: string): string {
  const query = rawUrl.indexOf('?');
  const raw = query === -1 ? rawUrl : rawUrl.slice(0, query);
  // Most paths have nothing to decode or collapse: judged every request (the request log's switch), at no cost.
  if (!raw.includes('%') && !raw.includes('//')) return raw;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Malformed encoding: the router refuses it with a 400 of its own; judge the raw text.
  }
  return decoded.replace(/\/{2,}/g, '/');
}

/**
 * The route's declared path when the router matched one (`/api/complaint/:id`), otherwise the normalised path. A
 * catch-all route (CORS preflight's `*`, `/uploads/*`) says nothing of the path, so it is judged like an unmatched one.
 */
export function requestPath(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  return matched && !matched.includes('*') ? matched : normalisePath(request.url);
}

/** Whether the request is an API call (served the API's headers, refused during maintenance, answered JSON). */
export function isApiRequest(request: FastifyRequest): boolean {
  return requestPath(request).startsWith(API_PREFIX);
}

/**
 * A key for a public read's cached answer: the matched route with its parsed path and query parameters, so that the
 * spellings of one call (`%61` for `a`) share one entry instead of crowding the cache.
 */
export function readKey(request: FastifyRequest): string {
  return `${request.method} ${requestPath(request)} ${JSON.stringify(request.params ?? {})} ${JSON.stringify(request.query ?? {})}`;
}
