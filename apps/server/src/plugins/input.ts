// Rules every request's input keeps, before any route's schema reads it: JSON bodies without prototype keys, and no
// NUL character or lone UTF-16 surrogate in any text (PostgreSQL refuses a NUL in text columns and both in jsonb, so they
// would otherwise end as a 500 wherever they reach a query; decision 198). All answer a 400 naming the field. A body nested deeper than MAX_JSON_DEPTH is refused before it is
// parsed, and the walks here use a stack of their own: no input can overflow the call stack.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

const NUL = '\u0000';
/** Half of a surrogate pair without its other half: not a character, and no UTF-8 text can hold it. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The deepest a JSON body may nest arrays and objects; no request of the API comes near it. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another. Read as text before parsing, so a
 * body of 20,000 brackets is refused without building it or walking it (a recursive walk of it overflows the stack).
 */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Every object and array in a value with its path, depth first in key order, with no recursion: the walks below
 * cannot overflow the stack whatever reaches them. Buffers are not walked.
 */
function* nodesOf(value: unknown, root: string): Generator<[object, string]> {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (node === null || typeof node !== 'object' || Buffer.isBuffer(node)) continue;
    yield [node, path];
    const children = Object.entries(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i]![1], join(path, children[i]![0])]);
  }
}

/** The path of the first own `__proto__` key, or `constructor` object with a `prototype`, in a parsed JSON value. */
function findPrototypeKey(value: unknown, root: string): { field: string; key: string } | undefined {
  for (const [node, path] of nodesOf(value, root)) {
    if (Object.prototype.hasOwnProperty.call(node, '__proto__')) return { field: join(path, '__proto__'), key: '__proto__' };
    const ctor = (node as { constructor?: unknown }).constructor;
    if (Object.prototype.hasOwnProperty.call(node, 'constructor') && ctor !== null && typeof ctor === 'object' && Object.prototype.hasOwnProperty.call(ctor, 'prototype')) {
      return { field: join(path, 'constructor.prototype'), key: 'constructor.prototype' };
    }
  }
  return undefined;
}

/** What is wrong with a text, if anything: a NUL character or a lone surrogate. */
function textFault(text: string): string | undefined {
  if (text.includes(NUL)) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must not contain a lone surrogate (it is not valid Unicode)';
  return undefined;
}

/** The path of the first string (or key) holding a NUL character or a lone surrogate ('' for the value itself), and why. */
function findBadText(value: unknown, root: string): { path: string; message: string } | undefined {
  if (typeof value === 'string') {
    const message = textFault(value);
    return message ? { path: root, message } : undefined;
  }
  for (const [node, path] of nodesOf(value, root)) {
    for (const [k, v] of Object.entries(node)) {
      const inKey = textFault(k);
      if (inKey) return { path, message: inKey };
      const inValue = typeof v === 'string' ? textFault(v) : undefined;
      if (inValue) return { path: join(path, k), message: inValue };
    }
  }
  return undefined;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function rejectBadText(request: FastifyRequest) {
  // No route matched: the not-found handler answers the app's page or a 404, and reads no input.
  if (request.is404) return;
  const parts: [unknown, string][] = [[request.params, 'path'], [request.query, 'query'], [request.body, 'body']];
  for (const [value, where] of parts) {
    const found = findBadText(value, '');
    if (found === undefined) continue;
    const field = found.path || where;
    throw AppError.badRequest(`${field}: ${found.message}`, [{ field, message: found.message }]);
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
      if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
        const message = `nested deeper than ${MAX_JSON_DEPTH} levels`;
        done(AppError.badRequest(`body: ${message}`, [{ field: 'body', message }]), undefined);
        return;
      }
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

  app.addHook('preValidation', async (request) => rejectBadText(request));
}, { name: 'input' });
