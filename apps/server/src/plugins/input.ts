// Rules every request's input keeps, before any route's schema reads it: JSON bodies without prototype keys, and no
// NUL character in any text (PostgreSQL refuses it in text columns, so it would otherwise end as a 500 wherever it
// reaches a query). Both answer a 400 naming the field.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

const NUL = '\u0000';

/** The path of the first own `__proto__` key, or `constructor` object with a `prototype`, in a parsed JSON value. */
function findPrototypeKey(value: unknown, path: string): { field: string; key: string } | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (Object.prototype.hasOwnProperty.call(value, '__proto__')) return { field: join(path, '__proto__'), key: '__proto__' };
  const ctor = (value as { constructor?: unknown }).constructor;
  if (Object.prototype.hasOwnProperty.call(value, 'constructor') && ctor !== null && typeof ctor === 'object' && Object.prototype.hasOwnProperty.call(ctor, 'prototype')) {
    return { field: join(path, 'constructor.prototype'), key: 'constructor.prototype' };
  }
  for (const [k, v] of Object.entries(value)) {
    const found = findPrototypeKey(v, join(path, k));
    if (found) return found;
  }
  return undefined;
}

/** The path of the first string (or key) holding a NUL character; '' for the value itself. */
function findNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [k, v] of Object.entries(value)) {
    if (k.includes(NUL)) return path;
    const found = findNul(v, join(path, k));
    if (found !== undefined) return found;
  }
  return undefined;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function rejectNul(request: FastifyRequest) {
  // No route matched: the not-found handler answers the app's page or a 404, and reads no input.
  if (request.is404) return;
  const parts: [unknown, string][] = [[request.params, 'path'], [request.query, 'query'], [request.body, 'body']];
  for (const [value, where] of parts) {
    const found = findNul(value, '');
    if (found === undefined) continue;
    const field = found || where;
    const message = 'must not contain a NUL character';
    throw AppError.badRequest(`${field}: ${message}`, [{ field, message }]);
  }
}

export default fp(async function inputPlugin(app: FastifyInstance) {
  // Fastify's own parser reports a prototype key as "not valid JSON"; this one names it. Body limits stay the route's.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const body = String(text);
    let value: unknown;
    try {
      if (body.length === 0) throw new SyntaxError('empty');
      value = JSON.parse(body);
    } catch {
      done(AppError.badRequest('body: is not valid JSON'), undefined);
      return;
    }
    const poisoned = body.includes('__proto__') || body.includes('constructor') ? findPrototypeKey(value, '') : undefined;
    if (poisoned) {
      const message = `must not contain a "${poisoned.key}" key`;
      done(AppError.badRequest(`body: ${message}`, [{ field: poisoned.field, message }]), undefined);
      return;
    }
    done(null, value);
  });

  app.addHook('preValidation', async (request) => rejectNul(request));
}, { name: 'input' });
