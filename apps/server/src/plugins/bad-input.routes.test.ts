// The bad-input corpus (issue 42): every operation of the OpenAPI document, sent as a caller who may use it, meets wrong
// types, huge and negative numbers, 1 MB strings, NUL and control characters, invalid UTF-8, odd content types, deep
// JSON, empty bodies and broken ids. Whatever it is sent, the server answers within a few seconds, never with a 5xx, and
// every error is the one ErrorResponse whose statusCode is the status (validation naming its fields).
// input.routes.test.ts and errors.routes.test.ts check the exact answers to some of these; this checks them everywhere.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema, FieldErrorSchema } from '@redress/contract';
import { useTestApp } from '../../test/app.ts';
import { newCompany, newCustomer, newEmployee } from '../../test/people.ts';
import { errorBody } from './errors.ts';

const t = useTestApp();

type Schema = {
  $ref?: string; type?: string | string[]; format?: string; enum?: unknown[]; const?: unknown; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[];
  properties?: Record<string, Schema>; required?: string[]; items?: Schema; minItems?: number; minLength?: number; minimum?: number; maximum?: number;
};
interface Parameter { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: Schema }
interface Operation { operationId: string; tags: string[]; security: Record<string, string[]>[]; parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }
interface Doc { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } }

/** One request of the corpus; `payload` is sent as is (a string or bytes), with `headers` naming its type. */
interface Probe { what: string; method: string; url: string; headers: Record<string, string>; payload?: string | Buffer }

const TIMEOUT_MS = 10_000; // a loaded 2-core runner answers the slowest of them in under 2 s
const BATCH = 6;
const MB_STRING = 'm'.repeat(1_000_000); // under the 1 MiB body limit with its JSON around it: validation reads it
const LONG = randomBytes(3750).toString('base64'); // 5,000 characters that do not compress (an index entry stays big)
const CONTROL = 'a\u0001\u0008\u001b[31m\u007f\u0085\u202eb';

/** A JSON value written as its own text: numbers JSON.stringify cannot write (1e309, -0). */
class Raw { constructor(readonly text: string) {} }
const raw = (text: string) => new Raw(text);

function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_k, v: unknown) => (v instanceof Raw ? `\u0002raw${raws.push(v.text) - 1}\u0002` : v));
  return text.replace(/"\\u0002raw(\d+)\\u0002"/g, (_m, i: string) => raws[Number(i)]!);
}

function resolve(doc: Doc, schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 10; i++) s = doc.components.schemas[s.$ref.split('/').pop()!] ?? {};
  return s;
}

/** The schema without its null and without a union: the first non-null branch. */
function main(doc: Doc, schema: Schema | undefined): Schema {
  let s = resolve(doc, schema);
  for (let i = 0; i < 5; i++) {
    const options = s.anyOf ?? s.oneOf ?? s.allOf;
    if (!options) break;
    s = resolve(doc, options.find((o) => resolve(doc, o).type !== 'null') ?? options[0]);
  }
  return s;
}

function kind(doc: Doc, schema: Schema | undefined): string {
  const s = main(doc, schema);
  if (s.enum || s.const !== undefined) return 'enum';
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (type === 'string' && s.format === 'uuid') return 'uuid';
  if (type === 'string' && (s.format === 'date-time' || s.format === 'date')) return 'date';
  return type ?? (s.properties ? 'object' : 'any');
}

/** A value the schema takes (as far as a JSON schema tells: patterns are not read), so that one wrong field is the fault. */
function valid(doc: Doc, schema: Schema | undefined, id: string, depth = 0): unknown {
  const s = main(doc, schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  switch (kind(doc, s)) {
    case 'uuid': return id;
    case 'date': return s.format === 'date' ? '2026-01-15' : '2026-01-15T10:00:00.000Z';
    case 'string':
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'uri' || s.format === 'url') return 'https://example.com/';
      return 'Plain words 2026'.padEnd(s.minLength ?? 0, ' words');
    case 'integer': case 'number': return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 1, 1));
    case 'boolean': return false;
    case 'array': return depth > 4 ? [] : Array.from({ length: Math.max(s.minItems ?? 0, 1) }, () => valid(doc, s.items, id, depth + 1));
    case 'object': {
      if (depth > 4) return {};
      const required = new Set(s.required ?? []);
      return Object.fromEntries(Object.entries(s.properties ?? {}).filter(([k]) => required.has(k)).map(([k, v]) => [k, valid(doc, v, id, depth + 1)]));
    }
    default: return 'x';
  }
}

/** Wrong values for a body field of this kind: other types, extremes, text that breaks things downstream. */
function badValues(doc: Doc, schema: Schema, id: string): [string, unknown][] {
  const types: [string, unknown][] = [['an object', { a: 1 }], ['null', null], ['an array', [valid(doc, schema, id)]]];
  switch (kind(doc, schema)) {
    case 'string': return [...types, ['a number', 12345], ['a boolean', true], ['5,000 characters', LONG], ['control characters', CONTROL]];
    case 'uuid': return [...types, ['a number', 1], ['not a UUID', 'not-a-uuid'], ['a UUID and more', `${id}x`], ['the nil UUID', '00000000-0000-0000-0000-000000000000'], ['a path', '../../etc/passwd']];
    case 'date': return [...types, ['a number', 1e15], ['no date', 'not-a-date'], ['month 13', '2026-13-45T99:99:99Z'], ['past year 275760', '+275760-09-13T00:00:00.001Z'], ['year 0', '0000-01-01T00:00:00Z']];
    case 'integer': case 'number': return [...types, ['a string', '12'], ['a boolean', true], ['1e309', raw('1e309')], ['2^64', raw('18446744073709551616')], ['-0', raw('-0')], ['NaN', 'NaN'], ['-1e308', raw('-1e308')], ['1.5', 1.5], ['-1', -1]];
    case 'boolean': return [...types, ['a string', 'true'], ['a number', 1]];
    case 'enum': return [...types, ['an unknown value', 'not-one-of-them'], ['empty', ''], ['a number', 7], ['upper case', String(valid(doc, schema, id)).toUpperCase()]];
    case 'array': return [['a string', 'x'], ['an object', { a: 1 }], ['null', null], ['[null]', [null]], ['[{}]', [{}]], ['2,000 items', Array.from({ length: 2000 }, () => valid(doc, main(doc, schema).items, id))]];
    case 'object': return [['a string', 'x'], ['an array', []], ['a number', 1], ['null', null], ['an unknown key', { ...(valid(doc, schema, id) as object), zzUnknown: '\u0000' }]];
    default: return [['a NUL', 'a\u0000b'], ['an object nested 70 deep', JSON.parse('['.repeat(70) + ']'.repeat(70))]];
  }
}

/** Wrong values for a query or path parameter (percent-encoded already). */
function badParams(doc: Doc, schema: Schema | undefined, where: 'query' | 'path'): [string, string][] {
  const common: [string, string][] = [['%00', 'a%00b'], ['%C3%28', '%C3%28'], ['%FF', '%FF'], ['%2e%2e%2f', '%2e%2e%2f%2e%2e%2fetc%2fpasswd'], ['control characters', '%01%1b%7f%0d%0a']];
  if (where === 'path') return [...common, ['not a UUID', 'not-a-uuid'], ['101 characters', 'a'.repeat(101)], ['100 characters', '9'.repeat(100)], ['-1', '-1'], ['1e309', '1e309'], ['a space', '%20'], ['a UUID and more', `${crypto.randomUUID()}x`]];
  switch (kind(doc, schema)) {
    case 'integer': case 'number': return [...common, ['-1', '-1'], ['0', '0'], ['-0', '-0'], ['1e309', '1e309'], ['2^64', '18446744073709551616'], ['99999999999', '99999999999'], ['NaN', 'NaN'], ['1.5', '1.5'], ['a word', 'ten']];
    case 'enum': return [...common, ['an unknown value', 'not-one-of-them'], ['empty', '']];
    case 'date': return [...common, ['no date', 'not-a-date'], ['past year 275760', '%2B275760-09-13'], ['year 99999', '99999-01-01'], ['month 13', '2026-13-45']];
    case 'boolean': return [...common, ['maybe', 'maybe'], ['2', '2']];
    case 'uuid': return [...common, ['not a UUID', 'not-a-uuid'], ['a UUID and more', `${crypto.randomUUID()}x`]];
    default: return [...common, ['5,000 characters', LONG], ['empty', '']];
  }
}

type Who = 'anonymous' | 'customer' | 'owner' | 'manager' | 'admin';

/** The caller the operation is for, read from its security, path and tags; the others are tried if it is refused. */
function preferred(path: string, op: Operation): Who {
  if (op.security.length === 0) return 'anonymous';
  if (path.startsWith('/api/admin/') || op.tags.includes('admin')) return 'admin';
  if (/^\/api\/(business|Employees|Products|Services|widget|companies)\//.test(path) || /\/company\/(CreateProfile|UpdateProfile|claim|DeleteCompany)|requestClosure|complaint\/status|complaint-users/.test(path)) return 'owner';
  return 'customer';
}

describe('the bad-input corpus', () => {
  let people: Record<Exclude<Who, 'anonymous'>, { actor: Parameters<typeof t.authHeader>[0]; own: string }>;
  beforeAll(async () => {
    const customer = await newCustomer(t);
    const { company, owner } = await newCompany(t, 'Corpus Traders');
    const manager = await newEmployee(t, company.id, 'manager');
    const adminId = crypto.randomUUID();
    people = {
      customer: { actor: { id: customer.user.id, role: 'user' }, own: customer.user.id },
      owner: { actor: { id: owner.id, role: 'organization', companyId: company.id }, own: company.id },
      manager: { actor: { id: manager.user.id, role: 'employee', companyId: company.id }, own: company.id },
      admin: { actor: { id: adminId, role: 'admin' }, own: crypto.randomUUID() },
    };
  });

  it('meets no 5xx, no hang and one error shape on any operation', { timeout: 240_000 }, async () => {
    const doc = t.app.swagger() as unknown as Doc;
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));
    expect(operations.length).toBeGreaterThan(200);

    // Each request from an address of its own: the per-address rate limits would otherwise answer most of them 429.
    let address = 0;
    const send = async (p: Probe) => {
      const n = ++address;
      const remoteAddress = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      let timer: NodeJS.Timeout | undefined;
      const hang = new Promise<'hang'>((resolve) => { timer = setTimeout(() => resolve('hang'), TIMEOUT_MS); });
      try {
        return await Promise.race([t.app.inject({ method: p.method as 'GET', url: p.url, headers: p.headers, payload: p.payload, remoteAddress }), hang]);
      } finally {
        clearTimeout(timer);
      }
    };

    const faults: string[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    const check = (op: Operation, p: Probe, r: Awaited<ReturnType<typeof send>>, signedIn: boolean) => {
      requests++;
      const where = `${op.operationId} ${p.method} ${p.url.slice(0, 120)} [${p.what}]`;
      if (r === 'hang') return faults.push(`${where}: no answer in ${TIMEOUT_MS} ms`);
      statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
      if (r.statusCode >= 500) return faults.push(`${where}: ${r.statusCode} ${r.body.slice(0, 200)}`);
      if (signedIn && r.statusCode === 401) return faults.push(`${where}: 401, the caller's session did not hold`);
      if (r.statusCode < 400) return;
      let body: unknown;
      try {
        body = r.json();
      } catch {
        return faults.push(`${where}: ${r.statusCode} is not JSON: ${r.body.slice(0, 100)}`);
      }
      const parsed = ErrorResponseSchema.strict().safeParse(body);
      if (!parsed.success) return faults.push(`${where}: ${r.statusCode} is not an ErrorResponse: ${r.body.slice(0, 200)}`);
      const { statusCode, error, details } = parsed.data;
      if (statusCode !== r.statusCode) faults.push(`${where}: status ${r.statusCode} but statusCode ${statusCode}`);
      if (error !== errorBody(r.statusCode, '').error) faults.push(`${where}: error "${error}" for ${r.statusCode}`);
      if (r.statusCode === 400 && details !== undefined && (!Array.isArray(details) || !details.every((d) => FieldErrorSchema.strict().safeParse(d).success))) {
        faults.push(`${where}: 400 details are not [{ field, message }]: ${JSON.stringify(details).slice(0, 200)}`);
      }
      return undefined;
    };

    const refused = (r: Awaited<ReturnType<typeof send>>) => r !== 'hang' && (r.statusCode === 401 || (r.statusCode === 403 && /not allowed to do this|permission/.test(r.body)));
    const unreached: string[] = [];
    const reachedValidation = new Set<string>();
    const started = Date.now();

    for (let i = 0; i < operations.length; i += BATCH) {
      await Promise.all(operations.slice(i, i + BATCH).map(async ({ path, method, op }) => {
        const params = op.parameters ?? [];
        const bodySchema = op.requestBody?.content['application/json']?.schema;
        // The caller: the one the operation is for; if its guard refuses that one, the first other it takes.
        let who = preferred(path, op);
        let auth: Record<string, string> = {};
        const session = async (w: Who) => (w === 'anonymous' ? {} : t.authHeader(people[w].actor));
        const own = () => (who === 'anonymous' ? crypto.randomUUID() : people[who].own);
        const urlWith = (pathValues: Record<string, string>, query: string) => {
          const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => pathValues[name] ?? '');
          return query ? `${filled}?${query}` : filled;
        };
        const goodPath = () => Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, encodeURIComponent(String(valid(doc, p.schema, own())))]));
        const goodQuery = () => params.filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${encodeURIComponent(String(valid(doc, p.schema, own())))}`);
        const goodHeaders = () => Object.fromEntries(params.filter((p) => p.in === 'header' && p.required).map((p) => [p.name, String(valid(doc, p.schema, own()))]));
        const json = { 'content-type': 'application/json' };
        const probe = (what: string, extra: Partial<Probe>): Probe => ({
          what, method, url: urlWith(goodPath(), goodQuery().join('&')), ...extra, headers: { ...goodHeaders(), ...(bodySchema ? json : {}), ...extra.headers },
        });
        const withAuth = (p: Probe): Probe => ({ ...p, headers: { ...p.headers, ...auth } });
        const goodBody = () => (bodySchema ? valid(doc, bodySchema, own()) : undefined);

        if (who !== 'anonymous') {
          const firstBad = (): Probe => withAuth(probe('who may call', { url: urlWith(Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, 'not-a-uuid'])), 'page=-1&size=-1'), payload: bodySchema ? '{"zz":' : undefined }));
          auth = await session(who);
          if (refused(await send(firstBad()))) {
            for (const other of ['customer', 'owner', 'manager', 'admin'] as const) {
              if (other === who) continue;
              const otherAuth = await session(other);
              const saved = auth;
              auth = otherAuth;
              if (!refused(await send(firstBad()))) { who = other; break; }
              auth = saved;
            }
          }
          auth = await session(who);
          const r = await send(firstBad());
          if (refused(r)) unreached.push(`${op.operationId} (${who}): ${r === 'hang' ? 'hang' : r.statusCode}`);
        }
        const signedIn = who !== 'anonymous' && !unreached.some((u) => u.startsWith(`${op.operationId} `));

        const probes: Probe[] = [];
        // Body fields: each top-level field wrong in turn, the others as the schema wants them.
        if (bodySchema) {
          const s = main(doc, bodySchema);
          const base = (goodBody() ?? {}) as Record<string, unknown>;
          let first = true;
          for (const [field, fieldSchema] of Object.entries(s.properties ?? {})) {
            for (const [what, value] of badValues(doc, fieldSchema, own())) probes.push(probe(`${field}: ${what}`, { payload: toJson({ ...base, [field]: value }) }));
            // What the input plugin refuses in any text, and a 1 MB string: in the first text field only.
            if (first && kind(doc, fieldSchema) === 'string') {
              for (const [what, value] of [['1 MB', MB_STRING], ['a NUL', 'a\u0000b'], ['a lone surrogate', '\ud800x'], ['blank', '   ']]) {
                probes.push(probe(`${field}: ${what}`, { payload: toJson({ ...base, [field]: value }) }));
              }
            }
            if (kind(doc, fieldSchema) === 'string') first = false;
          }
          const text = toJson(base);
          probes.push(
            probe('empty JSON body', { payload: '' }),
            probe('no body, no content type', { headers: { 'content-type': '' } }),
            probe('null', { payload: 'null' }),
            probe('an array', { payload: '[]' }),
            probe('a string', { payload: '"x"' }),
            probe('1e309', { payload: '1e309' }),
            probe('broken JSON', { payload: '{"a":' }),
            probe('nested 20,000 deep', { payload: '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000) }),
            probe('invalid UTF-8', { payload: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0x00, 0xed, 0xa0, 0x80]), Buffer.from('"}')]) }),
            probe('1 MB of padding', { payload: toJson({ ...base, zzPadding: MB_STRING }) }),
            probe('text/plain', { headers: { 'content-type': 'text/plain' }, payload: text }),
            probe('multipart', { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' }),
            probe('form-urlencoded', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=%FF' }),
            probe('JSON in UTF-16', { headers: { 'content-type': 'application/json; charset=utf-16le' }, payload: Buffer.from(text, 'utf16le') }),
          );
        } else if (method !== 'GET') {
          // The reverse: a body where none (or multipart) is expected.
          probes.push(
            probe('unexpected JSON', { headers: json, payload: '{"a":1}' }),
            probe('unexpected deep JSON', { headers: json, payload: '['.repeat(20_000) + ']'.repeat(20_000) }),
            probe('unexpected text', { headers: { 'content-type': 'text/plain' }, payload: 'hello' }),
            probe('broken multipart', { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\n\r\n\u0000\u00ff' }),
          );
        }
        // Path and query parameters, one at a time.
        let mbQuery = false;
        for (const param of params) {
          if (param.in === 'header') {
            for (const [what, value] of [['NUL', 'a\u0000b'], ['control characters', CONTROL], ['5,000 characters', LONG], ['empty', '']] as const) probes.push(probe(`header ${param.name}: ${what}`, { headers: { [param.name]: value } }));
            continue;
          }
          const rest = goodQuery().filter((q) => !q.startsWith(`${param.name}=`));
          for (const [what, value] of badParams(doc, param.schema, param.in === 'path' ? 'path' : 'query')) {
            if (param.in === 'path') probes.push(probe(`path ${param.name}: ${what}`, { url: urlWith({ ...goodPath(), [param.name]: value }, rest.join('&')) }));
            else probes.push(probe(`query ${param.name}: ${what}`, { url: urlWith(goodPath(), [...rest, `${param.name}=${value}`].join('&')) }));
          }
          if (param.in === 'query') {
            probes.push(probe(`query ${param.name}: twice`, { url: urlWith(goodPath(), [...rest, `${param.name}=1`, `${param.name}=2`].join('&')) }));
            if (!mbQuery) probes.push(probe(`query ${param.name}: 1 MB`, { url: urlWith(goodPath(), [...rest, `${param.name}=${MB_STRING}`].join('&')) }));
            mbQuery = true;
          }
        }
        // Headers every request may carry, with control characters in them.
        probes.push(probe('odd headers', { headers: { 'user-agent': CONTROL, 'accept-language': '\u0001;q=NaN,*;q=1e309', 'x-forwarded-for': '999.999.999.999, \u0001', cookie: 'refresh=%FF%00; a=\u0001', 'if-none-match': '"\u0001"', accept: 'application/json\u0000' } }));

        // A per-account limit (20 complaints an hour) would answer the rest 429 before validation: the next probes come
        // from a new account of the same kind.
        let renewing: Promise<void> | undefined;
        const renew = (spent: Record<string, string>) => {
          if (auth !== spent) return renewing ?? Promise.resolve();
          renewing ??= (async () => {
            auth = who === 'customer' ? (await newCustomer(t)).auth
              : who === 'owner' ? (await newCompany(t, 'Corpus Spare')).ownerAuth
                : who === 'manager' ? (await newEmployee(t, people.manager.own, 'manager')).auth
                  : await t.authHeader({ id: crypto.randomUUID(), role: 'admin' });
            renewing = undefined;
          })();
          return renewing;
        };
        const sendAs = async (p: Probe) => {
          const used = auth;
          const r = await send({ ...p, headers: { ...p.headers, ...used } });
          if (r === 'hang' || r.statusCode !== 429 || !signedIn) return r;
          await renew(used);
          return send({ ...p, headers: { ...p.headers, ...auth } });
        };
        for (let j = 0; j < probes.length; j += 4) {
          await Promise.all(probes.slice(j, j + 4).map(async (p) => {
            const r = await sendAs(p);
            if (r !== 'hang' && r.statusCode === 400) reachedValidation.add(op.operationId);
            check(op, p, r, signedIn);
          }));
        }
      }));
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const histogram = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
    console.log(`bad-input corpus: ${operations.length} operations, ${requests} requests in ${seconds} s; ${histogram}; ${faults.length} faults`);
    if (unreached.length) console.log(`callers refused by every principal: ${unreached.join(', ')}`);
    expect(faults.slice(0, 40), `${faults.length} faults`).toEqual([]);
    expect(unreached).toEqual([]);
    // Operations with any input: the corpus reached their validation (not only a guard's refusal).
    const withInput = operations.filter(({ op }) => (op.parameters ?? []).some((p) => p.in !== 'header') || op.requestBody).map(({ op }) => op.operationId);
    expect(withInput.filter((id) => !reachedValidation.has(id))).toEqual([]);
  });
});
