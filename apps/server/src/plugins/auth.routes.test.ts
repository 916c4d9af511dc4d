// The session is checked before anything else about a request: every route the API reference marks as needing a
// bearer token answers 401 to a caller without one, whatever its path parameters, query and body. The table is the
// OpenAPI document itself, so a route added later is covered as soon as it declares (or is given) a guard.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

const t = useTestApp();

interface Operation { security?: Record<string, string[]>[] }
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function protectedOperations() {
  const doc = t.app.swagger() as { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    // Protected: some requirement is declared and none is the empty one ({}), which the document uses for a call that
    // answers anyone and reads a session when there is one (decision 187).
    METHODS.filter((m) => ops[m]?.security?.length && !ops[m].security.some((s) => Object.keys(s).length === 0))
      .map((method) => ({ method: method.toUpperCase() as Uppercase<typeof method>, path })));
}

describe('a caller without a session', () => {
  it('hears 401 from every protected route before its parameters and body are judged', async () => {
    const operations = protectedOperations();
    expect(operations.length).toBeGreaterThanOrEqual(40);
    const answers: string[] = [];
    for (const { method, path } of operations) {
      // Everything about the request is wrong: a malformed id in each path parameter, out-of-range paging, a body of
      // the wrong shape. Only the missing session may be reported.
      const url = `${path.replace(/\{[^}]+\}/g, 'not-an-id')}?page=0&size=-1&PageNumber=0`;
      const body = method === 'GET' ? undefined : { unexpected: [1, 2, 3] };
      const r = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      answers.push(`${method} ${path} -> ${r.statusCode} ${r.statusCode === 401 ? '' : r.body}`);
      if (r.statusCode === 401) expect(r.json()).toEqual({ requestId: r.headers['x-request-id'], statusCode: 401, error: 'Unauthorized', message: 'You need to sign in to do this' });
    }
    expect(answers.filter((a) => !/ -> 401 $/.test(a))).toEqual([]);
  });

  it('hears 401 even for a body that is not JSON at all', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/comment', headers: { 'content-type': 'application/json' }, payload: '{not json' });
    expect(r.statusCode).toBe(401);
  });

  it('a signed-in caller still hears about the body', async () => {
    const headers = await t.authHeader({ id: '01890f3e-0000-7000-8000-000000000001', role: 'user' });
    const r = await t.app.inject({ method: 'POST', url: '/api/comment', headers, payload: { unexpected: true } });
    expect(r.statusCode).toBe(400);
    expect(r.json().details.length).toBeGreaterThan(0);
  });
});
